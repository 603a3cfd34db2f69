// Placing an order: one idempotency key per checkout attempt, kept in the session, so a double
// submit or a retried request never makes two orders (the platform dedupes on the key too).
import { randomBytes } from "node:crypto";
import type { AppContext } from "./context.server";

export interface CheckoutAttempt {
  key: string;
  storeSlug: string;
}

declare module "./session.server" {
  interface SessionData {
    checkoutAttempt?: CheckoutAttempt;
    /** The order waiting for its card payment (the cart is cleared once it is paid). */
    pendingPayment?: { code: string; storeSlug: string };
  }
}

export function checkoutKey(context: AppContext, storeSlug: string): string {
  const attempt = context.session.get("checkoutAttempt");
  if (attempt && attempt.storeSlug === storeSlug) return attempt.key;
  const key = randomBytes(18).toString("base64url");
  context.session.set("checkoutAttempt", { key, storeSlug });
  return key;
}

/** After an order exists: the next checkout is a new attempt. */
export function endCheckoutAttempt(context: AppContext): void {
  context.session.unset("checkoutAttempt");
}
