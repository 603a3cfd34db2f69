// A cancelled order's refunds: each amount given back, where to and by when (worded on the server).
import { useI18n } from "~/i18n/react";

export function OrderRefunds({ refunds }: { refunds: string[] }) {
  const { t } = useI18n();
  if (!refunds.length) return null;
  return (
    <div className="mt-3 rounded-md bg-gray-50 p-3 text-sm text-gray-900" data-testid="order-refunds">
      <h2 className="font-semibold">{t("order.refund.title")}</h2>
      <ul>
        {refunds.map((text) => (
          <li key={text} data-testid="order-refund">
            {text}
          </li>
        ))}
      </ul>
    </div>
  );
}
