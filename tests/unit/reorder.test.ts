import { describe, expect, it } from "vitest";
import { reorderItems } from "~/cart/reorder";
import type { Order, Product, Store } from "~/contract";

const product = (id: number, name: string, extra: Partial<Product> = {}): Product => ({
  id,
  name,
  description: "",
  image: null,
  price: 1000,
  discount: { kind: "none", value: 0 },
  price_after_discount: 1000,
  availability: "available",
  max_quantity: null,
  variants: [],
  option_groups: [],
  ...extra,
});

const burger = product(1, "Burger", {
  price: 1200,
  price_after_discount: 1200,
  option_groups: [
    {
      id: 10,
      name: "Extras",
      selection: "multi",
      min: 0,
      max: 3,
      options: [{ id: 100, name: "Cheese", price: 250, availability: "available", max_quantity: 2, option_groups: [] }],
    },
  ],
});

const store = {
  info: {
    id: 1,
    slug: "s",
    brand_slug: "b",
    name: "Store",
    country: { iso_two_code: "KW", currency_code: "KWD", decimal_places: 3 },
  },
  menus: [
    {
      info: { id: 5, purpose: "delivery", type: "simple", name: "Menu" },
      categories: [{ id: 7, name: "All", products: [burger, product(2, "Fries", { availability: "unavailable" })] }],
    },
  ],
} as unknown as Store;

const line = (
  productId: number,
  name: string,
  extra: Partial<Order["items"][number]> = {},
): Order["items"][number] => ({
  product_id: productId,
  menu_id: 5,
  name,
  image: null,
  variant: null,
  options: [],
  quantity: 1,
  special_request: null,
  unit_price: 999,
  total: 999,
  ...extra,
});

describe("order again", () => {
  it("rebuilds lines from today's catalogue, options and prices included", () => {
    const { items, leftOut } = reorderItems(store, {
      items: [
        line(1, "Burger (old name)", {
          quantity: 2,
          special_request: "no onions",
          options: [{ group_id: 10, group_name: "Extras", id: 100, name: "Cheese", quantity: 2, price: 1, depth: 0 }],
        }),
      ],
    });
    expect(leftOut).toEqual([]);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      id: 1,
      name: "Burger",
      quantity: 2,
      specialRequest: "no onions",
      unitPrice: 1700,
      unitPriceAfterDiscount: 1700,
    });
    expect(items[0]!.selectedOptionGroups[0]!.options[0]).toMatchObject({ id: 100, quantity: 2 });
  });

  it("names and leaves out lines that cannot be ordered today", () => {
    const { items, leftOut } = reorderItems(store, {
      items: [
        line(2, "Fries"),
        line(99, "Gone Wrap"),
        line(1, "Burger", {
          options: [
            { group_id: 10, group_name: "Extras", id: 555, name: "Old sauce", quantity: 1, price: 0, depth: 0 },
          ],
        }),
        line(1, "Burger"),
      ],
    });
    expect(leftOut).toEqual(["Fries", "Gone Wrap", "Burger"]);
    expect(items.map((i) => i.id)).toEqual([1]);
  });

  it("names a line whose unit price changed since the order, with both prices", () => {
    const { changed } = reorderItems(store, {
      items: [line(1, "Burger", { unit_price: 1200 }), line(1, "Burger", { unit_price: 1000, special_request: "x" })],
    });
    expect(changed).toEqual([{ name: "Burger", was: 1000, now: 1200 }]);
  });
});
