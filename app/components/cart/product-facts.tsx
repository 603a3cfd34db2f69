// A dish's facts on its page and in its sheet, when the platform states them: its calories (the
// chosen size's; before a choice, the range its sizes span), its dietary tags (icon and name) and
// the allergens it contains ("Contains: gluten, milk"). Server-rendered; with JS the calories follow
// the size chosen in the form.
import type { Product } from "~/contract";
import { caloriesRange, variantCalories } from "~/contract/menu-facts";
import { formatList } from "~/i18n/format";
import { useI18n } from "~/i18n/react";
import { caloriesText, dietaryLabel, DietaryIcon } from "~/components/store/dish-facts";

export function ProductFacts({ product, variantId }: { product: Product; variantId: number | null }) {
  const { t, lang } = useI18n();
  const range = caloriesRange(product);
  const chosen =
    variantId !== null && product.variants.some((v) => v.id === variantId)
      ? variantCalories(product, variantId)
      : undefined;
  const calories =
    chosen !== undefined ? caloriesText(t, chosen) : range ? caloriesText(t, range.min, range.max) : null;
  const tags = product.dietary ?? [];
  const allergens = product.allergens ?? [];
  if (calories === null && !tags.length && !allergens.length) return null;
  return (
    <div className="mt-3 flex flex-col items-start gap-2 text-sm text-gray-800" data-testid="product-facts">
      {calories !== null ? (
        <p className="font-semibold" data-testid="product-calories">
          {calories}
        </p>
      ) : null}
      {tags.length ? (
        <ul className="flex flex-wrap gap-2" data-testid="product-tags">
          {tags.map((tag) => (
            <li key={tag} className="inline-flex items-center gap-1 rounded-full border border-gray-300 px-2 py-0.5">
              <DietaryIcon tag={tag} />
              {dietaryLabel(t, tag)}
            </li>
          ))}
        </ul>
      ) : null}
      {allergens.length ? (
        <p data-testid="product-allergens">
          {t("product.contains", {
            allergens: formatList(
              lang,
              allergens.map((code) => t(`product.allergens.${code}`)),
            ),
          })}
        </p>
      ) : null}
    </div>
  );
}

/** A size's own calories beside its name when the sizes' differ ("1990 kcal"), else nothing. */
export function VariantCalories({ product, variantId }: { product: Product; variantId: number }) {
  const { t } = useI18n();
  const range = caloriesRange(product);
  const kcal = variantCalories(product, variantId);
  if (!range || range.min === range.max || kcal === undefined) return null;
  // After a space, so the size's name and its calories read as two words.
  return (
    <>
      {" "}
      <span className="ms-1 text-xs text-gray-700">{caloriesText(t, kcal)}</span>
    </>
  );
}
