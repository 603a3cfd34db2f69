// What is left to reach the store's minimum order ("KWD 0.550 to the minimum order") and a progress
// line towards it: in the basket bar and in the cart, where the customer looks while adding.
import { useId } from "react";
import { useI18n } from "~/i18n/react";
import type { CartView } from "~/cart/cart-view";

export function MinimumOrder({
  minimum,
  money,
  className = "",
}: {
  minimum: NonNullable<CartView["minimum"]>;
  money: (minor: number) => string;
  className?: string;
}) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div className={className} data-testid="minimum-order">
      <p id={id} className="text-sm font-medium text-gray-900">
        {t("cart.minimum.left", { amount: money(minimum.missing) })}
      </p>
      {/* A native progress element: its value and maximum reach assistive technology as they are. */}
      <progress
        className="mt-1 block h-1.5 w-full appearance-none overflow-hidden rounded-full bg-gray-200 [&::-moz-progress-bar]:bg-brand-700 [&::-webkit-progress-bar]:bg-gray-200 [&::-webkit-progress-value]:bg-brand-700"
        max={minimum.amount}
        value={Math.max(0, minimum.amount - minimum.missing)}
        aria-label={t("cart.minimum.progress", { amount: money(minimum.amount) })}
        aria-describedby={id}
        data-testid="minimum-progress"
      />
    </div>
  );
}
