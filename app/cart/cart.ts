// The cart rules of the spec (section 4 "Cart"), pure: the session keeps the state, actions call these.
// - one store per cart: an item from another store is refused until the customer confirms, and
//   confirming empties the cart and starts it with the new item;
// - catering never mixed with non-catering (the cart is catering only if every item is); a mismatch
//   asks for confirmation, and confirming replaces the cart;
// - an identical line (everything but quantity and prices) adds to its quantity;
// - a quantity of zero removes the line;
// - a line never holds more than its product allows (the catalogue's `max_quantity`, within
//   MAX_LINE_QUANTITY): an add, a set or an increment past it is refused with the limit, whole
//   numbers only, so the platform never prices a line it refuses (and the total is never wrong);
// - clearing resets checkout state: promo code and wallet flag (errors and unavailable ids are
//   derived from the checkout answer, which is recomputed from the cart).
import type {
  CheckoutResponse,
  LocalCartItem,
  LocalSelectedOptionGroup,
  OrderingCartItem,
  SelectedOptionGroup,
} from "~/contract";

export const MAX_LINE_QUANTITY = 999;
export const MAX_LINES = 100;

export interface Cart {
  items: LocalCartItem[];
  promoCode: string | null;
  applyWallet: boolean;
}

export const EMPTY_CART: Cart = { items: [], promoCode: null, applyWallet: false };

/** The cart as the platform priced it (POST checkout), or why it could not. */
export type CheckoutResult =
  /**
   * `forLater`: the store is closed now, so this is the price of a scheduled order (the instant
   * one said "store_closed"); what it still blocks on is what a delivery time cannot solve.
   */
  | { status: "ok"; checkout: CheckoutResponse; forLater?: boolean }
  /** The platform could not price the cart (outage or refusal); the cart stays as it is. */
  | { status: "error"; message: string; httpStatus: number };

/** An add that waits for the customer to confirm replacing the cart. */
export type ReplaceConflict =
  /** The cart holds another store's items; the confirmation names that store. */
  | { conflict: "store"; currentStoreName: string }
  /** Catering and non-catering do not mix; the confirmation is titled with the new item's menu type. */
  | { conflict: "catering"; menuType: "catering" | "regular" };

export type AddResult =
  | { ok: true; cart: Cart }
  | ({ ok: false } & ReplaceConflict)
  | { ok: false; conflict: "limit" }
  /** The line would pass the product's maximum: `inCart` of `max` are in the cart already. */
  | { ok: false; conflict: "quantity"; max: number; inCart: number };

/** The most of one line: the product's own maximum (null = none) within the cart's hard cap. */
export function lineLimit(productMax: number | null | undefined): number {
  return productMax && productMax > 0 ? Math.min(productMax, MAX_LINE_QUANTITY) : MAX_LINE_QUANTITY;
}

export type QuantityResult =
  { ok: true; cart: Cart } | { ok: false; reason: "noLine" } | { ok: false; reason: "range"; max: number };

/**
 * Sets a line's quantity within `max` (the line's limit, see lineLimit): 0 removes the line; a
 * number that is not a whole number from 0 to `max` is refused and the cart stays as it is.
 */
export function setLineQuantity(cart: Cart, key: string, quantity: number, max: number): QuantityResult {
  if (!cart.items.some((line) => lineKey(line) === key)) return { ok: false, reason: "noLine" };
  if (!Number.isSafeInteger(quantity) || quantity < 0 || quantity > max) return { ok: false, reason: "range", max };
  return { ok: true, cart: setQuantity(cart, key, quantity) };
}

/** One more of a line, within `max` (going down needs no limit: changeQuantity). */
export function incrementLine(cart: Cart, key: string, max: number): QuantityResult {
  const line = cart.items.find((l) => lineKey(l) === key);
  if (!line) return { ok: false, reason: "noLine" };
  return setLineQuantity(cart, key, line.quantity + 1, max);
}

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

function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** A short stable key of a line for forms and React keys (FNV-1a of its identity). */
export function lineKey(item: LocalCartItem): string {
  return fnv1a(lineIdentity(item));
}

/** What an order was placed from (lines, quantities, promo code, wallet flag), to tell a changed cart. */
export function cartFingerprint(cart: Cart): string {
  return fnv1a(
    JSON.stringify([cart.items.map((item) => [lineIdentity(item), item.quantity]), cart.promoCode, cart.applyWallet]),
  );
}

/** Adds a line (or to the same line); `max` is the product's line limit (lineLimit). */
export function addItem(cart: Cart, item: LocalCartItem, { replace = false, max = MAX_LINE_QUANTITY } = {}): AddResult {
  if (!Number.isSafeInteger(item.quantity) || item.quantity < 1 || item.quantity > max) {
    return { ok: false, conflict: "quantity", max, inCart: 0 };
  }
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
  const inCart = cart.items[index]!.quantity;
  if (inCart + item.quantity > max) return { ok: false, conflict: "quantity", max, inCart };
  const items = cart.items.map((line, i) =>
    i === index
      ? {
          ...line,
          quantity: inCart + item.quantity,
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
export function unavailableProductIds(
  errors: { products?: { id: number; type: string }[] } | null | undefined,
): number[] {
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
