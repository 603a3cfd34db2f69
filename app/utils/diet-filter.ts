// The store page's dietary filter, as the server renders it and the browser redoes it: `?diet=` names
// the tags a dish must all carry (vegetarian and gluten free: both). The server reads the query with
// zod (app/server/store-page/diet-filter.server.ts); this module is what both sides do with the result, without
// zod (docs/decisions/0103).
import type { DietaryTag } from "~/contract/menu-facts";

/** The query parameter, repeated once per chosen tag: `?diet=vegetarian&diet=vegan`. */
export const DIET_PARAM = "diet";

/**
 * The tags a customer may filter by, in the order the chips show them: what a dish is, not what it
 * warns of. `contains_nuts` is a warning beside the allergens: a filter to dishes with nuts helps
 * nobody, and one to dishes without would claim a dish free of nuts that the platform never did.
 */
export const FILTER_TAGS = [
  "vegetarian",
  "vegan",
  "gluten_free",
  "dairy_free",
  "spicy",
] as const satisfies readonly DietaryTag[];
export type FilterTag = (typeof FILTER_TAGS)[number];

/**
 * What a dish's tags say without naming it: a vegan dish (nothing of animal origin) is vegetarian
 * and dairy free too, so a vegan dish the platform did not also tag so is still found by those.
 */
export function dietsOf(tags: readonly string[] | undefined): Set<string> {
  const all = new Set(tags ?? []);
  if (all.has("vegan")) {
    all.add("vegetarian");
    all.add("dairy_free");
  }
  return all;
}

/** Whether a dish's tags meet every chosen tag (no tag chosen: every dish). */
export function matchesDiets(tags: readonly string[] | undefined, chosen: readonly string[]): boolean {
  if (chosen.length === 0) return true;
  const diets = dietsOf(tags);
  return chosen.every((tag) => diets.has(tag));
}

/** The categories with only their dishes that meet every chosen tag; a category left with none goes. */
export function dietCategories<C extends { products: { tags?: readonly string[] }[] }>(
  categories: C[],
  chosen: readonly string[],
): C[] {
  if (chosen.length === 0) return categories;
  return categories
    .map((c) => ({ ...c, products: c.products.filter((p) => matchesDiets(p.tags, chosen)) }))
    .filter((c) => c.products.length > 0);
}

/** `search` with its `diet` parameters replaced by `chosen` (the other parameters as they were). */
export function withDiets(search: string, chosen: readonly string[]): string {
  const params = new URLSearchParams(search);
  params.delete(DIET_PARAM);
  for (const tag of chosen) params.append(DIET_PARAM, tag);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * Whether going from one URL to the other changes only the chosen tags: the page's data stays as it
 * is (the browser filters what it has), so neither the store page nor the root loads again.
 */
export function dietOnlyChange(current: URL, next: URL): boolean {
  if (current.origin !== next.origin || current.pathname !== next.pathname) return false;
  const rest = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete(DIET_PARAM);
    params.sort();
    return params.toString();
  };
  const diets = (url: URL) => url.searchParams.getAll(DIET_PARAM).join("&");
  return rest(current) === rest(next) && diets(current) !== diets(next);
}
