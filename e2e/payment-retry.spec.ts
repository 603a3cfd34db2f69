// A declined card has a way through (decision 106), on a phone, JS on and off, en and ar: the
// failed page pays the same order again — "Try again" with the same card, or cash on delivery —
// and the declined attempt never reads as an order to order again.
import type { Page } from "@playwright/test";
import { test, expect, SCREENSHOTS } from "./fixtures";
import { toCheckout, choosePayment } from "./flows";

/** The cart placed by a new card and declined on the sandbox's payment page: ends on the failed page; answers the order's code. */
async function declinedCard(page: Page, base: string, sandboxUrl: string, lang: "en" | "ar"): Promise<string> {
  await toCheckout(page, base, sandboxUrl, lang);
  // The cart is filled at the flows' laptop width (its panel beside the menu); the rest on a phone.
  await page.setViewportSize({ width: 375, height: 812 });
  await choosePayment(page, "credit_card");
  await page.getByTestId("place-order").click();
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  const code = (await page
    .locator("dd")
    .filter({ hasText: /^[A-Z]{2}-[A-Z0-9]+$/ })
    .first()
    .textContent())!.trim();
  await page.getByRole("button", { name: /decline/i }).click();
  await expect(page.getByTestId("payment-failed")).toBeVisible({ timeout: 20_000 });
  return code;
}

for (const lang of ["en", "ar"] as const) {
  test(`a declined card is paid on the second try (${lang})`, async ({ page, url, sandboxUrl, js, checkA11y }) => {
    test.setTimeout(150_000);
    const code = await declinedCard(page, url(""), sandboxUrl, lang);
    await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
    await expect(page.getByTestId("cart-count")).toHaveText("2");
    await expect(page.getByTestId("kept-order")).toContainText(code);
    await expect(page.getByTestId("pay-another-way").getByTestId("choice-cash")).toBeVisible();
    await page.screenshot({
      path: `${SCREENSHOTS}/payment-failed-${lang}-${js ? "js" : "nojs"}-375.png`,
      fullPage: true,
    });
    await checkA11y();
    // My orders: the attempt is not placed, with nothing to order again; its page leads back here.
    await page.goto(url(`/${lang}-kw/account/orders`));
    const row = page.getByTestId("order-row");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(lang === "en" ? "Not placed: payment declined" : "لم يُقدَّم: رُفض الدفع");
    await expect(row.getByTestId("reorder")).toHaveCount(0);
    await row.getByRole("link").click();
    await expect(page.getByTestId("reorder")).toHaveCount(0);
    await page.getByTestId("pay-declined").click();
    await expect(page.getByTestId("kept-order")).toContainText(code);
    // Try again: the same order's new payment, approved this time.
    await page.getByTestId("try-again").click();
    await expect(page).toHaveURL(/\/sandbox\/pay\//);
    await expect(page.locator("dd").filter({ hasText: code })).toBeVisible();
    await page.getByRole("button", { name: /approve/i }).click();
    await expect(page).toHaveURL(url(`/${lang}-kw/order/${code}`), { timeout: 20_000 });
    await expect(page.getByTestId("order-status")).not.toHaveAttribute(
      "data-status",
      /payment_failed|awaiting_payment/,
    );
    await expect(page.getByTestId("cart-count")).toHaveCount(0);
    await page.goto(url(`/${lang}-kw/account/orders`));
    await expect(page.getByTestId("order-row")).toHaveCount(1);
    await expect(page.getByTestId("order-row").getByTestId("reorder")).toHaveCount(1);
  });
}

test("a declined card, paid another way: cash on delivery places the same order", async ({
  page,
  url,
  sandboxUrl,
  js,
}) => {
  test.setTimeout(120_000);
  const code = await declinedCard(page, url(""), sandboxUrl, "ar");
  await page.getByTestId("pay-another-way").getByTestId("choice-cash").check();
  await page.getByTestId("pay-another").click();
  await expect(page).toHaveURL(url(`/ar-kw/order/${code}`));
  await expect(page.getByTestId("order-status")).not.toHaveAttribute("data-status", "payment_failed");
  await expect(page.getByTestId("cart-count")).toHaveCount(0);
  await page.screenshot({ path: `${SCREENSHOTS}/payment-cash-ar-${js ? "js" : "nojs"}-375.png`, fullPage: false });
});
