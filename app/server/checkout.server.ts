// Placing an order: one idempotency key per checkout attempt, kept in the session, so a double
// submit or a retried request never makes two orders (the platform dedupes on the key too).
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { checkoutErrorsSchema, placeOrderResponseSchema, type CheckoutErrors, type PlaceOrderRequest } from "~/contract";
import type { AppContext } from "./context.server";
import type { ApiError } from "./api/errors.server";

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
  context.api.post("/v5/web/customer/orders", { schema: placeOrderResponseSchema, body });

/** Checkout errors the platform returned with a refused order (promotion, products, order). */
export function checkoutErrorsFrom(error: ApiError): CheckoutErrors | null {
  const parsed = checkoutErrorsSchema.safeParse(error.details?.errors);
  return parsed.success && Object.keys(parsed.data).length ? parsed.data : null;
}

