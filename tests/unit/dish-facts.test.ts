// A dish's facts as the pages word them: calories in the page's digits ("450 kcal", "450 سعرة حرارية",
// a range), every allergen and tag named in both languages, and what a card keeps of them.
import { describe, expect, it } from "vitest";
import { RESOURCES } from "~/locales";
import { createT } from "~/i18n/translate";
import { ALLERGENS, DIETARY_TAGS } from "~/contract/menu-facts";
import { caloriesText, dietaryLabel } from "~/components/store/dish-facts";
import { productCard } from "~/cart/product-card";
import { LAMB_MANDI } from "../support/product";
import type { Product } from "~/contract";

const en = createT(RESOURCES.en, "en");
const ar = createT(RESOURCES.ar, "ar");

// No description (a card leaves out what is empty), and the half portion states its own calories.
const product: Product = {
  ...LAMB_MANDI,
  description: "",
  variants: [LAMB_MANDI.variants[0]!, { ...LAMB_MANDI.variants[1]!, calories: 1990 }],
};

describe("calories as read", () => {
  it("one figure, or a range, in Latin digits on Arabic pages too", () => {
    expect(caloriesText(en, 450)).toBe("450 kcal");
    expect(caloriesText(ar, 450)).toBe("450 سعرة حرارية");
    expect(caloriesText(en, 0)).toBe("0 kcal");
    expect(caloriesText(en, 1050, 1990)).toBe("1050–1990 kcal");
    expect(caloriesText(ar, 1050, 1990)).toBe("1050–1990 سعرة حرارية");
    expect(caloriesText(en, 450, 450)).toBe("450 kcal");
  });
});

describe("the codes' names", () => {
  it("every allergen and tag is named in both languages", () => {
    for (const [t, lang] of [
      [en, "en"],
      [ar, "ar"],
    ] as const) {
      for (const code of ALLERGENS)
        expect(t(`product.allergens.${code}`), `${lang} ${code}`).not.toBe(`product.allergens.${code}`);
      for (const tag of DIETARY_TAGS)
        expect(dietaryLabel(t, tag), `${lang} ${tag}`).not.toBe(`store.dish.dietary.${tag}`);
    }
    expect(dietaryLabel(en, "gluten_free")).toBe("Gluten-free");
    expect(en("product.contains", { allergens: "milk, sesame" })).toBe("Contains: milk, sesame");
    expect(ar("product.contains", { allergens: "الحليب، السمسم" })).toBe("يحتوي على: الحليب، السمسم");
  });
});

describe("a card's facts", () => {
  it("keeps the calories (a range where the sizes differ) and the tags, and nothing when none is stated", () => {
    expect(productCard({ ...product, calories: 1050, dietary: ["gluten_free"] })).toMatchObject({
      kcal: 1050,
      kcalTo: 1990,
      tags: ["gluten_free"],
    });
    const hummus = productCard({
      ...product,
      variants: [],
      calories: 330,
      allergens: ["sesame"],
      dietary: ["vegan", "gluten_free"],
    });
    expect(hummus).toMatchObject({ kcal: 330, tags: ["vegan", "gluten_free"] });
    expect(hummus).not.toHaveProperty("kcalTo");
    // The allergens are for the product's page; a card does not carry them.
    expect(hummus).not.toHaveProperty("allergens");
    const plain = productCard(product);
    expect(Object.keys(plain).sort()).toEqual(["fromVariants", "id", "name", "price"]);
    expect(productCard({ ...product, dietary: [] })).not.toHaveProperty("tags");
  });
});
