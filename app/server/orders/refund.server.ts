// A paid order's refund in words (decision 0108): before cancelling, what goes back and where; once
// cancelled, each amount the platform gives back (`Order.refunds`), where to and by when, in the
// page's language and the store's time zone.
import type { Order } from "~/contract";
import type { AppContext } from "../request";
import { formatMoney } from "~/i18n/money";
import { formatTime } from "~/i18n/format";

type Words = Pick<AppContext, "t" | "locale">;

/** Left-to-right values inside a sentence of either language (first-strong isolates). */
const isolate = (value: string) => `\u2068${value}\u2069`;

function amountOf(context: Words, order: Pick<Order, "country">, minor: number): string {
  return isolate(formatMoney(minor, order.country.currency_code, order.country.decimal_places, context.locale));
}

/** The way the order was paid: its saved card ("Visa ending in 4242"), else the method's name. */
function methodOf(context: Words, order: Pick<Order, "payment_method" | "saved_card">): string {
  const card = order.saved_card;
  return card
    ? context.t("checkout.card", { brand: isolate(card.brand), digits: isolate(card.last_four) })
    : context.t(`checkout.methods.${order.payment_method}`);
}

/** What cancelling would give back, for its confirmation: the amount paid and the wallet credits used; null when nothing. */
export function refundAhead(context: Words, order: Order): string | null {
  const parts: string[] = [];
  if (order.payment_status === "paid" && order.totals.customer_to_pay > 0 && order.payment_method !== "cash") {
    parts.push(
      context.t("order.refund.ahead", {
        amount: amountOf(context, order, order.totals.customer_to_pay),
        method: methodOf(context, order),
      }),
    );
  }
  if (order.totals.wallet_complement > 0)
    parts.push(
      context.t("order.refund.aheadWallet", { amount: amountOf(context, order, order.totals.wallet_complement) }),
    );
  return parts.length ? parts.join(" ") : null;
}

/** What a cancelled order gives back, one sentence a part, as the platform says. */
export function refundTexts(context: Words, timeZone: string, order: Order): string[] {
  return (order.refunds ?? []).map((refund) => {
    const amount = amountOf(context, order, refund.amount);
    if (refund.to === "wallet") return context.t("order.refund.wallet", { amount });
    return context.t("order.refund.method", {
      amount,
      method: methodOf(context, order),
      day: formatTime(context.locale, timeZone, refund.by, "day"),
    });
  });
}
