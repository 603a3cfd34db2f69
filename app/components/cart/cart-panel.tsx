// The cart: lines with quantity buttons (optimistic with JS: one fetcher per line), promo code,
// wallet credits, the platform's summary and its errors. Every control is a plain form post to
// the cart action, so it all works without JavaScript; at the checkout the lines' buttons, the promo
// code and the wallet flag are posted with the checkout's own form instead, so what was typed there is
// kept (decision 65).
import { useRef } from "react";
import { Form, useFetcher, useLocation, useNavigation, Link } from "@remix-run/react";
import { useI18n } from "~/i18n/react";
import { localePath } from "~/i18n/locale";
import { formatNumber } from "~/i18n/format";
import { useMoney } from "~/components/money";
import type { CartLineView, CartView } from "~/cart/cart-view";
import { ItemChoices } from "./item-choices";
import { CheckoutSummary } from "./checkout-summary";
import { MinimumOrder } from "./minimum-order";
import { SummaryRow } from "~/components/checkout/summary-row";
import { formFailure, type Done, type FormFailure } from "~/forms/form-failure";

/** The cart action's answer to a fetcher. */
type CartAnswer = Done | FormFailure;

function useCartAction() {
  const { locale } = useI18n();
  const location = useLocation();
  return { action: localePath(locale, "/cart"), redirectTo: location.pathname + location.search };
}

/** At the checkout, a pending post of the checkout's form by one of this line's buttons, as the line's own form would send it. */
function checkoutLinePost(formData: FormData | undefined, key: string): FormData | undefined {
  const [intent, line] = String(formData?.get("cart_line") ?? "").split(" ");
  if (!intent || line !== key) return undefined;
  const post = new FormData();
  post.set("intent", intent);
  return post;
}

/** The quantity a line will have once its pending submission lands. */
function optimisticQuantity(line: CartLineView, formData: FormData | undefined): number {
  if (!formData) return line.quantity;
  switch (formData.get("intent")) {
    case "increment":
      return line.quantity + 1;
    case "decrement":
      return line.quantity - 1;
    case "remove":
      return 0;
    case "set-quantity":
      return Number(formData.get("quantity")) || 0;
    default:
      return line.quantity;
  }
}

function CartLine({
  line,
  money,
  checkoutForm,
}: {
  line: CartLineView;
  money: (minor: number) => string;
  checkoutForm?: string;
}) {
  const { t } = useI18n();
  const { action, redirectTo } = useCartAction();
  const fetcher = useFetcher<CartAnswer>({ key: `cart-line-${line.key}` });
  const navigation = useNavigation();
  // At the checkout a button of its form says what and which line in its one value (`cart_line`).
  const posted = checkoutForm ? checkoutLinePost(navigation.formData, line.key) : fetcher.formData;
  const quantity = optimisticQuantity(line, posted);
  const button = (intent: "decrement" | "increment" | "remove") =>
    checkoutForm
      ? { form: checkoutForm, name: "cart_line", value: `${intent} ${line.key}`, formNoValidate: true }
      : { name: "intent", value: intent };
  const refused = fetcher.state === "idle" ? formFailure(fetcher.data)?.formError : null;
  const controls = <LineControls line={line} quantity={quantity} button={button} />;
  if (quantity <= 0) return null;
  const discounted = line.unitPriceAfterDiscount < line.unitPrice;
  return (
    <li
      className="flex flex-col gap-2 border-b border-gray-200 py-3"
      data-testid="cart-line"
      data-unavailable={line.unavailable || undefined}
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className={`font-medium ${line.unavailable ? "text-gray-600 line-through" : ""}`}>{line.name}</p>
          <ItemChoices details={line.details} specialRequest={line.specialRequest} />
        </div>
        <p className="text-sm font-semibold" data-testid="cart-line-total">
          {money(line.unitPriceAfterDiscount * quantity)}
          {discounted ? (
            <s className="ms-1 block text-xs font-normal text-gray-600">{money(line.unitPrice * quantity)}</s>
          ) : null}
        </p>
      </div>
      {line.unavailable ? (
        <p className="text-sm text-red-800" role="alert">
          {t("cart.unavailable")}
        </p>
      ) : null}
      {line.maxQuantity ? (
        <p className="text-sm text-red-800" role="alert">
          {t("cart.maxQuantity", { max: line.maxQuantity })}
        </p>
      ) : null}
      {line.invalid ? (
        <p className="text-sm text-red-800" role="alert">
          {t("cart.lineError")}
        </p>
      ) : null}
      {refused ? (
        <p className="text-sm text-red-800" role="alert" data-testid="cart-line-error">
          {refused}
        </p>
      ) : null}
      {checkoutForm ? (
        <div className="flex items-center gap-2">{controls}</div>
      ) : (
        <fetcher.Form method="post" action={action} className="flex items-center gap-2">
          <input type="hidden" name="line" value={line.key} />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          {controls}
        </fetcher.Form>
      )}
    </li>
  );
}

/** A line's −, its quantity, + and "Remove": each a submit button of the line's form (or the checkout's). */
function LineControls({
  line,
  quantity,
  button,
}: {
  line: CartLineView;
  quantity: number;
  button: (intent: "decrement" | "increment" | "remove") => object;
}) {
  const { t, lang } = useI18n();
  return (
    <>
      <button
        type="submit"
        {...button("decrement")}
        className="btn-secondary h-11 w-11 p-0 text-lg"
        aria-label={t("cart.decrease", { name: line.name })}
      >
        −
      </button>
      <span className="min-w-8 text-center tabular-nums" data-testid="cart-line-quantity" aria-live="polite">
        <span className="sr-only">{t("cart.quantity")}: </span>
        {formatNumber(lang, quantity)}
      </span>
      <button
        type="submit"
        {...button("increment")}
        className="btn-secondary h-11 w-11 p-0 text-lg"
        aria-label={t("cart.increase", { name: line.name })}
        disabled={line.unavailable}
      >
        +
      </button>
      <button type="submit" {...button("remove")} className="btn-link ms-auto text-sm">
        {t("cart.remove", { name: line.name })}
      </button>
    </>
  );
}

/** The promo code: the cart's own form, or at the checkout a row of its summary (the checkout places it). */
export function PromoForm({
  cart,
  checkoutForm,
  open = false,
}: {
  cart: CartView;
  checkoutForm?: string;
  open?: boolean;
}) {
  const { t } = useI18n();
  const { action, redirectTo } = useCartAction();
  const fetcher = useFetcher<CartAnswer>({ key: "cart-promo" });
  const apply = useRef<HTMLButtonElement>(null);
  const error = formFailure(fetcher.data)?.formError ?? null;
  const fields = (
    <>
      <label htmlFor="promo-code" className="label">
        {t("cart.promo.label")}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id="promo-code"
          name="code"
          form={checkoutForm}
          className="input w-auto min-w-0 flex-1 basis-40"
          defaultValue={cart.promoCode ?? ""}
          maxLength={50}
          autoComplete="off"
          aria-invalid={Boolean(cart.errors.promotion || error) || undefined}
          aria-describedby={cart.errors.promotion || error ? "promo-error" : undefined}
          // At the checkout Enter here applies the code (not the checkout form's first button).
          onKeyDown={
            checkoutForm
              ? (event) => {
                  if (event.key !== "Enter") return;
                  event.preventDefault();
                  apply.current?.click();
                }
              : undefined
          }
        />
        {/* At the checkout: buttons of its form, past its checks (a code needs no address). */}
        <button
          ref={apply}
          type="submit"
          className="btn-secondary"
          form={checkoutForm}
          name={checkoutForm ? "intent" : undefined}
          value={checkoutForm ? "promo" : undefined}
          formNoValidate={Boolean(checkoutForm)}
        >
          {t("cart.promo.apply")}
        </button>
        {cart.promoCode ? (
          <button
            type="submit"
            name={checkoutForm ? "intent" : "remove"}
            value={checkoutForm ? "promo-remove" : "1"}
            form={checkoutForm}
            formNoValidate={Boolean(checkoutForm)}
            className="btn-link text-sm"
            data-testid="promo-remove"
          >
            {t("cart.promo.remove")}
          </button>
        ) : null}
      </div>
      {cart.errors.promotion || error ? (
        <p id="promo-error" className="field-error" role="alert" data-testid="promo-error">
          {error ?? cart.errors.promotion}
        </p>
      ) : cart.promoCode ? (
        <p className="mt-1 text-sm text-green-800" data-testid="promo-applied">
          {t("cart.promo.applied", { code: cart.promoCode })}
        </p>
      ) : null}
    </>
  );
  // At the checkout a row of its summary that opens in place (decision 118): open from the server
  // when a code was just posted (`open`), is applied (its Remove in reach) or is refused.
  if (checkoutForm) {
    const problem = Boolean(cart.errors.promotion || error);
    const value = cart.promoCode && !problem ? t("cart.promo.applied", { code: cart.promoCode }) : t("cart.promo.add");
    return (
      <SummaryRow
        testId="promo-row"
        open={open || Boolean(cart.promoCode)}
        error={problem}
        label={t("cart.promo.label")}
        value={value}
      >
        <div data-testid="promo-form">{fields}</div>
      </SummaryRow>
    );
  }
  return (
    <fetcher.Form method="post" action={action} className="mt-4" data-testid="promo-form">
      <input type="hidden" name="intent" value="promo" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {fields}
    </fetcher.Form>
  );
}

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
  const { t, locale } = useI18n();
  const money = useMoney(cart.currency);
  const { action, redirectTo } = useCartAction();
  if (cart.lines.length === 0) {
    return (
      <p className="text-gray-700" data-testid="cart-empty">
        {t("cart.empty")}
      </p>
    );
  }
  return (
    <section aria-labelledby={heading ? "cart-heading" : undefined} data-testid="cart-panel">
      {heading ? (
        <h2 id="cart-heading" className="text-lg font-semibold">
          {t("cart.title")}
          {cart.storeName ? (
            <span className="block text-sm font-normal text-gray-700">
              {t("cart.fromStore", { store: cart.storeName })}
            </span>
          ) : null}
        </h2>
      ) : cart.storeName ? (
        <p className="text-sm text-gray-700">{t("cart.fromStore", { store: cart.storeName })}</p>
      ) : null}
      {/* Emptying the cart sits at the top, away from Checkout at the bottom. */}
      <Form method="post" action={action} navigate={false} fetcherKey="cart-clear" className="mt-1 flex justify-end">
        <input type="hidden" name="intent" value="clear" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <button type="submit" className="btn-link text-sm" data-testid="cart-clear">
          {t("cart.clear")}
        </button>
      </Form>
      <ul className="mt-1">
        {cart.lines.map((line) => (
          <CartLine key={line.key} line={line} money={money} checkoutForm={checkoutForm} />
        ))}
      </ul>
      {atCheckout ? null : <PromoForm cart={cart} />}
      {signedIn && wallet !== null ? (
        <WalletForm cart={cart} balance={money(wallet)} checkoutForm={checkoutForm} />
      ) : null}
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
      {cart.minimum ? <MinimumOrder minimum={cart.minimum} money={money} className="mt-3" /> : null}
      {cart.totalPending ? (
        <p className="mt-3 text-sm text-red-800" data-testid="total-pending">
          {t("cart.totalPending")}
        </p>
      ) : (
        <CheckoutSummary lines={cart.summary} money={money} />
      )}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {cart.storeSlug && !atCheckout ? (
          cart.way !== "blocked" ? (
            <Link
              to={localePath(locale, `/store/${cart.storeSlug}/checkout`)}
              className="btn-primary min-h-11 w-full"
              data-testid="checkout-link"
              data-way={cart.way}
            >
              {t(cart.way === "schedule" ? "cart.schedule" : "cart.checkout")}
            </Link>
          ) : (
            <span className="btn-primary min-h-11 w-full cursor-not-allowed opacity-50" aria-disabled="true">
              {t("cart.checkout")}
            </span>
          )
        ) : null}
      </div>
    </section>
  );
}
