// The store page's dietary filter on the server: the tags the query chooses (`?diet=`, read with zod;
// anything else is ignored, never an error) and the tags the store's dishes carry, which are the ones
// it offers (docs/decisions/0103).
import { z } from "zod";
import type { Store } from "~/contract";
import { derivedFrom } from "../ops";
import { DIET_PARAM, dietsOf, FILTER_TAGS, withDiets, type FilterTag } from "~/utils/diet-filter";

/**
 * The query's tags: each known tag once, in the chips' order. An unknown value, a repeated one or
 * too many of them cannot fail the page: they are left out (there are only so many tags to choose).
 */
const dietQuery = z.array(z.string()).transform((values) => {
  const first = values.slice(0, 50);
  return FILTER_TAGS.filter((tag) => first.includes(tag));
});

export function chosenDiets(searchParams: URLSearchParams): FilterTag[] {
  const parsed = dietQuery.safeParse(searchParams.getAll(DIET_PARAM));
  return parsed.success ? parsed.data : [];
}

/**
 * The filter tags the store's dishes carry (any menu), in the chips' order, and each different set
 * of them a dish has (so the page can tell "none at this store" from "none on this menu" for any
 * choice); once per catalogue read.
 */
export function storeDiets(store: Store): { present: FilterTag[]; combos: FilterTag[][] } {
  return derivedFrom(store, "diets", () => {
    const combos = new Map<string, FilterTag[]>();
    for (const menu of store.menus) {
      for (const category of menu.categories) {
        for (const product of category.products) {
          const diets = dietsOf(product.dietary);
          const combo = FILTER_TAGS.filter((tag) => diets.has(tag));
          if (combo.length) combos.set(combo.join(" "), combo);
        }
      }
    }
    const present = new Set([...combos.values()].flat());
    return { present: FILTER_TAGS.filter((tag) => present.has(tag)), combos: [...combos.values()] };
  });
}

/**
 * What the page's filter offers and has chosen: the store's tags, and a chosen tag no dish carries
 * too (a shared link's), so it shows checked beside its honest "none here" and can be unchecked. A
 * store without tags and a query without any: nothing, and no filter on the page.
 */
export function dietFilter(
  store: Store,
  searchParams: URLSearchParams,
): { offered: FilterTag[]; chosen: FilterTag[]; combos: FilterTag[][] } {
  const chosen = chosenDiets(searchParams);
  const { present, combos } = storeDiets(store);
  return { offered: FILTER_TAGS.filter((tag) => present.includes(tag) || chosen.includes(tag)), chosen, combos };
}

/**
 * A plain form's post from the filtered page (a card's "+", whose action names the filter) answered
 * by a redirect back to that page: the way back keeps the filter. Any other answer as it is.
 */
export function keepDiets<R extends Response>(response: R, from: URL): R {
  const chosen = chosenDiets(from.searchParams);
  const location = response.headers.get("Location");
  if (!chosen.length || !location || response.status < 300 || response.status > 399) return response;
  const target = new URL(location, from);
  if (target.origin !== from.origin || target.pathname !== from.pathname) return response;
  response.headers.set("Location", `${target.pathname}${withDiets(target.search, chosen)}${target.hash}`);
  return response;
}
