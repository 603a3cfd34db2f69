// Food on the first screen (decision 115): on a 375 × 812 phone the store page's first dish card
// starts by y = 540, with JS on and off, in English and Arabic, with and without a delivery location
// (the "Where should we deliver?" strip shows until one is chosen); the cover is short and light, the
// branch line leads to the brand's branches, and the laptop keeps its side cart beside the menu.
import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { test, expect, DEMO, SCREENSHOTS } from "./fixtures";
import { chooseSalmiya } from "./flows";

const PHONE = { width: 375, height: 812 } as const;
const FIRST_DISH_MAX_Y = 540;
const STORE = `/store/${DEMO.store}`;

async function shot(page: Page, name: string, fullPage = false) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/first-screen-${name}.png`, fullPage });
}

/** The first dish card's top, from the top of the page (the page is not scrolled). */
async function firstDishTop(page: Page): Promise<number> {
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  return (await page.locator("[data-card]").first().boundingBox())!.y;
}

for (const lang of ["en", "ar"] as const) {
  for (const located of [false, true]) {
    const where = located ? "with a location" : "without a location";
    test(`the first dish starts in the upper two thirds of a 375 × 812 screen (${lang}, ${where})`, async ({
      page,
      url,
      js,
      checkA11y,
    }) => {
      await page.setViewportSize(PHONE);
      const path = `/${lang}-kw${STORE}`;
      // With a location: the page as it comes next time (the "saved" toast of the choice gone).
      if (located) await chooseSalmiya(page, url(""), lang, path);
      await page.goto(url(path));
      await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
      await expect(page.getByTestId("where-to-deliver")).toHaveCount(located ? 0 : 1);
      await shot(page, `${lang}-${located ? "located" : "anywhere"}-${js ? "js" : "nojs"}`);
      expect(await firstDishTop(page)).toBeLessThanOrEqual(FIRST_DISH_MAX_Y);
      await checkA11y();
    });
  }
}
