// The "Order again" row of a brand's brand and store pages (decision 117): a signed-in customer's last
// orders at the brand as cards (store, date, lines with their choices, price), each with one button,
// a plain form post to its order's action that fills the cart and opens the checkout. Its texts come
// worded from the server (order-again.server.ts): a visitor's page and translations carry none of it.
import { Form } from "@remix-run/react";
import { useI18n } from "~/i18n/react";
import { localePath } from "~/i18n/locale";
import { useMoney, type CurrencyInfo } from "~/components/money";
import { ItemChoices } from "~/components/cart/item-choices";

export interface OrderAgainRow {
  title: string;
  button: string;
  cards: {
    code: string;
    store: string;
    placed: string;
    total: number;
    currency: CurrencyInfo;
    lines: { name: string; quantity: string; details: string }[];
    more: string | null;
    label: string;
  }[];
}

export function OrderAgain({ row }: { row: OrderAgainRow }) {
  return (
    <section className="mt-6" aria-labelledby="again-row-title" data-testid="order-again">
      <h2 id="again-row-title" className="text-lg font-semibold">
        {row.title}
      </h2>
      {/* One row: on a phone it scrolls sideways, each card a little narrower than the screen. */}
      <ul className="-mx-4 mt-2 flex snap-x gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
        {row.cards.map((card) => (
          <AgainCard key={card.code} card={card} button={row.button} />
        ))}
      </ul>
    </section>
  );
}

function AgainCard({ card, button }: { card: OrderAgainRow["cards"][number]; button: string }) {
  const { locale } = useI18n();
  const money = useMoney(card.currency);
  return (
    <li className="card flex w-72 flex-none snap-start flex-col gap-2" data-testid="again-card">
      <p className="font-medium">{card.store}</p>
      <p className="text-sm text-gray-700">{card.placed}</p>
      <ul className="flex-1 text-sm">
        {card.lines.map((line, index) => (
          <li key={index}>
            <span className="font-medium">{line.quantity}</span> {line.name}
            <ItemChoices details={line.details} specialRequest={null} />
          </li>
        ))}
        {card.more ? <li className="text-gray-700">{card.more}</li> : null}
      </ul>
      <div className="flex items-center justify-between gap-2">
        <span className="tabular-nums" data-testid="again-total">
          {money(card.total)}
        </span>
        <Form method="post" action={localePath(locale, `/order/${card.code}`)}>
          <input type="hidden" name="intent" value="again" />
          <button type="submit" className="btn-primary min-h-11" aria-label={card.label} data-testid="again-button">
            {button}
          </button>
        </Form>
      </div>
    </li>
  );
}
