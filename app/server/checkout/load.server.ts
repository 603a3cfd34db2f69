// The checkout page's data: the store, the customer's addresses and cards, the price at the chosen
// point, the slots, this page's attempt.
import { redirect } from "@remix-run/node";
import { cartStoreSlug } from "~/cart/cart";
import { formatTime } from "~/i18n/format";
import { ADDRESS_DETAIL_FIELDS } from "~/contract/address-kinds";
import { localePath } from "~/i18n/locale";
import type { AppContext } from "../request";
import { pendingPaymentOrder } from "../orders";
import { customerLoad } from "../sign-in";
import { getCart, priceCart, showCart } from "../cart";
import { getProfile, listSavedCards, listAddresses, walletBalanceOffered } from "../account";
import { getVendorStore, timeZoneOf } from "../catalogue";
import { scheduleDays } from "./schedule.server";
import { getLocation } from "../location";
import { addressPlace } from "~/location/address-text";
import type { SavedLocation } from "~/location/address";
import type { Cart } from "~/cart/cart";
import type { CartView } from "~/cart/cart-view";
import type { Address, OrderTiming } from "~/contract";
import { checkoutKey, isPendingCart } from "./attempt.server";
import { checkoutDraft, checkoutTiming, chosenAddress, pricingKey, takeAddedAddress } from "./draft.server";

/** The details a delivery location is completed with at checkout (the address book's fields and rules). */
export const LOCATION_DETAILS = ["kind", ...ADDRESS_DETAIL_FIELDS, "notes"] as const;

/** Addresses offered at checkout (the first page of the book, large enough for anyone's). */
export const ADDRESS_BOOK_SIZE = 50;

/**
 * The checkout page of a signed-in customer whose cart is of this store (else back to the store):
 * the store's hours and estimate (a closed store takes orders for later only), the address book and
 * saved cards of the cart's country, the price at the chosen address's point, the slots as text in
 * the store's time zone, and this page's attempt (`checkoutKey`).
 */
export async function loadCheckout(
  context: AppContext,
  { request, storeSlug }: { request: Request; storeSlug: string },
) {
  // The store's hours, estimate and time zone (a cached catalogue read; another vendor's store is a
  // 404 on a vendor's host): a closed store takes orders for later only.
  const store = await getVendorStore(context, storeSlug);
  const cart = getCart(context);
  if (cartStoreSlug(cart) !== storeSlug) throw redirect(localePath(context.locale, `/store/${storeSlug}`));
  const asked = {
    storeOpen: store.info.is_open,
    timing: checkoutTiming(context, storeSlug, request, store.info.is_open),
  };
  const country = cart.items[0]!.storeCountry.iso_two_code;
  const location = getLocation(context.session);
  // The address book with the rest, then the price: at the chosen address's point (where the order will go).
  const customer = await customerLoad(context, request, () => customerChoices(context, storeSlug, country, location));
  const { addresses, address, chosen, pending } = customer;
  const { priced, view, storeOpen, timing } = await customerLoad(context, request, () =>
    priceAt(context, cart, asked, chosen),
  );
  const checkout = priced?.status === "ok" ? priced.checkout : null;
  const outOfArea = outOfAreaText(context, view, chosen, location);
  // Slots read in the store's time zone, as text from here: the browser renders what the server did.
  const timeZone = timeZoneOf(store, country);
  const attempt = checkoutKey(context, storeSlug);
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
    cards: customer.cards.data,
    methods: checkout?.payment_methods ?? [],
    /** The form as the customer last posted it (timing, slot, payment, the location's details). */
    values: {
      field_4: location?.field_4 ?? "",
      field_3: location?.field_3 ?? "",
      field_5: location?.field_5 ?? "",
      ...checkoutDraft(context, storeSlug),
    },
    /** The slots by day in the store's zone ("Today", "Tomorrow", then the date), as text. */
    scheduleDays: scheduleDays(context, timeZone, checkout?.slots ?? []),
    /** Wallet credits are offered, with this balance, only to a customer who has some (or has them applied already); null: not offered. */
    wallet: walletBalanceOffered(customer.profile.wallet_balance, cart.applyWallet),
    storeOpen,
    /** When a closed store opens, as text in its zone ("Mon 9:00 AM"): the disabled Place order says it. */
    opensAt: store.info.next_opening_at
      ? formatTime(context.locale, timeZone, store.info.next_opening_at, "opening")
      : null,
    estimate: outOfArea ? null : store.info.delivery_estimate,
    outOfArea,
    // No amount while a line is refused: the platform's total would leave it out.
    toPay: view.totalPending ? null : (checkout?.totals.customer_to_pay ?? null),
    attempt,
    pendingCode: pending?.code ?? null,
    paying: isPaying(context, pending),
    meta: { title: context.t("checkout.title") },
  };
}

/**
 * The customer's side of the page: the address book of the cart's country and the choice among it
 * (an address just added from here becomes it), the saved cards, the order waiting for its payment
 * and the profile (its wallet).
 */
async function customerChoices(
  context: AppContext,
  storeSlug: string,
  country: string,
  location: SavedLocation | null,
) {
  const [book, cards, pending, profile] = await Promise.all([
    listAddresses(context, 1, ADDRESS_BOOK_SIZE),
    listSavedCards(context, country),
    pendingPaymentOrder(context, storeSlug),
    getProfile(context),
  ]);
  const addresses = book.data.filter((a) => a.country_iso_code === country);
  takeAddedAddress(context, storeSlug, addresses);
  const address = chosenAddress(context, storeSlug, addresses, location);
  const chosen = addresses.find((a) => String(a.id) === address);
  return { addresses, address, chosen, cards, pending, profile };
}

/**
 * The cart priced for the timing asked, at the chosen address's point (none: the location's), and
 * shown; the store open and the timing as priced.
 */
async function priceAt(
  context: AppContext,
  cart: Cart,
  asked: { storeOpen: boolean; timing: OrderTiming },
  chosen: Address | undefined,
) {
  let { storeOpen, timing } = asked;
  const point = chosen ? { lat: chosen.lat, lng: chosen.lng } : undefined;
  let priced = await priceCart(context, cart, timing, point);
  // Closed since the store was read (its read is cached): for later, as the cart said.
  if (timing === "instant" && priced?.status === "ok" && priced.checkout.errors.order_reason?.code === "store_closed") {
    [storeOpen, timing] = [false, "scheduled"];
    priced = await priceCart(context, cart, timing, point);
  }
  // A closed store is priced for later: what still blocks is what no delivery time solves.
  if (!storeOpen && priced?.status === "ok") priced = { ...priced, forLater: true };
  return { priced, view: await showCart(context, cart, priced), storeOpen, timing };
}

/**
 * Where the branch does not deliver, the page leads with it (worded here: no text more for the
 * browser) and offers no fee, time or details for it (decision 105).
 */
function outOfAreaText(
  context: AppContext,
  view: CartView,
  chosen: Address | undefined,
  location: SavedLocation | null,
): string | null {
  if (view.blockedBy !== "out_of_delivery_area") return null;
  return context.t("store.notHere.title", {
    place: chosen ? addressPlace(chosen, context.t) : (location?.address ?? ""),
  });
}

/** This page's attempt is the order waiting for its payment: placing goes to that payment. */
function isPaying(context: AppContext, pending: { code: string } | null): boolean {
  return (
    pending !== null &&
    context.session.get("checkoutAttempt")?.placed?.code === pending.code &&
    isPendingCart(context, pending.code)
  );
}
