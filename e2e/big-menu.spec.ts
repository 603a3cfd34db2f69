// A store page's product cards on a first load: every card in the HTML, and the hydration data is
// the loader's own, as a client navigation gets it (Remix's handoff, nothing left out or read back).
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
    test(`${store}: every card in the HTML, and the page has the same data as a client navigation (${lang})`, async ({
      page,
      url,
      js,
    }) => {
      const hydration: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") hydration.push(message.text());
      });
      const path = `/${lang}-kw/store/${store}`;
      const html = await (await page.goto(url(path)))!.text();
      const loader = (await (
        await page.request.get(url(`${path}?_data=${encodeURIComponent(ROUTE)}`))
      ).json()) as StoreData;
      const total = loader.menu.categories.reduce((n, c) => n + c.products.length, 0);
      expect(total).toBeGreaterThan(store === "burger-bay-mega" ? 299 : 5);
      // Every product is on the page, with or without JS.
      const cards = page.locator("[data-card]");
      await expect(cards).toHaveCount(total);
      // The document's hydration data is the loader's data, cards and JSON-LD included.
      const handoffText = /window\.__remixContext = (\{.*?\});<\/script>/s.exec(html)![1]!;
      const handoff = JSON.parse(handoffText) as { state: { loaderData: Record<string, StoreData> } };
      expect(handoff.state.loaderData[ROUTE]!.menu).toEqual(loader.menu);
      if (!js) return;

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

test("after a client navigation to another menu and back, the cards come from loader data @js-only", async ({
  page,
  url,
}) => {
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
