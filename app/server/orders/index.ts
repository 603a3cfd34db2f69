// A customer's orders: reading one and the history (orders), what its page says first (promise) and a refund
// in words (refund). What the rest of the app may use of it:
export { afterPayment, changeOrder, loadOrder, orderHistory, orderPage, pendingPaymentOrder } from "./orders.server";
export { orderPromise } from "./promise.server";
export { refundAhead, refundTexts } from "./refund.server";
