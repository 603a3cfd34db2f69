// Placing an order: one idempotency key per checkout attempt, kept in the session, so a double
// submit or a retried request never makes two orders (the platform dedupes on the key too).
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { checkoutErrorsSchema, type CheckoutErrors, type PlaceOrderRequest } from "~/contract";
import type { AppContext } from "./context.server";
import type { ApiError } from "./api/errors.server";

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
    pendingPayment?: { code: string; storeSlug: string };
  }
}

/** The key the checkout page sends: the current attempt's, or a new one once the last was placed. */
export function checkoutKey(context: AppContext, storeSlug: string): string {
  const attempt = context.session.get("checkoutAttempt");
  if (attempt && attempt.storeSlug === storeSlug && !attempt.placed) return attempt.key;
  const key = randomBytes(18).toString("base64url");
  context.session.set("checkoutAttempt", { key, storeSlug });
  return key;
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

/** After an order exists: a repeat of this attempt goes to `next`; the next checkout page starts a new one. */
export function endCheckoutAttempt(context: AppContext, attempt: CheckoutAttempt, placed: { code: string; next: string }): void {
  context.session.set("checkoutAttempt", { ...attempt, placed });
}

/** The checkout form: where, when, how to pay, and the details of a delivery location. */
const placeSchema = z.object({
  address: z.string().regex(/^(location|\d{1,9})$/),
  timing: z.enum(["instant", "scheduled"]),
  scheduled_at: z.string().max(40).optional(),
  payment_method: z.enum(["cash", "credit_card", "knet", "wallet", "mada", "apple_pay", "uae_cc"]),
  saved_card_id: z.string().regex(/^(new|\d{1,9})$/).optional(),
  kind: z.enum(["apartment", "house", "office"]).optional(),
  building: z.string().trim().max(100).optional(),
  floor: z.string().trim().max(20).optional(),
  apartment_no: z.string().trim().max(20).optional(),
  notes: z.string().trim().max(500).optional(),
});


export function parsePlaceForm(form: FormData | null) {
  return placeSchema.safeParse(Object.fromEntries([...(form?.entries() ?? [])].filter(([, v]) => typeof v === "string" && v !== "")));
}

export const placeOrder = (context: AppContext, body: PlaceOrderRequest) =>
  context.api.call("placeOrder", { body });

/** Checkout errors the platform returned with a refused order (promotion, products, order). */
export function checkoutErrorsFrom(error: ApiError): CheckoutErrors | null {
  const parsed = checkoutErrorsSchema.safeParse(error.details?.errors);
  return parsed.success && Object.keys(parsed.data).length ? parsed.data : null;
}

