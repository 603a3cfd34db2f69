// Placing an order: one idempotency key per checkout attempt, kept in the session, so a double
// submit or a retried request never makes two orders (the platform dedupes on the key too). An
// attempt whose order waits for its payment stays the page's attempt until the payment settles:
// placing again from a fresh page goes to that payment instead of making a second order.
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { json, redirect } from "@remix-run/node";
import { checkoutErrorsSchema, orderBlockingReasonSchema, orderTimingSchema, paymentMethodSchema, type Address, type AddressInputParsed, type CheckoutErrors, type OrderTiming } from "~/contract";
import { cartFingerprint, cartStoreSlug, clearCart, type Cart } from "~/cart/cart";
import type { FieldErrors } from "~/forms/form-failure";
import { formatTime } from "~/i18n/format";
import { ADDRESS_DETAIL_FIELDS } from "~/contract/address-kinds";
import { chosenPreferences, DELIVERY_PREFERENCES, orderNotes, preferenceWords } from "~/forms/delivery-preferences";
import { localePath } from "~/i18n/locale";
import type { AppContext } from "./context.server";
import { ApiError } from "./api/errors.server";
import { afterPayment, pendingPaymentOrder } from "./orders.server";
import { customerLoad, rethrowUnauthorized } from "./auth.server";
import { cartChoice, getCart, lineChange, orderingBody, priceCart, saveCart } from "./cart.server";
import { orderReasonText, showCart } from "./cart-view.server";
import { countrySettings } from "./country-settings.server";
import { getProfile, listSavedCards } from "./account.server";
import { getVendorStore } from "./catalogue.server";
import { storeTimeZone, timeZoneOf } from "./time-zone.server";
import { scheduleDays, scheduledInstant } from "./schedule.server";
import { listAddresses, parseAddressForm } from "./addresses.server";
import { getLocation } from "./location.server";
import { markUsed, preferredChoice, rememberAddress } from "./remembered-address.server";
import type { SavedLocation } from "~/location/address";
import { addressPlace } from "~/location/address-text";
import { checkRateLimit } from "./rate-limit.server";
import { addToast } from "./toast.server";
import { apiFailure, failure, formValues, invalid } from "./forms.server";
import { retrySeconds, tooManyRequests, waitMessage } from "./too-many-requests.server";
import { metrics } from "./metrics.server";
import { walletBalanceOffered } from "./wallet.server";

export interface CheckoutAttempt {
  key: string;
  storeSlug: string;
  /** Set once the platform made the order: a repeat of this attempt goes where the first went. */
  placed?: { code: string; next: string };
}

declare module "./session.server" {
  interface SessionData {
    checkoutAttempt?: CheckoutAttempt;
    /** The order waiting for its card payment (the cart is cleared once it is paid). */
    pendingPayment?: { code: string; storeSlug: string; /** cartFingerprint of the cart it was placed from. */ cart?: string };
    /** The order whose payment was declined (the failed page pays it again while the cart is this one; decision 106). */
    declinedPayment?: { code: string; storeSlug: string; cart?: string };
    /** Where the checkout of this store delivers ("location" or an address id): priced and placed alike. */
    checkoutAddress?: { storeSlug: string; address: string };
    /** The checkout form of this store as last posted (timing, slot, payment, address details): every render shows it again. */
    checkoutDraft?: { storeSlug: string; values: Partial<Record<CheckoutFormField, string>> };
  }
}

/**
 * The key the checkout page sends: the current attempt's while it is not placed, or while its order
 * waits for its payment (`pendingPayment`, forgotten once the payment settles) and the cart is the
 * one it was placed from; else a new one (a changed cart is a new order, and the page says so).
 */
export function checkoutKey(context: AppContext, storeSlug: string): string {
  const attempt = context.session.get("checkoutAttempt");
  if (attempt && attempt.storeSlug === storeSlug) {
    if (!attempt.placed) return attempt.key;
    if (isPendingCart(context, attempt.placed.code)) return attempt.key;
  }
  const key = randomBytes(18).toString("base64url");
  context.session.set("checkoutAttempt", { key, storeSlug });
  return key;
}

/** True when order `code` waits for its payment and the cart is still the one it was placed from. */
export function isPendingCart(context: AppContext, code: string): boolean {
  const pending = context.session.get("pendingPayment");
  return pending?.code === code && (pending.cart === undefined || pending.cart === cartFingerprint(getCart(context)));
}

const attemptKeySchema = z.string().min(8).max(100).regex(/^[A-Za-z0-9_-]+$/);

/**
 * The session's attempt that a posted form belongs to, or null for a form from an earlier attempt
 * (another tab, a page rendered before an order was placed, an expired session): such a form is
 * never placed, so a double submit or a replayed request cannot make a second order.
 */
export function postedAttempt(context: AppContext, storeSlug: string, form: FormData | null): CheckoutAttempt | null {
  const posted = attemptKeySchema.safeParse(form?.get("attempt"));
  const attempt = context.session.get("checkoutAttempt");
  return posted.success && attempt && attempt.storeSlug === storeSlug && attempt.key === posted.data ? attempt : null;
}

/**
 * Where a repeat of a placed attempt goes: where the first went. A card order's payment page while
 * it is unpaid; once the payment settled, its order page (or the failed page), settling the session
 * the way the payment's return page does.
 */
export async function placedTarget(context: AppContext, storeSlug: string, placed: { code: string; next: string }): Promise<string> {
  if (placed.next.startsWith("/")) return placed.next; // the order page already
  const order = await context.api
    .call("order", { params: { code: placed.code } })
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.status !== 401 && error.kind !== "cancelled") return null;
      throw error;
    });
  if (!order) return placed.next;
  if (order.status === "awaiting_payment" && order.payment_status !== "paid") return order.payment_url ?? placed.next;
  return afterPayment(context, storeSlug, order) ?? placed.next;
}

/** After an order exists: a repeat of this attempt goes where it went (placedTarget); see checkoutKey for the next page. */
export function endCheckoutAttempt(context: AppContext, attempt: CheckoutAttempt, placed: { code: string; next: string }): void {
  context.session.set("checkoutAttempt", { ...attempt, placed });
  // Another order placed for this cart: the declined one is no longer offered again (never two orders).
  if (context.session.get("declinedPayment")?.code !== placed.code) context.session.unset("declinedPayment");
}

/** The delivery choice a checkout form may carry: the delivery location or an address id. */
const addressChoiceSchema = z.string().regex(/^(location|\d{1,9})$/);

/**
 * The delivery choice of this store's checkout: the one the customer last chose (kept in the
 * session, so pricing and placing agree), if still offered, else the one remembered for them
 * (`preferredChoice`: the address last used, the location, the newest address).
 */
export function chosenAddress(context: AppContext, storeSlug: string, addresses: Address[], location: SavedLocation | null): string | null {
  const offered = [...addresses.map((a) => String(a.id)), ...(location ? ["location"] : [])];
  const kept = context.session.get("checkoutAddress");
  if (kept && kept.storeSlug === storeSlug && offered.includes(kept.address)) return kept.address;
  return preferredChoice(context, addresses, location);
}

/** An address just added from this checkout ("Add an address" comes back here) becomes its choice. */
function takeAddedAddress(context: AppContext, storeSlug: string, addresses: Address[]): void {
  const added = context.session.get("addedAddress");
  if (added === undefined) return;
  context.session.unset("addedAddress");
  if (addresses.some((a) => a.id === added)) keepChosenAddress(context, storeSlug, String(added));
}

/** What a checkout page priced: the choice and its point ("12@29.3339,48.0758", "location@…"). */
export function pricingKey(choice: string, point: { lat: number; lng: number }): string {
  return `${choice}@${point.lat},${point.lng}`;
}

function keepChosenAddress(context: AppContext, storeSlug: string, address: string): void {
  context.session.set("checkoutAddress", { storeSlug, address });
}

/** The fields of the checkout form every render shows again as the customer last posted them (`checkoutDraft`). */
export const CHECKOUT_FORM_FIELDS = ["address", "timing", "schedule_day", "schedule_time", "payment_method", "saved_card_id", "kind", ...ADDRESS_DETAIL_FIELDS, "notes", "save_address", "address_name", ...DELIVERY_PREFERENCES] as const;
type CheckoutFormField = (typeof CHECKOUT_FORM_FIELDS)[number];

/** The longest value of a draft's field kept in the session (the contract's longest text is 500). */
const DRAFT_VALUE_MAX = 500;

/**
 * Keeps what a checkout form post carried as this store's draft: every later render of the page
 * (after "Update the total", the cart's promo or wallet forms, a refused order) shows it again, and
 * the summary is priced for its timing (decision 44).
 */
function keepDraft(context: AppContext, storeSlug: string, shown: Record<string, string>): void {
  const values: Partial<Record<CheckoutFormField, string>> = {};
  for (const field of CHECKOUT_FORM_FIELDS) if (field !== "address" && shown[field]) values[field] = shown[field].slice(0, DRAFT_VALUE_MAX);
  context.session.set("checkoutDraft", { storeSlug, values });
}

/** This store's draft (`keepDraft`), empty for another store's. */
function checkoutDraft(context: AppContext, storeSlug: string): Partial<Record<CheckoutFormField, string>> {
  const draft = context.session.get("checkoutDraft");
  return draft && draft.storeSlug === storeSlug ? draft.values : {};
}

/**
 * The timing the checkout is priced for: later when the store is closed; else the one the page
 * asked for (`?timing=`, the JS page on choosing it, kept in the draft), else the draft's.
 */
function checkoutTiming(context: AppContext, storeSlug: string, request: Request, storeOpen: boolean): OrderTiming {
  if (!storeOpen) return "scheduled";
  const asked = orderTimingSchema.safeParse(new URL(request.url).searchParams.get("timing"));
  const draft = checkoutDraft(context, storeSlug);
  if (asked.success) {
    if (draft.timing !== asked.data) context.session.set("checkoutDraft", { storeSlug, values: { ...draft, timing: asked.data } });
    return asked.data;
  }
  return draft.timing === "scheduled" ? "scheduled" : "instant";
}

/** The checkout form: where (an address of the book, or the delivery location), when, how to pay. */
const placeSchema = z.object({
  /** What the page priced (`pricingKey`): placing anything else reprices first. */
  priced_address: z.string().regex(/^(location|\d{1,9})@-?[\d.]+,-?[\d.]+$/).optional(),
  address: addressChoiceSchema,
  timing: orderTimingSchema,
  /** The day and time of a scheduled order in the store's zone ("2026-11-27", "16:30"; schedule.server.ts). */
  schedule_day: z.string().max(10).optional(),
  schedule_time: z.string().max(5).optional(),
  payment_method: paymentMethodSchema,
  saved_card_id: z.string().regex(/^(new|\d{1,9})$/).optional(),
});
type PlaceForm = z.infer<typeof placeSchema>;

/** The details a delivery location is completed with at checkout (the address book's fields and rules). */
const LOCATION_DETAILS = ["kind", ...ADDRESS_DETAIL_FIELDS, "notes"] as const;

/** Addresses offered at checkout (the first page of the book, large enough for anyone's). */
export const ADDRESS_BOOK_SIZE = 50;

/**
 * The checkout page of a signed-in customer whose cart is of this store (else back to the store):
 * the store's hours and estimate (a closed store takes orders for later only), the address book and
 * saved cards of the cart's country, the price at the chosen address's point, the slots as text in
 * the store's time zone, and this page's attempt (`checkoutKey`).
 */
export async function loadCheckout(context: AppContext, { request, storeSlug }: { request: Request; storeSlug: string }) {
  // The store's hours, estimate and time zone (a cached catalogue read; another vendor's store is a
  // 404 on a vendor's host): a closed store takes orders for later only.
  const store = await getVendorStore(context, storeSlug);
  const cart = getCart(context);
  if (cartStoreSlug(cart) !== storeSlug) throw redirect(localePath(context.locale, `/store/${storeSlug}`));
  let storeOpen = store.info.is_open;
  let timing = checkoutTiming(context, storeSlug, request, storeOpen);
  const country = cart.items[0]!.storeCountry.iso_two_code;
  const location = getLocation(context.session);
  // The address book with the rest, then the price: at the chosen address's point (where the order will go).
  const [book, cards, pending, profile] = await customerLoad(context, request, () =>
    Promise.all([listAddresses(context, 1, ADDRESS_BOOK_SIZE), listSavedCards(context, country), pendingPaymentOrder(context, storeSlug), getProfile(context)]),
  );
  const addresses = book.data.filter((a) => a.country_iso_code === country);
  takeAddedAddress(context, storeSlug, addresses);
  const address = chosenAddress(context, storeSlug, addresses, location);
  const chosen = addresses.find((a) => String(a.id) === address);
  const point = chosen ? { lat: chosen.lat, lng: chosen.lng } : undefined;
  const [priced, view] = await customerLoad(context, request, async () => {
    let result = await priceCart(context, cart, timing, point);
    // Closed since the store was read (its read is cached): for later, as the cart said.
    if (timing === "instant" && result?.status === "ok" && result.checkout.errors.order_reason?.code === "store_closed") {
      [storeOpen, timing] = [false, "scheduled"];
      result = await priceCart(context, cart, timing, point);
    }
    // A closed store is priced for later: what still blocks is what no delivery time solves.
    if (!storeOpen && result?.status === "ok") result = { ...result, forLater: true };
    return [result, await showCart(context, cart, result)] as const;
  });
  const checkout = priced?.status === "ok" ? priced.checkout : null;
  // Where the branch does not deliver, the page leads with it (worded here: no text more for the
  // browser) and offers no fee, time or details for it (decision 105).
  const outOfArea = view.blockedBy === "out_of_delivery_area" ? context.t("store.notHere.title", { place: chosen ? addressPlace(chosen, context.t) : location?.address ?? "" }) : null;
  // Slots read in the store's time zone, as text from here: the browser renders what the server did.
  const timeZone = timeZoneOf(store, country);
  const attempt = checkoutKey(context, storeSlug);
  // This page's attempt is the order waiting for its payment: placing goes to that payment.
  const paying = pending !== null && context.session.get("checkoutAttempt")?.placed?.code === pending.code && isPendingCart(context, pending.code);
  return {
    storeSlug,
    /** The cart's country: the address details' rules (the block is Kuwait's). */
    country,
    cart: view,
    timing,
    location: location && { address: location.address },
    addresses,
    /** The choice the summary was priced for, and its point: placing another one reprices first. */
    address,
    pricedFor: address && pricingKey(address, chosen ?? location ?? { lat: 0, lng: 0 }),
    cards: cards.data,
    methods: checkout?.payment_methods ?? [],
    /** The form as the customer last posted it (timing, slot, payment, the location's details). */
    values: { field_4: location?.field_4 ?? "", field_3: location?.field_3 ?? "", field_5: location?.field_5 ?? "", ...checkoutDraft(context, storeSlug) },
    /** The slots by day in the store's zone ("Today", "Tomorrow", then the date), as text. */
    scheduleDays: scheduleDays(context, timeZone, checkout?.slots ?? []),
    /** Wallet credits are offered, with this balance, only to a customer who has some (or has them applied already); null: not offered. */
    wallet: walletBalanceOffered(profile.wallet_balance, cart.applyWallet),
    storeOpen,
    /** When a closed store opens, as text in its zone ("Mon 9:00 AM"): the disabled Place order says it. */
    opensAt: store.info.next_opening_at ? formatTime(context.locale, timeZone, store.info.next_opening_at, "opening") : null,
    estimate: outOfArea ? null : store.info.delivery_estimate,
    outOfArea,
    // No amount while a line is refused: the platform's total would leave it out.
    toPay: view.totalPending ? null : checkout?.totals.customer_to_pay ?? null,
    attempt,
    pendingCode: pending?.code ?? null,
    paying,
    meta: { title: context.t("checkout.title") },
  };
}

/**
 * One checkout post that belongs to this page's attempt, read once by `placeCheckout` and handed to
 * the intent it carries: the form as shown (kept as the draft), the attempt, the cart.
 */
interface CheckoutPost {
  context: AppContext;
  request: Request;
  storeSlug: string;
  form: FormData | null;
  /** What was typed and chosen: a refused form comes back with it (without JS the page is rendered afresh). */
  shown: Record<string, string>;
  attempt: CheckoutAttempt;
  cart: Cart;
}

/** What a checkout post asks for: a cart line's button, one of the cart's own forms, a new total, or the order. */
type CheckoutIntent =
  | { name: "line"; change: string; line: string }
  | { name: "cart"; form: FormData }
  | { name: "price"; form: FormData }
  | { name: "place" };

/** The checkout form refused: what was typed, the fields' messages and the form's (`FormFailure`). */
function refuse(shown: Record<string, string>, fieldErrors: FieldErrors, formError: string | null = null, status = 400): Response {
  return invalid(shown, fieldErrors, formError, status);
}

/** A 429 (ours or the platform's): the wait as the form's message, with its Retry-After. */
function tooMany(context: AppContext, seconds: number): Response {
  return tooManyRequests(seconds, failure({}, {}, waitMessage(context.t, seconds)));
}

/**
 * Places the cart's order from the checkout form: the attempt's idempotency key (a repeat goes where
 * the first went; a form from an earlier attempt is refused), then what the post asks for
 * (`checkoutIntent`): a change to the cart, a new total, or the order. Answers a redirect (the
 * payment page or the order) or the form's failure.
 */
export async function placeCheckout(
  context: AppContext,
  { request, storeSlug, form }: { request: Request; storeSlug: string; form: FormData | null },
): Promise<Response> {
  const { t } = context;
  await getVendorStore(context, storeSlug);
  // The form as posted, with the button it was sent by (the page opens the row it changed; decision 118).
  const shown = formValues(form, [...CHECKOUT_FORM_FIELDS, "intent"]);
  // The idempotency key is the session's: a form from an earlier attempt is never placed, and a
  // repeat of a placed attempt (double submit, retried request) goes where the first one went.
  const attempt = postedAttempt(context, storeSlug, form);
  if (attempt?.placed) return redirect(await placedTarget(context, storeSlug, attempt.placed), 303);
  const cart = getCart(context);
  if (cartStoreSlug(cart) !== storeSlug) return refuse(shown, {}, t("checkout.errors.emptyCart"));
  if (!attempt) return refuse(shown, {}, t("checkout.errors.stale"), 409);
  // Whatever this post ends in, the next render of the page shows the form as posted.
  keepDraft(context, storeSlug, shown);
  const post: CheckoutPost = { context, request, storeSlug, form, shown, attempt, cart };
  const intent = checkoutIntent(form);
  switch (intent.name) {
    case "line":
      return changeLineAtCheckout(post, intent.change, intent.line);
    case "cart":
      return changeCartAtCheckout(post, intent.form);
    case "price":
      return repriceCheckout(post, intent.form);
    case "place":
      return placeOrder(post);
  }
}

/** What the posted checkout form asks for; a form without a known intent places the order. */
function checkoutIntent(form: FormData | null): CheckoutIntent {
  if (!form) return { name: "place" };
  // A line's button says what and which line in its one value.
  const lineButton = /^(decrement|increment|remove) ([0-9a-z]{1,16})$/.exec(String(form.get("cart_line") ?? ""));
  if (lineButton) return { name: "line", change: lineButton[1]!, line: lineButton[2]! };
  const intent = form.get("intent");
  if (intent === "promo" || intent === "promo-remove" || intent === "wallet") return { name: "cart", form };
  if (intent === "price") return { name: "price", form };
  return { name: "place" };
}

/**
 * A cart line's button at the checkout: posted with the checkout's form, so whatever was typed here
 * is kept by the same post (without JS the page is rendered afresh: decision 65).
 */
async function changeLineAtCheckout(post: CheckoutPost, change: string, line: string): Promise<Response> {
  const changed = await lineChange(post.context, post.cart, lineForm(change, line));
  if ("refused" in changed) return refuse(post.shown, {}, changed.refused, changed.status);
  saveCart(post.context, changed.cart);
  return json(failure(post.shown));
}

/** The cart's promo code (apply, remove) or wallet choice at the checkout, posted with its form like a line's button. */
function changeCartAtCheckout(post: CheckoutPost, form: FormData): Response {
  const chosen = cartChoice(post.context, post.cart, form);
  if ("refused" in chosen) return refuse(post.shown, {}, chosen.refused, chosen.status);
  saveCart(post.context, chosen.cart);
  return json(failure(post.shown));
}

/**
 * "Update the total" (JS off; with JS, choosing another address) for another address or timing:
 * kept for this checkout (the draft), and the page reprices there.
 */
function repriceCheckout(post: CheckoutPost, form: FormData): Response {
  const choice = addressChoiceSchema.safeParse(form.get("address"));
  if (!choice.success) return refuse(post.shown, { address: post.context.t("checkout.errors.address") });
  keepChosenAddress(post.context, post.storeSlug, choice.data);
  // The form again as typed, without a message (200): the page shows the new address's total.
  return json(failure(post.shown));
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
async function placeOrder(post: CheckoutPost): Promise<Response> {
  const input = await parsePlaceForm(post);
  if (input instanceof Response) return input;
  const limited = await checkRateLimit(post.context, "checkout");
  if (limited !== null) return tooMany(post.context, limited);
  const where = await orderPlace(post, input);
  if (where instanceof Response) return where;
  if (input.payment_method === "credit_card" && !input.saved_card_id) return refuse(post.shown, { saved_card_id: post.context.t("checkout.errors.card") });
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
async function parsePlaceForm({ context, form, shown, storeSlug, cart }: CheckoutPost): Promise<PlacingForm | Response> {
  const { t } = context;
  const values = formValues(form, ["priced_address", "address", "timing", "schedule_day", "schedule_time", "payment_method", "saved_card_id"]);
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
  const scheduledAt = scheduledInstant(day, time, await storeTimeZone(context, storeSlug, cart.items[0]!.storeCountry.iso_two_code));
  if (!scheduledAt) return refuse(shown, { schedule_time: t("checkout.errors.slot") });
  return { ...parsed.data, scheduled_at: scheduledAt };
}

/** The placing form with its scheduled day and time as the slot's instant (null for now). */
type PlacingForm = PlaceForm & { scheduled_at: string | null };

/**
 * The platform refused the scheduled time: the picked time is no delivery time of the picked day
 * (or no longer one). Said back with both, on the time's field; null for any other refusal.
 */
async function slotRefusal({ context, shown, storeSlug, cart }: CheckoutPost, input: PlacingForm, error: unknown): Promise<Response | null> {
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
  if (input.address !== "location" || !location) return { lat: point.lat, lng: point.lng, address_id: chosen!.id, book: offered };
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
    const fieldErrors = Object.fromEntries(Object.entries(address.errors).filter(([field]) => (ADDRESS_DETAIL_FIELDS as readonly string[]).includes(field)));
    return refuse(shown, fieldErrors, Object.keys(fieldErrors).length === Object.keys(address.errors).length ? null : t("common.forms.invalid"));
  }
  return { lat: location.lat, lng: location.lng, address: address.address, book: offered };
}

/**
 * After an order: the address it goes to is the next checkout's (this store's choice, the device's
 * last used); the location's details are saved to the book first unless "Save this address" was unticked.
 */
async function rememberDelivery({ context, storeSlug, shown }: CheckoutPost, where: OrderPlace): Promise<void> {
  const save = where.address && shown.save_address !== "0";
  const id = where.address_id ?? (save ? await rememberAddress(context, where.book, where.address!, shown.address_name ?? "") : null);
  if (id === null) return;
  keepChosenAddress(context, storeSlug, String(id));
  markUsed(context, id, where.book.find((a) => a.id === id));
}

/**
 * The order to the platform with the attempt's idempotency key: a card order goes to its payment
 * page (the cart stays until the payment is approved), any other to its order page with the cart
 * emptied; a refusal comes back as the form's (`orderRefusal`).
 */
async function submitOrder(post: CheckoutPost, input: PlacingForm, where: OrderPlace, sent: SentAddress): Promise<Response> {
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
        saved_card_id: input.payment_method === "credit_card" && input.saved_card_id !== "new" ? Number(input.saved_card_id) : null,
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
    const blocked = reason.success ? orderReasonText(context, reason.data, (await countrySettings(context, country)).currency) : null;
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

/** A line button's post as the cart's own line forms send it. */
function lineForm(intent: string, line: string): FormData {
  const form = new FormData();
  form.set("intent", intent);
  form.set("line", line);
  return form;
}

/**
 * The next checkout of this store starts from this address of the book (when it is still offered)
 * and this payment, as if the customer had chosen them: "Order again" chooses the order's (decision 117).
 */
export function startCheckoutWith(context: AppContext, storeSlug: string, choice: { address: number | null; values: Partial<Record<CheckoutFormField, string>> }): void {
  if (choice.address !== null) keepChosenAddress(context, storeSlug, String(choice.address));
  context.session.set("checkoutDraft", { storeSlug, values: choice.values });
}
