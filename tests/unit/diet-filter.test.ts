// The store page's dietary filter: the query read with zod (anything unknown left out), the tags a
// store offers, the cards a choice keeps (a vegan dish is vegetarian too), and the URL changes the
// page filters without loading anything again.
import { describe, expect, it } from "vitest";
import type { Product, Store } from "~/contract";
import { chosenDiets, dietFilter, storeDiets } from "~/server/store-page";
import { dietCategories, dietOnlyChange, matchesDiets, withDiets } from "~/utils/diet-filter";

const params = (query: string) => new URL(`http://x/store/s${query}`).searchParams;

function product(id: number, dietary?: Product["dietary"]): Product {
  return {
    id,
    name: `Dish ${id}`,
    description: "",
    image: null,
    price: 1000,
    discount: { kind: "none", value: 0 },
    price_after_discount: 1000,
    availability: "available",
    max_quantity: null,
    variants: [],
    option_groups: [],
    ...(dietary ? { dietary } : {}),
  };
}

function store(menus: Product[][]): Store {
  return {
    info: {} as Store["info"],
    menus: menus.map((products, i) => ({
      info: { id: i + 1, purpose: "delivery", type: "simple", name: `Menu ${i + 1}` },
      categories: [{ id: 1, name: "All", products }],
    })),
  };
}

describe("the query", () => {
  it("keeps each known tag once, in the chips' order", () => {
    expect(chosenDiets(params("?diet=vegan&diet=vegetarian&diet=vegan"))).toEqual(["vegetarian", "vegan"]);
    expect(chosenDiets(params("?diet=gluten_free&diet=spicy&diet=dairy_free"))).toEqual([
      "gluten_free",
      "dairy_free",
      "spicy",
    ]);
  });

  it("leaves out what it does not know, and never fails", () => {
    expect(chosenDiets(params(""))).toEqual([]);
    expect(chosenDiets(params("?diet=meat&diet=&diet=VEGAN&diet=%3Cscript%3E&diet[]=vegan"))).toEqual([]);
    expect(chosenDiets(params("?diet=meat&diet=vegan"))).toEqual(["vegan"]);
    // A warning, not a diet: no filter offers it.
    expect(chosenDiets(params("?diet=contains_nuts"))).toEqual([]);
    expect(chosenDiets(params(`?${"diet=vegan&".repeat(5000)}diet=spicy`))).toEqual(["vegan"]);
    expect(chosenDiets(params(`?diet=${"x".repeat(100_000)}`))).toEqual([]);
  });
});

describe("what a store offers", () => {
  it("the tags its dishes carry on any menu, a vegan dish's vegetarian and dairy free ones too", () => {
    const diets = storeDiets(
      store([[product(1, ["spicy"]), product(3, ["spicy"])], [product(2, ["vegan", "contains_nuts"])]]),
    );
    expect(diets.present).toEqual(["vegetarian", "vegan", "dairy_free", "spicy"]);
    // Each different set once: the page tells "none at this store" from "none on this menu" by them.
    expect(diets.combos).toEqual([["spicy"], ["vegetarian", "vegan", "dairy_free"]]);
    expect(storeDiets(store([[product(1), product(2, [])]]))).toEqual({ present: [], combos: [] });
  });

  it("a chosen tag no dish carries is offered too (checked, to be unchecked); nothing at a store without tags", () => {
    expect(dietFilter(store([[product(1, ["spicy"])]]), params("?diet=gluten_free"))).toEqual({
      offered: ["gluten_free", "spicy"],
      chosen: ["gluten_free"],
      combos: [["spicy"]],
    });
    expect(dietFilter(store([[product(1)]]), params(""))).toEqual({ offered: [], chosen: [], combos: [] });
    expect(dietFilter(store([[product(1)]]), params("?diet=nonsense"))).toEqual({
      offered: [],
      chosen: [],
      combos: [],
    });
  });
});

describe("the cards a choice keeps", () => {
  const categories = [
    {
      id: 1,
      name: "Mains",
      products: [{ id: 1, tags: ["vegetarian", "spicy"] }, { id: 2 }, { id: 3, tags: ["vegan"] }],
    },
    { id: 2, name: "Drinks", products: [{ id: 4 }] },
  ];

  it("a dish with every chosen tag; a category left empty goes", () => {
    expect(dietCategories(categories, ["vegetarian"])).toEqual([
      { id: 1, name: "Mains", products: [categories[0]!.products[0], categories[0]!.products[2]] },
    ]);
    expect(dietCategories(categories, ["vegetarian", "spicy"]).flatMap((c) => c.products.map((p) => p.id))).toEqual([
      1,
    ]);
    expect(dietCategories(categories, ["gluten_free"])).toEqual([]);
    expect(dietCategories(categories, [])).toBe(categories);
  });

  it("a vegan dish is vegetarian and dairy free; a vegetarian one is not vegan", () => {
    expect(matchesDiets(["vegan"], ["vegetarian", "dairy_free"])).toBe(true);
    expect(matchesDiets(["vegetarian"], ["vegan"])).toBe(false);
    expect(matchesDiets(undefined, ["spicy"])).toBe(false);
    expect(matchesDiets(undefined, [])).toBe(true);
  });
});

describe("the URL", () => {
  it("replaces only the diet parameters", () => {
    expect(withDiets("?menu=2&diet=vegan&q=fries", ["spicy", "vegetarian"])).toBe(
      "?menu=2&q=fries&diet=spicy&diet=vegetarian",
    );
    expect(withDiets("?diet=vegan", [])).toBe("");
  });

  it("a change of diet alone loads nothing again; anything else does", () => {
    const url = (s: string) => new URL(`http://x/en-kw/store/s${s}`);
    expect(dietOnlyChange(url("?menu=1"), url("?menu=1&diet=vegan"))).toBe(true);
    expect(dietOnlyChange(url("?diet=vegan&menu=1"), url("?menu=1"))).toBe(true);
    expect(dietOnlyChange(url("?menu=1&diet=vegan"), url("?menu=1&diet=vegan"))).toBe(false);
    expect(dietOnlyChange(url("?menu=1"), url("?menu=2&diet=vegan"))).toBe(false);
    expect(dietOnlyChange(url("?diet=vegan"), url("?diet=vegan&q=x"))).toBe(false);
    expect(dietOnlyChange(url(""), new URL("http://x/en-kw/store/other?diet=vegan"))).toBe(false);
  });
});
