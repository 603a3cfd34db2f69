// A vendor's storefront is its own: a customer's Burger Bay order is not found on Shawarma House's
// storefront (the 404 page, in the page's language) and is not in its order history.
import { test, expect } from "./fixtures";
import { signInThroughPage, uniquePhone } from "./flows";
import { Browserless } from "../tests/support/http-client";
import { signInThroughForms } from "../tests/support/sign-in";
import { placeCashOrder } from "../tests/support/orders";

for (const lang of ["en", "ar"] as const) {
  test(`another vendor's order is not found, nor in the history (${lang}, 375 px)`, async ({
    page,
    vendorUrl,
    sandboxUrl,
    checkA11y,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const phone = uniquePhone();
    const port = process.env.E2E_PORT!;
    // Through the page: a vendor host (*.localhost) resolves in the browser, not in page.request.
    await signInThroughPage(page, { base: vendorUrl("shawarma-house", ""), sandboxUrl, lang, phone });
    // The same customer's order, placed on Burger Bay's storefront (its sign-in waits out the code
    // the browser just asked for, as the platform says).
    const burgerBay = new Browserless(`http://127.0.0.1:${port}`, `burger-bay.localhost:${port}`);
    await signInThroughForms(burgerBay, sandboxUrl, phone);
    const code = await placeCashOrder(burgerBay);
    const response = await page.goto(vendorUrl("shawarma-house", `/${lang}-kw/order/${code}`));
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
    await expect(page.locator("[data-status]")).toHaveCount(0);
    await expect(page.locator("header")).toBeVisible();
    await checkA11y();

    await page.goto(vendorUrl("shawarma-house", `/${lang}-kw/account/orders`));
    await expect(page.locator("h1")).toBeVisible();
    await expect(page.getByText(code)).toHaveCount(0);
  });
}
