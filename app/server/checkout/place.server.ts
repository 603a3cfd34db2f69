// Placing the order: the form parsed, the place it goes (a saved address or the delivery location,
// completed), the slot checked, the order sent with the attempt's key; the platform's refusals
// brought back to the form's fields.
import { z } from "zod";
import { redirect } from "@remix-run/node";
import {
  checkoutErrorsSchema,
  orderBlockingReasonSchema,
  orderTimingSchema,
  paymentMethodSchema,
  type Address,
  type AddressInputParsed,
  type CheckoutErrors,
} from "~/contract";
import { cartFingerprint, clearCart, type Cart } from "~/cart/cart";
import type { FieldErrors } from "~/forms/form-failure";
import { formatTime } from "~/i18n/format";
import { ADDRESS_DETAIL_FIELDS } from "~/contract/address-kinds";
import { chosenPreferences, orderNotes, preferenceWords } from "~/forms/delivery-preferences";
import { localePath } from "~/i18n/locale";
import { type AppContext, apiFailure, failure, formValues, invalid, checkRateLimit } from "../request";
import { ApiError } from "../platform";
import { rethrowUnauthorized } from "../sign-in";
import { saveCart, orderingBody, orderReasonText } from "../cart";
import { countrySettings, storeTimeZone } from "../catalogue";
import { scheduledInstant } from "./schedule.server";
import { listAddresses, parseAddressForm, markUsed, rememberAddress } from "../account";
import { getLocation } from "../location";
import { retrySeconds, tooManyRequests, waitMessage, metrics } from "../ops";
import { addToast } from "../session";
import { type CheckoutAttempt, endCheckoutAttempt } from "./attempt.server";
import { addressChoiceSchema, chosenAddress, keepChosenAddress, pricingKey } from "./draft.server";
import { ADDRESS_BOOK_SIZE, LOCATION_DETAILS } from "./load.server";

/** The checkout form: where (an address of the book, or the delivery location), when, how to pay. */
const placeSchema = z.object({
  /** What the page priced (`pricingKey`): placing anything else reprices first. */
  priced_address: z
    .string()
    .regex(/^(location|\d{1,9})@-?[\d.]+,-?[\d.]+$/)
    .optional(),
  address: addressChoiceSchema,
  timing: orderTimingSchema,
  /** The day and time of a scheduled order in the store's zone ("2026-11-27", "16:30"; schedule.server.ts). */
  schedule_day: z.string().max(10).optional(),
  schedule_time: z.string().max(5).optional(),
  payment_method: paymentMethodSchema,
  saved_card_id: z
    .string()
    .regex(/^(new|\d{1,9})$/)
    .optional(),
});

type PlaceForm = z.infer<typeof placeSchema>;

/**
 * One checkout post that belongs to this page's attempt, read once by `placeCheckout` and handed to
 * the intent it carries: the form as shown (kept as the draft), the attempt, the cart.
 */
export interface CheckoutPost {
  context: AppContext;
  request: Request;
  storeSlug: string;
  form: FormData | null;
  /** What was typed and chosen: a refused form comes back with it (without JS the page is rendered afresh). */
  shown: Record<string, string>;
  attempt: CheckoutAttempt;
  cart: Cart;
}

/** The checkout form refused: what was typed, the fields' messages and the form's (`FormFailure`). */
export function refuse(
  shown: Record<string, string>,
  fieldErrors: FieldErrors,
  formError: string | null = null,
  status = 400,
): Response {
  return invalid(shown, fieldErrors, formError, status);
}

/** A 429 (ours or the platform's): the wait as the form's message, with its Retry-After. */
function tooMany(context: AppContext, seconds: number): Response {
  return tooManyRequests(seconds, failure({}, {}, waitMessage(context.t, seconds)));
}

/** Where an order goes: the point, and an address of the book or the delivery location's address. */
interface OrderPlace {
  lat: number;
  lng: number;
  address_id?: number;
  address?: AddressInputParsed;
  /** The address book offered (the order's address is remembered against it). */
  book: Address[];
}

/**
 * "Place order": the contract's rules for the form, the rate limit, where it goes (`orderPlace`),
 * then the platform (`submitOrder`).
 */
export async function placeOrder(post: CheckoutPost): Promise<Response> {
  const input = await parsePlaceForm(post);
  if (input instanceof Response) return input;
  const limited = await checkRateLimit(post.context, "checkout");
  if (limited !== null) return tooMany(post.context, limited);
  const where = await orderPlace(post, input);
  if (where instanceof Response) return where;
  if (input.payment_method === "credit_card" && !input.saved_card_id)
    return refuse(post.shown, { saved_card_id: post.context.t("checkout.errors.card") });
  const sent = sentAddress(post, where);
  if (sent instanceof Response) return sent;
  return submitOrder(post, input, where, sent);
}

/** The longest notes an address takes (the contract's `notes`). */
const NOTES_MAX = 500;

/** The address an order is sent with: an address of the book by its id, or the address itself. */
type SentAddress = { address_id: number | null; address: AddressInputParsed | null };

/**
 * The address the order is sent with: the chosen one as it is; with delivery preferences, a copy
 * whose notes carry them before the customer's directions (the platform has no field of its own for
 * them and keeps an order's address as sent, decision 0113). An address of the book then goes as
 * that copy, the book left as it is. Notes too long with the preferences are refused, not cut.
 */
function sentAddress({ context, shown }: CheckoutPost, where: OrderPlace): SentAddress | Response {
  const chosen = chosenPreferences(shown);
  const book = where.book.find((a) => a.id === where.address_id);
  const address = where.address ?? (book ? bookCopy(book) : null);
  if (!chosen.length || !address) return { address_id: where.address_id ?? null, address: where.address ?? null };
  const words = preferenceWords(context.t);
  const notes = orderNotes(chosen, address.notes, words);
  if (notes && notes.length > NOTES_MAX) {
    const room = NOTES_MAX - (orderNotes(chosen, null, words)?.length ?? 0) - 1;
    return refuse(shown, {}, context.t("checkout.errors.notesTooLong", { max: room }));
  }
  return { address_id: null, address: { ...address, notes } };
}

/** An address of the book as an order's address (every field but its id). */
function bookCopy({ id: _id, ...address }: Address): AddressInputParsed {
  return address;
}

/** The placing form by the contract's rules (`placeSchema`), or its refusal: the address, method and slot by their fields. */
async function parsePlaceForm({
  context,
  form,
  shown,
  storeSlug,
  cart,
}: CheckoutPost): Promise<PlacingForm | Response> {
  const { t } = context;
  const values = formValues(form, [
    "priced_address",
    "address",
    "timing",
    "schedule_day",
    "schedule_time",
    "payment_method",
    "saved_card_id",
  ]);
  const parsed = placeSchema.safeParse(Object.fromEntries(Object.entries(values).filter(([, v]) => v !== "")));
  if (!parsed.success) {
    const fields = new Set(parsed.error.issues.map((i) => String(i.path[0])));
    return refuse(
      shown,
      {
        ...(fields.has("address") ? { address: t("checkout.errors.address") } : {}),
        ...(fields.has("payment_method") ? { payment_method: t("checkout.errors.method") } : {}),
      },
      [...fields].some((f) => !["address", "payment_method"].includes(f)) ? t("common.forms.invalid") : null,
    );
  }
  if (parsed.data.timing !== "scheduled") return { ...parsed.data, scheduled_at: null };
  const { schedule_day: day, schedule_time: time } = parsed.data;
  if (!day || !time) return refuse(shown, { schedule_time: t("checkout.errors.slot") });
  const scheduledAt = scheduledInstant(
    day,
    time,
    await storeTimeZone(context, storeSlug, cart.items[0]!.storeCountry.iso_two_code),
  );
  if (!scheduledAt) return refuse(shown, { schedule_time: t("checkout.errors.slot") });
  return { ...parsed.data, scheduled_at: scheduledAt };
}

/** The placing form with its scheduled day and time as the slot's instant (null for now). */
type PlacingForm = PlaceForm & { scheduled_at: string | null };

/**
 * The platform refused the scheduled time: the picked time is no delivery time of the picked day
 * (or no longer one). Said back with both, on the time's field; null for any other refusal.
 */
async function slotRefusal(
  { context, shown, storeSlug, cart }: CheckoutPost,
  input: PlacingForm,
  error: unknown,
): Promise<Response | null> {
  if (!(error instanceof ApiError) || !input.scheduled_at || !error.fieldErrors.scheduled_at?.length) return null;
  const timeZone = await storeTimeZone(context, storeSlug, cart.items[0]!.storeCountry.iso_two_code);
  const day = formatTime(context.locale, timeZone, input.scheduled_at, "day");
  const time = formatTime(context.locale, timeZone, input.scheduled_at, "time");
  return refuse(shown, { schedule_time: context.t("checkout.errors.slotNotOnDay", { date: day, time }) });
}

/**
 * Where the order goes: an address of the book, or the delivery location with the details typed
 * here (the address book's rules), at the point the page priced; else the refusal (another point
 * is priced first).
 */
async function orderPlace(post: CheckoutPost, input: PlaceForm): Promise<OrderPlace | Response> {
  const { context, request, storeSlug, form, shown, cart } = post;
  const { t } = context;
  const country = cart.items[0]!.storeCountry.iso_two_code;
  const location = getLocation(context.session);
  const book = await listAddresses(context, 1, ADDRESS_BOOK_SIZE).catch((error: unknown) => {
    rethrowUnauthorized(error, context, request);
    throw error;
  });
  const offered = book.data.filter((a) => a.country_iso_code === country);
  const chosen = offered.find((a) => String(a.id) === input.address);
  const point = input.address === "location" ? location : chosen;
  if (!point) return refuse(shown, { address: t("checkout.errors.address") });
  // The page priced one point (`priced_address`; a form without it priced this checkout's current
  // choice). Another address, or the same one moved since: price it first, so the customer sees its
  // fee and area check, and never place at a point whose total was not shown.
  const pricedFor =
    input.priced_address ?? pricingKey(chosenAddress(context, storeSlug, offered, location) ?? "", point);
  if (pricingKey(input.address, point) !== pricedFor) {
    keepChosenAddress(context, storeSlug, input.address);
    return refuse(shown, {}, t("checkout.errors.repriced"), 409);
  }
  if (input.address !== "location" || !location)
    return { lat: point.lat, lng: point.lng, address_id: chosen!.id, book: offered };
  const details = formValues(form, LOCATION_DETAILS);
  const address = parseAddressForm(
    {
      ...details,
      kind: details.kind || "house",
      lat: String(location.lat),
      lng: String(location.lng),
      field_1: location.field_1 ?? "",
      field_2: location.field_2 ?? "",
    },
    country,
    t,
  );
  if (!address.ok) {
    // The fields the checkout form shows next to their inputs; anything else is the form's error.
    const fieldErrors = Object.fromEntries(
      Object.entries(address.errors).filter(([field]) => (ADDRESS_DETAIL_FIELDS as readonly string[]).includes(field)),
    );
    return refuse(
      shown,
      fieldErrors,
      Object.keys(fieldErrors).length === Object.keys(address.errors).length ? null : t("common.forms.invalid"),
    );
  }
  return { lat: location.lat, lng: location.lng, address: address.address, book: offered };
}

/**
 * After an order: the address it goes to is the next checkout's (this store's choice, the device's
 * last used); the location's details are saved to the book first unless "Save this address" was unticked.
 */
async function rememberDelivery({ context, storeSlug, shown }: CheckoutPost, where: OrderPlace): Promise<void> {
  const save = where.address && shown.save_address !== "0";
  const id =
    where.address_id ??
    (save ? await rememberAddress(context, where.book, where.address!, shown.address_name ?? "") : null);
  if (id === null) return;
  keepChosenAddress(context, storeSlug, String(id));
  markUsed(
    context,
    id,
    where.book.find((a) => a.id === id),
  );
}

/**
 * The order to the platform with the attempt's idempotency key: a card order goes to its payment
 * page (the cart stays until the payment is approved), any other to its order page with the cart
 * emptied; a refusal comes back as the form's (`orderRefusal`).
 */
async function submitOrder(
  post: CheckoutPost,
  input: PlacingForm,
  where: OrderPlace,
  sent: SentAddress,
): Promise<Response> {
  const { context, request, storeSlug, attempt, cart } = post;
  const { t, session, locale } = context;
  const returnUrl = `${new URL(request.url).origin}${localePath(locale, `/store/${storeSlug}/checkout/processing`)}`;
  try {
    const order = await context.api.call("placeOrder", {
      body: {
        ...orderingBody(context, cart, storeSlug, where),
        lat: where.lat, // placing always has a point (the body's type says so)
        lng: where.lng,
        payment_method: input.payment_method,
        saved_card_id:
          input.payment_method === "credit_card" && input.saved_card_id !== "new" ? Number(input.saved_card_id) : null,
        timing: input.timing,
        scheduled_at: input.scheduled_at,
        ...sent,
        idempotency_key: attempt.key,
        return_url: returnUrl,
      },
    });
    metrics.orderPlaced(input.payment_method);
    await rememberDelivery(post, where);
    if (order.payment_url && order.status === "awaiting_payment") {
      // The cart stays until the payment is approved.
      endCheckoutAttempt(context, attempt, { code: order.code, next: order.payment_url });
      session.set("pendingPayment", { code: order.code, storeSlug, cart: cartFingerprint(cart) });
      return redirect(order.payment_url, 303);
    }
    const orderPath = localePath(locale, `/order/${order.code}`);
    endCheckoutAttempt(context, attempt, { code: order.code, next: orderPath });
    session.unset("checkoutDraft");
    saveCart(context, clearCart());
    addToast(session, "success", t("checkout.placed"));
    return redirect(orderPath, 303);
  } catch (error) {
    return (await slotRefusal(post, input, error)) ?? orderRefusal(post, error);
  }
}

/**
 * The platform's refusal of an order, built like every form's (apiFailure): its field errors next to
 * the checkout form's fields; its checkout errors (order, promotion), errors on fields this form does
 * not show (the cart's promo code, an address id) or else its message as the form's. A 429 is the
 * wait, an outage a 503; anything else (and a lapsed sign-in) is thrown on.
 */
async function orderRefusal({ context, request, shown, cart }: CheckoutPost, error: unknown): Promise<Response> {
  const { t } = context;
  rethrowUnauthorized(error, context, request);
  if (error instanceof ApiError && error.status === 429) return tooMany(context, retrySeconds(error.retryAfter));
  if (error instanceof ApiError && !error.isOutage) {
    const details = checkoutErrorsFrom(error);
    // A block the platform explains with figures is worded here, its amounts in the page's money format.
    const reason = orderBlockingReasonSchema.safeParse(error.details?.order_reason);
    const country = cart.items[0]!.storeCountry.iso_two_code;
    const blocked = reason.success
      ? orderReasonText(context, reason.data, (await countrySettings(context, country)).currency)
      : null;
    return apiFailure(error, shown, t, { formError: blocked ?? details?.order ?? details?.promotion ?? null });
  }
  if (error instanceof ApiError) return refuse(shown, {}, t("common.errors.unavailable"), 503);
  throw error;
}

/** Checkout errors the platform returned with a refused order (promotion, products, order). */
function checkoutErrorsFrom(error: ApiError): CheckoutErrors | null {
  const parsed = checkoutErrorsSchema.safeParse(error.details?.errors);
  return parsed.success && Object.keys(parsed.data).length ? parsed.data : null;
}
