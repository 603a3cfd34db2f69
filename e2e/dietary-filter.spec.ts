// The store page's dietary filter, with JavaScript and without, in English and Arabic, on a phone and
// a desktop: a chip keeps only the dishes with its tag (without JS through the form and the server;
// with JS at once, in the same document, the URL replaced), "Show all" brings the menu back, a
// choice no dish meets says so, and the menu's tabs and search keep the choice. Axe finds nothing on
// the three themed vendors' store pages with the filter shown.
import type { Page } from "@playwright/test";
import { test, expect, SCREENSHOTS } from "./fixtures";
import { openFilters } from "./flows";

const STORE = "burger-bay-salmiya";
const LABELS = {
  en: { vegetarian: "Vegetarian", vegan: "Vegan", spicy: "Spicy", gluten_free: "Gluten-free" },
  ar: { vegetarian: "نباتي", vegan: "نباتي صرف", spicy: "حار", gluten_free: "خالٍ من الغلوتين" },
} as const;
const NONE = {
  en: {
    vegetarianSpicy: "No vegetarian and spicy items at this store.",
    glutenFree: "No gluten-free items at this store.",
    onMenu: "No vegetarian items on this menu.",
  },
  ar: {
    vegetarianSpicy: "لا توجد أصناف نباتية وحارة في هذا الفرع.",
    glutenFree: "لا توجد أصناف خالية من الغلوتين في هذا الفرع.",
    onMenu: "لا توجد أصناف نباتية في هذه القائمة.",
  },
} as const;

/** The status line's count, as each language words it. */
function shownText(lang: "en" | "ar", n: number): string {
  if (lang === "en") return n === 1 ? "1 item shown" : `${n} items shown`;
  if (n === 0) return "لا توجد أصناف معروضة";
  if (n === 1) return "صنف واحد معروض";
  if (n === 2) return "صنفان معروضان";
  if (n % 100 >= 3 && n % 100 <= 10) return `${n} أصناف معروضة`;
  if (n % 100 >= 11) return `${n} صنفًا معروضًا`;
  return `${n} صنف معروض`;
}

interface PlatformProduct {
  name: string;
  dietary?: string[];
}
interface PlatformStore {
  menus: { info: { id: number; purpose: string }; categories: { products: PlatformProduct[] }[] }[];
}

/** The dishes of the store's menu (the platform's own answer), in the page's order. */
async function platformMenu(sandboxUrl: string, lang: "en" | "ar", purpose = "delivery") {
  const store = (await (
    await fetch(`${sandboxUrl}/v5/web/customer/stores/${STORE}`, { headers: { "Accept-Language": lang } })
  ).json()) as PlatformStore;
  const menu = store.menus.find((m) => m.info.purpose === purpose)!;
  return { id: menu.info.id, products: menu.categories.flatMap((c) => c.products) };
}

/** A vegan dish is vegetarian too; otherwise a dish has the tags the platform gives it. */
const has = (p: PlatformProduct, tag: string) =>
  (p.dietary ?? []).includes(tag) || (tag === "vegetarian" && (p.dietary ?? []).includes("vegan"));

/** With JS: waits for the page to be live (the form's Apply button goes), and marks the document. */
async function markDocument(page: Page) {
  await expect(page.getByTestId("diet-apply")).toHaveCount(0);
  await page.evaluate(() => ((window as unknown as { dietMarker: string }).dietMarker = "same document"));
}
const marker = (page: Page) => page.evaluate(() => (window as unknown as { dietMarker?: string }).dietMarker ?? null);

for (const lang of ["en", "ar"] as const) {
  for (const width of [375, 1280]) {
    test(`chips filter the menu, Show all resets, a choice none meets says so (${lang}, ${width} px)`, async ({
      page,
      url,
      sandboxUrl,
      js,
      checkA11y,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const suffix = `${lang}-${width}-${js ? "js" : "nojs"}`;
      const menu = await platformMenu(sandboxUrl, lang);
      const vegetarian = menu.products.filter((p) => has(p, "vegetarian")).map((p) => p.name);
      expect(vegetarian.length, "the demo menu has vegetarian dishes").toBeGreaterThan(1);
      expect(
        menu.products.some((p) => has(p, "vegetarian") && has(p, "spicy")),
        "and none both vegetarian and spicy",
      ).toBe(false);

      const path = `/${lang}-kw/store/${STORE}`;
      await page.goto(url(path));
      await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
      const filter = page.getByTestId("diet-filter");
      const chip = (tag: keyof (typeof LABELS)["en"]) =>
        filter.getByRole("checkbox", { name: LABELS[lang][tag], exact: true });
      const cards = page.locator("[data-card] h3");
      const status = page.getByTestId("diet-status");
      await expect(cards).toHaveCount(menu.products.length);
      await expect(chip("gluten_free"), "only the store's tags are offered").toHaveCount(0);

      // Loads of the page's data (`?_data=`) and documents, from here on.
      const loads: string[] = [];
      page.on("request", (request) => {
        if (request.isNavigationRequest() || request.url().includes("_data=")) loads.push(request.url());
      });
      const apply = async () => {
        if (!js) await filter.getByTestId("diet-apply").click();
      };

      // "Filters" folds the chips away; a chosen filter is said beside it, its count on it.
      await expect(filter.locator("details")).not.toHaveAttribute("open");
      await expect(chip("vegetarian")).toBeHidden();
      // One chip: only the vegetarian dishes (a vegan one among them).
      if (js) await markDocument(page);
      loads.length = 0;
      await openFilters(page);
      await chip("vegetarian").check();
      await apply();
      await expect(page).toHaveURL(/[?&]diet=vegetarian(&|$)/);
      await expect(cards).toHaveText(vegetarian);
      await expect(chip("vegetarian")).toBeChecked();
      await expect(status).toHaveText(shownText(lang, vegetarian.length));
      await expect(page.getByTestId("diet-toggle")).toHaveText(`${lang === "en" ? "Filters" : "الفلاتر"}1`);
      if (js) {
        expect(await marker(page), "no document navigation").toBe("same document");
        expect(loads, "nothing loaded").toEqual([]);
        await expect(chip("vegetarian")).toBeFocused();
        await expect(status).toHaveAttribute("role", "status");
      }
      await page.screenshot({
        path: `${SCREENSHOTS}/diet-filter-vegetarian-${suffix}.png`,
        fullPage: width === 375 ? false : true,
      });
      await checkA11y();

      // A reload (or the link shared) keeps it: the server renders only those dishes.
      await page.reload();
      await expect(cards).toHaveText(vegetarian);
      await expect(chip("vegetarian")).toBeChecked();

      // Show all: the whole menu again, the filter gone from the URL.
      if (js) await markDocument(page);
      loads.length = 0;
      await filter.getByTestId("diet-reset").click();
      await expect(page).not.toHaveURL(/diet=/);
      await expect(cards).toHaveCount(menu.products.length);
      await openFilters(page);
      await expect(chip("vegetarian")).not.toBeChecked();
      await expect(filter.getByTestId("diet-reset")).toHaveCount(0);
      if (js) {
        expect(await marker(page)).toBe("same document");
        expect(loads).toEqual([]);
        // The link went with the filter: focus is on the first chip, not lost to the page.
        await expect(filter.getByRole("checkbox").first()).toBeFocused();
        await expect(status).toHaveText(
          lang === "en" ? `All items shown (${menu.products.length})` : `جميع الأصناف معروضة (${menu.products.length})`,
        );
      }

      // Two chips no dish meets together: the honest "none", and the way back.
      await openFilters(page);
      await chip("vegetarian").check();
      await chip("spicy").check();
      await apply();
      await expect(page).toHaveURL(/diet=vegetarian&diet=spicy/);
      await expect(cards).toHaveCount(0);
      await expect(status).toHaveText(NONE[lang].vegetarianSpicy);
      await expect(filter.getByTestId("diet-reset")).toBeVisible();
      if (js) expect(await marker(page)).toBe("same document");
      await page.screenshot({ path: `${SCREENSHOTS}/diet-filter-none-${suffix}.png`, fullPage: false });

      // A shared link with a tag no dish of the store has: its chip, checked, and the same honesty.
      await page.goto(url(`${path}?diet=gluten_free&diet=nonsense`));
      await expect(chip("gluten_free")).toBeChecked();
      await expect(cards).toHaveCount(0);
      await expect(status).toHaveText(NONE[lang].glutenFree);
      await filter.getByTestId("diet-reset").click();
      await expect(cards).toHaveCount(menu.products.length);
      // The next page offers only the store's own tags; with JS the chip stays, unchecked, where it was.
      await openFilters(page);
      if (js) await expect(chip("gluten_free")).not.toBeChecked();
      else await expect(chip("gluten_free")).toHaveCount(0);
    });
  }

  test(`the menu's tabs and search keep the chosen diet (${lang})`, async ({ page, url, sandboxUrl, js }) => {
    const delivery = await platformMenu(sandboxUrl, lang);
    const gathering = await platformMenu(sandboxUrl, lang, "gathering");
    const vegetarian = delivery.products.filter((p) => has(p, "vegetarian")).map((p) => p.name);
    expect(
      gathering.products.some((p) => has(p, "vegetarian")),
      "the demo's boxes are not vegetarian",
    ).toBe(false);
    await page.goto(url(`/${lang}-kw/store/${STORE}?diet=vegetarian`));
    const filter = page.getByTestId("diet-filter");
    const chip = filter.getByRole("checkbox", { name: LABELS[lang].vegetarian, exact: true });
    const cards = page.locator("[data-card] h3");
    if (js) await expect(page.getByTestId("diet-apply")).toHaveCount(0);

    // Another menu of the store: the choice kept; none of its dishes, but the store has some.
    await page.getByTestId("menu-tab").nth(1).click();
    await expect(page).toHaveURL(new RegExp(`\\?menu=${gathering.id}&diet=vegetarian$`));
    await expect(chip).toBeChecked();
    await expect(cards).toHaveCount(0);
    await expect(page.getByTestId("diet-status")).toHaveText(NONE[lang].onMenu);
    await page.getByTestId("menu-tab").nth(0).click();
    await expect(page).toHaveURL(new RegExp(`\\?menu=${delivery.id}&diet=vegetarian$`));
    await expect(cards).toHaveText(vegetarian);

    // A search within the filter: sent with it (without JS), or typed over it (with JS).
    const last = vegetarian.at(-1)!;
    await page.locator("#menu-search-input").fill(last);
    if (!js) {
      await page.getByTestId("menu-search").getByRole("button").click();
      await expect(page).toHaveURL(/q=/);
      await expect(page).toHaveURL(/diet=vegetarian/);
    }
    await expect(cards.first()).toHaveText(last);
    for (const name of await cards.allTextContents()) expect(vegetarian).toContain(name);
    await expect(chip).toBeChecked();
  });
}

const VENDORS = [
  { slug: "burger-bay", store: "burger-bay-salmiya", country: "kw" },
  { slug: "shawarma-house", store: "shawarma-house-city", country: "kw" },
  { slug: "najd-grill", store: "najd-grill-olaya", country: "sa" },
];

for (const vendor of VENDORS) {
  for (const lang of ["en", "ar"] as const) {
    test(`${vendor.slug}'s store page with the filter shown: axe finds nothing (${lang})`, async ({
      page,
      vendorUrl,
      checkA11y,
    }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      // A chip checked and others not: both looks in the brand's colours.
      await page.goto(vendorUrl(vendor.slug, `/${lang}-${vendor.country}/store/${vendor.store}?diet=vegetarian`));
      const filter = page.getByTestId("diet-filter");
      await expect(filter.getByRole("checkbox", { checked: true })).toHaveCount(1);
      expect(await filter.getByRole("checkbox").count()).toBeGreaterThan(1);
      await expect(page.locator("[data-card]").first()).toBeVisible();
      await checkA11y();
    });
  }
}
