// What the checkout remembers between its answers: the form as last shown (the draft), the address
// chosen, the timing; and a checkout started with an earlier order's choices (order again).
import { z } from "zod";
import { orderTimingSchema, type Address, type OrderTiming } from "~/contract";
import { ADDRESS_DETAIL_FIELDS } from "~/contract/address-kinds";
import { DELIVERY_PREFERENCES } from "~/forms/delivery-preferences";
import type { AppContext } from "../request";
import { preferredChoice } from "../account";
import type { SavedLocation } from "~/location/address";

/** The delivery choice a checkout form may carry: the delivery location or an address id. */
export const addressChoiceSchema = z.string().regex(/^(location|\d{1,9})$/);

/**
 * The delivery choice of this store's checkout: the one the customer last chose (kept in the
 * session, so pricing and placing agree), if still offered, else the one remembered for them
 * (`preferredChoice`: the address last used, the location, the newest address).
 */
export function chosenAddress(
  context: AppContext,
  storeSlug: string,
  addresses: Address[],
  location: SavedLocation | null,
): string | null {
  const offered = [...addresses.map((a) => String(a.id)), ...(location ? ["location"] : [])];
  const kept = context.session.get("checkoutAddress");
  if (kept && kept.storeSlug === storeSlug && offered.includes(kept.address)) return kept.address;
  return preferredChoice(context, addresses, location);
}

/** An address just added from this checkout ("Add an address" comes back here) becomes its choice. */
export function takeAddedAddress(context: AppContext, storeSlug: string, addresses: Address[]): void {
  const added = context.session.get("addedAddress");
  if (added === undefined) return;
  context.session.unset("addedAddress");
  if (addresses.some((a) => a.id === added)) keepChosenAddress(context, storeSlug, String(added));
}

/** What a checkout page priced: the choice and its point ("12@29.3339,48.0758", "location@…"). */
export function pricingKey(choice: string, point: { lat: number; lng: number }): string {
  return `${choice}@${point.lat},${point.lng}`;
}

export function keepChosenAddress(context: AppContext, storeSlug: string, address: string): void {
  context.session.set("checkoutAddress", { storeSlug, address });
}

/** The fields of the checkout form every render shows again as the customer last posted them (`checkoutDraft`). */
export const CHECKOUT_FORM_FIELDS = [
  "address",
  "timing",
  "schedule_day",
  "schedule_time",
  "payment_method",
  "saved_card_id",
  "kind",
  ...ADDRESS_DETAIL_FIELDS,
  "notes",
  "save_address",
  "address_name",
  ...DELIVERY_PREFERENCES,
] as const;

export type CheckoutFormField = (typeof CHECKOUT_FORM_FIELDS)[number];

/** The longest value of a draft's field kept in the session (the contract's longest text is 500). */
const DRAFT_VALUE_MAX = 500;

/**
 * Keeps what a checkout form post carried as this store's draft: every later render of the page
 * (after "Update the total", the cart's promo or wallet forms, a refused order) shows it again, and
 * the summary is priced for its timing (decision 44).
 */
export function keepDraft(context: AppContext, storeSlug: string, shown: Record<string, string>): void {
  const values: Partial<Record<CheckoutFormField, string>> = {};
  for (const field of CHECKOUT_FORM_FIELDS)
    if (field !== "address" && shown[field]) values[field] = shown[field].slice(0, DRAFT_VALUE_MAX);
  context.session.set("checkoutDraft", { storeSlug, values });
}

/** This store's draft (`keepDraft`), empty for another store's. */
export function checkoutDraft(context: AppContext, storeSlug: string): Partial<Record<CheckoutFormField, string>> {
  const draft = context.session.get("checkoutDraft");
  return draft && draft.storeSlug === storeSlug ? draft.values : {};
}

/**
 * The timing the checkout is priced for: later when the store is closed; else the one the page
 * asked for (`?timing=`, the JS page on choosing it, kept in the draft), else the draft's.
 */
export function checkoutTiming(
  context: AppContext,
  storeSlug: string,
  request: Request,
  storeOpen: boolean,
): OrderTiming {
  if (!storeOpen) return "scheduled";
  const asked = orderTimingSchema.safeParse(new URL(request.url).searchParams.get("timing"));
  const draft = checkoutDraft(context, storeSlug);
  if (asked.success) {
    if (draft.timing !== asked.data)
      context.session.set("checkoutDraft", { storeSlug, values: { ...draft, timing: asked.data } });
    return asked.data;
  }
  return draft.timing === "scheduled" ? "scheduled" : "instant";
}

/**
 * The next checkout of this store starts from this address of the book (when it is still offered)
 * and this payment, as if the customer had chosen them: "Order again" chooses the order's (decision 117).
 */
export function startCheckoutWith(
  context: AppContext,
  storeSlug: string,
  choice: { address: number | null; values: Partial<Record<CheckoutFormField, string>> },
): void {
  if (choice.address !== null) keepChosenAddress(context, storeSlug, String(choice.address));
  context.session.set("checkoutDraft", { storeSlug, values: choice.values });
}
