// Reading a customer's order: only their own (the platform answers 404 for anyone else's).
import type { Order } from "~/contract";
import type { AppContext } from "./context.server";
import { ApiError } from "./api/errors.server";
import { customerLoad, requireCustomer } from "./auth.server";
import { notFound } from "./route-errors.server";

const CODE = /^[A-Z0-9-]{4,40}$/;

export function loadOrder(context: AppContext, request: Request, code: string | null | undefined): Promise<Order> {
  requireCustomer(context, request); // a signed-out visitor signs in first, whatever the code
  if (!code || !CODE.test(code)) throw notFound();
  return customerLoad(context, request, () =>
    context.api.call("order", { params: { code } }).catch((error: unknown) => {
      if (error instanceof ApiError && (error.status === 403 || error.status === 404)) throw notFound();
      throw error;
    }),
  );
}

/** Newest first (spec default: page 1, per_page 10). */
export const listOrders = (context: AppContext, page: number, perPage: number) =>
  context.api.call("orders", { query: { page, per_page: perPage } });

export const abandonOrder = (context: AppContext, code: string) =>
  context.api.call("abandonOrder", { params: { code } });

/**
 * The card order this session left waiting for its payment at this store (the customer went back
 * from the payment page), or null; a stale reminder (paid, failed, cancelled, gone) is forgotten.
 */
export async function pendingPaymentOrder(context: AppContext, storeSlug: string): Promise<Order | null> {
  const pending = context.session.get("pendingPayment");
  if (!pending || pending.storeSlug !== storeSlug) return null;
  const order = await context.api
    .call("order", { params: { code: pending.code } })
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.status !== 401 && error.kind !== "cancelled") return null;
      throw error;
    });
  if (order?.status === "awaiting_payment") return order;
  context.session.unset("pendingPayment");
  return null;
}
