// A store page's product cards travel once on a first load: in the HTML, not again in the hydration
// data; the browser reads them back from the markup before React hydrates (docs/decisions/0031).
import { expect, test } from "./fixtures";

const ROUTE = "routes/($locale).store.$storeSlug._index";

interface CardData {
  id: number;
  name: string;
}
interface StoreData {
  menu: { categories: { id: number; name: string; products: CardData[] }[] };
}

for (const lang of ["en", "ar"] as const) {
  for (const store of ["burger-bay-mega", "burger-bay-salmiya"]) {
    test(`${store}: the cards come in the HTML only, and the page has the same data as a client navigation (${lang})`, async ({ page, url, js }) => {
      const hydration: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") hydration.push(message.text());
      });
      const path = `/${lang}-kw/store/${store}`;
      const html = await (await page.goto(url(path)))!.text();
      const loader = (await (await page.request.get(url(`${path}?_data=${encodeURIComponent(ROUTE)}`))).json()) as StoreData;
      const total = loader.menu.categories.reduce((n, c) => n + c.products.length, 0);
      expect(total).toBeGreaterThan(store === "burger-bay-mega" ? 299 : 5);
      // Every product is on the page, with or without JS.
      const cards = page.locator("[data-card]");
      await expect(cards).toHaveCount(total);
      // The document's hydration data has the categories, not their products.
      const handoffText = /window\.__remixContext = (\{.*?\});<\/script>/s.exec(html)![1]!;
      const handoff = JSON.parse(handoffText) as { state: { loaderData: Record<string, StoreData & { jsonLd: string }> } };
      const sent = handoff.state.loaderData[ROUTE]!.menu.categories;
      expect(sent.map((c) => c.id)).toEqual(loader.menu.categories.map((c) => c.id));
      expect(sent.every((c) => c.products.length === 0)).toBe(true);
      expect(handoffText).not.toContain(JSON.stringify(loader.menu.categories[0]!.products[0]!.name));
      // Nor does the JSON-LD travel twice: the crawlers' copy is in its script element only (decision 0046).
      expect(handoff.state.loaderData[ROUTE]!.jsonLd).toBe("");
      if (!js) return;

      // Read back from the markup: exactly what the loader gives a client navigation.
      const restored = await page.evaluate((route) => (window as unknown as { __remixContext: { state: { loaderData: Record<string, StoreData> } } }).__remixContext.state.loaderData[route]!.menu, ROUTE);
      expect(restored).toEqual(loader.menu);
      // The list filters as typed from that data.
      const first = loader.menu.categories[0]!.products[0]!;
      await page.locator("#menu-search-input").fill(first.name);
      await expect(cards.first()).toContainText(first.name);
      expect(await cards.count()).toBeLessThan(total);
      // Hydrated, the translations script is still the server's (its URL is not worked out again in the browser).
      await expect(page.locator(`script[src^="/resources/translations.js?lang=${lang}&"]`)).toHaveCount(1);
      expect(hydration, "console errors (a hydration mismatch shows here)").toEqual([]);
    });
  }
}

test("after a client navigation to another menu and back, the cards come from loader data @js-only", async ({ page, url }) => {
  await page.goto(url("/en-kw/store/burger-bay-salmiya"));
  const cards = page.locator("[data-card]");
  const first = await cards.count();
  await page.getByTestId("menu-tab").nth(1).click();
  await expect(page).toHaveURL(/menu=2/);
  await expect(cards.first()).toBeVisible();
  await page.getByTestId("menu-tab").nth(0).click();
  await expect(page).toHaveURL(/menu=1/);
  await expect(cards).toHaveCount(first);
});
