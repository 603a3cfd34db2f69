// The store page's basket bar below the large breakpoint: "View cart · N items · total", pinned to
// the bottom once the cart has items. Below the store's minimum order it says what is left, with a
// progress line. Once nothing blocks the order it leads straight to the checkout (which shows the
// lines and lets them change), as "Schedule your order" when the store is closed now and a delivery
// time solves it (the checkout opens with "Schedule" chosen; decision 104); the cart page would be a
// detour, a round trip on a slow network);
// until then it is a link to the cart page, and with JS it opens the cart in the responsive dialog
// (a bottom drawer on phones). Before a delivery location is chosen it asks for one first ("Check
// delivery to your area": the location page, or with JS the location picker; decision 105). The
// page reserves the bar's height (basketBarSpace) so it never covers the last product, and dialogs
// stack above it.
import { Link, useLocation } from "@remix-run/react";
import type { MouseEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useLocationPicker } from "~/components/location/location-picker";
import { useI18n } from "~/i18n/react";
import { localePath } from "~/i18n/locale";
import { useMoney } from "~/components/money";
import { MinimumOrder } from "~/components/cart/minimum-order";
import type { CartView } from "~/cart/cart-view";

/** Bottom padding for a page that shows the bar: 4.5 rem with its margin, 7 rem with the minimum's line. */
export function basketBarSpace(cart: CartView): string {
  if (cart.count === 0) return "";
  return cart.minimum ? "pb-28 lg:pb-0" : "pb-24 lg:pb-0";
}

/** The items' total after product discounts (what the lines show); the platform's summary adds fees. */
export function itemsTotal(cart: CartView): number {
  return cart.lines.reduce((sum, line) => sum + line.unitPriceAfterDiscount * line.quantity, 0);
}

export function BasketBar({
  cart,
  onOpen,
}: {
  cart: CartView;
  onOpen?: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const { t, locale } = useI18n();
  const money = useMoney(cart.currency);
  const here = useLocation();
  const hydrated = useHydrated();
  const picker = useLocationPicker();
  if (cart.count === 0) return null;
  const toCheckout = cart.way !== "blocked" && cart.storeSlug !== null;
  // No location yet: choosing one comes first (with JS in the picker, on this page).
  const chooseLocation = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!hydrated || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void picker.open();
  };
  const [href, label, onClick] = cart.needsLocation
    ? [
        `${localePath(locale, "/location")}?redirectTo=${encodeURIComponent(here.pathname + here.search)}`,
        t("store.where.check"),
        chooseLocation,
      ]
    : toCheckout
      ? [
          localePath(locale, `/store/${cart.storeSlug}/checkout`),
          t(cart.way === "schedule" ? "cart.bar.schedule" : "cart.bar.checkout"),
          undefined,
        ]
      : [localePath(locale, "/cart"), t("cart.bar.view"), onOpen];
  return (
    <div
      className="fixed inset-x-0 bottom-0 z-40 border-t border-gray-200 bg-white/95 p-3 shadow-[0_-2px_8px_rgba(0,0,0,0.08)] lg:hidden"
      data-testid="basket-bar"
    >
      {cart.minimum ? <MinimumOrder minimum={cart.minimum} money={money} className="mb-2" /> : null}
      <Link
        to={href}
        onClick={onClick}
        className="btn-primary flex min-h-12 w-full justify-between gap-3 px-4 text-base"
        data-testid="basket-bar-link"
      >
        <span>{label}</span>
        {/* The longer "Check delivery to your area" keeps one line on a phone: the count is then for screen readers (the header's badge shows it). */}
        <span
          className={cart.needsLocation ? "sr-only sm:not-sr-only sm:text-sm sm:font-normal" : "text-sm font-normal"}
        >
          {t("cart.bar.items", { count: cart.count })}
        </span>
        <span className="tabular-nums">{money(itemsTotal(cart))}</span>
      </Link>
    </div>
  );
}
