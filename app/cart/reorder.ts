// "Order again": an order's lines rebuilt as cart lines from today's catalogue — the same product,
// variant, options and special request, priced as the menu prices them now. A line whose product,
// variant or options are gone or unavailable is left out, by name; a line priced otherwise today is
// named with both prices (a unit's, options and discount included, as the order states it).
import type { LocalCartItem, Order, Store } from "~/contract";
import { findProduct, priceChoice, toCartItem, type Selection } from "./selection";

export interface Reorder {
  items: LocalCartItem[];
  /** Names of the order's lines that cannot be ordered today. */
  leftOut: string[];
  /** The lines whose unit price changed since the order: `was` the order's, `now` today's. */
  changed: { name: string; was: number; now: number }[];
}

export function reorderItems(store: Store, order: Pick<Order, "items">): Reorder {
  const items: LocalCartItem[] = [];
  const leftOut: string[] = [];
  const changed: Reorder["changed"] = [];
  for (const line of order.items) {
    const found = findProduct(store.menus, line.menu_id, line.product_id);
    if (!found) {
      leftOut.push(line.name);
      continue;
    }
    // Group ids are unique across a product's nested groups: the flattened options map straight back.
    const selection: Selection = new Map();
    for (const option of line.options) {
      if (!selection.has(option.group_id)) selection.set(option.group_id, new Map());
      selection.get(option.group_id)!.set(option.id, option.quantity);
    }
    const input = {
      variantId: line.variant?.id ?? null,
      selection,
      quantity: line.quantity,
      specialRequest: line.special_request,
    };
    const priced = priceChoice(found.product, input);
    if (priced.errors.length) {
      leftOut.push(found.product.name);
      continue;
    }
    const item = toCartItem(store.info, found.menu, found.product, input, priced);
    if (item.unitPriceAfterDiscount !== line.unit_price)
      changed.push({ name: item.name, was: line.unit_price, now: item.unitPriceAfterDiscount });
    items.push(item);
  }
  return { items, leftOut, changed };
}
