// Names shown with a cart come from the catalogue in the page's language, never from the language
// the items were added in: the session's cart keeps ids (its stored names are only a fallback for
// items the catalogue no longer has).
import type { AppContext } from "../request";
import { getStore } from "../catalogue";
import { cartStoreSlug, type Cart } from "~/cart/cart";
import type { OptionGroup, Store } from "~/contract";
import type { CatalogueNames } from "~/cart/cart-view";

function collectOptions(groups: OptionGroup[], into: Map<number, string>): void {
  for (const group of groups) {
    for (const option of group.options) {
      into.set(option.id, option.name);
      collectOptions(option.option_groups, into);
    }
  }
}

const computed = new WeakMap<Store, CatalogueNames>();

export function catalogueNames(store: Store): CatalogueNames {
  const known = computed.get(store); // the cached catalogue answer is one object: walk it once
  if (known) return known;
  const names: CatalogueNames = {
    store: store.info.name,
    products: new Map(),
    variants: new Map(),
    options: new Map(),
  };
  for (const menu of store.menus) {
    for (const category of menu.categories) {
      for (const product of category.products) {
        names.products.set(product.id, product.name);
        for (const variant of product.variants) names.variants.set(variant.id, variant.name);
        collectOptions(product.option_groups, names.options);
      }
    }
  }
  computed.set(store, names);
  return names;
}

/** The names of a store in the page's language (a cached catalogue read), or null when it cannot be read. */
export async function storeNames(
  context: Pick<AppContext, "api" | "config">,
  storeSlug: string | null,
): Promise<CatalogueNames | null> {
  if (!storeSlug) return null;
  const store = await getStore(context, storeSlug).catch(() => null);
  return store && catalogueNames(store);
}

export const cartNames = (context: Pick<AppContext, "api" | "config">, cart: Cart) =>
  storeNames(context, cartStoreSlug(cart));
