// The words on a disabled Place order: why the order cannot go yet, where the customer taps.
import type { CartView } from "~/cart/cart-view";

/** Why Place order is disabled, said on the button: what is left to add, when a closed store opens. */
export function blockedLabel(
  t: (key: string, vars?: Record<string, string | number>) => string,
  cart: CartView,
  money: (minor: number) => string,
  opensAt: string | null,
): string {
  switch (cart.blockedBy) {
    case "below_min_order":
      return t("checkout.blocked.below_min_order", { amount: money(cart.minimum?.missing ?? 0) });
    case "store_closed":
      // Priced for later and still closed: no delivery time to offer, so only when it opens.
      if (cart.forLater)
        return opensAt ? t("checkout.blocked.opensAt", { time: opensAt }) : t("checkout.blocked.closedNoLater");
      return opensAt ? t("checkout.blocked.store_closed", { time: opensAt }) : t("checkout.blocked.store_closed_later");
    default:
      return t(`checkout.blocked.${cart.blockedBy}`);
  }
}
