// The promo code: the cart's own form (a fetcher with JS), or at the checkout a row of its summary
// whose field and buttons belong to the checkout's form (decision 65).
import { useRef, type KeyboardEvent, type RefObject } from "react";
import { useFetcher } from "@remix-run/react";
import { useI18n } from "~/i18n/react";
import type { CartView } from "~/cart/cart-view";
import { SummaryRow } from "~/components/checkout/summary-row";
import { formFailure } from "~/forms/form-failure";
import { useCartAction, type CartAnswer } from "./cart-action";

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
  const error = formFailure(fetcher.data)?.formError ?? null;
  const fields = <PromoFields cart={cart} checkoutForm={checkoutForm} error={error} />;
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

/** At the checkout, Enter in the code's field presses its Apply (not the checkout form's first button). */
function applyOnEnter(apply: RefObject<HTMLButtonElement>) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    apply.current?.click();
  };
}

/** The code's field, Apply and (a code applied) Remove, then the refusal or what is applied. */
function PromoFields({ cart, checkoutForm, error }: { cart: CartView; checkoutForm?: string; error: string | null }) {
  const { t } = useI18n();
  const apply = useRef<HTMLButtonElement>(null);
  const refused = Boolean(cart.errors.promotion || error);
  // At the checkout a button belongs to its form and goes past its checks (a code needs no address);
  // else it is the cart form's own (`own`: its name and value, if any).
  const submitAs = (intent: string, own: { name?: string; value?: string } = {}) =>
    checkoutForm ? { name: "intent", value: intent, form: checkoutForm, formNoValidate: true } : own;
  return (
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
          aria-invalid={refused || undefined}
          aria-describedby={refused ? "promo-error" : undefined}
          onKeyDown={checkoutForm ? applyOnEnter(apply) : undefined}
        />
        <button ref={apply} type="submit" className="btn-secondary" {...submitAs("promo")}>
          {t("cart.promo.apply")}
        </button>
        {cart.promoCode ? (
          <button
            type="submit"
            {...submitAs("promo-remove", { name: "remove", value: "1" })}
            className="btn-link text-sm"
            data-testid="promo-remove"
          >
            {t("cart.promo.remove")}
          </button>
        ) : null}
      </div>
      <PromoMessage cart={cart} error={error} />
    </>
  );
}

/** The refusal of the code (the cart action's, else the platform's), or the code applied. */
function PromoMessage({ cart, error }: { cart: CartView; error: string | null }) {
  const { t } = useI18n();
  if (cart.errors.promotion || error) {
    return (
      <p id="promo-error" className="field-error" role="alert" data-testid="promo-error">
        {error ?? cart.errors.promotion}
      </p>
    );
  }
  if (!cart.promoCode) return null;
  return (
    <p className="mt-1 text-sm text-green-800" data-testid="promo-applied">
      {t("cart.promo.applied", { code: cart.promoCode })}
    </p>
  );
}
