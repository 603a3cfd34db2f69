import { describe, expect, it } from "vitest";
import { parseChoiceForm, priceChoice } from "~/cart/selection";
import type { Product } from "~/contract";

const product: Product = {
  id: 1,
  name: "Combo",
  description: "",
  image: null,
  price: 2000,
  discount: { kind: "percentage", value: 10 },
  price_after_discount: 1800,
  availability: "available",
  max_quantity: 5,
  variants: [
    { id: 11, name: "Regular", price: 2000, price_after_discount: 1800, availability: "available" },
    { id: 12, name: "Large", price: 2500, price_after_discount: 2250, availability: "unavailable" },
  ],
  option_groups: [
    {
      id: 100,
      name: "Drink",
      selection: "single",
      min: 1,
      max: 1,
      options: [
        {
          id: 101,
          name: "Cola",
          price: 0,
          availability: "available",
          max_quantity: 1,
          option_groups: [
            {
              id: 200,
              name: "Ice",
              selection: "single",
              min: 1,
              max: 1,
              options: [
                { id: 201, name: "No ice", price: 0, availability: "available", max_quantity: 1, option_groups: [] },
              ],
            },
          ],
        },
        { id: 102, name: "Juice", price: 250, availability: "unavailable", max_quantity: 1, option_groups: [] },
      ],
    },
    {
      id: 300,
      name: "Extras",
      selection: "multi",
      min: 0,
      max: 3,
      options: [
        { id: 301, name: "Cheese", price: 150, availability: "available", max_quantity: 2, option_groups: [] },
        { id: 302, name: "Bacon", price: 300, availability: "available", max_quantity: 1, option_groups: [] },
      ],
    },
  ],
};

function form(entries: [string, string][]) {
  const data = new URLSearchParams();
  for (const [k, v] of entries) data.append(k, v);
  return parseChoiceForm(data)!;
}

describe("product choice", () => {
  it("prices a valid choice with nested groups and option quantities (options carry no discount)", () => {
    const input = form([
      ["variant", "11"],
      ["g.100", "101"],
      ["g.200", "201"],
      ["q.300.301", "2"],
      ["g.300", "302"],
      ["quantity", "2"],
    ]);
    const priced = priceChoice(product, input);
    expect(priced.errors).toEqual([]);
    expect(priced.unitPrice).toBe(2000 + 2 * 150 + 300);
    expect(priced.unitPriceAfterDiscount).toBe(1800 + 2 * 150 + 300);
    expect(priced.groups.map((g) => g.id)).toEqual([100, 300]);
    expect(priced.groups[0]!.options[0]!.option_groups[0]!.options[0]!.id).toBe(201);
  });

  it("requires a variant and the minimum of required groups, including nested ones", () => {
    const priced = priceChoice(product, form([["g.100", "101"]]));
    expect(priced.errors).toEqual(
      expect.arrayContaining([
        { field: "variant", code: "required" },
        { field: "group.200", code: "min", min: 1, max: 1 },
      ]),
    );
  });

  it("refuses unavailable variants and options, too many options and unknown ids", () => {
    expect(
      priceChoice(
        product,
        form([
          ["variant", "12"],
          ["g.100", "101"],
          ["g.200", "201"],
        ]),
      ).errors,
    ).toContainEqual({ field: "variant", code: "unavailable" });
    expect(
      priceChoice(
        product,
        form([
          ["variant", "11"],
          ["g.100", "102"],
        ]),
      ).errors,
    ).toContainEqual({ field: "group.100", code: "unavailable" });
    const tooMany = form([
      ["variant", "11"],
      ["g.100", "101"],
      ["g.200", "201"],
      ["q.300.301", "2"],
      ["q.300.302", "1"],
      ["g.300", "302"],
    ]);
    expect(
      priceChoice(product, {
        ...tooMany,
        selection: new Map([
          ...tooMany.selection,
          [
            300,
            new Map([
              [301, 3],
              [302, 1],
            ]),
          ],
        ]),
      }).errors,
    ).toEqual(
      expect.arrayContaining([
        { field: "group.300", code: "optionMax", max: 2 },
        { field: "group.300", code: "max", min: 0, max: 3 },
      ]),
    );
    expect(
      priceChoice(
        product,
        form([
          ["variant", "11"],
          ["g.100", "101"],
          ["g.200", "201"],
          ["g.999", "1"],
        ]),
      ).errors,
    ).toContainEqual({ field: "options", code: "unknown" });
    expect(priceChoice(product, form([["variant", "99"]])).errors).toContainEqual({
      field: "variant",
      code: "unknown",
    });
  });

  it("refuses two options in a single-choice group", () => {
    const priced = priceChoice(
      product,
      form([
        ["variant", "11"],
        ["g.100", "101"],
        ["g.100", "102"],
        ["g.200", "201"],
      ]),
    );
    expect(priced.errors).toContainEqual({ field: "group.100", code: "single" });
  });

  it("checks quantity bounds: 0, -1, 10^9 and the product maximum", () => {
    const base: [string, string][] = [
      ["variant", "11"],
      ["g.100", "101"],
      ["g.200", "201"],
    ];
    for (const q of ["0", "-1", "1000000000", "6"]) {
      expect(priceChoice(product, form([...base, ["quantity", q]])).errors).toContainEqual({
        field: "quantity",
        code: "range",
        max: 5,
      });
    }
    expect(priceChoice(product, form([...base, ["quantity", "5"]])).errors).toEqual([]);
  });

  it("rejects malformed forms", () => {
    expect(parseChoiceForm(new URLSearchParams("quantity=abc"))).toBeNull();
    expect(parseChoiceForm(new URLSearchParams("g.1=x"))).toBeNull();
    expect(parseChoiceForm(new URLSearchParams("variant=1e3"))).toBeNull();
  });

  it("ignores nested groups of options that were not chosen", () => {
    const priced = priceChoice(
      product,
      form([
        ["variant", "11"],
        ["g.100", "101"],
        ["g.200", "201"],
        ["g.300", "302"],
      ]),
    );
    expect(priced.errors).toEqual([]);
  });
});
