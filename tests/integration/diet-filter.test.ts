// The store page's dietary filter and dish facts on a running storefront (sandbox platform, no
// catalogue cache, so a fact a test sets is on the next page): `?diet=` read strictly (anything else
// is ignored: a 200 page, never a 500), the server rendering only the dishes with every chosen tag,
// across the 300-product menu's sections too; and the JSON-LD's `nutrition` and `suitableForDiet`
// where the platform states a dish's calories and diets, and nowhere else.
import { describe, expect, it } from "vitest";
import { jsonLdOf, walkStoreJsonLd } from "../support/json-ld-walker";
import { testStack } from "../support/stack";
import { Browserless } from "../support/http-client";

const stack = testStack({ storefront: { CATALOGUE_CACHE_SECONDS: "0", DOCUMENT_CACHE_SECONDS: "0" } });

const page = async (path: string) => {
  const answer = await fetch(`${stack.base}${path}`, { redirect: "manual" });
  return { status: answer.status, html: await answer.text() };
};

interface PlatformProduct {
  id: number;
  name: string;
  option_groups: { min: number }[];
  dietary?: string[];
  calories?: number;
  variants: { id: number; calories?: number }[];
}
interface PlatformStore {
  menus: {
    info: { id: number; purpose: string };
    categories: { id: number; name: string; products: PlatformProduct[] }[];
  }[];
}

async function platformStore(slug: string, lang = "en"): Promise<PlatformStore> {
  return (await (
    await fetch(`${stack.sandbox.url}/v5/web/customer/stores/${slug}`, { headers: { "Accept-Language": lang } })
  ).json()) as PlatformStore;
}
const deliveryMenu = (store: PlatformStore) => store.menus.find((m) => m.info.purpose === "delivery")!;

async function setFacts(id: number, facts: Record<string, unknown>) {
  const answer = await fetch(`${stack.sandbox.url}/sandbox/product-facts?id=${id}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(facts),
  });
  expect(answer.status).toBe(200);
}

/** The names on the page's cards, in order. */
const cardNames = (html: string) =>
  [...html.matchAll(/<li[^>]*data-card="[^"]*"[^>]*>[\s\S]*?<h3><a [^>]*>([^<]*)<\/a><\/h3>/g)].map((m) => m[1]!);
/** The values of the checked dietary chips. */
const checkedChips = (html: string) =>
  [...html.matchAll(/<input type="checkbox" name="diet"([^>]*)>/g)]
    .filter((m) => m[1]!.includes('checked=""'))
    .map((m) => /value="([a-z_]+)"/.exec(m[1]!)![1]!);
const filterShown = (html: string) => html.includes('data-testid="diet-filter"');
const statusText = (html: string) =>
  /<p role="status"[^>]*data-testid="diet-status"[^>]*>([^<]*)<\/p>/.exec(html)?.[1] ?? null;

const vegetarian = (p: PlatformProduct) => (p.dietary ?? []).some((tag) => tag === "vegetarian" || tag === "vegan");

describe("the dietary filter's query", () => {
  it("renders only the dishes with every chosen tag, the chips checked", async () => {
    const all = deliveryMenu(await platformStore("burger-bay-salmiya")).categories.flatMap((c) => c.products);
    const { status, html } = await page("/en-kw/store/burger-bay-salmiya?diet=vegetarian");
    expect(status).toBe(200);
    expect(cardNames(html)).toEqual(all.filter(vegetarian).map((p) => p.name));
    expect(checkedChips(html)).toEqual(["vegetarian"]);
    expect(html).toContain('data-testid="diet-reset"');
    expect(statusText(html)).toBe(`${all.filter(vegetarian).length} items shown`);
  });

  it("ignores what it does not know: a 200 page, never a 500", async () => {
    const total = deliveryMenu(await platformStore("burger-bay-salmiya")).categories.reduce(
      (n, c) => n + c.products.length,
      0,
    );
    const queries = [
      "?diet=",
      "?diet=meat",
      "?diet=VEGETARIAN",
      "?diet=contains_nuts",
      "?diet[]=vegetarian",
      "?diet=%00",
      "?diet=%3Cscript%3Ealert(1)%3C%2Fscript%3E",
      "?diet=vegetarian&diet=vegetarian&diet=nonsense",
      `?${"diet=x&".repeat(300)}diet=vegan`,
      "?diet=vegetarian&menu=abc&q=",
      "?diet=vegetarian&menu=99999999999999999999",
    ];
    for (const query of queries) {
      const { status, html } = await page(`/en-kw/store/burger-bay-salmiya${query}`);
      expect(status, query).toBe(200);
      expect(html, query).not.toContain("<script>alert(1)");
      const known = query.includes("diet=vegetarian") || query.endsWith("diet=vegan");
      if (!known) {
        expect(cardNames(html).length, query).toBe(total);
        expect(checkedChips(html), query).toEqual([]);
        expect(filterShown(html), query).toBe(true);
      }
    }
    // Malformed percent-encoding, and a request line too long for the server: refused as such (4xx) or
    // ignored, never failed.
    for (const query of ["?diet=%E0%A4%A", "?diet=%", "?%diet=vegan"])
      expect((await page(`/en-kw/store/burger-bay-salmiya${query}`)).status, query).toBeLessThan(500);
    const huge = await page(`/en-kw/store/burger-bay-salmiya?${"diet=vegetarian&".repeat(5000)}`);
    expect(huge.status).toBeGreaterThanOrEqual(200);
    expect(huge.status).toBeLessThan(500);
  });

  it("a tag no dish has: its chip checked and the honest none; a store without tags: no filter at all", async () => {
    const none = await page("/en-kw/store/burger-bay-salmiya?diet=gluten_free");
    expect(none.status).toBe(200);
    expect(cardNames(none.html)).toEqual([]);
    expect(checkedChips(none.html)).toEqual(["gluten_free"]);
    expect(statusText(none.html)).toBe("No gluten-free items at this store.");
    const ar = await page("/ar-kw/store/burger-bay-salmiya?diet=gluten_free");
    expect(statusText(ar.html)).toBe("لا توجد أصناف خالية من الغلوتين في هذا الفرع.");
    // The generated 300-product menu carries no tag.
    const plain = await page("/en-kw/store/burger-bay-mega");
    expect(plain.status).toBe(200);
    expect(filterShown(plain.html)).toBe(false);
  });
});

describe("a card's quick add without JS", () => {
  it("comes back to the filtered page, at the dish's section", async () => {
    const menu = deliveryMenu(await platformStore("burger-bay-salmiya"));
    const category = menu.categories.find((c) =>
      c.products.some((p) => vegetarian(p) && !p.variants.length && p.option_groups.every((g) => g.min === 0)),
    )!;
    const dish = category.products.find(
      (p) => vegetarian(p) && !p.variants.length && p.option_groups.every((g) => g.min === 0),
    )!;
    const customer = new Browserless(stack.base);
    const path = "/en-kw/store/burger-bay-salmiya";
    const filtered = await customer.get(`${path}?menu=${menu.info.id}&diet=vegetarian`);
    // The card's form posts to the page's action with the filter in it.
    expect(await filtered.text()).toContain(`action="${path}?index&amp;menu=${menu.info.id}&amp;diet=vegetarian"`);
    const added = await customer.post(`${path}?index&menu=${menu.info.id}&diet=vegetarian`, { [`p${dish.id}`]: "" });
    expect(added.status).toBe(303);
    expect(added.headers.get("location")).toBe(`${path}?menu=${menu.info.id}&diet=vegetarian#category-${category.id}`);
    // Unfiltered, as before.
    const plain = await customer.post(`${path}?index&menu=${menu.info.id}&diet=nonsense`, { [`p${dish.id}`]: "" });
    expect(plain.headers.get("location")).toBe(`${path}?menu=${menu.info.id}#category-${category.id}`);
  });
});

describe("the 300-product menu", () => {
  it("keeps its sections with a chosen dish, and the category row to them", async () => {
    const store = await platformStore("burger-bay-mega");
    const categories = deliveryMenu(store).categories;
    // Three dishes in two sections tagged as a vendor's menu editor would.
    const chosen = [categories[0]!.products[1]!, categories[0]!.products[4]!, categories[3]!.products[2]!];
    for (const p of chosen) await setFacts(p.id, { dietary: ["vegetarian"] });
    await setFacts(categories[5]!.products[0]!.id, { dietary: ["vegan", "spicy"] });
    try {
      const { status, html } = await page("/en-kw/store/burger-bay-mega?diet=vegetarian");
      expect(status).toBe(200);
      expect(cardNames(html)).toEqual([...chosen, categories[5]!.products[0]!].map((p) => p.name));
      const sections = [...html.matchAll(/<section [^>]*data-category-id="(\d+)"/g)].map((m) => Number(m[1]));
      expect(sections).toEqual([categories[0]!.id, categories[3]!.id, categories[5]!.id]);
      const row = [...html.matchAll(/data-category="(\d+)"/g)].map((m) => Number(m[1]));
      expect(row).toEqual(sections);
      expect(checkedChips(html)).toEqual(["vegetarian"]);
      // Its JSON-LD still names its sections only (decision 0046).
      expect(walkStoreJsonLd(jsonLdOf(html), { currency: "KWD", lang: "en", items: "absent" }).problems).toEqual([]);
    } finally {
      for (const p of [...chosen, categories[5]!.products[0]!]) await setFacts(p.id, { dietary: null });
    }
  });
});

describe("the JSON-LD's dish facts", () => {
  type Item = { name: string; nutrition?: { "@type": string; calories: string }; suitableForDiet?: string[] };
  const items = (html: string) =>
    (jsonLdOf(html) as { hasMenu: { hasMenuSection: { hasMenuItem: Item[] }[] } }).hasMenu.hasMenuSection.flatMap(
      (s) => s.hasMenuItem,
    );

  for (const lang of ["en", "ar"] as const) {
    it(`states what the platform states, nothing more (${lang})`, async () => {
      const store = await platformStore("najd-grill-olaya", lang);
      const products = deliveryMenu(store).categories.flatMap((c) => c.products);
      const { status, html } = await page(`/${lang}-sa/store/najd-grill-olaya`);
      expect(status).toBe(200);
      expect(walkStoreJsonLd(jsonLdOf(html), { currency: "SAR", lang, items: "present" }).problems).toEqual([]);
      const listed = items(html);
      expect(listed.map((i) => i.name)).toEqual(products.map((p) => p.name));
      products.forEach((p, i) => {
        const sizes = p.variants.map((v) => v.calories ?? p.calories);
        const one = p.calories !== undefined && sizes.every((kcal) => kcal === p.calories);
        if (one)
          expect(listed[i]!.nutrition, p.name).toEqual({
            "@type": "NutritionInformation",
            calories: `${p.calories} calories`,
          });
        else expect(listed[i], p.name).not.toHaveProperty("nutrition");
        const diets = [
          ...(vegetarian(p) ? ["https://schema.org/VegetarianDiet"] : []),
          ...(p.dietary?.includes("vegan") ? ["https://schema.org/VeganDiet"] : []),
          ...(p.dietary?.includes("gluten_free") ? ["https://schema.org/GlutenFreeDiet"] : []),
        ];
        if (diets.length) expect(listed[i]!.suitableForDiet, p.name).toEqual(diets);
        else expect(listed[i], p.name).not.toHaveProperty("suitableForDiet");
      });
      expect(listed.some((i) => i.nutrition)).toBe(true);
      expect(listed.some((i) => i.suitableForDiet)).toBe(true);
    });
  }

  it("a dish's facts appear when the platform states them and go when it stops; markup stays inside the script", async () => {
    const product = deliveryMenu(await platformStore("burger-bay-salmiya")).categories[0]!.products[0]!;
    const itemOf = async () =>
      items((await page("/en-kw/store/burger-bay-salmiya")).html).find((i) => i.name === product.name)!;
    expect(product.calories).toBeUndefined();
    expect(await itemOf()).not.toHaveProperty("nutrition");
    expect(await itemOf()).not.toHaveProperty("suitableForDiet");
    await setFacts(product.id, { calories: 640, dietary: ["gluten_free", "spicy"] });
    try {
      expect(await itemOf()).toMatchObject({
        nutrition: { "@type": "NutritionInformation", calories: "640 calories" },
        suitableForDiet: ["https://schema.org/GlutenFreeDiet"],
      });
      // What the contract refuses is left out, never the page.
      await setFacts(product.id, {
        calories: "</script><script>alert(1)</script>",
        dietary: ["</script><script>alert(2)</script>", "vegan"],
      });
      const { status, html } = await page("/en-kw/store/burger-bay-salmiya");
      expect(status).toBe(200);
      expect(html).not.toContain("<script>alert");
      const item = items(html).find((i) => i.name === product.name)!;
      expect(item).not.toHaveProperty("nutrition");
      expect(item.suitableForDiet).toEqual(["https://schema.org/VegetarianDiet", "https://schema.org/VeganDiet"]);
    } finally {
      await setFacts(product.id, { calories: null, dietary: null });
    }
    expect(await itemOf()).not.toHaveProperty("nutrition");
  });
});
