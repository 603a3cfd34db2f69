// Three vendors' storefronts in three themes, with or without JavaScript: each store page's buttons
// are the brand's colour, darkened where white text would not read on it (from the server's <style>,
// no script needed), its theme colour is set, its logo link is named after it and shows its logo
// (never the product's basket), and axe finds nothing with its colours, at a phone's width and a
// laptop's (where the cart panel sits beside the menu). Screenshots at both.
import { test, expect } from "./fixtures";
import { SCREENSHOTS } from "./fixtures";

const VENDORS = [
  {
    slug: "burger-bay",
    store: "burger-bay-salmiya",
    country: "kw",
    color: "#be123c",
    rgb: "rgb(190, 18, 60)",
    name: { en: "Burger Bay", ar: "برجر باي" },
  },
  {
    slug: "shawarma-house",
    store: "shawarma-house-city",
    country: "kw",
    color: "#d97706",
    rgb: "rgb(171, 94, 5)",
    name: { en: "Shawarma House", ar: "بيت الشاورما" },
  },
  {
    slug: "najd-grill",
    store: "najd-grill-olaya",
    country: "sa",
    color: "#b45309",
    rgb: "rgb(180, 83, 9)",
    name: { en: "Najd Grill", ar: "مشويات نجد" },
  },
];

for (const vendor of VENDORS) {
  for (const lang of ["en", "ar"] as const) {
    test(`${vendor.slug}'s store page is in its colours (${lang}, 375 and 1280 px)`, async ({
      page,
      vendorUrl,
      checkA11y,
      js,
    }) => {
      test.setTimeout(90_000); // two axe scans
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(vendorUrl(vendor.slug, `/${lang}-${vendor.country}/store/${vendor.store}`));
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", vendor.color);
      const quickAdd = page.locator("[data-card] > button").first();
      await expect(quickAdd).toHaveCSS("background-color", vendor.rgb);
      const logo = page.locator("header a").first();
      await expect(logo).toHaveAccessibleName(
        lang === "en" ? `${vendor.name.en} home` : `${vendor.name.ar}: الصفحة الرئيسية`,
      );
      // The brand's logo, loaded; no basket.
      await expect
        .poll(() => logo.locator("img").evaluate((el) => (el as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
      await expect(logo.locator("svg")).toHaveCount(0);
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
        "href",
        `/${lang}-${vendor.country}/manifest.webmanifest`,
      );
      await checkA11y();
      if (!js) await page.screenshot({ path: `${SCREENSHOTS}/theme-${vendor.slug}-${lang}-375.png`, fullPage: false });
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(quickAdd).toHaveCSS("background-color", vendor.rgb);
      await checkA11y();
      if (!js) await page.screenshot({ path: `${SCREENSHOTS}/theme-${vendor.slug}-${lang}-1280.png`, fullPage: false });
    });
  }
}

test("the directory host keeps the spec's pink", async ({ page, url }) => {
  await page.goto(url("/en-kw/store/burger-bay-salmiya"));
  await expect(page.locator('meta[name="theme-color"]')).toHaveCount(0);
  await expect(page.locator("[data-card] > button").first()).toHaveCSS("background-color", "rgb(190, 24, 93)");
});
