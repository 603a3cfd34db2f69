// Reading a customer's order: only their own (the platform answers 404 for anyone else's).
import type { Order } from "~/contract";
import type { AppContext } from "./context.server";
import { ApiError } from "./api/errors.server";
import { customerLoad, requireCustomer } from "./auth.server";
import { notFound } from "./route-errors.server";
import { getCart, saveCart } from "./cart.server";
import { addToast } from "./toast.server";
import { cartFingerprint, clearCart } from "~/cart/cart";
import { localePath } from "~/i18n/locale";

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
 * Where the customer of a card order goes once the platform knows how its payment went, and what
 * that means for the session: paid → the order page, the cart becomes the order (emptied, unless
 * it changed since the order was placed); declined
 * → the failed page, the cart kept; cancelled meanwhile → the order page, the cart kept. Null while
 * the payment is still open. The one place a payment settles (the return page, a repeated checkout).
 */
export function afterPayment(context: AppContext, storeSlug: string, order: Order): string | null {
  const { session, locale, t } = context;
  if (order.status === "payment_failed") return `${localePath(locale, `/store/${storeSlug}/checkout/failed`)}?order=${order.code}`;
  if (order.status === "awaiting_payment" && order.payment_status !== "paid") return null;
  const pending = session.get("pendingPayment");
  if (pending?.code === order.code) {
    session.unset("pendingPayment");
    if (order.status !== "abandoned") {
      // A cart changed since the order was placed is another order in the making: it stays.
      if (pending.cart === undefined || pending.cart === cartFingerprint(getCart(context))) saveCart(context, clearCart());
      addToast(session, "success", t("checkout.placed"));
    }
  }
  return localePath(locale, `/order/${order.code}`);
}

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
