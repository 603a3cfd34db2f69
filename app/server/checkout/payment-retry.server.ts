// A declined payment's way through (the failed page, decision 106): the same order paid again,
// never a second one — "Try again" with the method it was placed with, or "Pay another way" with
// another the store takes (cash, another saved card, a new card, …), through the platform's
// `payOrder`. Offered while the platform allows it (`can_retry_payment`) and the cart is still the
// one the order was placed from; a post for an order no longer declined (a double submit, another
// tab) goes where that order is now.
import { redirect } from "@remix-run/node";
import { z } from "zod";
import type { Order, PaymentMethod } from "~/contract";
import { cartFingerprint } from "~/cart/cart";
import { localePath } from "~/i18n/locale";
import { type AppContext, failure, refused, notFound, checkRateLimit } from "../request";
import { ApiError, apiMessage } from "../platform";
import { customerLoad, rethrowUnauthorized } from "../sign-in";
import { listSavedCards } from "../account";
import { getVendorStore } from "../catalogue";
import { getCart } from "../cart";
import { checkoutKey, endCheckoutAttempt } from "./attempt.server";
import { afterPayment, loadOrder } from "../orders";
import { apiErrorInit, retrySeconds, tooManyRequests, waitMessage } from "../ops";

/** One way to pay a declined order: a method, and for a card a saved one's id or null (a new card). */
export interface PayChoice {
  /** The form's value: "cash", "knet", "credit_card:new", "credit_card:12". */
  value: string;
  method: PaymentMethod;
  card: { id: number; brand: string; last_four: string } | null;
}

const choiceSchema = z.string().regex(/^([a-z_]{2,20})(?::(new|\d{1,9}))?$/);

/** Why a declined order is not offered again: the platform no longer takes it, or the cart changed since. */
type NotOffered = "tooLate" | "cartChanged";

/** True when the cart is still the one declined order `code` was placed from (as this session saw it placed). */
function cartIsTheOrders(context: AppContext, storeSlug: string, code: string): boolean {
  const declined = context.session.get("declinedPayment");
  if (declined?.code !== code || declined.storeSlug !== storeSlug) return false;
  return declined.cart === undefined || declined.cart === cartFingerprint(getCart(context));
}

/**
 * The ways a declined order can be paid: the one it was placed with first ("Try again"), then every
 * other method the store takes (a card: each saved card of the order's country, and a new one).
 * The wallet is left out: it pays only what credits cover whole, which never needed a card.
 */
export function payChoices(
  order: Pick<Order, "payment_method" | "saved_card">,
  methods: PaymentMethod[],
  cards: { id: number; brand: string; last_four: string }[],
): PayChoice[] {
  const all: PayChoice[] = methods
    .filter((m) => m !== "wallet")
    .flatMap((method): PayChoice[] =>
      method === "credit_card"
        ? [
            ...cards.map((c) => ({
              value: `credit_card:${c.id}`,
              method,
              card: { id: c.id, brand: c.brand, last_four: c.last_four },
            })),
            { value: "credit_card:new", method, card: null },
          ]
        : [{ value: method, method, card: null }],
    );
  const used = order.saved_card;
  const same = all.find(
    (c) =>
      c.method === order.payment_method &&
      (c.method !== "credit_card" ||
        (used ? c.card?.brand === used.brand && c.card.last_four === used.last_four : c.card === null)),
  );
  return same ? [same, ...all.filter((c) => c !== same)] : all;
}

/** Where an order that is no longer declined is now: its payment page while unpaid, else the order page (settling the session). */
function whereItIs(context: AppContext, storeSlug: string, order: Order): string {
  if (order.status === "awaiting_payment" && order.payment_url) return order.payment_url;
  return afterPayment(context, storeSlug, order) ?? localePath(context.locale, `/order/${order.code}`);
}

/** A declined order of this store (404 for another's or another store's). */
async function declinedOrder(
  context: AppContext,
  request: Request,
  storeSlug: string,
  code: string | null,
): Promise<Order> {
  const order = await loadOrder(context, request, code);
  if (order.store.slug !== storeSlug) throw notFound();
  return order;
}

/**
 * The failed page: the declined order, and the ways to pay it while it may be paid again (the first
 * is "Try again"), or why not. Without `?order=` (an old link) only the way back. An order that is
 * no longer declined (paid or cancelled meanwhile) goes to where it is.
 */
export async function failedPage(context: AppContext, request: Request, storeSlug: string) {
  const { session, t } = context;
  const meta = { title: t("checkout.failed.title") };
  const code = new URL(request.url).searchParams.get("order");
  if (code === null) {
    session.unset("pendingPayment");
    return { slug: storeSlug, code: null, choices: [] as PayChoice[], notOffered: null, meta };
  }
  const order = await declinedOrder(context, request, storeSlug, code);
  if (order.status !== "payment_failed")
    throw redirect(
      order.status === "awaiting_payment"
        ? localePath(context.locale, `/order/${order.code}`)
        : whereItIs(context, storeSlug, order),
      303,
    );
  // The payment this session waited for was declined: its cart is what a new payment would pay for.
  const pending = session.get("pendingPayment");
  if (pending?.code === order.code) {
    session.set("declinedPayment", pending);
    session.unset("pendingPayment");
  }
  const notOffered: NotOffered | null = !order.can_retry_payment
    ? "tooLate"
    : cartIsTheOrders(context, storeSlug, order.code)
      ? null
      : "cartChanged";
  if (notOffered) return { slug: storeSlug, code: order.code, choices: [] as PayChoice[], notOffered, meta };
  const [store, cards] = await customerLoad(context, request, () =>
    Promise.all([getVendorStore(context, storeSlug), listSavedCards(context, order.country.iso_two_code)]),
  );
  return {
    slug: storeSlug,
    code: order.code,
    choices: payChoices(order, store.info.payment_methods, cards.data),
    notOffered,
    meta,
  };
}

/**
 * "Try again" or "Pay another way": the declined order paid again with the posted choice. A card
 * goes to its new payment page (the cart stays until it is approved), cash to the order page with
 * the cart emptied; the answer settles the session as a first payment does (`afterPayment`).
 */
export async function payAgain(
  context: AppContext,
  request: Request,
  storeSlug: string,
  form: FormData | null,
): Promise<Response> {
  const { t, session, locale } = context;
  const order = await declinedOrder(context, request, storeSlug, String(form?.get("order") ?? ""));
  if (order.status !== "payment_failed") return redirect(whereItIs(context, storeSlug, order), 303);
  const posted = choiceSchema.safeParse(form?.get("choice"));
  if (!posted.success) return refused(t("checkout.errors.method"));
  if (!cartIsTheOrders(context, storeSlug, order.code)) return refused(t("checkout.failed.cartChanged"), 409);
  const limited = await checkRateLimit(context, "checkout");
  if (limited !== null) return tooManyRequests(limited, failure({}, {}, waitMessage(t, limited)));
  const [, method, card] = /^([a-z_]+)(?::(.+))?$/.exec(posted.data)!;
  const returnUrl = `${new URL(request.url).origin}${localePath(locale, `/store/${storeSlug}/checkout/processing`)}`;
  let paid: Order;
  try {
    paid = await context.api.call("payOrder", {
      params: { code: order.code },
      body: {
        payment_method: method as PaymentMethod,
        saved_card_id: card && card !== "new" ? Number(card) : null,
        return_url: returnUrl,
      },
    });
  } catch (error) {
    rethrowUnauthorized(error, context, request);
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 423) {
      // Paid again meanwhile (another tab, a double submit): go where it is; else it is too late.
      const now = await loadOrder(context, request, order.code);
      return now.status === "payment_failed"
        ? refused(t("checkout.failed.tooLate"), 423)
        : redirect(whereItIs(context, storeSlug, now), 303);
    }
    if (error.status === 429)
      return tooManyRequests(
        retrySeconds(error.retryAfter),
        failure({}, {}, waitMessage(t, retrySeconds(error.retryAfter))),
      );
    if (error.isOutage) return refused(t("common.errors.unavailable"), 503);
    return refused(apiMessage(error, t), apiErrorInit(error));
  }
  // The new payment is this session's to wait for, as the first one was.
  const declined = session.get("declinedPayment");
  session.unset("declinedPayment");
  session.set("pendingPayment", { code: paid.code, storeSlug, cart: declined?.cart });
  const next = afterPayment(context, storeSlug, paid) ?? paid.payment_url ?? localePath(locale, `/order/${paid.code}`);
  endCheckoutAttempt(context, { key: checkoutKey(context, storeSlug), storeSlug }, { code: paid.code, next });
  return redirect(next, 303);
}
