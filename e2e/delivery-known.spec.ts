// Issue 18, item 9 (browsing that informs): a discounted product's card states its discount
// ("−10 %", or the money off), not only a struck-through price; the badge is in the server's markup
// (with and without JS) and survives the cards' read-back from the markup (decision 31).
import { expect, test } from "./fixtures";

const SHOT = process.env.E2E_SHOT_SUFFIX ?? "after";

for (const lang of ["en", "ar"] as const) {
  for (const width of [375, 1280]) {
    test(`a discounted product's card shows its discount, a percent or the money off (${lang}, ${width} px)`, async ({ page, url, js, checkA11y }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(url(`/${lang}-kw/store/burger-bay-salmiya`));
      const card = (name: RegExp) => page.locator("li[data-card]").filter({ has: page.getByRole("heading", { name }) });
      const percent = card(lang === "en" ? /^Double Smash$/ : /^دبل سماش$/);
      const amount = card(lang === "en" ? /^Veggie Burger$/ : /^برجر نباتي$/);
      await expect(percent.locator("s")).toHaveCount(1);
      await percent.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `e2e/artefacts/18/discount-badge-${lang}-${width}-${js ? "js" : "nojs"}-${SHOT}.png` });
      await expect(percent).toContainText(lang === "en" ? "−10 %" : "خصم 10٪");
      await expect(amount).toContainText(lang === "en" ? "−KWD 0.250" : "خصم");
      await expect(amount.locator("i")).toContainText("0.250");
      // A product without a discount has no badge.
      const plain = page.locator("li[data-card]").filter({ hasNot: page.locator("s") }).first();
      await expect(plain.locator("i")).toHaveCount(0);
      if (js) {
        // The card read back from the markup still has it after hydration (decision 31).
        await page.waitForFunction(() => (window as unknown as { __remixRouter?: unknown }).__remixRouter !== undefined);
        await expect(percent.locator("i")).toHaveCount(1);
      }
      await checkA11y();
    });
  }
}
