// Pricing and placing at the checkout: "Update the total" (without JS; with JS choosing another
// address or timing reprices at once), and beside the form the cart (its lines, promo code, wallet
// and summary, posted with the checkout's form) and "Place order" with the amount to pay.
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
    <button type="submit" name="intent" value="price" className="btn-secondary self-start text-sm" data-testid="reprice" formNoValidate>
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
  const busy = navigation.state === "submitting" && !RE_RENDERS.has(String(navigation.formData?.get("intent"))) && !navigation.formData?.has("cart_line");
  return (
    <div className="lg:sticky lg:top-4 lg:mt-6" data-testid="checkout-aside">
      <section className="card mt-6 lg:mt-0" aria-labelledby="checkout-cart-heading">
        <h2 id="checkout-cart-heading" className="text-lg font-semibold">{t("checkout.yourOrder")}</h2>
        <CartPanel cart={cart} signedIn wallet={wallet} atCheckout checkoutForm={form} heading={false} />
      </section>

      <button
        type="submit"
        form={form}
        name="intent"
        value="place"
        // Beside a cart taller than the screen (wide layout), the button keeps to the screen's bottom edge.
        className="btn-primary mt-6 min-h-12 w-full text-base lg:sticky lg:bottom-4 lg:z-10"
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
  );
}
