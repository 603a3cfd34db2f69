// Help with an order: the store's phone as a tel: link, and what to do when the order is late or
// should be cancelled (open and close without JavaScript: <details>).
import type { Order } from "~/contract";
import { useI18n } from "~/i18n/react";

export interface StorePhone {
  /** E.164, for the tel: link. */
  tel: string;
  /** As read: "+965 22251840". */
  text: string;
}

export function OrderHelp({
  order,
  phone,
}: {
  order: Pick<Order, "store" | "can_abandon" | "is_active">;
  phone: StorePhone | null;
}) {
  const { t } = useI18n();
  return (
    <section className="card mt-4" aria-labelledby="help-heading" data-testid="order-help">
      <h2 id="help-heading" className="font-semibold">
        {t("order.help.title")}
      </h2>
      {phone ? (
        <a
          href={`tel:${phone.tel}`}
          className="btn-secondary mt-3 inline-flex min-h-11 flex-wrap items-center gap-x-2"
          data-testid="store-phone"
        >
          <span>{t("order.help.call", { store: order.store.name })}</span>{" "}
          <bdi dir="ltr" className="whitespace-nowrap tabular-nums">
            {phone.text}
          </bdi>
        </a>
      ) : null}
      <div className="mt-3 divide-y divide-gray-200">
        <details data-testid="help-late">
          <summary className="flex min-h-11 cursor-pointer items-center font-medium">
            {t("order.help.lateQuestion")}
          </summary>
          <p className="pb-3 text-sm text-gray-800">
            {t(phone ? "order.help.lateAnswer" : "order.help.lateAnswerNoPhone", { store: order.store.name })}
          </p>
        </details>
        <details data-testid="help-cancel">
          <summary className="flex min-h-11 cursor-pointer items-center font-medium">
            {t("order.help.cancelQuestion")}
          </summary>
          <p className="pb-3 text-sm text-gray-800">
            {t(
              order.can_abandon
                ? "order.help.cancelNow"
                : order.is_active
                  ? "order.help.cancelTooLate"
                  : "order.help.cancelEnded",
              { store: order.store.name },
            )}
          </p>
        </details>
      </div>
    </section>
  );
}
