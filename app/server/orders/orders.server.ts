// Reading a customer's order: only their own (the platform answers 404 for anyone else's); the
// order history (orderHistory), the order page (orderPage) and its forms (changeOrder: order
// again, cancel).
import { redirect } from "@remix-run/node";
import { countryFacts, type Order } from "~/contract";
import { type AppContext, notFound, refused } from "../request";
import { ApiError, apiMessage } from "../platform";
import { customerLoad, requireCustomer, rethrowUnauthorized } from "../sign-in";
import { requireVendorBrand, vendorBrandSlug } from "../vendor";
import { getCart, saveCart, reorder } from "../cart";
import { storeTimeZone, timeOfDay } from "../catalogue";
import { orderPromise } from "./promise.server";
import { refundAhead, refundTexts } from "./refund.server";
import { addToast } from "../session";
import { apiErrorInit } from "../ops";
import { cartFingerprint, clearCart } from "~/cart/cart";
import { formatTime } from "~/i18n/format";
import { itemDetails } from "~/cart/item-details";
import { LANGUAGES, localePath } from "~/i18n/locale";
import { preferenceWords, readOrderNotes } from "~/forms/delivery-preferences";

const CODE = /^[A-Z0-9-]{4,40}$/;

export function loadOrder(context: AppContext, request: Request, code: string | null | undefined): Promise<Order> {
  requireCustomer(context, request); // a signed-out visitor signs in first, whatever the code
  if (!code || !CODE.test(code)) throw notFound();
  return customerLoad(context, request, () =>
    context.api
      .call("order", { params: { code } })
      .catch((error: unknown) => {
        if (error instanceof ApiError && (error.status === 403 || error.status === 404)) throw notFound();
        throw error;
      })
      .then((order) => {
        // Another vendor's order is not on this vendor's storefront.
        requireVendorBrand(context, order.store.brand_slug);
        return order;
      }),
  );
}

/** Newest first (spec default: page 1, per_page 10); on a vendor's host, that vendor's only. */
export const listOrders = (context: AppContext, page: number, perPage: number) =>
  context.api.call("orders", { query: { page, per_page: perPage, brand_slug: vendorBrandSlug(context) ?? undefined } });

/** Orders on a page of the history. */
const HISTORY_PER_PAGE = 10;

/** A page of the order history, newest first: each order's placing time as text in its store's time zone. */
export async function orderHistory(context: AppContext, request: Request, page: number) {
  const list = await customerLoad(context, request, () => listOrders(context, page, HISTORY_PER_PAGE));
  return {
    // Placed at, in each store's time zone, as text: the browser renders what the server did.
    orders: await Promise.all(
      list.data.map(async (o) => ({
        code: o.code,
        status: o.status,
        store: o.store.name,
        placed: formatTime(
          context.locale,
          await storeTimeZone(context, o.store.slug, o.country.iso_two_code),
          o.created_at,
        ),
        total: o.totals.grand_total,
        country: o.country,
        // What was ordered, read as the cart read it (~/cart/item-details).
        items: o.items.map((item) => ({
          name: item.name,
          quantity: item.quantity,
          details: itemDetails(context.locale.lang, { variant: item.variant?.name ?? null, options: item.options }),
          specialRequest: item.special_request,
        })),
      })),
    ),
    page,
    pages: Math.max(1, Math.ceil(list.meta.total / HISTORY_PER_PAGE)),
    meta: { title: context.t("checkout.history.title") },
  };
}

export const abandonOrder = (context: AppContext, code: string) =>
  context.api.call("abandonOrder", { params: { code } });

/**
 * Where the customer of a card order goes once the platform knows how its payment went, and what
 * that means for the session: paid → the order page, the cart becomes the order (emptied, unless
 * it changed since the order was placed); declined
 * → the failed page, the cart kept; cancelled meanwhile → the order page, the cart kept. Null while
 * the payment is still open. The one place a payment settles (the return page, a repeated checkout).
 */
export function afterPayment(context: AppContext, storeSlug: string, order: Order): string | null {
  const { session, locale, t } = context;
  if (order.status === "payment_failed")
    return `${localePath(locale, `/store/${storeSlug}/checkout/failed`)}?order=${order.code}`;
  if (order.status === "awaiting_payment" && order.payment_status !== "paid") return null;
  const pending = session.get("pendingPayment");
  if (pending?.code === order.code) {
    session.unset("pendingPayment");
    if (order.status !== "abandoned") {
      // A cart changed since the order was placed is another order in the making: it stays.
      if (pending.cart === undefined || pending.cart === cartFingerprint(getCart(context)))
        saveCart(context, clearCart());
      addToast(session, "success", t("checkout.placed"));
    }
  }
  return localePath(locale, `/order/${order.code}`);
}

/**
 * The card order this session left waiting for its payment at this store (the customer went back
 * from the payment page), or null; a stale reminder (paid, failed, cancelled, gone) is forgotten.
 */
export async function pendingPaymentOrder(context: AppContext, storeSlug: string): Promise<Order | null> {
  const pending = context.session.get("pendingPayment");
  if (!pending || pending.storeSlug !== storeSlug) return null;
  const order = await context.api.call("order", { params: { code: pending.code } }).catch((error: unknown) => {
    if (error instanceof ApiError && error.status !== 401 && error.kind !== "cancelled") return null;
    throw error;
  });
  if (order?.status === "awaiting_payment") return order;
  context.session.unset("pendingPayment");
  return null;
}

/** The store's phone for a tel: link, read with the country code apart ("+965 22251840"); null without one. */
function storePhone(order: Order): { tel: string; text: string } | null {
  const phone = order.store.phone;
  if (!phone) return null;
  const code = countryFacts(order.country.iso_two_code).phone_code;
  return { tel: phone, text: phone.startsWith(code) ? `${code} ${phone.slice(code.length)}` : phone };
}

/**
 * The order page: the customer's order, its times as text in the store's time zone (the browser
 * renders what the server did), and whether it refreshes itself (`live`: while active, unless the
 * customer stopped it).
 */
export async function orderPage(
  context: AppContext,
  request: Request,
  { code, live }: { code: string | undefined; live: boolean },
) {
  const order = await loadOrder(context, request, code);
  const timeZone = await storeTimeZone(context, order.store.slug, order.country.iso_two_code);
  const times = {
    placed: formatTime(context.locale, timeZone, order.created_at),
    // Each step's time, with its date only when that is not today.
    history: Object.fromEntries(order.status_history.map((h) => [h.status, timeOfDay(context.locale, timeZone, h.at)])),
  };
  // The preferences the order was sent with, read back from its notes in either language (decision
  // 0113); the address shows the directions that follow them.
  const read = readOrderNotes(
    order.address.notes,
    (await Promise.all(LANGUAGES.map((lang) => context.i18n.t(lang)))).map(preferenceWords),
  );
  return {
    order: { ...order, address: { ...order.address, notes: read.directions } },
    preferences: read.preferences,
    times,
    promise: orderPromise(context, timeZone, order),
    refunds: refundTexts(context, timeZone, order),
    abandonNote: order.can_abandon ? refundAhead(context, order) : null,
    storePhone: storePhone(order),
    live: order.is_active && live,
    title: context.t("order.title", { code: order.code }),
  };
}

/**
 * The order page's forms, by `intent`: reorder (its lines into the cart, then the cart or its
 * confirmation) or abandon (cancel while the platform allows; 423 once it is too late). Answers a
 * 303, or the refusal as the form's message.
 */
export async function changeOrder(
  context: AppContext,
  request: Request,
  { code, form }: { code: string | undefined; form: FormData | null },
) {
  const order = await loadOrder(context, request, code);
  if (form?.get("intent") === "reorder") {
    const next = await reorder(context, order).catch((error: unknown) => {
      rethrowUnauthorized(error, context, request);
      throw error;
    });
    return redirect(next, 303);
  }
  if (form?.get("intent") !== "abandon") return refused(context.t("common.errors.badRequest"), 400);
  let cancelled: Order;
  try {
    cancelled = await abandonOrder(context, order.code);
  } catch (error) {
    rethrowUnauthorized(error, context, request);
    if (error instanceof ApiError && error.status === 423) return refused(context.t("order.tooLate"), 423);
    if (error instanceof ApiError) return refused(apiMessage(error, context.t), apiErrorInit(error));
    throw error;
  }
  // The toast names the refund, as the platform gives it back.
  const timeZone = await storeTimeZone(context, order.store.slug, order.country.iso_two_code);
  addToast(
    context.session,
    "success",
    [context.t("order.abandoned"), ...refundTexts(context, timeZone, cancelled)].join(" "),
  );
  return redirect(new URL(request.url).pathname, 303);
}
