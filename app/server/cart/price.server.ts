// The cart's summary from the platform (POST /orders/checkout): what pricing and placing send alike,
// the price for now or for later, and the summaries shown beside a menu, kept per state.
import type { AppContext } from "../request";
import { cartStoreSlug, toOrderingItems, type Cart, type CheckoutResult } from "~/cart/cart";
import type { OrderTiming } from "~/contract";
import { createTtlCache } from "../ops";
import { ApiError, apiMessage } from "../platform";
import { getLocation } from "../location";
import { isSignedIn } from "../sign-in";

/**
 * What pricing (orders/checkout) and placing (orders) send alike about the cart and where it goes,
 * built in one place so the order is placed exactly as it was priced.
 */
export function orderingBody(
  context: Pick<AppContext, "session">,
  cart: Cart,
  storeSlug: string,
  point: { lat: number; lng: number } | null,
) {
  return {
    store_slug: storeSlug,
    customer_country_code: cart.items[0]!.storeCountry.iso_two_code,
    platform: "web" as const,
    lat: point?.lat ?? null,
    lng: point?.lng ?? null,
    products: toOrderingItems(cart),
    promotion_id: cart.promoCode,
    apply_wallet_credits: cart.applyWallet && isSignedIn(context.session),
  };
}

/**
 * Prices the cart with the platform (POST /orders/checkout). Called by every loader that shows the
 * summary, so it follows each change of cart, promo code, location, language or wallet flag.
 * `point`: where the order goes when it is not the session's delivery location (checkout with an
 * address of the book: the point the order will be placed at).
 */
export async function priceCart(
  context: AppContext,
  cart: Cart,
  timing?: OrderTiming,
  point?: { lat: number; lng: number },
): Promise<CheckoutResult | null> {
  const storeSlug = cartStoreSlug(cart);
  if (!storeSlug || cart.items.length === 0) return null;
  return checkoutRead(context, {
    ...orderingBody(context, cart, storeSlug, point ?? getLocation(context.session)),
    ...(timing ? { timing } : {}),
  });
}

// The summaries shown beside a menu (store page, cart page), by session and everything the read
// depends on; the checkout page always asks afresh (docs/decisions/0062).
const shownSummaries = createTtlCache<CheckoutResult>({ maxEntries: 5000 });

/**
 * The cart's summary as the store and cart pages show it: the platform's answer for the same cart,
 * promo code, location, wallet flag, language and customer is reused for as long as a catalogue read
 * is (CATALOGUE_CACHE_SECONDS), so a page rendered again does not price again. Refusals are not kept.
 */
export async function priceCartShown(context: AppContext, cart: Cart): Promise<CheckoutResult | null> {
  const storeSlug = cartStoreSlug(cart);
  if (!storeSlug || cart.items.length === 0) return null;
  const body = orderingBody(context, cart, storeSlug, getLocation(context.session));
  const sessionId = context.session.id;
  const ttlMs = context.config.CATALOGUE_CACHE_SECONDS * 1000;
  if (!sessionId || ttlMs <= 0) return priceNowOrLater(context, body);
  const key = JSON.stringify([sessionId, context.session.get("auth")?.accessToken ?? null, context.locale.lang, body]);
  // Shared between concurrent renders of one session, so not cancelled with one of them.
  return shownSummaries.get(
    key,
    ttlMs,
    () => priceNowOrLater(context, body, null),
    (result) => result.status === "ok",
  );
}

/**
 * The price for now; when the store is closed now, the price of the same order for later (the
 * checkout then offers "Schedule" only), so the cart shows what a delivery time does not solve
 * (the area, the minimum, an item) and else leads on to schedule. A store that offers no delivery
 * time keeps "store_closed" (the platform refuses a scheduled order without a slot).
 */
async function priceNowOrLater(
  context: AppContext,
  body: ReturnType<typeof orderingBody>,
  signal?: null,
): Promise<CheckoutResult> {
  const now = await checkoutRead(context, body, signal);
  if (now.status !== "ok" || now.checkout.errors.order_reason?.code !== "store_closed") return now;
  const later = await checkoutRead(context, { ...body, timing: "scheduled" }, signal);
  return later.status === "ok" ? { ...later, forLater: true } : now;
}

async function checkoutRead(
  context: AppContext,
  body: ReturnType<typeof orderingBody> & { timing?: OrderTiming },
  signal?: null,
): Promise<CheckoutResult> {
  try {
    // The table's `auth: "optional"`: the Bearer token goes along when the customer is signed in.
    const checkout = await context.api.call("checkout", { body, ...(signal === null ? { signal } : {}) });
    return { status: "ok", checkout };
  } catch (error) {
    if (error instanceof ApiError) {
      if (error.kind === "cancelled") throw error;
      // Checkout errors are not toasted; the message shows in the cart (spec section 8).
      return { status: "error", message: apiMessage(error, context.t), httpStatus: error.status };
    }
    throw error;
  }
}
