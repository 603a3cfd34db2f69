// A dish's facts from the platform on the storefront's pages (as sent, JS off): none stated → the
// card and the product page as without them; stated → the card's calories and dietary icons (their
// names for screen readers), the product page's calories (a size's own, the chosen one's after a
// refused post), tags and allergens, in English and Arabic; unknown codes and malformed values
// (markup included) left out, never on the page, never a failed page.
import { describe, expect, it } from "vitest";
import { testStack } from "../support/stack";
import { Browserless } from "../support/http-client";

type Dish = { id: number; name: string; variants: { id: number; name: string }[] };
/** The store's dishes of its first menu, by English name, as the platform has them. */
const dishes: Record<string, { menu: number; byName: Map<string, Dish> }> = {};

const HOSTILE = {
  calories: '<img src=x onerror="alert(1)">',
  allergens: ["milk", "<script>alert(1)</script>", "kryptonite", 42],
  dietary: ["vegetarian", '"><svg onload=alert(1)>', "halal"],
};

const setFacts = async (id: number, facts: Record<string, unknown>) => {
  const response = await fetch(`${stack.sandbox.url}/sandbox/product-facts?id=${id}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(facts),
  });
  expect(response.status).toBe(200);
};

const get = async (pathname: string) => {
  const response = await new Browserless(stack.storefront.url).get(pathname);
  return { status: response.status, html: await response.text() };
};

/** A card's markup by its product's name. */
const card = (html: string, name: string) =>
  [...html.matchAll(/<li[^>]*data-card="[^"]*">[\s\S]*?<\/li>/g)]
    .map((m) => m[0])
    .find((li) => li.includes(`>${name}</a>`)) ?? "";
/** An element's text by its test id (tags removed). */
const testText = (html: string, id: string) => {
  const match = new RegExp(`<(\\w+)[^>]*data-testid="${id}"[^>]*>([\\s\\S]*?)</\\1>`).exec(html);
  return match ? match[2]!.replace(/<[^>]+>/g, "").trim() : null;
};
const productPath = (lang: string, country: string, store: string, name: string) =>
  `/${lang}-${country}/store/${store}/product/${dishes[store]!.byName.get(name)!.id}?menu=${dishes[store]!.menu}`;

const stack = testStack({
  beforeStorefront: async () => {
    for (const store of ["najd-grill-olaya", "burger-bay-salmiya"]) {
      const body = await (await fetch(`${stack.sandbox.url}/v5/web/customer/stores/${store}`)).json();
      const menu = body.menus.find((m: { info: { purpose: string } }) => m.info.purpose === "delivery");
      dishes[store] = {
        menu: menu.info.id,
        byName: new Map(menu.categories.flatMap((c: { products: Dish[] }) => c.products).map((p: Dish) => [p.name, p])),
      };
    }
    // Before the storefront first reads the store: what a platform might send that the contract refuses.
    const burger = dishes["burger-bay-salmiya"]!.byName;
    await setFacts(burger.get("Onion Rings")!.id, HOSTILE);
    await setFacts(burger.get("Fries")!.id, {
      calories: 380,
      variants: { [burger.get("Fries")!.variants[1]!.id]: "<b>520</b>" },
    });
  },
  timeout: 180_000,
});

describe("none stated", () => {
  it("leaves the cards and the product page as they were: no facts line, no icon, no facts block", async () => {
    const mega = await get("/en-kw/store/burger-bay-mega");
    expect(mega.status).toBe(200);
    expect(mega.html).not.toContain("<small>");
    expect(mega.html).not.toContain("data-d=");
    expect(mega.html).not.toContain("kcal");
    const salmiya = await get("/en-kw/store/burger-bay-salmiya");
    expect(card(salmiya.html, "Soft Drink")).toMatch(/<h3><a [^>]*>Soft Drink<\/a><\/h3><p>[^<]*<\/p><p>/);
    expect(card(salmiya.html, "Soft Drink")).not.toContain("<small>");
    const drink = await get(productPath("en", "kw", "burger-bay-salmiya", "Soft Drink"));
    expect(drink.status).toBe(200);
    expect(drink.html).not.toContain('data-testid="product-facts"');
  });
});

describe("stated", () => {
  it("shows Najd Grill's calories and dietary icons on its cards, in English and Arabic", async () => {
    const cases = [
      {
        lang: "en",
        mandi: "Lamb Mandi",
        hummus: "Hummus",
        kcal: "330 kcal",
        range: "1050–1990 kcal",
        tags: "Vegan, Gluten-free",
      },
      {
        lang: "ar",
        mandi: "مندي لحم",
        hummus: "حمص",
        kcal: "330 سعرة حرارية",
        range: "1050–1990 سعرة حرارية",
        tags: "نباتي صرف، خالٍ من الغلوتين",
      },
    ];
    for (const c of cases) {
      const { status, html } = await get(`/${c.lang}-sa/store/najd-grill-olaya`);
      expect(status).toBe(200);
      expect(card(html, c.mandi)).toContain(`<small>${c.range}<svg aria-hidden="true" data-d="gluten_free"></svg>`);
      // The icons are the stylesheet's drawings (decorative); their names are in words for screen readers.
      expect(card(html, c.hummus)).toContain(
        `<small>${c.kcal}<svg aria-hidden="true" data-d="vegan"></svg><svg aria-hidden="true" data-d="gluten_free"></svg><em>${c.tags}</em></small>`,
      );
      // A dish with calories only: no icon, no hidden names.
      expect(card(html, c.lang === "en" ? "Mixed Grill" : "مشاوي مشكلة")).toContain(
        `<small>${c.lang === "en" ? "1180 kcal" : "1180 سعرة حرارية"}</small>`,
      );
    }
  });

  it("lists a product's calories by size, its tags and its allergens on its page, in English and Arabic", async () => {
    for (const [lang, contains, chips, size] of [
      ["en", "Contains: milk, sesame", ["Vegetarian", "Gluten-free"], "Half 1990 kcal"],
      ["ar", "يحتوي على: الحليب، السمسم", ["نباتي", "خالٍ من الغلوتين"], "نصف 1990 سعرة حرارية"],
    ] as const) {
      const mutabbal = await get(productPath(lang, "sa", "najd-grill-olaya", "Mutabbal"));
      expect(mutabbal.status).toBe(200);
      expect(testText(mutabbal.html, "product-calories")).toBe(lang === "en" ? "210 kcal" : "210 سعرة حرارية");
      expect(testText(mutabbal.html, "product-allergens")).toBe(contains);
      const tags = /<ul[^>]*data-testid="product-tags"[^>]*>([\s\S]*?)<\/ul>/.exec(mutabbal.html)![1]!;
      expect(
        [...tags.matchAll(/<li[^>]*><svg aria-hidden="true" data-d="[a-z_]+"><\/svg>([^<]+)<\/li>/g)].map((m) => m[1]),
      ).toEqual(chips);
      const mandi = await get(productPath(lang, "sa", "najd-grill-olaya", "Lamb Mandi"));
      expect(testText(mandi.html, "product-calories")).toBe(lang === "en" ? "1050–1990 kcal" : "1050–1990 سعرة حرارية");
      expect(mandi.html.replace(/<[^>]+>/g, "")).toContain(size);
      expect(mandi.html).not.toContain('data-testid="product-allergens"');
    }
  });

  it("shows the calories of the size a refused add chose", async () => {
    const customer = new Browserless(stack.storefront.url);
    const mandi = dishes["najd-grill-olaya"]!.byName.get("Lamb Mandi")!;
    const half = mandi.variants.find((v) => v.name === "Half")!;
    const response = await customer.post(productPath("en", "sa", "najd-grill-olaya", "Lamb Mandi"), {
      intent: "add",
      variant: String(half.id),
      quantity: "0",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(testText(html, "product-calories")).toBe("1990 kcal");
  });
});

describe("refused", () => {
  it("leaves out unknown codes and malformed values, markup included, and shows the rest", async () => {
    for (const lang of ["en", "ar"] as const) {
      const store = await get(`/${lang}-kw/store/burger-bay-salmiya`);
      expect(store.status).toBe(200);
      const rings = card(store.html, lang === "en" ? "Onion Rings" : "حلقات البصل");
      expect(rings).toContain(
        `<small><svg aria-hidden="true" data-d="vegetarian"></svg><em>${lang === "en" ? "Vegetarian" : "نباتي"}</em></small>`,
      );
      // A size's malformed calories: the range is unknown, so none is shown.
      expect(card(store.html, lang === "en" ? "Fries" : "بطاطس مقلية")).not.toContain("kcal");
      const page = await get(productPath(lang, "kw", "burger-bay-salmiya", "Onion Rings"));
      expect(page.status).toBe(200);
      expect(testText(page.html, "product-allergens")).toBe(lang === "en" ? "Contains: milk" : "يحتوي على: الحليب");
      expect(page.html).not.toContain('data-testid="product-calories"');
      for (const html of [store.html, page.html]) {
        for (const text of ["alert(1)", "kryptonite", "halal", "<b>520", "&lt;b&gt;520"])
          expect(html).not.toContain(text);
      }
    }
  });
});
