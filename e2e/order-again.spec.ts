// "Order again" from the menu (decision 117) on a phone, JS on and off, en and ar: a customer with a
// past order sees it as a card above the store's menu, taps Order again and lands on the checkout
// with the order's address and payment (KNET) chosen, and places it: two taps and the payment page;
// with something in the cart, it asks whether to replace it or add to it.
import type { Page } from "@playwright/test";
import { test, expect, DEMO, SCREENSHOTS } from "./fixtures";
import { addSimpleProduct, toCheckout, choosePayment } from "./flows";

const PHONE = { width: 375, height: 812 };

/** Place order by KNET, approved on the sandbox's payment page: ends on the order page. */
async function placeByKnet(page: Page, lang: "en" | "ar") {
  await page.getByTestId("place-order").click();
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  await page.getByRole("button", { name: /approve/i }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}-kw/order/[A-Z0-9-]+$`), { timeout: 20_000 });
}

for (const lang of ["en", "ar"] as const) {
  test(`order again from the store page: the checkout with the last address and payment chosen (${lang})`, async ({
    page,
    url,
    sandboxUrl,
    js,
    checkA11y,
  }) => {
    test.setTimeout(150_000);
    await toCheckout(page, url(""), sandboxUrl, lang);
    await page.setViewportSize(PHONE);
    await choosePayment(page, "knet");
    await placeByKnet(page, lang);

    await page.goto(url(`/${lang}-kw/store/${DEMO.store}`));
    await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
    const row = page.getByTestId("order-again");
    await expect(row).toBeVisible();
    await expect(row.getByRole("heading")).toHaveText(lang === "en" ? "Order again" : "اطلب مرة أخرى");
    const card = row.getByTestId("again-card");
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(lang === "en" ? "Loaded Fries" : "بطاطس محملة");
    // The card fits the phone's width, and the row sits above the menu.
    const box = (await card.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(box.y).toBeLessThan((await page.getByTestId("menu-tab").first().boundingBox())!.y);
    await row.screenshot({ path: `${SCREENSHOTS}/order-again-row-${lang}-${js ? "js" : "nojs"}-375.png` });
    await checkA11y();

    // One tap: the checkout, the order's lines in the cart, its address and KNET chosen.
    await card.getByTestId("again-button").click();
    await expect(page).toHaveURL(url(`/${lang}-kw/store/${DEMO.store}/checkout`));
    await expect(page.getByTestId("cart-line")).toHaveCount(2);
    await expect(page.getByTestId("method-knet")).toBeChecked();
    await expect(page.locator('input[name="address"]:checked')).toHaveAttribute("value", /^\d+$/);
    await page.screenshot({
      path: `${SCREENSHOTS}/order-again-checkout-${lang}-${js ? "js" : "nojs"}-375.png`,
      fullPage: true,
    });
    // The second tap places it.
    await placeByKnet(page, lang);
    await expect(page.getByTestId("cart-count")).toHaveCount(0);

    // With something in the cart it asks first: replace it or add to it; adding keeps both.
    await page.setViewportSize({ width: 1280, height: 900 }); // the flows add from the laptop's cart panel
    await page.goto(url(`/${lang}-kw/store/${DEMO.store}`));
    await addSimpleProduct(page, lang === "en" ? "Chocolate Milkshake" : "ميلك شيك بالشوكولاتة");
    await page.setViewportSize(PHONE);
    await page.getByTestId("again-button").first().click();
    const question = page.getByTestId("again-question");
    await expect(question.getByRole("heading")).toHaveText(
      lang === "en" ? "Replace your cart or add to it?" : "هل تستبدل سلتك أم تضيف إليها؟",
    );
    await page.screenshot({ path: `${SCREENSHOTS}/order-again-question-${lang}-${js ? "js" : "nojs"}-375.png` });
    await checkA11y();
    await question.getByTestId("again-add").click();
    await expect(page).toHaveURL(url(`/${lang}-kw/store/${DEMO.store}/checkout`));
    await expect(page.getByTestId("cart-line")).toHaveCount(3);
  });
}
