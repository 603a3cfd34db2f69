// Delivery preferences (decision 0113): at 375 px a customer ticks "Leave at the door" and "No
// cutlery, please", the checkout keeps them (JS off: "Update the total"; with JS: a reload of the
// page, from the tab's typed draft), places the order, and the order page shows them, read back
// from the order the platform returns. Screenshots go to screenshots/ (ignored).
import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { test, expect, SCREENSHOTS } from "./fixtures";
import { toCheckout, choosePayment } from "./flows";

const PHONE = { width: 375, height: 812 };
const WORDS = {
  en: {
    title: "Delivery preferences",
    door: "Leave at the door",
    cutlery: "No cutlery, please",
    heading: "Your preferences",
  },
  ar: {
    title: "تفضيلات التوصيل",
    door: "اترك الطلب عند الباب",
    cutlery: "بدون أدوات مائدة، من فضلك",
    heading: "تفضيلاتك",
  },
} as const;

async function shot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

for (const lang of ["en", "ar"] as const) {
  test(`a customer asks to leave the order at the door without cutlery, and the order page says so (${lang})`, async ({
    page,
    url,
    sandboxUrl,
    js,
    checkA11y,
  }) => {
    test.setTimeout(120_000);
    const words = WORDS[lang];
    // The cart is filled at the default width (its lines show beside the menu there), then the phone's.
    await toCheckout(page, url(""), sandboxUrl, lang);
    await page.setViewportSize(PHONE);
    await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
    const preferences = page.getByTestId("delivery-preferences");
    await expect(preferences.locator("legend")).toHaveText(words.title);
    const door = page.getByRole("checkbox", { name: words.door, exact: true });
    const cutlery = page.getByRole("checkbox", { name: words.cutlery, exact: true });
    await expect(door).not.toBeChecked();
    await expect(cutlery).not.toBeChecked();
    await door.check();
    await cutlery.check();
    // The page again: without JS after "Update the total" (the session's draft), with JS after a
    // reload (the tab's typed draft); the boxes stay ticked.
    if (js) await page.reload();
    else await page.getByTestId("reprice").click();
    await expect(door).toBeChecked();
    await expect(cutlery).toBeChecked();
    // Each box is a whole row a thumb can hit, inside the phone's width.
    for (const box of [door, cutlery]) {
      const row = await box.locator("xpath=..").boundingBox();
      expect(row!.height).toBeGreaterThanOrEqual(44);
      expect(row!.x + row!.width).toBeLessThanOrEqual(PHONE.width);
    }
    await preferences.scrollIntoViewIfNeeded();
    await shot(page, `delivery-preferences-checkout-${lang}-${js ? "js" : "nojs"}`);
    await checkA11y();

    await choosePayment(page, "cash");
    await page.getByTestId("place-order").click();
    await expect(page).toHaveURL(new RegExp(`/${lang}-kw/order/[A-Z0-9-]+$`));
    const shown = page.getByTestId("order-preferences");
    await expect(shown.locator("li")).toHaveText([words.door, words.cutlery]);
    await expect(page.getByRole("heading", { name: words.heading })).toBeVisible();
    // The address says where, not the preferences again.
    await expect(page.getByTestId("order-address")).not.toContainText(words.door);
    await shown.scrollIntoViewIfNeeded();
    await shot(page, `delivery-preferences-order-${lang}-${js ? "js" : "nojs"}`);
    await checkA11y();
  });
}
