// How many of a cart line the catalogue allows: its product's `max_quantity` (within the cart's
// hard cap), read from the cached store catalogue, so the cart action refuses what the platform
// would refuse at checkout instead of storing it.
import type { LocalCartItem } from "~/contract";
import { lineLimit } from "~/cart/cart";
import { findProduct } from "~/cart/selection";
import { ApiError } from "../platform";
import { getStore } from "../catalogue";
import type { AppContext } from "../request";

/** The line's limit, or null when its store or product is gone from the catalogue. */
export async function catalogueLineLimit(
  context: Pick<AppContext, "api" | "config">,
  item: LocalCartItem,
): Promise<number | null> {
  const store = await getStore(context, item.storeSlug).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  });
  const found = store && findProduct(store.menus, item.menuId, item.id);
  return found ? lineLimit(found.product.max_quantity) : null;
}
