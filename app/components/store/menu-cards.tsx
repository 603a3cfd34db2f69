// The store page's menu: its categories' sections of product cards, the children of the menu's one
// quick-add form.
import type { MouseEvent } from "react";
import { useI18n } from "~/i18n/react";
import { matchesWords, queryWords } from "~/utils/search";
import { categorySectionId } from "~/utils/store-anchors";
import { useStyleNonce } from "~/components/nonce";
import {
  ADD_OFF_ID,
  cardPictureCss,
  EAGER_CARDS,
  ProductCard,
  QUICK_ADD_LABEL_ID,
  type CardCategory,
} from "./product-cards";

/** The categories shown for what is typed in the menu's search: only those with a matching product. */
export function shownCategories(categories: CardCategory[], typed: string): CardCategory[] {
  const words = queryWords(typed);
  return categories
    .map((c) => ({ ...c, products: c.products.filter((p) => matchesWords(words, p.name, p.description ?? "")) }))
    .filter((c) => c.products.length > 0);
}

/** The link of a card's product, relative to the store page's URL. */
export const productHref = (storeSlug: string, productId: number, menuId: number) =>
  `${storeSlug}/product/${productId}?menu=${menuId}`;

export function MenuCards({
  categories,
  money,
  storeSlug,
  menuId,
  onOpen,
  adding,
  addOff = null,
}: {
  categories: CardCategory[];
  money: (minor: number) => string;
  storeSlug: string;
  menuId: number;
  onOpen: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** The products whose quick add is on its way (JS). */
  adding: ReadonlySet<number>;
  /** Why nothing can be added here (the store does not deliver to the chosen location), or null. */
  addOff?: string | null;
}) {
  const { t } = useI18n();
  const nonce = useStyleNonce();
  const eager = (categoryIndex: number, index: number) => categoryIndex === 0 && index < EAGER_CARDS;
  const drawn = categories.flatMap((c, ci) => c.products.filter((_, i) => !eager(ci, i)));
  return (
    <>
      {/* The later cards' pictures (decision 0110); the page's nonce, as the CSP asks of a <style>. */}
      <style nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: cardPictureCss(drawn) }} />
      <span id={QUICK_ADD_LABEL_ID} hidden>
        {t("store.quickAdd")}
      </span>
      {addOff ? (
        <p
          id={ADD_OFF_ID}
          className="mt-4 rounded-md border border-red-700 bg-red-50 p-3 text-sm font-semibold text-red-900"
          data-testid="add-off"
        >
          {addOff}
        </p>
      ) : null}
      {categories.map((category, categoryIndex) => (
        <MenuCategory
          key={category.id}
          category={category}
          eager={(index) => eager(categoryIndex, index)}
          money={money}
          storeSlug={storeSlug}
          menuId={menuId}
          onOpen={onOpen}
          adding={adding}
          blocked={addOff !== null}
        />
      ))}
    </>
  );
}

/** A category's section: its heading and its product cards. */
function MenuCategory({
  category,
  eager,
  money,
  storeSlug,
  menuId,
  onOpen,
  adding,
  blocked,
}: {
  category: CardCategory;
  /** Whether the category's card at this index has its picture fetched at once. */
  eager: (index: number) => boolean;
  money: (minor: number) => string;
  storeSlug: string;
  menuId: number;
  onOpen: (event: MouseEvent<HTMLAnchorElement>) => void;
  adding: ReadonlySet<number>;
  blocked: boolean;
}) {
  // A section, its heading and its list are styled by data-category-id in tailwind.css (no classes
  // repeated per category).
  return (
    <section
      id={categorySectionId(category.id)}
      data-category-id={category.id}
      aria-labelledby={`category-title-${category.id}`}
    >
      <h2 id={`category-title-${category.id}`}>{category.name}</h2>
      <ul>
        {category.products.map((product, index) => (
          <ProductCard
            key={product.id}
            eager={eager(index)}
            product={product}
            money={money}
            href={productHref(storeSlug, product.id, menuId)}
            onOpen={onOpen}
            adding={adding.has(product.id)}
            blocked={blocked}
          />
        ))}
      </ul>
    </section>
  );
}
