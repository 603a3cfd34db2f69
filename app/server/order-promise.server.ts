// What the order page says first: the promise it keeps ("Arriving by 4:28 PM"), or how the order
// ended, as text in the store's time zone (decision 0026), with the instant behind it for the
// browser's "in 12 min".
import type { Order } from "~/contract";
import type { AppContext } from "./context.server";
import { formatTime, slotDay } from "~/i18n/format";

export interface OrderPromise {
  /** The headline, in the customer's language. */
  text: string;
  /** The instant promised while the order is on its way (the time left counts down to it), else null. */
  by: string | null;
}

export function orderPromise(context: AppContext, timeZone: string, order: Order): OrderPromise {
  const { t, locale } = context;
  const at = (iso: string, style: "time" | "dateTime") => formatTime(locale, timeZone, iso, style);
  const reached = (status: Order["status"]) => order.status_history.find((h) => h.status === status)?.at;
  switch (order.status) {
    case "delivered": {
      const when = reached("delivered");
      return { text: when ? t("order.promise.deliveredAt", { time: at(when, "time") }) : t("order.statuses.delivered"), by: null };
    }
    case "abandoned":
    case "payment_failed":
      return { text: t(`order.statuses.${order.status}`), by: null };
    case "awaiting_payment":
      return { text: t("order.promise.awaitingPayment"), by: null };
    default: {
      const by = order.estimated_delivery_at;
      if (!by) return { text: t(`order.statuses.${order.status}`), by: null };
      // A slot on another day says its day; an instant order or a slot today says the time.
      const sameDay = slotDay(timeZone, by) === slotDay(timeZone, new Date().toISOString());
      return order.timing === "scheduled" && !sameDay
        ? { text: t("order.promise.arrivingOn", { date: at(by, "dateTime") }), by }
        : { text: t("order.promise.arrivingBy", { time: at(by, "time") }), by };
    }
  }
}
