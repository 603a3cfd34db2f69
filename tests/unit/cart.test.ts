import { describe, expect, it } from "vitest";
import {
  addItem,
  changeQuantity,
  clearCart,
  EMPTY_CART,
  isCateringCart,
  itemCount,
  lineKey,
  setApplyWallet,
  setPromoCode,
  setQuantity,
  toOrderingItems,
  unavailableProductIds,
  type Cart,
} from "~/cart/cart";
import type { LocalCartItem } from "~/contract";
import { cartItem } from "../support/cart-item";

const item = cartItem;

function add(cart: Cart, it: LocalCartItem): Cart {
  const result = addItem(cart, it);
  if (!result.ok) throw new Error(`unexpected conflict ${result.conflict}`);
  return result.cart;
}

describe("cart rules", () => {
  it("adds an identical line by increasing its quantity", () => {
    const cart = add(add(EMPTY_CART, item()), item({ quantity: 2 }));
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]!.quantity).toBe(3);
  });

  it("treats different options, variants or special requests as different lines", () => {
    let cart = add(EMPTY_CART, item());
    cart = add(cart, item({ specialRequest: "no onions" }));
    cart = add(cart, item({ selectedVariant: { id: 5, name: "Large", price: 3000, price_after_discount: 3000 } }));
    cart = add(
      cart,
      item({
        selectedOptionGroups: [
          { id: 7, name: "Sauce", options: [{ id: 70, name: "Garlic", price: 100, quantity: 1, option_groups: [] }] },
        ],
      }),
    );
    expect(cart.items).toHaveLength(4);
  });

  it("ignores prices and option order when comparing lines", () => {
    const a = item({
      selectedOptionGroups: [
        {
          id: 7,
          name: "Sauce",
          options: [
            { id: 70, name: "A", price: 1, quantity: 1, option_groups: [] },
            { id: 71, name: "B", price: 1, quantity: 1, option_groups: [] },
          ],
        },
      ],
    });
    const b = item({
      unitPrice: 9999,
      selectedOptionGroups: [
        {
          id: 7,
          name: "Sauce",
          options: [
            { id: 71, name: "B", price: 5, quantity: 1, option_groups: [] },
            { id: 70, name: "A", price: 5, quantity: 1, option_groups: [] },
          ],
        },
      ],
    });
    expect(lineKey(a)).toBe(lineKey(b));
    expect(add(add(EMPTY_CART, a), b).items).toHaveLength(1);
  });

  it("refuses an item from another store and names the current store", () => {
    const cart = add(EMPTY_CART, item());
    const result = addItem(cart, item({ storeSlug: "pizza-town", storeName: "Pizza Town" }));
    expect(result).toEqual({ ok: false, conflict: "store", currentStoreName: "Burger Bay Salmiya" });
  });

  it("confirming replaces the cart with the new item only", () => {
    const cart = setPromoCode(add(EMPTY_CART, item()), "SAVE10");
    const result = addItem(cart, item({ storeSlug: "pizza-town", storeName: "Pizza Town", id: 2 }), { replace: true });
    expect(result.ok && result.cart.items.map((i) => i.id)).toEqual([2]);
    expect(result.ok && result.cart.promoCode).toBeNull();
  });

  it("never mixes catering with non-catering, titled with the menu type", () => {
    const regular = add(EMPTY_CART, item());
    expect(addItem(regular, item({ id: 3, menuId: 11, menuPurpose: "catering" }))).toEqual({
      ok: false,
      conflict: "catering",
      menuType: "catering",
    });
    const catering = add(EMPTY_CART, item({ menuPurpose: "catering" }));
    expect(isCateringCart(catering)).toBe(true);
    expect(addItem(catering, item({ id: 4, menuPurpose: "gathering" }))).toEqual({
      ok: false,
      conflict: "catering",
      menuType: "regular",
    });
    // gathering and delivery mix: neither is catering
    expect(addItem(regular, item({ id: 5, menuPurpose: "gathering" })).ok).toBe(true);
  });

  it("is catering only if every item is", () => {
    expect(isCateringCart(EMPTY_CART)).toBe(false);
    expect(isCateringCart({ ...EMPTY_CART, items: [item({ menuPurpose: "catering" }), item({ id: 2 })] })).toBe(false);
  });

  it("removes a line decremented to zero and resets checkout state when emptied", () => {
    let cart = setApplyWallet(setPromoCode(add(EMPTY_CART, item()), "X"), true);
    const key = lineKey(cart.items[0]!);
    cart = changeQuantity(cart, key, -1);
    expect(cart).toEqual(clearCart());
    expect(cart.promoCode).toBeNull();
    expect(cart.applyWallet).toBe(false);
  });

  it("sets quantities, caps them and ignores unknown lines and non-integers", () => {
    let cart = add(add(EMPTY_CART, item()), item({ id: 2 }));
    const key = lineKey(cart.items[0]!);
    cart = setQuantity(cart, key, 5);
    expect(itemCount(cart)).toBe(6);
    expect(setQuantity(cart, key, 10 ** 9).items[0]!.quantity).toBe(999);
    expect(setQuantity(cart, "nope", 3)).toBe(cart);
    expect(setQuantity(cart, key, 1.5)).toBe(cart);
    expect(setQuantity(cart, key, -1).items).toHaveLength(1);
  });

  it("clearing resets the promo code and wallet flag", () => {
    const cart = setApplyWallet(setPromoCode(add(EMPTY_CART, item()), "SAVE"), true);
    expect(cart.promoCode).toBe("SAVE");
    expect(clearCart()).toEqual({ items: [], promoCode: null, applyWallet: false });
  });

  it("marks products flagged not_found unavailable", () => {
    expect(
      unavailableProductIds({
        products: [
          { id: 1, type: "not_found" },
          { id: 2, type: "max_quantity" },
        ],
      }),
    ).toEqual([1]);
    expect(unavailableProductIds(undefined)).toEqual([]);
  });

  it("sends the spec's ordering shape", () => {
    const cart = add(
      EMPTY_CART,
      item({
        quantity: 2,
        specialRequest: "  extra napkins ",
        selectedVariant: { id: 5, name: "L", price: 1, price_after_discount: 1 },
        selectedOptionGroups: [
          {
            id: 7,
            name: "S",
            options: [
              {
                id: 70,
                name: "A",
                price: 1,
                quantity: 2,
                option_groups: [
                  { id: 8, name: "N", options: [{ id: 80, name: "x", price: 0, quantity: 1, option_groups: [] }] },
                ],
              },
            ],
          },
        ],
      }),
    );
    expect(toOrderingItems(cart)).toEqual([
      {
        product_id: 1,
        quantity: 2,
        variant_id: 5,
        option_groups: [
          {
            id: 7,
            options: [
              {
                id: 70,
                quantity: 2,
                option_groups: [{ id: 8, options: [{ id: 80, quantity: 1, option_groups: [] }] }],
              },
            ],
          },
        ],
        special_request: "extra napkins",
        menu_id: 10,
      },
    ]);
  });
});
