// An order's status steps: only the steps it went through are done. Paying is not a step of the
// delivery: "Awaiting payment" shows only while the order waits for it, never as a done step.
import type { Order, OrderStatus } from "~/contract";
import { useI18n } from "~/i18n/react";

/** The steps of an order that goes well, after its payment. */
const DELIVERY_PATH: OrderStatus[] = ["placed", "accepted", "preparing", "on_the_way", "delivered"];
const ENDS: OrderStatus[] = ["abandoned", "payment_failed"];

export interface OrderStep {
  status: OrderStatus;
  /** When the order reached it (done), or null (still ahead). */
  at: string | null;
}

/** The steps to show: an ended order its history; else the delivery path, led by the wait for payment while it lasts. */
export function orderSteps(order: Pick<Order, "status" | "status_history">): OrderStep[] {
  const reached = new Map(order.status_history.map((h) => [h.status, h.at]));
  if (ENDS.includes(order.status)) {
    // A payment declined twice (paid again, declined again) is one step, at its last time.
    const ended = new Map(
      order.status_history.filter((h) => h.status !== "awaiting_payment").map((h) => [h.status, h.at]),
    );
    return [...ended].map(([status, at]) => ({ status, at }));
  }
  const path =
    order.status === "awaiting_payment" ? (["awaiting_payment", ...DELIVERY_PATH] as OrderStatus[]) : DELIVERY_PATH;
  return path.map((status) => ({ status, at: status === "awaiting_payment" ? null : (reached.get(status) ?? null) }));
}

export function OrderSteps({
  order,
  times,
}: {
  order: Pick<Order, "status" | "status_history">;
  times: Record<string, string>;
}) {
  const { t } = useI18n();
  return (
    <ol className="mt-4 flex flex-col gap-2" data-testid="order-steps">
      {orderSteps(order).map(({ status, at }) => {
        const current = status === order.status;
        return (
          <li
            key={status}
            className={`flex items-center gap-3 text-sm ${at || current ? "text-gray-900" : "text-gray-600"}`}
            data-testid="order-step"
            data-step={status}
            data-state={current ? "current" : at ? "done" : "ahead"}
            aria-current={current ? "step" : undefined}
          >
            <span
              aria-hidden="true"
              className={`h-3 w-3 shrink-0 rounded-full ${at ? "bg-brand-700" : current ? "border-2 border-brand-700" : "border border-gray-400"}`}
            />
            <span className={`flex-1 ${current ? "font-semibold" : ""}`}>{t(`order.statuses.${status}`)}</span>
            {at ? <time dateTime={at}>{times[status]}</time> : null}
          </li>
        );
      })}
    </ol>
  );
}
