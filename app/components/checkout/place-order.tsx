// Pricing and placing at the checkout: "Update the total" (without JS; with JS choosing another
// address or timing reprices at once), and beside the form the cart (its lines, wallet and summary,
// posted with the checkout's form) and "Place order" with the amount to pay, in a bar
// pinned to the screen's bottom edge by CSS (sticky: with JS and without), which ends the page in
// the flow, so nothing is left behind it (decision 118).
import { useNavigation } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { CartView } from "~/cart/cart-view";
import { CartPanel } from "~/components/cart/cart-panel";
import { useMoney } from "~/components/money";
import { useI18n } from "~/i18n/react";
import { blockedLabel } from "./blocked-label";

/** The checkout form's posts that come back to it (the page again, every field as posted), besides a cart line's (`cart_line`). */
const RE_RENDERS = new Set(["price", "promo", "promo-remove", "wallet"]);

/** Another address or timing is priced before it can be placed: with JS on choosing it, without by this button (decision 44). */
export function RepriceButton() {
  const { t } = useI18n();
  const hydrated = useHydrated();
  if (hydrated) return null;
  return (
    <button
      type="submit"
      name="intent"
      value="price"
      className="btn-secondary self-start text-sm"
      data-testid="reprice"
      formNoValidate
    >
      {t("checkout.reprice")}
    </button>
  );
}

export interface PlaceOrderProps {
  cart: CartView;
  /** The balance wallet credits are offered with (a customer who has some, or has them applied already); null: not offered. */
  wallet: number | null;
  /** The id of the checkout form the cart's controls and this button post. */
  form: string;
  /** The amount to pay, or null while it is unknown (a line refused, no price). */
  toPay: number | null;
  /** Placing goes to the payment of the order waiting for it (`pendingCode`). */
  paying: boolean;
  pendingCode: string | null;
  /** When a closed store opens, as text. */
  opensAt: string | null;
}

export function PlaceOrder({ cart, wallet, form, toPay, paying, pendingCode, opensAt }: PlaceOrderProps) {
  const { t } = useI18n();
  const money = useMoney(cart.currency);
  // Placing, not a re-render for a new total, code or wallet choice (posts of the same form).
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    !RE_RENDERS.has(String(navigation.formData?.get("intent"))) &&
    !navigation.formData?.has("cart_line");
  return (
    <>
      <div className="lg:sticky lg:top-4 lg:mt-6" data-testid="checkout-aside">
        <section className="card mt-6 lg:mt-0" aria-labelledby="checkout-cart-heading">
          <h2 id="checkout-cart-heading" className="text-lg font-semibold">
            {t("checkout.yourOrder")}
          </h2>
          <CartPanel cart={cart} signedIn wallet={wallet} atCheckout checkoutForm={form} heading={false} />
        </section>
      </div>
      {/* The page's last row, pinned to the bottom edge while the page scrolls (beside the cart from
          the large breakpoint): a child of the whole layout, so it shows from the top of the page. */}
      <div className="sticky bottom-0 z-10 -mx-4 mt-4 border-t border-gray-200 bg-white px-4 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3 lg:col-start-2 lg:bottom-4 lg:mx-0 lg:border-0 lg:bg-transparent lg:p-0">
        <button
          type="submit"
          form={form}
          name="intent"
          value="place"
          className="btn-primary min-h-12 w-full text-base"
          disabled={busy || !cart.canCheckout}
          data-testid="place-order"
        >
          {busy
            ? t("checkout.placing")
            : cart.blockedBy
              ? blockedLabel(t, cart, money, opensAt)
              : paying
                ? t("checkout.continuePayment", { code: pendingCode ?? "" })
                : t("checkout.place", { amount: toPay === null ? t("common.placeholder") : money(toPay) })}
        </button>
      </div>
    </>
  );
}
