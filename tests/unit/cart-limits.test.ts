// A cart line never holds more than its product allows: add, set and increment
// are refused past the catalogue's limit, with the limit; whole numbers only; the total is withheld
// while the platform refuses a line.
import { describe, expect, it } from "vitest";
import {
  addItem,
  cartFingerprint,
  EMPTY_CART,
  incrementLine,
  lineKey,
  lineLimit,
  MAX_LINE_QUANTITY,
  setLineQuantity,
  type Cart,
} from "~/cart/cart";
import { cartView } from "~/cart/cart-view";
import type { CheckoutResponse } from "~/contract";
import { cartItem } from "../support/cart-item";

const item = cartItem;

const cartOf = (quantity: number): Cart => ({ ...EMPTY_CART, items: [item({ quantity })] });
const KEY = lineKey(item());

describe("a line's limit", () => {
  it("is the product's maximum within the cart's hard cap", () => {
    expect(lineLimit(10)).toBe(10);
    expect(lineLimit(null)).toBe(MAX_LINE_QUANTITY);
    expect(lineLimit(undefined)).toBe(MAX_LINE_QUANTITY);
    expect(lineLimit(5000)).toBe(MAX_LINE_QUANTITY);
  });
});

describe("adding", () => {
  it("refuses to pass the product's maximum, saying how many are in the cart already", () => {
    expect(addItem(cartOf(8), item({ quantity: 8 }), { max: 10 })).toEqual({
      ok: false,
      conflict: "quantity",
      max: 10,
      inCart: 8,
    });
    const fits = addItem(cartOf(8), item({ quantity: 2 }), { max: 10 });
    expect(fits.ok && fits.cart.items[0]!.quantity).toBe(10);
  });
  it("refuses a quantity that is not a whole number from 1 to the maximum", () => {
    for (const quantity of [0, -1, 1.5, 11, Number.NaN, Infinity]) {
      expect(addItem(EMPTY_CART, item({ quantity }), { max: 10 })).toEqual({
        ok: false,
        conflict: "quantity",
        max: 10,
        inCart: 0,
      });
    }
    expect(addItem(EMPTY_CART, item({ quantity: 10 }), { max: 10 }).ok).toBe(true);
  });
  it("never goes past the hard cap without a product maximum", () => {
    expect(addItem(cartOf(MAX_LINE_QUANTITY), item()).ok).toBe(false);
  });
});

describe("setting and incrementing", () => {
  it("refuses a quantity past the limit and leaves the cart as it was", () => {
    expect(setLineQuantity(cartOf(2), KEY, 999, 10)).toEqual({ ok: false, reason: "range", max: 10 });
    expect(setLineQuantity(cartOf(2), KEY, 11, 10)).toEqual({ ok: false, reason: "range", max: 10 });
    expect(setLineQuantity(cartOf(2), KEY, 2.5, 10)).toEqual({ ok: false, reason: "range", max: 10 });
    expect(setLineQuantity(cartOf(2), KEY, -1, 10)).toEqual({ ok: false, reason: "range", max: 10 });
    const ten = setLineQuantity(cartOf(2), KEY, 10, 10);
    expect(ten.ok && ten.cart.items[0]!.quantity).toBe(10);
    const none = setLineQuantity(cartOf(2), KEY, 0, 10);
    expect(none.ok && none.cart.items).toEqual([]);
  });
  it("increments up to the limit and no further", () => {
    const nine = incrementLine(cartOf(9), KEY, 10);
    expect(nine.ok && nine.cart.items[0]!.quantity).toBe(10);
    expect(incrementLine(cartOf(10), KEY, 10)).toEqual({ ok: false, reason: "range", max: 10 });
    // A line past a limit the catalogue lowered cannot grow.
    expect(incrementLine(cartOf(999), KEY, 10)).toEqual({ ok: false, reason: "range", max: 10 });
  });
  it("knows an unknown line", () => {
    expect(setLineQuantity(cartOf(1), "nope", 1, 10)).toEqual({ ok: false, reason: "noLine" });
    expect(incrementLine(cartOf(1), "nope", 10)).toEqual({ ok: false, reason: "noLine" });
  });
});

describe("the total", () => {
  const checkout = (products: CheckoutResponse["errors"]["products"]): CheckoutResponse => ({
    errors: { products },
    summary: [{ key: "items_total", label: "Items total", value: 0, font: "normal", color: "default" }],
    totals: {} as CheckoutResponse["totals"],
    payment_methods: [],
    slots: [],
  });
  it("is withheld while the platform refuses a line (it would leave that line out)", () => {
    const view = cartView(cartOf(999), {
      status: "ok",
      checkout: checkout([{ id: 1, index: 0, type: "max_quantity", max_quantity: 10 }]),
    });
    expect(view.summary).toEqual([]);
    expect(view.totalPending).toBe(true);
    expect(view.lines[0]!.maxQuantity).toBe(10);
    expect(view.canCheckout).toBe(false);
  });
  it("is shown when every line is priced", () => {
    const view = cartView(cartOf(2), { status: "ok", checkout: checkout([]) });
    expect(view.summary).toHaveLength(1);
    expect(view.totalPending).toBe(false);
  });
});

describe("the cart an order was placed from", () => {
  it("is told apart from a changed cart (lines, quantities, promo code, wallet)", () => {
    expect(cartFingerprint(cartOf(2))).toBe(cartFingerprint(cartOf(2)));
    expect(cartFingerprint(cartOf(2))).not.toBe(cartFingerprint(cartOf(3)));
    expect(cartFingerprint(cartOf(2))).not.toBe(cartFingerprint({ ...cartOf(2), promoCode: "SAVE10" }));
    expect(cartFingerprint(cartOf(2))).not.toBe(cartFingerprint({ ...cartOf(2), applyWallet: true }));
    expect(cartFingerprint(cartOf(2))).not.toBe(
      cartFingerprint({ ...cartOf(2), items: [item({ quantity: 2, specialRequest: "no ice" })] }),
    );
  });
});
