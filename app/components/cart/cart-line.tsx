// One line of the cart: its name, choices and total, what the platform refused of it, and its
// −, quantity, + and Remove (optimistic with JS: one fetcher per line; at the checkout, buttons of
// the checkout's own form).
import { useFetcher, useNavigation } from "@remix-run/react";
import { useI18n } from "~/i18n/react";
import { formatNumber } from "~/i18n/format";
import type { CartLineView } from "~/cart/cart-view";
import { formFailure } from "~/forms/form-failure";
import { useCartAction, type CartAnswer } from "./cart-action";
import { ItemChoices } from "./item-choices";

type LineIntent = "decrement" | "increment" | "remove";

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

export function CartLine({
  line,
  money,
  checkoutForm,
}: {
  line: CartLineView;
  money: (minor: number) => string;
  checkoutForm?: string;
}) {
  const { action, redirectTo } = useCartAction();
  const fetcher = useFetcher<CartAnswer>({ key: `cart-line-${line.key}` });
  const navigation = useNavigation();
  // At the checkout a button of its form says what and which line in its one value (`cart_line`).
  const posted = checkoutForm ? checkoutLinePost(navigation.formData, line.key) : fetcher.formData;
  const quantity = optimisticQuantity(line, posted);
  const button = (intent: LineIntent) =>
    checkoutForm
      ? { form: checkoutForm, name: "cart_line", value: `${intent} ${line.key}`, formNoValidate: true }
      : { name: "intent", value: intent };
  const refused = fetcher.state === "idle" ? formFailure(fetcher.data)?.formError : null;
  const controls = <LineControls line={line} quantity={quantity} button={button} />;
  if (quantity <= 0) return null;
  return (
    <li
      className="flex flex-col gap-2 border-b border-gray-200 py-3"
      data-testid="cart-line"
      data-unavailable={line.unavailable || undefined}
    >
      <LineSummary line={line} quantity={quantity} money={money} />
      <LineAlerts line={line} refused={refused} />
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

/** The line's name and choices, and its total for the quantity shown (the price before discount struck beside it). */
function LineSummary({
  line,
  quantity,
  money,
}: {
  line: CartLineView;
  quantity: number;
  money: (minor: number) => string;
}) {
  const discounted = line.unitPriceAfterDiscount < line.unitPrice;
  return (
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
  );
}

/** What the platform refused of the line, and the cart action's refusal of its last change. */
function LineAlerts({ line, refused }: { line: CartLineView; refused: string | null | undefined }) {
  const { t } = useI18n();
  return (
    <>
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
    </>
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
  button: (intent: LineIntent) => object;
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
