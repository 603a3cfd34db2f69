// A dish's facts beside its name and price (contract extension, see `productSchema`): the codes of
// the allergens it contains and of its dietary tags, and how a product's calories read for one of its
// variants. The storefront words every code in its own translations (`product.allergens.*`,
// `common.dietary.*`); the platform sends codes only. No zod here: the cards, the product page and
// the sheet import it in the browser (decision 63), the contract's schema and the sandbox as well.

/**
 * The 14 allergens EU food law has a menu declare, one code each, in the order the law lists them:
 * `gluten` (cereals containing gluten), `crustaceans`, `eggs`, `fish`, `peanuts`, `soya`, `milk`,
 * `nuts` (tree nuts: almonds, hazelnuts, walnuts, cashews, pecans, Brazil nuts, pistachios,
 * macadamias), `celery`, `mustard`, `sesame`, `sulphites` (sulphur dioxide and sulphites), `lupin`,
 * `molluscs`.
 */
export const ALLERGENS = [
  "gluten",
  "crustaceans",
  "eggs",
  "fish",
  "peanuts",
  "soya",
  "milk",
  "nuts",
  "celery",
  "mustard",
  "sesame",
  "sulphites",
  "lupin",
  "molluscs",
] as const;
export type Allergen = (typeof ALLERGENS)[number];

/**
 * The dietary tags a dish may carry, in the order a page shows them: `vegetarian` (no meat or
 * fish), `vegan` (nothing of animal origin), `spicy`, `gluten_free`, `dairy_free`, `contains_nuts`
 * (tree nuts, peanuts or pine nuts: a warning, beside the allergens).
 */
export const DIETARY_TAGS = ["vegetarian", "vegan", "spicy", "gluten_free", "dairy_free", "contains_nuts"] as const;
export type DietaryTag = (typeof DIETARY_TAGS)[number];

/**
 * The known codes of a list as the platform sent it, once each, in the known list's order: a code
 * this storefront does not know (a newer platform's, a typo, anything but a string) is left out,
 * never a failed read.
 */
export function knownCodes<T extends string>(known: readonly T[], codes: readonly unknown[]): T[] {
  const sent = new Set(codes);
  return known.filter((code) => sent.has(code));
}

/**
 * What a product's calories depend on: its own (its base variant's) and its variants' (absent: the
 * product's apply; null: not known).
 */
export interface CaloriesOf {
  calories?: number;
  variants: readonly { id: number; calories?: number | null }[];
}

/** A variant's calories: its own where it states them, else the product's (undefined: not known). */
export function variantCalories(product: CaloriesOf, variantId: number): number | undefined {
  const own = product.variants.find((v) => v.id === variantId)?.calories;
  return own === undefined ? product.calories : (own ?? undefined);
}

/**
 * The calories a product may have, whatever the customer chooses: one figure (`min` = `max`) when
 * its variants agree, the lowest and highest when they differ; null when any of them is not known.
 */
export function caloriesRange(product: CaloriesOf): { min: number; max: number } | null {
  const figures = product.variants.length
    ? product.variants.map((v) => variantCalories(product, v.id))
    : [product.calories];
  if (figures.some((kcal) => kcal === undefined)) return null;
  const known = figures as number[];
  return { min: Math.min(...known), max: Math.max(...known) };
}
