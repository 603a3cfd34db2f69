// The store page's quick add with JS: a card's "+" and its link, on the menu's one form.
import type { FormEvent, MouseEvent } from "react";
import { useFetchers, useSubmit } from "@remix-run/react";
import type { ProductCardData } from "~/cart/product-card";
import { useI18n } from "~/i18n/react";
import type { FilterTag } from "~/utils/diet-filter";
import type { useProductDialog } from "~/components/cart/product-dialog-trigger";
import { cardPrice, quickAddOpensSheet, quickAddProduct, type CardCategory } from "./product-cards";

/** The key of a quick add's fetcher: one per product, so quick adds in a row all reach the cart. */
const QUICK_ADD_KEY = "quick-add-";

/** The menu shown: its id (kept in the form's action) and its cards. */
interface QuickAddMenu {
  info: { id: number };
  categories: CardCategory[];
}

/**
 * Quick add with JS: a product with a choice to make opens its sheet; one without is posted by a
 * fetcher and its "+" shows the add at once (without JS the form posts and the page comes back).
 */
export function useQuickAdd(
  menu: QuickAddMenu,
  storePath: string,
  chosen: FilterTag[],
  dialog: ReturnType<typeof useProductDialog>,
  money: (minor: number) => string,
) {
  const { t } = useI18n();
  const submit = useSubmit();
  const fetchers = useFetchers();
  const adding = new Set(
    fetchers
      .filter((f) => f.key.startsWith(QUICK_ADD_KEY) && f.state !== "idle")
      .map((f) => Number(f.key.slice(QUICK_ADD_KEY.length))),
  );
  const action = `${storePath}?index&menu=${menu.info.id}${chosen.map((tag) => `&diet=${tag}`).join("")}`;
  const cardOf = (id: number | null) => menu.categories.flatMap((c) => c.products).find((p) => p.id === id);
  // What the sheet shows the moment a card is tapped, before its code and options arrive.
  const previewOf = (card: ProductCardData) => ({
    name: card.name,
    price: cardPrice(t, money, card),
    description: card.description,
    image: card.image,
  });
  const openCard = (event: MouseEvent<HTMLAnchorElement>) => {
    const card = cardOf(Number(/\/product\/(\d+)/.exec(event.currentTarget.pathname)?.[1]));
    dialog.open(event, card ? previewOf(card) : null);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const id = quickAddProduct(submitter?.getAttribute("name"));
    const card = cardOf(id);
    if (!card) return;
    event.preventDefault();
    if (quickAddOpensSheet(card))
      dialog.show(`${storePath}/product/${id}?menu=${menu.info.id}`, previewOf(card), submitter ?? null);
    else submit({ [`p${id}`]: "" }, { method: "post", action, navigate: false, fetcherKey: `${QUICK_ADD_KEY}${id}` });
  };
  return { action, adding, openCard, onSubmit };
}
