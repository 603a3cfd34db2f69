// What the order page says first: the promise it keeps ("Arriving by 4:28 PM", a scheduled order's
// "Scheduled · Tomorrow, 5:00 – 5:30 AM"), or how the order ended, as text in the store's time zone (decision 0026), with the instant behind it for the
// browser's "in 12 min".
import type { Order } from "~/contract";
import type { AppContext } from "../request";
import { formatTime } from "~/i18n/format";
import { dayName, timeWindow } from "../catalogue";

export interface OrderPromise {
  /** The headline, in the customer's language. */
  text: string;
  /** The instant promised while the order is on its way (the time left counts down to it), else null. */
  by: string | null;
}

export function orderPromise(
  context: Pick<AppContext, "t" | "locale">,
  timeZone: string,
  order: Order,
  now = Date.now(),
): OrderPromise {
  const { t, locale } = context;
  const at = (iso: string, style: "time" | "dateTime") => formatTime(locale, timeZone, iso, style);
  const reached = (status: Order["status"]) => order.status_history.find((h) => h.status === status)?.at;
  switch (order.status) {
    case "delivered": {
      const when = reached("delivered");
      return {
        text: when ? t("order.promise.deliveredAt", { time: at(when, "time") }) : t("order.statuses.delivered"),
        by: null,
      };
    }
    case "abandoned":
    case "payment_failed":
      return { text: t(`order.statuses.${order.status}`), by: null };
    case "awaiting_payment":
      return { text: t("order.promise.awaitingPayment"), by: null };
    default: {
      const by = order.estimated_delivery_at;
      // A scheduled order says its slot: its day in words and its window.
      if (order.timing === "scheduled" && order.scheduled_at) {
        const { scheduled_at: from, scheduled_until: to } = order;
        const window = to ? timeWindow(locale, timeZone, from, to) : at(from, "time");
        return { text: t("order.promise.scheduled", { day: dayName(context, timeZone, from, now), window }), by };
      }
      if (!by) return { text: t(`order.statuses.${order.status}`), by: null };
      return { text: t("order.promise.arrivingBy", { time: at(by, "time") }), by };
    }
  }
}
