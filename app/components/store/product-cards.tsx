// The store page's product cards, and how their data travels once: a first page load carries the
// cards in its HTML only, and the browser reads them back from that HTML before React hydrates
// (`cardsInMarkup`, app/utils/in-markup.ts; docs/decisions/0031). A client navigation gets them
// as loader data, as usual.
import type { Product } from "~/contract";
import { useI18n } from "~/i18n/react";
import { imageAt } from "~/utils/images";
import type { InMarkup } from "~/utils/in-markup";
import { categorySectionId } from "~/utils/store-anchors";

/**
 * What a product card shows, and nothing else: on a 300-product menu the cards are most of the
 * page, so false and null fields are left out (docs/decisions/0019).
 */
export interface ProductCardData {
  id: number;
  name: string;
  description?: string;
  image?: string;
  price: number;
  fullPrice?: number;
  fromVariants?: true;
  unavailable?: true;
  /** The product's discount as the platform states it: a percent, or money off (minor units). */
  percentOff?: number;
  amountOff?: number;
}

export function productCard(product: Product): ProductCardData {
  const fromVariants = product.variants.length > 0;
  const card: ProductCardData = {
    id: product.id,
    name: product.name,
    price: fromVariants ? Math.min(...product.variants.map((v) => v.price_after_discount)) : product.price_after_discount,
  };
  if (product.description) card.description = product.description;
  if (product.image) card.image = product.image;
  if (!fromVariants && product.discount.kind !== "none" && product.price_after_discount < product.price) card.fullPrice = product.price;
  if (fromVariants) card.fromVariants = true;
  if (product.discount.kind === "percentage" && product.discount.value > 0) card.percentOff = product.discount.value;
  if (product.discount.kind === "amount" && product.discount.value > 0) card.amountOff = product.discount.value;
  if (product.availability === "unavailable") card.unavailable = true;
  return card;
}

/** The picture's width in CSS pixels (the card's CSS draws it at this size). */
const PICTURE_PX = 80;
/**
 * The one picture a card asks for: drawn for 2x screens (most phones), scaled down on 1x ones. A
 * second URL for 1x screens (srcset) cost 13 KB of a 300-product page's 120 KB (decision 0047).
 */
const PICTURE_URL_PX = PICTURE_PX * 2;

/**
 * The numbers and flags a card does not show as plain text, in its `data-card` attribute:
 * `price [fullPrice|-] [v][u][p<percent>|a<minor>]` (v: a price "from" variants, u: unavailable,
 * p/a: the discount, a percent or money off). The id is its link's.
 */
function cardAttribute(card: ProductCardData): string {
  const off = card.percentOff !== undefined ? `p${card.percentOff}` : card.amountOff !== undefined ? `a${card.amountOff}` : "";
  const flags = `${card.fromVariants ? "v" : ""}${card.unavailable ? "u" : ""}${off}`;
  const parts: (number | string)[] = [card.price];
  if (card.fullPrice !== undefined || flags) parts.push(card.fullPrice ?? "-");
  return (flags ? [...parts, flags] : parts).join(" ");
}

/** The product's id in its link (`…/product/<id>?menu=…`, the store route's). */
const PRODUCT_ID = /\/product\/(\d+)(?:[?#]|$)/;

/** Reads a card back from the markup `ProductCard` rendered: the inverse of the component. */
function readCard(li: Element): ProductCardData | null {
  const [price, fullPrice, flags = ""] = (li.getAttribute("data-card") ?? "").split(" ");
  const link = li.querySelector("h3 a");
  const id = PRODUCT_ID.exec(link?.getAttribute("href") ?? "")?.[1];
  const name = link?.textContent;
  if (!id || !price || name == null) return null;
  const card: ProductCardData = { id: Number(id), name, price: Number(price) };
  const description = li.querySelector("h3 + p:not(:last-child)")?.textContent;
  if (description) card.description = description;
  const src = li.querySelector("img")?.getAttribute("src");
  if (src) card.image = src.replace(new RegExp(`[?&]w=${PICTURE_URL_PX}$`), "");
  if (fullPrice && fullPrice !== "-") card.fullPrice = Number(fullPrice);
  if (flags.includes("v")) card.fromVariants = true;
  if (flags.includes("u")) card.unavailable = true;
  const off = /([pa])(\d+)$/.exec(flags);
  if (off?.[1] === "p") card.percentOff = Number(off[2]);
  if (off?.[1] === "a") card.amountOff = Number(off[2]);
  return card;
}

export interface CardCategory {
  id: number;
  name: string;
  products: ProductCardData[];
}

/**
 * The store page's loader data without its cards' data, and back: the cards are in the HTML already.
 * Only an unfiltered list is left out (with a search query the HTML shows part of the menu).
 */
type StorePageData = { query: string; menu: { categories: CardCategory[] } | null };

/** A page whose markup shows every card of its menu (not filtered by a search query). */
const showsEveryCard = (data: StorePageData): data is StorePageData & { menu: NonNullable<StorePageData["menu"]> } => data.menu !== null && !data.query;

export const cardsInMarkup: InMarkup<StorePageData> = {
  strip(data) {
    if (!showsEveryCard(data)) return data;
    return { ...data, menu: { ...data.menu, categories: data.menu.categories.map((c) => ({ ...c, products: [] })) } };
  },
  restore(data, document) {
    if (!showsEveryCard(data)) return data;
    const categories = data.menu.categories.map((category) => {
      const section = document.getElementById(categorySectionId(category.id));
      const cards = section ? [...section.querySelectorAll("[data-card]")].map(readCard) : [];
      return { ...category, products: cards.filter((card): card is ProductCardData => card !== null) };
    });
    return { ...data, menu: { ...data.menu, categories } };
  },
};

/** Cards whose pictures load at once (the top of the menu on a phone). */
export const EAGER_CARDS = 4;

export function ProductCard({
  product,
  money,
  href,
  onOpen,
  eager,
}: {
  eager: boolean;
  product: ProductCardData;
  money: (minor: number) => string;
  href: string;
  onOpen: (event: React.MouseEvent<HTMLAnchorElement>) => void;
}) {
  const { t } = useI18n();
  const price = product.fromVariants ? t("common.store.from", { price: money(product.price) }) : money(product.price);
  // Short markup (a 300-product menu repeats it 300 times): no class, tailwind.css styles a card by
  // its data-card attribute and its parts by element, the picture sized by that CSS, and a plain link (no
  // router work per card; with JS a click opens the product dialog, without JS it is the product page).
  return (
    <li className={product.unavailable ? "off" : undefined} data-card={cardAttribute(product)}>
      {product.image ? (
        // One URL drawn for 2x screens (decision 0047); the first cards are above the fold, the rest
        // load as they near it.
        <img
          src={imageAt(product.image, PICTURE_URL_PX)}
          alt=""
          loading={eager ? undefined : "lazy"}
        />
      ) : null}
      <h3>
        <a href={href} onClick={onOpen}>
          {product.name}
        </a>
      </h3>
      {product.description ? <p>{product.description}</p> : null}
      {/* The price is the last paragraph's own text (the CSS makes it bold), one text node. */}
      <p>
        {product.fullPrice !== undefined ? `${price} ` : price}
        {product.fullPrice !== undefined ? <s>{money(product.fullPrice)}</s> : null}
        {product.percentOff !== undefined ? <i>{t("common.store.percentOff", { value: product.percentOff })}</i> : null}
        {product.amountOff !== undefined ? <i>{t("common.store.amountOff", { amount: money(product.amountOff) })}</i> : null}
        {product.unavailable ? <span>{t("common.store.unavailable")}</span> : null}
      </p>
    </li>
  );
}
