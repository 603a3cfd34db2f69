// The cart: lines with quantity buttons (optimistic with JS: one fetcher per line), promo code,
// wallet credits, the platform's summary and its errors. Every control is a plain form post to
// the cart action, so it all works without JavaScript; at the checkout the lines' buttons, the promo
// code and the wallet flag are posted with the checkout's own form instead, so what was typed there is
// kept (decision 65).
import { Form, useFetcher, useNavigation, Link } from "@remix-run/react";
import { useI18n } from "~/i18n/react";
import { localePath } from "~/i18n/locale";
import { useMoney } from "~/components/money";
import type { CartView } from "~/cart/cart-view";
import { useCartAction } from "./cart-action";
import { CartLine } from "./cart-line";
import { CheckoutSummary } from "./checkout-summary";
import { MinimumOrder } from "./minimum-order";
import { PromoForm } from "./promo-form";

function WalletForm({ cart, balance, checkoutForm }: { cart: CartView; balance: string; checkoutForm?: string }) {
  const { t } = useI18n();
  const { action, redirectTo } = useCartAction();
  const fetcher = useFetcher({ key: "cart-wallet" });
  const navigation = useNavigation();
  // Shown as chosen at once: the fetcher's post, or at the checkout the form's.
  const pending = checkoutForm
    ? navigation.formData?.get("intent") === "wallet"
      ? navigation.formData
      : undefined
    : fetcher.formData;
  const applying = pending ? pending.get("apply") === "1" : cart.applyWallet;
  const controls = (
    <>
      <input type="hidden" name="apply" value={applying ? "0" : "1"} form={checkoutForm} />
      <span className="text-sm">
        {t("cart.wallet.label")}
        <span className="block text-gray-700" data-testid="wallet-balance">
          {t("cart.wallet.balance", { amount: balance })}
        </span>
      </span>
      <button
        type="submit"
        className="btn-secondary text-sm"
        aria-pressed={applying}
        data-testid="wallet-toggle"
        form={checkoutForm}
        name={checkoutForm ? "intent" : undefined}
        value={checkoutForm ? "wallet" : undefined}
        formNoValidate={Boolean(checkoutForm)}
      >
        {applying ? t("cart.wallet.stop") : t("cart.wallet.apply")}
      </button>
    </>
  );
  if (checkoutForm) return <div className="mt-3 flex items-center gap-2">{controls}</div>;
  return (
    <fetcher.Form method="post" action={action} className="mt-3 flex items-center gap-2">
      <input type="hidden" name="intent" value="wallet" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {controls}
    </fetcher.Form>
  );
}

export interface CartPanelProps {
  cart: CartView;
  signedIn: boolean;
  atCheckout?: boolean;
  /** At the checkout, the id of its form: the promo code and wallet flag are posted with it. */
  checkoutForm?: string;
  /** The balance wallet credits are offered with (a signed-in customer who has some, or has them applied); null: not offered. */
  wallet?: number | null;
  /** False where the page or dialog already titles the cart (no second "Your cart" heading). */
  heading?: boolean;
}

export function CartPanel({
  cart,
  signedIn,
  atCheckout = false,
  checkoutForm,
  heading = true,
  wallet = null,
}: CartPanelProps) {
  const { t } = useI18n();
  const money = useMoney(cart.currency);
  if (cart.lines.length === 0) {
    return (
      <p className="text-gray-700" data-testid="cart-empty">
        {t("cart.empty")}
      </p>
    );
  }
  return (
    <section aria-labelledby={heading ? "cart-heading" : undefined} data-testid="cart-panel">
      <CartHeading storeName={cart.storeName} heading={heading} />
      <ClearCartForm />
      <ul className="mt-1">
        {cart.lines.map((line) => (
          <CartLine key={line.key} line={line} money={money} checkoutForm={checkoutForm} />
        ))}
      </ul>
      {atCheckout ? null : <PromoForm cart={cart} />}
      {signedIn && wallet !== null ? (
        <WalletForm cart={cart} balance={money(wallet)} checkoutForm={checkoutForm} />
      ) : null}
      <CartNotes cart={cart} atCheckout={atCheckout} />
      {cart.minimum ? <MinimumOrder minimum={cart.minimum} money={money} className="mt-3" /> : null}
      {cart.totalPending ? (
        <p className="mt-3 text-sm text-red-800" data-testid="total-pending">
          {t("cart.totalPending")}
        </p>
      ) : (
        <CheckoutSummary lines={cart.summary} money={money} />
      )}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {cart.storeSlug && !atCheckout ? <CheckoutLink storeSlug={cart.storeSlug} way={cart.way} /> : null}
      </div>
    </section>
  );
}

/** "Your cart" and the store it is from; without the heading (the page or dialog titles it), the store alone. */
function CartHeading({ storeName, heading }: { storeName: string | null; heading: boolean }) {
  const { t } = useI18n();
  if (heading) {
    return (
      <h2 id="cart-heading" className="text-lg font-semibold">
        {t("cart.title")}
        {storeName ? (
          <span className="block text-sm font-normal text-gray-700">{t("cart.fromStore", { store: storeName })}</span>
        ) : null}
      </h2>
    );
  }
  return storeName ? <p className="text-sm text-gray-700">{t("cart.fromStore", { store: storeName })}</p> : null;
}

/** Emptying the cart: it sits at the top, away from Checkout at the bottom. */
function ClearCartForm() {
  const { t } = useI18n();
  const { action, redirectTo } = useCartAction();
  return (
    <Form method="post" action={action} navigate={false} fetcherKey="cart-clear" className="mt-1 flex justify-end">
      <input type="hidden" name="intent" value="clear" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button type="submit" className="btn-link text-sm" data-testid="cart-clear">
        {t("cart.clear")}
      </button>
    </Form>
  );
}

/** Why the platform could not price the cart or take the order, and (before the checkout) that it is for later. */
function CartNotes({ cart, atCheckout }: { cart: CartView; atCheckout: boolean }) {
  const { t } = useI18n();
  return (
    <>
      {cart.errors.pricing ? (
        <p className="mt-3 text-sm text-red-800" role="alert">
          {cart.errors.pricing}
        </p>
      ) : null}
      {cart.errors.order ? (
        <p className="mt-3 text-sm text-red-800" role="alert" data-testid="order-error">
          {cart.errors.order}
        </p>
      ) : null}
      {cart.way === "schedule" && !atCheckout ? (
        <p
          className="mt-3 rounded-md border border-warning-500 bg-warning-50 p-3 text-sm text-warning-800"
          data-testid="schedule-note"
        >
          {t("cart.scheduleNote")}
        </p>
      ) : null}
    </>
  );
}

/** On to the checkout ("Schedule" when the store is closed now), or a disabled button when something blocks the order. */
function CheckoutLink({ storeSlug, way }: { storeSlug: string; way: CartView["way"] }) {
  const { t, locale } = useI18n();
  if (way === "blocked") {
    return (
      <span className="btn-primary min-h-11 w-full cursor-not-allowed opacity-50" aria-disabled="true">
        {t("cart.checkout")}
      </span>
    );
  }
  return (
    <Link
      to={localePath(locale, `/store/${storeSlug}/checkout`)}
      className="btn-primary min-h-11 w-full"
      data-testid="checkout-link"
      data-way={way}
    >
      {t(way === "schedule" ? "cart.schedule" : "cart.checkout")}
    </Link>
  );
}
