// The ordering experience on a 375 px phone (and 1280 px), with JS on and off, in English and
// Arabic (issue 13): basket bar, store facts, category links and menu search, the item sheet,
// pictures, ways back, reorder, the checkout's order, labels and tap targets.
import type { Page } from "@playwright/test";
import { test, expect, DEMO } from "./fixtures";

const PHONE = { width: 375, height: 740 } as const;
const WIDE = { width: 1280, height: 800 } as const;
const STORE = `/store/${DEMO.store}`;
const FRIES = { en: "Loaded Fries", ar: "بطاطس محملة" } as const;
const LANGS = ["en", "ar"] as const;

/** Adds a product without choices from the store page (sheet with JS, product page without). */
async function addFromStore(page: Page, name: string) {
  await page.getByRole("link", { name, exact: true }).click();
  const form = page.getByTestId("product-form");
  await expect(form).toBeVisible();
  await form.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("product-form")).toHaveCount(0);
}

for (const lang of LANGS) {
  test(`basket bar is pinned at 375 px, leads to the cart and covers no product (${lang})`, async ({ page, url, js, checkA11y }) => {
    await page.setViewportSize(PHONE);
    await page.goto(url(`/${lang}-kw${STORE}`));
    await expect(page.getByTestId("basket-bar")).toHaveCount(0);
    await addFromStore(page, FRIES[lang]);
    const bar = page.getByTestId("basket-bar");
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(lang === "en" ? "1 item" : "صنف واحد");
    const box = (await bar.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(PHONE.height);
    // Scrolled to the end, the last product ends above the bar.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const last = (await page.getByTestId("product-card").last().boundingBox())!;
    expect(last.y + last.height).toBeLessThanOrEqual((await bar.boundingBox())!.y);
    await checkA11y();
    await bar.getByTestId("basket-bar-link").click();
    if (js) {
      const drawer = page.getByTestId("cart-drawer");
      await expect(drawer.getByTestId("cart-line")).toHaveCount(1);
      await expect(drawer.getByRole("heading", { name: lang === "en" ? "Your cart" : "سلتك" })).toHaveCount(1);
      await checkA11y();
    } else {
      await expect(page).toHaveURL(url(`/${lang}-kw/cart`));
      await expect(page.getByTestId("cart-line")).toHaveCount(1);
    }
  });

  test(`basket bar is hidden at 1280 px, where the side cart shows (${lang})`, async ({ page, url }) => {
    await page.setViewportSize(WIDE);
    await page.goto(url(`/${lang}-kw${STORE}`));
    await addFromStore(page, FRIES[lang]);
    await expect(page.getByTestId("cart-panel")).toBeVisible();
    await expect(page.getByTestId("basket-bar")).toBeHidden();
  });
}
