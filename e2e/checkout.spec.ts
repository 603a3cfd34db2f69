// Ordering end to end, with JS on and off: cart rules in the browser, promo codes, a cash order
// followed to delivered, card payments approved and declined on the sandbox payment page.
import type { Page } from "@playwright/test";
import { test, expect, DEMO } from "./fixtures";
import { addAddress, addSimpleProduct, signIn } from "./flows";

const STORE = `/store/${DEMO.store}`;

/** Signs in, fills a cart past the minimum order, and places it by card: ends on the payment page. */
async function payByCard(page: Page, base: string, sandboxUrl: string) {
  await signIn(page, { base, sandboxUrl });
  await addAddress(page, base);
  await page.goto(`${base}/en-kw${STORE}`);
  await addSimpleProduct(page, "Loaded Fries");
  await addSimpleProduct(page, "Onion Rings");
  await page.getByTestId("checkout-link").click();
  await page.getByTestId("method-credit_card").check();
  await page.getByTestId("place-order").click();
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
}

for (const lang of ["en", "ar"] as const) {
  test(`place a cash order and follow it to delivered (${lang})`, async ({ page, url, sandboxUrl, checkA11y }) => {
    test.setTimeout(120_000);
    await signIn(page, { base: url(""), sandboxUrl, lang });
    await addAddress(page, url(""), lang);
    await page.goto(url(`/${lang}-kw${STORE}`));
    await addSimpleProduct(page, lang === "en" ? "Loaded Fries" : "بطاطس محملة");
    await addSimpleProduct(page, lang === "en" ? "Onion Rings" : "حلقات البصل");
    await expect(page.getByTestId("checkout-summary")).toBeVisible();
    await page.getByTestId("checkout-link").click();
    await expect(page).toHaveURL(url(`/${lang}-kw${STORE}/checkout`));
    await checkA11y();
    await page.getByTestId("method-cash").check();
    await page.getByTestId("place-order").click();
    await expect(page).toHaveURL(new RegExp(`/${lang}-kw/order/[A-Z0-9-]+$`));
    await expect(page.getByTestId("cart-count")).toHaveCount(0);
    await checkA11y();
    await expect(page.getByTestId("order-status")).toHaveAttribute("data-status", "delivered", { timeout: 60_000 });
  });
}

test("pay by card: approved on the payment page", async ({ page, url, sandboxUrl }) => {
  test.setTimeout(90_000);
  await payByCard(page, url(""), sandboxUrl);
  await page.getByRole("button", { name: /approve/i }).click();
  await expect(page).toHaveURL(/\/en-kw\/order\/[A-Z0-9-]+$/, { timeout: 20_000 });
  await expect(page.getByTestId("order-status")).not.toHaveAttribute("data-status", "awaiting_payment");
  await expect(page.getByTestId("cart-count")).toHaveCount(0);
});

test("pay by card: declined keeps the cart", async ({ page, url, sandboxUrl, checkA11y }) => {
  test.setTimeout(90_000);
  await payByCard(page, url(""), sandboxUrl);
  await page.getByRole("button", { name: /decline/i }).click();
  await expect(page.getByTestId("payment-failed")).toBeVisible({ timeout: 20_000 });
  await checkA11y();
  await expect(page.getByTestId("cart-count")).toHaveText("2");
});

test("promo codes: an expired code is explained in the cart, a good one applies", async ({ page, url }) => {
  await page.goto(url(`/en-kw${STORE}`));
  await addSimpleProduct(page, "Loaded Fries");
  await addSimpleProduct(page, "Onion Rings");
  await page.locator("#promo-code").fill("OLDCODE");
  await page.getByTestId("promo-form").getByRole("button", { name: "Apply" }).click();
  await expect(page.getByTestId("promo-error")).toBeVisible();
  await page.locator("#promo-code").fill("SAVE10");
  await page.getByTestId("promo-form").getByRole("button", { name: "Apply" }).click();
  await expect(page.getByTestId("promo-applied")).toBeVisible();
  await expect(page.locator('[data-summary-key="promotion_discount"]')).toBeVisible();
});

test("quantities change and a line decremented to zero goes away", async ({ page, url }) => {
  await page.goto(url(`/en-kw${STORE}`));
  await addSimpleProduct(page, "Onion Rings");
  await page.getByRole("button", { name: "Add one Onion Rings" }).click();
  await expect(page.getByTestId("cart-line-quantity")).toContainText("2");
  await page.getByRole("button", { name: "Remove one Onion Rings" }).click();
  await expect(page.getByTestId("cart-line-quantity")).toContainText("1");
  await page.getByRole("button", { name: "Remove one Onion Rings" }).click();
  await expect(page.getByTestId("cart-empty")).toBeVisible();
});

test("an item from another store asks first, naming the current store", async ({ page, url, checkA11y }) => {
  await page.goto(url(`/en-kw${STORE}`));
  await addSimpleProduct(page, "Onion Rings");
  await page.goto(url("/en-kw/store/shawarma-house-city"));
  const product = page.getByTestId("product-card").filter({ hasNot: page.getByText("Unavailable") }).first();
  const name = (await product.getByTestId("product-link").textContent())!.trim();
  await product.getByTestId("product-link").click();
  const form = page.getByTestId("product-form");
  await expect(form.locator('input[type="radio"]').first()).toBeVisible();
  for (const group of await form.locator('input[type="radio"]').evaluateAll((els) => [...new Set(els.map((e) => (e as HTMLInputElement).name))])) {
    await form.locator(`input[type="radio"][name="${group}"]:not([disabled])`).first().check();
  }
  await form.getByTestId("add-to-cart").click();
  const confirm = page.getByTestId("replace-confirmation");
  await expect(confirm).toContainText("Burger Bay Salmiya");
  await checkA11y();
  await confirm.getByTestId("confirm-replace").click();
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect(page.getByTestId("cart-line")).toContainText(name);
});

test("an unavailable product cannot be added", async ({ page, url }) => {
  await page.goto(url(`/en-kw${STORE}`));
  await page.getByRole("link", { name: "Mushroom Swiss", exact: true }).click();
  await expect(page.getByTestId("add-to-cart")).toBeDisabled();
});
