import { describe, expect, it } from "vitest";
import { cartView } from "~/cart/cart-view";
import { blockedLabel } from "~/components/checkout/blocked-label";
import { EMPTY_CART, type Cart } from "~/cart/cart";
import type { CheckoutResponse, LocalCartItem } from "~/contract";

const item = (id: number, overrides: Partial<LocalCartItem> = {}): LocalCartItem => ({
  id,
  name: `Product ${id}`,
  menuId: 1,
  menuPurpose: "delivery",
  storeSlug: "burger-bay-salmiya",
  storeName: "Burger Bay Salmiya",
  storeCountry: { iso_two_code: "KW" },
  quantity: 1,
  selectedVariant: null,
  selectedOptionGroups: [],
  specialRequest: null,
  unitPrice: 1000,
  unitPriceAfterDiscount: 1000,
  ...overrides,
});

function checkout(errors: CheckoutResponse["errors"]): CheckoutResponse {
  return {
    errors,
    summary: [{ key: "grand_total", label: "Total", value: 3000, font: "bold", color: "default" }],
    totals: {
      items_total: 3000,
      delivery_fee: 0,
      promotion_discount: 0,
      store_discount: 0,
      grand_total: 3000,
      wallet_complement: 0,
      customer_to_pay: 3000,
      tax_info: 0,
    },
    payment_methods: ["cash"],
    slots: [],
  };
}

describe("the cart as shown", () => {
  const cart: Cart = { ...EMPTY_CART, items: [item(1), item(2), item(3)], promoCode: "OLD" };

  it("marks products flagged not_found unavailable, shows max_quantity on its line and the promotion error", () => {
    const view = cartView(cart, {
      status: "ok",
      checkout: checkout({
        promotion: "This code has expired.",
        products: [
          { id: 1, type: "not_found" },
          { id: 2, index: 1, type: "max_quantity", max_quantity: 3 },
        ],
      }),
    });
    expect(view.lines.map((l) => l.unavailable)).toEqual([true, false, false]);
    expect(view.lines[1]!.maxQuantity).toBe(3);
    expect(view.errors.promotion).toBe("This code has expired.");
    expect(view.canCheckout).toBe(false);
    expect(view.currency).toEqual({ currency_code: "KWD", decimal_places: 3 });
  });

  it("can check out when the platform priced it without errors", () => {
    const view = cartView(cart, { status: "ok", checkout: checkout({}) });
    expect(view.canCheckout).toBe(true);
    expect(view.count).toBe(3);
    expect(view.summary[0]!.key).toBe("grand_total");
  });

  it("keeps the cart and says so when the platform could not price it", () => {
    const view = cartView(cart, { status: "error", message: "Sorry, something went wrong!", httpStatus: 503 });
    expect(view.lines).toHaveLength(3);
    expect(view.errors.pricing).toBe("Sorry, something went wrong!");
    expect(view.canCheckout).toBe(false);
  });
});

describe("why an order is blocked, as the cart and Place order say it", () => {
  const cart: Cart = { ...EMPTY_CART, items: [item(1)] };
  const blocked = (order_reason: NonNullable<CheckoutResponse["errors"]["order_reason"]>) =>
    cartView(cart, { status: "ok", checkout: checkout({ order: "blocked", order_reason }) });
  const t = (key: string, vars?: Record<string, string | number>) => `${key}${vars ? ` ${JSON.stringify(vars)}` : ""}`;
  const money = (minor: number) => `KWD ${(minor / 1000).toFixed(3)}`;

  it("below the minimum: what is left, and Place order says to add it", () => {
    const view = blocked({ code: "below_min_order", min_order: 2000, missing: 1150 });
    expect(view.canCheckout).toBe(false);
    expect(view.minimum).toEqual({ amount: 2000, missing: 1150 });
    expect(blockedLabel(t, view, money, null)).toBe('checkout.blocked.below_min_order {"amount":"KWD 1.150"}');
  });

  it("a closed store: no minimum to show, and Place order says when it opens, or to schedule", () => {
    const view = blocked({ code: "store_closed", min_order: 2000, missing: 0 });
    expect(view.blockedBy).toBe("store_closed");
    expect(view.minimum).toBeNull();
    expect(blockedLabel(t, view, money, "Mon 10:00 AM")).toBe('checkout.blocked.store_closed {"time":"Mon 10:00 AM"}');
    expect(blockedLabel(t, view, money, null)).toBe("checkout.blocked.store_closed_later");
  });

  it("nothing blocks: no reason and no minimum", () => {
    const view = cartView(cart, { status: "ok", checkout: checkout({}) });
    expect(view.blockedBy).toBeNull();
    expect(view.minimum).toBeNull();
    expect(view.canCheckout).toBe(true);
  });
});

describe("the cart's way on when the store is closed now (priced for later)", () => {
  const cart: Cart = { ...EMPTY_CART, items: [item(1)] };
  const t = (key: string, vars?: Record<string, string | number>) => `${key}${vars ? ` ${JSON.stringify(vars)}` : ""}`;
  const money = (minor: number) => `KWD ${(minor / 1000).toFixed(3)}`;
  const later = (errors: CheckoutResponse["errors"]) =>
    cartView(cart, { status: "ok", checkout: checkout(errors), forLater: true });

  it("open now and nothing blocks: on to the checkout", () => {
    expect(cartView(cart, { status: "ok", checkout: checkout({}) }).way).toBe("checkout");
  });

  it("closed now and a delivery time solves it: on to the checkout to schedule", () => {
    const view = later({});
    expect(view.way).toBe("schedule");
    expect(view.canCheckout).toBe(true);
    expect(view.blockedBy).toBeNull();
  });

  it("closed now and below the minimum, out of the area or an item gone: stopped, with the reason", () => {
    expect(
      later({ order: "blocked", order_reason: { code: "below_min_order", min_order: 2000, missing: 1000 } }),
    ).toMatchObject({ way: "blocked", blockedBy: "below_min_order", minimum: { amount: 2000, missing: 1000 } });
    expect(
      later({ order: "blocked", order_reason: { code: "out_of_delivery_area", min_order: 2000, missing: 0 } }),
    ).toMatchObject({ way: "blocked", blockedBy: "out_of_delivery_area" });
    expect(later({ products: [{ id: 1, type: "not_found" }] })).toMatchObject({ way: "blocked" });
  });

  it("closed now with no delivery time to offer: stopped, and Place order says only when it opens", () => {
    const view = later({ order: "closed", order_reason: { code: "store_closed", min_order: 2000, missing: 0 } });
    expect(view.way).toBe("blocked");
    expect(blockedLabel(t, view, money, "Sun 10:00 AM")).toBe('checkout.blocked.opensAt {"time":"Sun 10:00 AM"}');
    expect(blockedLabel(t, view, money, null)).toBe("checkout.blocked.closedNoLater");
  });
});

describe("before and outside the delivery area (decision 105)", () => {
  const cart: Cart = { ...EMPTY_CART, items: [item(1)] };

  it("without a location, choosing one is the cart's next step", () => {
    expect(cartView(cart, { status: "ok", checkout: checkout({}) }, { located: false }).needsLocation).toBe(true);
    expect(cartView(cart, { status: "ok", checkout: checkout({}) }, { located: true }).needsLocation).toBe(false);
    expect(cartView(EMPTY_CART, null, { located: false }).needsLocation).toBe(false);
  });

  it("where the store does not deliver: no total (it would carry a fee there is none of)", () => {
    const view = cartView(cart, {
      status: "ok",
      checkout: checkout({
        order: "blocked",
        order_reason: { code: "out_of_delivery_area", min_order: 0, missing: 0 },
      }),
    });
    expect(view.blockedBy).toBe("out_of_delivery_area");
    expect(view.summary).toEqual([]);
    expect(view.canCheckout).toBe(false);
  });
});
