// Public pages in a browser, with JavaScript and without: a store page on its vendor host carries its
// canonical URL, language versions, title, description, link preview and JSON-LD in the page's
// language (a client navigation updates them); a product named like markup shows as text and runs
// nothing. Screenshots of the store page go to screenshots/ (E2E_SHOT_SUFFIX=before|after).
import { expect, test, SCREENSHOTS } from "./fixtures";

const SHOT = process.env.E2E_SHOT_SUFFIX ?? "after";
const STORE = "burger-bay-salmiya";

for (const lang of ["en", "ar"] as const) {
  test(`a store page says what it is to crawlers and chat apps: canonical, hreflang, title, preview, JSON-LD (${lang})`, async ({
    page,
    vendorUrl,
    js,
  }) => {
    const pageUrl = vendorUrl("burger-bay", `/${lang}-kw/store/${STORE}`);
    await page.goto(pageUrl);
    const storeName = (await page.getByTestId("store-name").textContent())!;
    const head = page.locator("head");
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", pageUrl);
    for (const [code, path] of [
      ["en-KW", "en-kw"],
      ["ar-KW", "ar-kw"],
      ["x-default", "en-kw"],
    ]) {
      await expect(head.locator(`link[rel="alternate"][hreflang="${code}"]`)).toHaveAttribute(
        "href",
        vendorUrl("burger-bay", `/${path}/store/${STORE}`),
      );
    }
    const title = await page.title();
    expect(title.startsWith(`${storeName}:`)).toBe(true);
    expect(title).toContain(lang === "en" ? "Salmiya" : "السالمية");
    const content = (selector: string) => head.locator(selector).getAttribute("content");
    expect(await content('meta[name="description"]')).toContain(storeName);
    expect(await content('meta[property="og:title"]')).toBe(title);
    expect(await content('meta[property="og:url"]')).toBe(pageUrl);
    expect(await content('meta[property="og:locale"]')).toBe(lang === "en" ? "en_KW" : "ar_KW");
    expect(await content('meta[property="og:locale:alternate"]')).toBe(lang === "en" ? "ar_KW" : "en_KW");
    expect(await content('meta[property="og:site_name"]')).toBeTruthy();
    expect(await content('meta[name="twitter:card"]')).toBe("summary_large_image");
    const image = (await content('meta[property="og:image"]'))!;
    const picture = await page.request.get(image);
    expect(picture.status()).toBe(200);
    expect(picture.headers()["content-type"]).toMatch(/^image\//);
    // The restaurant in the page's language, its menu's items with numeric prices in KWD.
    const ld = JSON.parse((await page.locator('script#ld[type="application/ld+json"]').textContent())!);
    expect(ld).toMatchObject({
      "@type": "Restaurant",
      name: storeName,
      url: pageUrl,
      address: { addressCountry: "KW" },
    });
    const items = ld.hasMenu.hasMenuSection.flatMap((s: { hasMenuItem: unknown[] }) => s.hasMenuItem) as {
      name: string;
      offers: { price: unknown; priceCurrency: string };
    }[];
    expect(items.length).toBeGreaterThan(5);
    expect(items.every((i) => typeof i.offers.price === "number" && i.offers.priceCurrency === "KWD")).toBe(true);
    expect(items.every((i) => /[\u0600-\u06FF]/.test(i.name) === (lang === "ar"))).toBe(true);
    // Nothing of this marks a public page private.
    await expect(head.locator('meta[name="robots"]')).toHaveCount(0);
    if (js) {
      // After hydration the JSON-LD is still there, and a
      // client navigation to the brand page brings the brand's own canonical URL and store list.
      await page.waitForFunction(() => (window as unknown as { __remixRouter?: unknown }).__remixRouter !== undefined);
      await expect(page.locator("script#ld")).toHaveCount(1);
      await page.locator(`a[href="/${lang}-kw/brand/burger-bay"]`).first().click();
      await expect(page).toHaveURL(vendorUrl("burger-bay", `/${lang}-kw/brand/burger-bay`));
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        vendorUrl("burger-bay", `/${lang}-kw/brand/burger-bay`),
      );
      await expect
        .poll(async () => JSON.parse((await page.locator("script#ld").textContent()) ?? "{}")["@type"])
        .toBe("ItemList");
      expect(await page.title()).not.toBe(title);
    }
  });

  for (const width of [375, 1280]) {
    test(`store page screenshot (${lang}, ${width} px)`, async ({ page, vendorUrl, js }) => {
      test.skip(!js, "one set of pictures");
      await page.setViewportSize({ width, height: 900 });
      await page.goto(vendorUrl("burger-bay", `/${lang}-kw/store/${STORE}`));
      const photo = page.locator("li[data-card] img").first();
      await photo.evaluate((img) => (img as HTMLImageElement).decode());
      // What the picture is for: the first dish's photo loaded, and nothing wider than the screen.
      expect(await photo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `${SCREENSHOTS}/store-page-${lang}-${width}-${SHOT}.png` });
    });
  }
}

test("a product named like markup shows as text and runs nothing, in English and Arabic", async ({
  page,
  url,
  sandboxUrl,
  js,
}) => {
  // A store no other test opens, one per project (js, nojs), so the two never race on one product.
  const store = js ? "date-palm-cafe-jeddah" : "date-palm-cafe-riyadh";
  const menus = (await (await fetch(`${sandboxUrl}/v5/web/customer/stores/${store}`)).json()) as {
    menus: { categories: { products: { id: number }[] }[] }[];
  };
  const id = menus.menus[0]!.categories[0]!.products[0]!.id;
  const names = { name_en: "</script><script>alert(1)</script><!--", name_ar: "<img src=x onerror=alert(2)></script>" };
  // Renamed through the sandbox's own hook, as a vendor's menu editor would.
  const renamed = await fetch(`${sandboxUrl}/sandbox/product-name?id=${id}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(names),
  });
  expect(renamed.status).toBe(200);
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  for (const [lang, name] of [
    ["en", names.name_en],
    ["ar", names.name_ar],
  ] as const) {
    await page.goto(url(`/${lang}-sa/store/${store}`));
    await expect(page.locator("li[data-card] h3").first()).toHaveText(name);
    const ld = JSON.parse((await page.locator("script#ld").textContent())!);
    expect(JSON.stringify(ld)).toContain(JSON.stringify(name).slice(1, -1));
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  }
  expect(dialogs).toEqual([]);
});
