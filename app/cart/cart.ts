// The cart rules of the spec (section 4 "Cart"), pure: the session keeps the state, actions call these.
// - one store per cart: an item from another store is refused until the customer confirms, and
//   confirming empties the cart and starts it with the new item;
// - catering never mixed with non-catering (the cart is catering only if every item is); a mismatch
//   asks for confirmation, and confirming replaces the cart;
// - an identical line (everything but quantity and prices) adds to its quantity;
// - a quantity of zero removes the line;
// - clearing resets checkout state: promo code and wallet flag (errors and unavailable ids are
//   derived from the checkout answer, which is recomputed from the cart).
import type { LocalCartItem, LocalSelectedOptionGroup, OrderingCartItem, SelectedOptionGroup } from "~/contract";

export const MAX_LINE_QUANTITY = 999;
export const MAX_LINES = 100;

export interface Cart {
  items: LocalCartItem[];
  promoCode: string | null;
  applyWallet: boolean;
}

export const EMPTY_CART: Cart = { items: [], promoCode: null, applyWallet: false };

export type AddResult =
  | { ok: true; cart: Cart }
  /** The cart holds another store's items; the confirmation names that store. */
  | { ok: false; conflict: "store"; currentStoreName: string }
  /** Catering and non-catering do not mix; the confirmation is titled with the new item's menu type. */
  | { ok: false; conflict: "catering"; menuType: "catering" | "regular" }
  | { ok: false; conflict: "limit" };

export function isCateringCart(cart: Cart): boolean {
  return cart.items.length > 0 && cart.items.every((item) => item.menuPurpose === "catering");
}

export function cartStoreSlug(cart: Cart): string | null {
  return cart.items[0]?.storeSlug ?? null;
}

export function itemCount(cart: Cart): number {
  return cart.items.reduce((sum, item) => sum + item.quantity, 0);
}

function canonicalGroups(groups: LocalSelectedOptionGroup[]): unknown {
  return [...groups]
    .sort((a, b) => a.id - b.id)
    .map((g) => [
      g.id,
      [...g.options].sort((a, b) => a.id - b.id).map((o) => [o.id, o.quantity, canonicalGroups(o.option_groups)]),
    ]);
}

/** What makes two items the same line: everything except quantity and prices. */
export function lineIdentity(item: LocalCartItem): string {
  return JSON.stringify([
    item.id,
    item.menuId,
    item.storeSlug,
    item.selectedVariant?.id ?? null,
    canonicalGroups(item.selectedOptionGroups),
    (item.specialRequest ?? "").trim(),
  ]);
}

/** A short stable key of a line for forms and React keys (FNV-1a of its identity). */
export function lineKey(item: LocalCartItem): string {
  let hash = 0x811c9dc5;
  const text = lineIdentity(item);
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

export function addItem(cart: Cart, item: LocalCartItem, { replace = false } = {}): AddResult {
  if (replace) return { ok: true, cart: { ...EMPTY_CART, items: [item] } };
  const current = cart.items[0];
  if (current && current.storeSlug !== item.storeSlug) {
    return { ok: false, conflict: "store", currentStoreName: current.storeName };
  }
  if (current && isCateringCart(cart) !== (item.menuPurpose === "catering")) {
    return { ok: false, conflict: "catering", menuType: item.menuPurpose === "catering" ? "catering" : "regular" };
  }
  const identity = lineIdentity(item);
  const index = cart.items.findIndex((line) => lineIdentity(line) === identity);
  if (index === -1) {
    if (cart.items.length >= MAX_LINES) return { ok: false, conflict: "limit" };
    return { ok: true, cart: { ...cart, items: [...cart.items, item] } };
  }
  const items = cart.items.map((line, i) =>
    i === index
      ? {
          ...line,
          quantity: Math.min(MAX_LINE_QUANTITY, line.quantity + item.quantity),
          unitPrice: item.unitPrice,
          unitPriceAfterDiscount: item.unitPriceAfterDiscount,
        }
      : line,
  );
  return { ok: true, cart: { ...cart, items } };
}

/** Sets a line's quantity; zero (or less) removes it. Unknown keys leave the cart as it is. */
export function setQuantity(cart: Cart, key: string, quantity: number): Cart {
  if (!Number.isInteger(quantity) || !cart.items.some((line) => lineKey(line) === key)) return cart;
  const items = cart.items
    .map((line) => (lineKey(line) === key ? { ...line, quantity: Math.min(MAX_LINE_QUANTITY, quantity) } : line))
    .filter((line) => line.quantity > 0);
  return items.length === 0 ? clearCart() : { ...cart, items };
}

export function changeQuantity(cart: Cart, key: string, delta: number): Cart {
  const line = cart.items.find((l) => lineKey(l) === key);
  return line ? setQuantity(cart, key, line.quantity + delta) : cart;
}

/** Empties the cart and resets the checkout state (promo code, wallet flag). */
export function clearCart(): Cart {
  return { ...EMPTY_CART, items: [] };
}

export function setPromoCode(cart: Cart, code: string | null): Cart {
  return { ...cart, promoCode: code?.trim() || null };
}

export function setApplyWallet(cart: Cart, apply: boolean): Cart {
  return { ...cart, applyWallet: apply };
}

/** Ids of products the checkout flagged `not_found`: those lines are shown unavailable. */
export function unavailableProductIds(errors: { products?: { id: number; type: string }[] } | null | undefined): number[] {
  return (errors?.products ?? []).filter((e) => e.type === "not_found").map((e) => e.id);
}

/** The ordering shape of the spec (section 3) for checkout and placing an order. */
function orderingGroups(groups: LocalSelectedOptionGroup[]): SelectedOptionGroup[] {
  return groups.map((g) => ({
    id: g.id,
    options: g.options.map((o) => ({ id: o.id, quantity: o.quantity, option_groups: orderingGroups(o.option_groups) })),
  }));
}

export function toOrderingItems(cart: Cart): OrderingCartItem[] {
  return cart.items.map((item) => ({
    product_id: item.id,
    quantity: item.quantity,
    variant_id: item.selectedVariant?.id ?? null,
    option_groups: orderingGroups(item.selectedOptionGroups),
    special_request: item.specialRequest?.trim() || null,
    menu_id: item.menuId,
  }));
}
