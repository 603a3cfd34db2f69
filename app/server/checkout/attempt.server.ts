// One idempotency key per checkout attempt, kept in the session, so a double submit or a retried
// request never makes two orders (the platform dedupes on the key too). An attempt whose order waits
// for its payment stays the page's attempt until the payment settles: placing again from a fresh page
// goes to that payment instead of making a second order.
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { cartFingerprint } from "~/cart/cart";
import type { AppContext } from "../request";
import { ApiError } from "../platform";
import { afterPayment } from "../orders";
import { getCart } from "../cart";
import { type CheckoutFormField } from "./draft.server";

export interface CheckoutAttempt {
  key: string;
  storeSlug: string;
  /** Set once the platform made the order: a repeat of this attempt goes where the first went. */
  placed?: { code: string; next: string };
}

declare module "../session/session.server" {
  interface SessionData {
    checkoutAttempt?: CheckoutAttempt;
    /** The order waiting for its card payment (the cart is cleared once it is paid). */
    pendingPayment?: {
      code: string;
      storeSlug: string;
      /** cartFingerprint of the cart it was placed from. */ cart?: string;
    };
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

const attemptKeySchema = z
  .string()
  .min(8)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/);

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
export async function placedTarget(
  context: AppContext,
  storeSlug: string,
  placed: { code: string; next: string },
): Promise<string> {
  if (placed.next.startsWith("/")) return placed.next; // the order page already
  const order = await context.api.call("order", { params: { code: placed.code } }).catch((error: unknown) => {
    if (error instanceof ApiError && error.status !== 401 && error.kind !== "cancelled") return null;
    throw error;
  });
  if (!order) return placed.next;
  if (order.status === "awaiting_payment" && order.payment_status !== "paid") return order.payment_url ?? placed.next;
  return afterPayment(context, storeSlug, order) ?? placed.next;
}

/** After an order exists: a repeat of this attempt goes where it went (placedTarget); see checkoutKey for the next page. */
export function endCheckoutAttempt(
  context: AppContext,
  attempt: CheckoutAttempt,
  placed: { code: string; next: string },
): void {
  context.session.set("checkoutAttempt", { ...attempt, placed });
  // Another order placed for this cart: the declined one is no longer offered again (never two orders).
  if (context.session.get("declinedPayment")?.code !== placed.code) context.session.unset("declinedPayment");
}
