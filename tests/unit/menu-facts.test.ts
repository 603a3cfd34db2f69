// A dish's facts in the contract (calories, allergens, dietary tags: optional, unknown codes left out,
// a malformed value dropped, never a failed read), the calories of a variant, and the sandbox's demo
// facts (every Saudi dish states its calories; every entry names a dish of its brand).
import { describe, expect, it } from "vitest";
import { productSchema, type Product } from "~/contract";
import { ALLERGENS, caloriesRange, DIETARY_TAGS, knownCodes, variantCalories } from "~/contract/menu-facts";
import { brandDefs } from "../../sandbox/seed-data";
import { MENU_FACTS, menuFactsSql } from "../../sandbox/menu-facts";
import { LAMB_MANDI } from "../support/product";

const product = LAMB_MANDI;

const parse = (extra: Record<string, unknown>, variants = product.variants as unknown[]) =>
  productSchema.parse({ ...product, variants, ...extra });

describe("a dish's facts in the contract", () => {
  it("are absent when the platform states none: the product as before, no keys added", () => {
    const parsed = productSchema.parse(product);
    expect(parsed).toEqual(product);
    expect(Object.keys(parsed)).not.toContain("calories");
    expect(Object.keys(parsed.variants[0]!)).not.toContain("calories");
  });

  it("keeps calories, known allergens and tags, and a variant's own calories", () => {
    const parsed = parse({ calories: 1050, allergens: ["milk", "gluten"], dietary: ["gluten_free"] }, [
      product.variants[0],
      { ...product.variants[1], calories: 1990 },
    ]);
    expect(parsed.calories).toBe(1050);
    expect(parsed.variants.map((v) => v.calories)).toEqual([undefined, 1990]);
    // In the contract's order (EU law's), once each.
    expect(parsed.allergens).toEqual(["gluten", "milk"]);
    expect(parsed.dietary).toEqual(["gluten_free"]);
  });

  it("leaves out unknown codes and keeps the rest; a list of none known is empty", () => {
    const parsed = parse({
      allergens: ["sesame", "kryptonite", "<script>alert(1)</script>", 42, null, "sesame", "MILK"],
      dietary: ["halal", "vegan", { code: "spicy" }],
    });
    expect(parsed.allergens).toEqual(["sesame"]);
    expect(parsed.dietary).toEqual(["vegan"]);
    expect(parse({ allergens: ["unknown"] }).allergens).toEqual([]);
  });

  it("drops a malformed value, never the product or the menu", () => {
    for (const calories of [-1, 12.5, "450", "<b>450</b>", null, Number.MAX_SAFE_INTEGER, { kcal: 450 }]) {
      const parsed = parse({ calories, allergens: "milk", dietary: { vegan: true } }, [
        { ...product.variants[0], calories },
      ]);
      expect(parsed.calories).toBeUndefined();
      // A size's calories not known: not the product's either (never a figure that may be wrong).
      expect(parsed.variants[0]!.calories).toBeNull();
      expect(caloriesRange(parsed)).toBeNull();
      expect(parsed.allergens).toBeUndefined();
      expect(parsed.dietary).toBeUndefined();
    }
  });

  it("codes: the EU's 14 allergens and the known tags", () => {
    expect(ALLERGENS).toHaveLength(14);
    expect(new Set(ALLERGENS).size).toBe(14);
    expect([...ALLERGENS].sort()).toEqual([
      "celery",
      "crustaceans",
      "eggs",
      "fish",
      "gluten",
      "lupin",
      "milk",
      "molluscs",
      "mustard",
      "nuts",
      "peanuts",
      "sesame",
      "soya",
      "sulphites",
    ]);
    expect(DIETARY_TAGS).toEqual(
      expect.arrayContaining(["vegetarian", "vegan", "spicy", "gluten_free", "contains_nuts"]),
    );
    expect(knownCodes(DIETARY_TAGS, ["spicy", "vegan", "spicy"])).toEqual(["vegan", "spicy"]);
  });
});

describe("calories by variant", () => {
  const mandi = { calories: 1050, variants: [{ id: 1 }, { id: 2, calories: 1990 }] };

  it("a variant's own, else the product's", () => {
    expect(variantCalories(mandi, 2)).toBe(1990);
    expect(variantCalories(mandi, 1)).toBe(1050);
    expect(variantCalories(mandi, 99)).toBe(1050);
    expect(variantCalories({ variants: [{ id: 1 }] }, 1)).toBeUndefined();
    expect(variantCalories({ calories: 1050, variants: [{ id: 1, calories: null }] }, 1)).toBeUndefined();
  });

  it("the range a product's choices span, one figure when they agree, none when not all are stated", () => {
    expect(caloriesRange(mandi)).toEqual({ min: 1050, max: 1990 });
    expect(caloriesRange({ calories: 450, variants: [] })).toEqual({ min: 450, max: 450 });
    expect(caloriesRange({ calories: 0, variants: [{ id: 1 }, { id: 2 }] })).toEqual({ min: 0, max: 0 });
    expect(caloriesRange({ variants: [] })).toBeNull();
    expect(caloriesRange({ variants: [{ id: 1, calories: 300 }, { id: 2 }] })).toBeNull();
    expect(caloriesRange({ calories: 300, variants: [{ id: 1 }, { id: 2, calories: null }] })).toBeNull();
    expect(
      caloriesRange({
        variants: [
          { id: 1, calories: 300 },
          { id: 2, calories: 500 },
        ],
      }),
    ).toEqual({ min: 300, max: 500 });
  });
});

describe("the sandbox's demo facts", () => {
  const dishes = (slug: string) => {
    const brand = brandDefs.find((b) => b.slug === slug)!;
    return Object.values(brand.menus).flatMap((menu) => menu!.categories.flatMap((c) => c.products));
  };

  it("name dishes (and sizes) of their brand, with known codes", () => {
    for (const [slug, facts] of Object.entries(MENU_FACTS)) {
      const menu = dishes(slug);
      for (const [name, fact] of Object.entries(facts)) {
        const dish = menu.find((p) => p.name[0] === name);
        expect(dish, `${slug}: ${name}`).toBeDefined();
        for (const variant of Object.keys(fact.variants ?? {}))
          expect(
            dish!.variants?.map((v) => v.name[0]),
            `${slug}: ${name}`,
          ).toContain(variant);
        expect(knownCodes(ALLERGENS, fact.allergens ?? [])).toHaveLength(fact.allergens?.length ?? 0);
        expect(knownCodes(DIETARY_TAGS, fact.tags ?? [])).toHaveLength(fact.tags?.length ?? 0);
      }
    }
  });

  it("give every Saudi dish its calories", () => {
    const saudi = brandDefs.filter((b) => b.country === "SA");
    expect(saudi.map((b) => b.slug)).toEqual(expect.arrayContaining(["najd-grill", "date-palm-cafe"]));
    for (const brand of saudi) {
      for (const dish of dishes(brand.slug))
        expect(MENU_FACTS[brand.slug]?.[dish.name[0]]?.kcal, `${brand.slug}: ${dish.name[0]}`).toEqual(
          expect.any(Number),
        );
    }
  });

  it("are written into an older database by name, quoted", () => {
    const sql = menuFactsSql();
    expect(sql).toContain(
      "update products p set calories = 1050, allergens = null, dietary = array['gluten_free']::text[] from stores s, brands b where p.store_id = s.id and s.brand_id = b.id and b.slug = 'najd-grill' and p.name_en = 'Lamb Mandi';",
    );
    expect(sql).toContain(
      "update variants v set calories = 1990 from products p, stores s, brands b where v.product_id = p.id and v.name_en = 'Half'",
    );
  });
});

// The type of a parsed product carries the facts' types (a compile-time check).
const typed: Pick<Product, "allergens" | "dietary"> = { allergens: ["milk"], dietary: ["vegan"] };
void typed;
