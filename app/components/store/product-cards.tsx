// The store page's product cards: the card itself (what it shows: app/cart/product-card.ts).
import type { ProductCardData } from "~/cart/product-card";
import { useI18n } from "~/i18n/react";
import type { TFunction } from "~/i18n/translate";
import { imageAt } from "~/utils/images";
import { caloriesText, dietaryLabel, DietaryIcon } from "./dish-facts";

/** The picture's width in CSS pixels (the card's CSS draws it at this size). */
const PICTURE_PX = 80;
/**
 * The one picture a card asks for: drawn for 2x screens (most phones), scaled down on 1x ones. A
 * second URL for 1x screens (srcset) cost 13 KB of a 300-product page's 120 KB (decision 0047).
 */
export const PICTURE_URL_PX = PICTURE_PX * 2;

/**
 * The card's numbers and flags in its `data-card` attribute (tailwind.css styles a card by it):
 * `price [fullPrice|-] [v][u][r][p<percent>|a<minor>]` (v: a price "from" variants, u: unavailable,
 * r: a required choice, p/a: the discount, a percent or money off). The id is its link's.
 */
function cardAttribute(card: ProductCardData): string {
  const off =
    card.percentOff !== undefined ? `p${card.percentOff}` : card.amountOff !== undefined ? `a${card.amountOff}` : "";
  const flags = `${card.fromVariants ? "v" : ""}${card.unavailable ? "u" : ""}${card.choose ? "r" : ""}${off}`;
  const parts: (number | string)[] = [card.price];
  if (card.fullPrice !== undefined || flags) parts.push(card.fullPrice ?? "-");
  return (flags ? [...parts, flags] : parts).join(" ");
}

export interface CardCategory {
  id: number;
  name: string;
  products: ProductCardData[];
}

/** The id of the quick add's shared label word ("Add"): each "+" is named by it and its card's link. */
export const QUICK_ADD_LABEL_ID = "q";

/** The id of the menu's reason why nothing can be added (the store does not deliver to the location): each disabled "+" is described by it. */
export const ADD_OFF_ID = "add-off";

/** The product id a quick add's button names (`p<id>`), or null. */
export function quickAddProduct(name: string | null | undefined): number | null {
  const id = /^p(\d{1,9})$/.exec(name ?? "")?.[1];
  return id ? Number(id) : null;
}

/** A card's "+": a choice to make first opens the product's sheet (its page without JS), else it adds. */
export const quickAddOpensSheet = (card: ProductCardData) => Boolean(card.fromVariants || card.choose);

/** A card's price as it reads ("from KWD 1.000" when its variants set it). */
export const cardPrice = (t: TFunction, money: (minor: number) => string, card: ProductCardData) =>
  card.fromVariants ? t("store.from", { price: money(card.price) }) : money(card.price);

/** Cards whose pictures are <img>s, fetched at once (the top of the menu on a phone's first screen). */
export const EAGER_CARDS = 4;

/** The class of a card's drawn picture: `i<product id>`. */
const pictureClass = (card: ProductCardData) => `i${card.id}`;

/**
 * Cards off the screen are not styled, so their pictures are not fetched. Until drawn a card's height
 * is estimated: 108 px of content is a usual card's 142 px with its padding and border (an estimate
 * too tall made a category link without JS land hundreds of pixels past its section). In the same
 * <style> as the pictures: a browser may style the page before the stylesheet has come, and the
 * pictures' rules must never apply without this one.
 */
const CARD_VISIBILITY = "[data-card]{content-visibility:auto;contain-intrinsic-size:auto 108px}";

/**
 * The pictures of the cards after the first few, as CSS: one rule a card (`.i<id>`) giving its <b> the
 * picture as a background. Browsers fetch every <img> of a page when JS is off (`loading="lazy"` needs
 * scripting), but a background only when its element is styled, and a card is `content-visibility:
 * auto`: one off the screen is not, so its picture waits until the customer scrolls near it, with JS
 * on or off (decision 0110). A card listed twice has one rule.
 */
export function cardPictureCss(cards: Iterable<ProductCardData>): string {
  const rules = new Map<number, string>();
  for (const card of cards) {
    if (card.image && !rules.has(card.id))
      rules.set(card.id, `.${pictureClass(card)}{background-image:${cssUrl(imageAt(card.image, PICTURE_URL_PX))}}`);
  }
  return CARD_VISIBILITY + [...rules.values()].join("");
}

export function ProductCard({
  product,
  money,
  href,
  onOpen,
  eager,
  adding,
  blocked,
}: {
  eager: boolean;
  /** Nothing can be added from this store (it does not deliver to the chosen location): the "+" is disabled, described by the menu's reason. */
  blocked?: boolean;
  /** A quick add of it on its way (JS): the "+" shows it at once. */
  adding?: boolean;
  product: ProductCardData;
  money: (minor: number) => string;
  href: string;
  onOpen: (event: React.MouseEvent<HTMLAnchorElement>) => void;
}) {
  // Short markup (a 300-product menu repeats it 300 times): no class, tailwind.css styles a card by
  // its data-card attribute and its parts by element, the picture sized by that CSS, and a plain link (no
  // router work per card; with JS a click opens the product dialog, without JS it is the product page).
  return (
    <li className={product.unavailable ? "off" : undefined} data-card={cardAttribute(product)}>
      {/* Quick add: a button of the menu's one form, its name `p<id>`, named "Add <product>" for
          assistive technology by the page's shared label word and the link; its "+" (or "✓" while
          adding) is drawn by the CSS. A product with a choice to make has no button: its "+" is drawn
          over the card's link, which opens its sheet (its page without JS). First in the card, so the
          CSS's :last-child rules hold. Bytes counted: decision 51. */}
      {product.unavailable || quickAddOpensSheet(product) ? null : (
        <button
          name={`p${product.id}`}
          aria-labelledby={`${QUICK_ADD_LABEL_ID} p${product.id}`}
          aria-busy={adding || undefined}
          disabled={blocked || undefined}
          aria-describedby={blocked ? ADD_OFF_ID : undefined}
        />
      )}
      {/* One URL drawn for 2x screens (decision 0047): the first cards' an <img> the browser finds at
          once, the others' a background (cardPictureCss) fetched when the card nears the screen. */}
      {product.image && eager ? (
        <img src={imageAt(product.image, PICTURE_URL_PX)} alt="" width={PICTURE_PX} height={PICTURE_PX} />
      ) : null}
      {product.image && !eager ? <b className={pictureClass(product)} /> : null}
      <h3>
        <a
          href={href}
          onClick={onOpen}
          id={product.unavailable || quickAddOpensSheet(product) ? undefined : `p${product.id}`}
        >
          {product.name}
        </a>
      </h3>
      {product.description ? <p>{product.description}</p> : null}
      <CardFacts product={product} />
      <CardPrice product={product} money={money} />
    </li>
  );
}

/**
 * A card's facts, when the platform states them: calories, then the tags' icons (decorative, drawn by
 * the stylesheet; their names for screen readers in the visually hidden <em>).
 */
function CardFacts({ product }: { product: ProductCardData }) {
  const { t } = useI18n();
  if (product.kcal === undefined && !product.tags) return null;
  return (
    <small>
      {product.kcal !== undefined ? caloriesText(t, product.kcal, product.kcalTo) : null}
      {product.tags?.map((tag) => (
        <DietaryIcon key={tag} tag={tag} />
      ))}
      {/* Joined with the translations' separator, not Intl: no ICU set-up in the store page's hydration. */}
      {product.tags ? <em>{product.tags.map((tag) => dietaryLabel(t, tag)).join(t("common.listSeparator"))}</em> : null}
    </small>
  );
}

/** A card's price, the last paragraph's own text (the CSS makes it bold), one text node; then its discount. */
function CardPrice({ product, money }: { product: ProductCardData; money: (minor: number) => string }) {
  const { t } = useI18n();
  const price = cardPrice(t, money, product);
  return (
    <p>
      {product.fullPrice !== undefined ? `${price} ` : price}
      {product.fullPrice !== undefined ? <s>{money(product.fullPrice)}</s> : null}
      {product.percentOff !== undefined ? <i>{t("store.percentOff", { value: product.percentOff })}</i> : null}
      {product.amountOff !== undefined ? <i>{t("store.amountOff", { amount: money(product.amountOff) })}</i> : null}
      {product.unavailable ? <span>{t("store.unavailable")}</span> : null}
    </p>
  );
}

/**
 * A URL as a CSS string (`url("…")`) that cannot end its string, its rule or its <style> element:
 * every character but letters, digits and `/:?&=.,_~%+-#` is written as a CSS escape.
 */
export function cssUrl(url: string): string {
  return `url("${url.replace(/[^\w/:?&=.,~%+#-]/gu, (c) => `\\${c.codePointAt(0)!.toString(16)} `)}")`;
}
