// The checkout's "how to pay": the methods the store offers, and under the card method the saved
// cards of the cart's country or a new card. The one chosen is the one last posted, if still
// offered, else the first. A row that opens in place (decision 118): its summary names the method
// whose radio is checked, by CSS (`:has()`), so it follows a change without JS.
import type { ReactNode } from "react";
import type { PaymentMethod } from "~/contract";
import { Isolated } from "~/components/isolated";
import { refusalTarget } from "~/components/refusal";
import { useI18n } from "~/i18n/react";
import { SummaryRow } from "./summary-row";

/**
 * The radio's `data-payment`: the method's id with hyphens, since Tailwind reads an underscore in a
 * class's brackets as a space (`[data-payment=credit card]` is no selector).
 */
export const paymentAttr = (method: PaymentMethod) => method.replaceAll("_", "-");

/** Each method's name in the summary shows only while its radio is checked (whole class names, for Tailwind). */
const SHOWN_WHEN_CHOSEN: Record<PaymentMethod, string> = {
  cash: "group-has-[[data-payment=cash]:checked]/row:inline",
  credit_card: "group-has-[[data-payment=credit-card]:checked]/row:inline",
  knet: "group-has-[[data-payment=knet]:checked]/row:inline",
  wallet: "group-has-[[data-payment=wallet]:checked]/row:inline",
  mada: "group-has-[[data-payment=mada]:checked]/row:inline",
  apple_pay: "group-has-[[data-payment=apple-pay]:checked]/row:inline",
  uae_cc: "group-has-[[data-payment=uae-cc]:checked]/row:inline",
  bank_account: "group-has-[[data-payment=bank-account]:checked]/row:inline",
  promotion: "group-has-[[data-payment=promotion]:checked]/row:inline",
  no_payment_method: "group-has-[[data-payment=no-payment-method]:checked]/row:inline",
};

export interface PaymentMethodsProps {
  methods: PaymentMethod[];
  cards: { id: number; brand: string; last_four: string }[];
  /** The form as last posted (payment_method, saved_card_id). */
  values: Partial<Record<string, string>>;
  errors: Partial<Record<string, string>>;
  /** The first refused field (focused). */
  first: string | null;
}

export function PaymentMethods({ methods, cards, values, errors, first }: PaymentMethodsProps) {
  const { t } = useI18n();
  const chosenMethod =
    values.payment_method && methods.includes(values.payment_method as never) ? values.payment_method : methods[0];
  const chosenCard = values.saved_card_id || (cards[0] ? String(cards[0].id) : "new");
  const value = methods.map((method) => (
    <span key={method} className={`hidden ${SHOWN_WHEN_CHOSEN[method]}`}>
      {t(`checkout.methods.${method}`)}
    </span>
  ));
  return (
    <SummaryRow
      testId="payment-row"
      open={false}
      error={Boolean(errors.payment_method || errors.saved_card_id)}
      label={t("checkout.payment")}
      value={value}
    >
      <fieldset aria-describedby={errors.payment_method ? "method-error" : undefined}>
        <legend className="sr-only">{t("checkout.payment")}</legend>
        {errors.payment_method ? (
          <p
            id="method-error"
            className="field-error"
            role="alert"
            tabIndex={-1}
            {...refusalTarget(first, "payment_method")}
          >
            {errors.payment_method}
          </p>
        ) : null}
        <div className="mt-2 flex flex-col gap-2">
          {methods.map((method) => (
            <MethodTile key={method} method={method} chosen={method === chosenMethod}>
              {method === "credit_card" ? (
                <SavedCards cards={cards} chosen={chosenCard} error={errors.saved_card_id} first={first} />
              ) : null}
            </MethodTile>
          ))}
        </div>
      </fieldset>
    </SummaryRow>
  );
}

/** One method as a tile to choose, with what it asks for more (the saved cards) under its name. */
function MethodTile({ method, chosen, children }: { method: PaymentMethod; chosen: boolean; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="card group has-[[data-payment]:checked]:border-brand-700 has-[[data-payment]:checked]:ring-1 has-[[data-payment]:checked]:ring-brand-700">
      {/* The label fills the whole tile (over the card's padding): the tile is the target. */}
      <label className="-m-4 flex min-h-11 cursor-pointer items-center gap-3 p-4">
        <input
          type="radio"
          name="payment_method"
          data-payment={paymentAttr(method)}
          value={method}
          defaultChecked={chosen}
          className="accent-brand-700"
          data-testid={`method-${method}`}
        />
        {t(`checkout.methods.${method}`)}
      </label>
      {children}
    </div>
  );
}

/** The saved cards, or a new card; shown under the card method only while it is the chosen one (CSS, so without JS too). */
function SavedCards({
  cards,
  chosen,
  error,
  first,
}: {
  cards: PaymentMethodsProps["cards"];
  /** The saved card's id, or "new". */
  chosen: string;
  error: string | undefined;
  first: string | null;
}) {
  const { t } = useI18n();
  return (
    <fieldset
      className="mt-2 hidden flex-col gap-1 ps-7 group-has-[[data-payment]:checked]:flex"
      aria-label={t("checkout.methods.credit_card")}
    >
      {cards.map((card) => (
        <label key={card.id} className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="radio"
            name="saved_card_id"
            value={card.id}
            defaultChecked={chosen === String(card.id)}
            className="accent-brand-700"
          />
          <span>
            <Isolated k="checkout.card" ltr={{ brand: card.brand, digits: card.last_four }} />
          </span>
        </label>
      ))}
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input
          type="radio"
          name="saved_card_id"
          value="new"
          defaultChecked={chosen === "new"}
          className="accent-brand-700"
        />
        {t("checkout.newCard")}
      </label>
      {error ? (
        <p className="field-error" role="alert" tabIndex={-1} {...refusalTarget(first, "saved_card_id")}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
