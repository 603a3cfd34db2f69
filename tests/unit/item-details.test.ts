// One formatter of an item's choices (decision 54), one list helper on
// Intl.ListFormat (decision 55), one word for the cart in each language.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { flattenChoices, itemDetails } from "~/cart/item-details";
import { formatList } from "~/i18n/format";

describe("formatList", () => {
  it("enumerates with the language's comma, never a Latin one on Arabic pages", () => {
    expect(formatList("en", ["Sesame bun", "2× Cheddar cheese", "Meal"])).toBe("Sesame bun, 2× Cheddar cheese, Meal");
    expect(formatList("ar", ["خبز بالسمسم", "جبنة شيدر", "وجبة"])).toBe("خبز بالسمسم، جبنة شيدر، وجبة");
    expect(formatList("ar", ["كولا", "بطاطس مقلية"])).toBe("كولا، بطاطس مقلية");
    expect(formatList("en", [])).toBe("");
    expect(formatList("en", ["one"])).toBe("one");
  });
  it("names things with the language's conjunction", () => {
    expect(formatList("en", ["Fries", "Onion Rings"], "and")).toBe("Fries and Onion Rings");
    expect(formatList("ar", ["أ", "ب"], "and")).not.toContain(",");
  });
});

describe("itemDetails", () => {
  const order = [
    { name: "Sesame bun", quantity: 1, depth: 0 },
    { name: "Cheddar cheese", quantity: 2, depth: 0 },
    { name: "Meal", quantity: 1, depth: 0 },
    { name: "Cola", quantity: 1, depth: 1 },
    { name: "Fries", quantity: 1, depth: 1 },
    { name: "Jalapeños", quantity: 1, depth: 0 },
  ];
  it("keeps quantities and nesting, the variant first", () => {
    expect(itemDetails("en", { variant: null, options: order })).toBe(
      "Sesame bun, 2× Cheddar cheese, Meal (Cola, Fries), Jalapeños",
    );
    expect(itemDetails("en", { variant: "Large", options: [] })).toBe("Large");
    expect(itemDetails("en", { variant: null, options: [] })).toBe("");
  });
  it("reads the cart's nested choices the way it reads an order's flattened ones", () => {
    const cart = [
      {
        id: 1,
        name: "Choose your bun",
        options: [{ id: 11, name: "Sesame bun", price: 0, quantity: 1, option_groups: [] }],
      },
      {
        id: 2,
        name: "Extras",
        options: [{ id: 21, name: "Cheddar cheese", price: 250, quantity: 2, option_groups: [] }],
      },
      {
        id: 3,
        name: "Make it a meal",
        options: [
          {
            id: 31,
            name: "Meal",
            price: 750,
            quantity: 1,
            option_groups: [
              { id: 4, name: "Drink", options: [{ id: 41, name: "Cola", price: 0, quantity: 1, option_groups: [] }] },
              { id: 5, name: "Side", options: [{ id: 51, name: "Fries", price: 0, quantity: 1, option_groups: [] }] },
            ],
          },
        ],
      },
      { id: 6, name: "More", options: [{ id: 61, name: "Jalapeños", price: 150, quantity: 1, option_groups: [] }] },
    ];
    const flat = flattenChoices(cart, (_id, name) => name);
    expect(flat).toEqual(order);
    expect(itemDetails("en", { variant: null, options: flat })).toBe(
      itemDetails("en", { variant: null, options: order }),
    );
  });
});

describe("one word for the cart in each language", () => {
  const words = (lang: string) => {
    const dir = path.resolve(import.meta.dirname, `../../app/locales/${lang}`);
    return readdirSync(dir)
      .map((f) => readFileSync(path.join(dir, f), "utf8"))
      .join("\n");
  };
  it("English says cart, never basket or bag", () => {
    expect(words("en")).toMatch(/\bcart\b/i);
    expect(words("en")).not.toMatch(/\bbasket|\bbag\b|\btrolley/i);
  });
  it("Arabic says سلة, never عربة", () => {
    expect(words("ar")).toMatch(/سل[ةت]/);
    expect(words("ar")).not.toMatch(/عربة|عربتك/);
  });
});
