// The cart in the session (saved on every change) and its checkout summary from the platform.
import type { AppContext } from "./context.server";
import { z } from "zod";
import { EMPTY_CART, MAX_LINE_QUANTITY, cartStoreSlug, toOrderingItems, type Cart } from "~/cart/cart";
import { promoCodeSchema, type CheckoutResponse, type LocalCartItem, type OrderTiming } from "~/contract";
import { ApiError } from "./api/errors.server";
import { getLocation } from "./location.server";
import { isSignedIn } from "./auth.server";

/** An add that waits for the customer to confirm replacing the cart (other store, catering mix). */
export interface PendingAdd {
  item: LocalCartItem;
  conflict: "store" | "catering";
  /** The store named in the confirmation, or the new item's menu type. */
  detail: string;
}

declare module "./session.server" {
  interface SessionData {
    cart?: Cart;
    pendingAdd?: PendingAdd;
  }
}

export function getCart(context: Pick<AppContext, "session">): Cart {
  return context.session.get("cart") ?? EMPTY_CART;
}

export function saveCart(context: Pick<AppContext, "session">, cart: Cart): void {
  if (cart.items.length === 0 && !cart.promoCode && !cart.applyWallet) context.session.unset("cart");
  else context.session.set("cart", cart);
}

export type CheckoutResult =
  | { status: "ok"; checkout: CheckoutResponse }
  /** The platform could not price the cart (outage or refusal); the cart stays as it is. */
  | { status: "error"; message: string; httpStatus: number };

/**
 * Prices the cart with the platform (POST /orders/checkout). Called by every loader that shows the
 * summary, so it follows each change of cart, promo code, location, language or wallet flag.
 */
export async function priceCart(context: AppContext, cart: Cart, timing?: OrderTiming): Promise<CheckoutResult | null> {
  const storeSlug = cartStoreSlug(cart);
  if (!storeSlug || cart.items.length === 0) return null;
  const location = getLocation(context.session);
  const country = cart.items[0]!.storeCountry.iso_two_code;
  try {
    // The table's `auth: "optional"`: the Bearer token goes along when the customer is signed in.
    const checkout = await context.api.call("checkout", {
      body: {
        store_slug: storeSlug,
        customer_country_code: country,
        platform: "web",
        lat: location?.lat ?? null,
        lng: location?.lng ?? null,
        products: toOrderingItems(cart),
        promotion_id: cart.promoCode,
        apply_wallet_credits: cart.applyWallet && isSignedIn(context.session),
        ...(timing ? { timing } : {}),
      },
    });
    return { status: "ok", checkout };
  } catch (error) {
    if (error instanceof ApiError) {
      if (error.kind === "cancelled") throw error;
      // Checkout errors are not toasted; the message shows in the cart (spec section 8).
      return { status: "error", message: error.fromServer && !error.isOutage ? error.message : context.t("common.errors.default"), httpStatus: error.status };
    }
    throw error;
  }
}

const lineKeySchema = z.string().regex(/^[0-9a-z]{1,16}$/);
const lineQuantitySchema = z.string().trim().regex(/^\d{1,4}$/).transform(Number).pipe(z.number().int().min(0).max(MAX_LINE_QUANTITY));

/** A cart line key from a form, or null. */
export function parseLineKey(value: FormDataEntryValue | null): string | null {
  const parsed = lineKeySchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A line quantity from 0 (remove) to the maximum, or null. */
export function parseLineQuantity(value: FormDataEntryValue | null): number | null {
  const parsed = lineQuantitySchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A promo code as typed (trimmed, 1–50 characters), or null. */
export function parsePromoCode(value: string): string | null {
  const parsed = promoCodeSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
