// A refused form shows why where the customer is looking. With JS on and off, in
// English and Arabic, at 375 and 1280 px: after a refused "Place order" (a house's street missing) and a
// refused address (no place chosen), focus is on the field or message in error, and it is in view.
import { test, expect, DEMO, SCREENSHOTS } from "./fixtures";
import { addSimpleProduct, addToCart, chooseSalmiya, signIn, choosePayment } from "./flows";

const STORE = `/store/${DEMO.store}`;
const FRIES = { en: "Loaded Fries", ar: "بطاطس محملة" } as const;
const RINGS = { en: "Onion Rings", ar: "حلقات البصل" } as const;
const REQUIRED = { en: "(required)", ar: "(مطلوب)" } as const;
/** "before" when run against the code before the fix (to keep its screenshots apart). */
const STAGE = process.env.SHOT_STAGE === "before" ? "before" : "after";

for (const lang of ["en", "ar"] as const) {
  for (const width of [375, 1280]) {
    test(`a refused Place order focuses the street field, in view (${lang}, ${width} px)`, async ({
      page,
      url,
      sandboxUrl,
      js,
      checkA11y,
    }) => {
      test.setTimeout(120_000);
      await signIn(page, { base: url(""), sandboxUrl, lang });
      await chooseSalmiya(page, url(""), lang, `/${lang}-kw${STORE}`);
      await addToCart(page, url(""), lang, FRIES[lang]);
      await addToCart(page, url(""), lang, RINGS[lang]);
      await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
      await page.goto(url(`/${lang}-kw${STORE}/checkout`));
      // A house (the default kind) asks for its block, street and house number: the street left out.
      const street = page.locator("#field_3");
      await page.locator('input[name="address"][value="location"]').check();
      await page.locator("#field_4").fill("10");
      await street.fill("");
      await page.locator("#field_5").fill("12");
      await page.getByTestId("place-order").click();
      await expect(street).toHaveAttribute("aria-invalid", "true");
      await page.screenshot({
        path: `${SCREENSHOTS}/${STAGE}-checkout-refused-${lang}-${width}-${js ? "js" : "nojs"}.png`,
      });
      await expect(street).toBeFocused();
      await expect(street).toBeInViewport();
      await expect(page.locator("#field_3-error")).toBeInViewport();
      // Marked as required, visibly and for assistive technology.
      await expect(street).toHaveAttribute("aria-required", "true");
      await expect(page.locator('label[for="field_3"] [data-required-mark]')).toHaveText(REQUIRED[lang]);
      await checkA11y();
    });
  }

  test(`a refused address (no place) focuses its message, in view (${lang}, 375 px)`, async ({
    page,
    url,
    sandboxUrl,
    js,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, { base: url(""), sandboxUrl, lang });
    await page.goto(url(`/${lang}-kw/account/addresses?new=1`));
    const form = page.getByTestId("address-form");
    await form.locator("#address-field_3").fill("Salem Al Mubarak St");
    await form.locator('button[type="submit"]').click();
    const message = page.locator("#address-place-error");
    await expect(message).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}/${STAGE}-address-refused-${lang}-375-${js ? "js" : "nojs"}.png` });
    await expect(message).toBeFocused();
    await expect(message).toBeInViewport();
  });

  test(`a refused profile focuses the field in error (${lang})`, async ({ page, url, sandboxUrl }) => {
    test.setTimeout(90_000);
    await signIn(page, { base: url(""), sandboxUrl, lang });
    await page.goto(url(`/${lang}-kw/account/edit-profile`));
    await expect(page.locator('label[for="name"] [data-required-mark]')).toHaveText(REQUIRED[lang]);
    // Spaces pass the browser's own check of `required`; the server refuses them.
    await page.locator("#name").fill("   ");
    await page.getByTestId("profile-form").locator('button[type="submit"]').click();
    await expect(page.locator("#name")).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#name")).toBeFocused();
  });
}

// The cancel question's two answers cannot be mistaken for each other.
const ANSWERS = { en: ["Cancel order", "Keep order"], ar: ["ألغِ الطلب", "أبقِ الطلب"] } as const;
for (const lang of ["en", "ar"] as const) {
  test(`cancelling an order asks "Cancel order" or "Keep order" (${lang})`, async ({ page, url, sandboxUrl }) => {
    test.setTimeout(120_000);
    await signIn(page, { base: url(""), sandboxUrl, lang });
    await chooseSalmiya(page, url(""), lang, `/${lang}-kw${STORE}`);
    await addToCart(page, url(""), lang, FRIES[lang]);
    await addToCart(page, url(""), lang, RINGS[lang]);
    await page.goto(url(`/${lang}-kw${STORE}/checkout`));
    await page.locator('input[name="address"][value="location"]').check();
    await page.locator("#field_4").fill("10");
    await page.locator("#field_3").fill("Salem Al Mubarak St");
    await page.locator("#field_5").fill("12");
    await choosePayment(page, "credit_card");
    await page.getByTestId("place-order").click();
    await expect(page).toHaveURL(/\/sandbox\/pay\//);
    const code = (await page
      .locator("dd")
      .filter({ hasText: /^[A-Z]{2}-[A-Z0-9]+$/ })
      .first()
      .textContent())!.trim();
    await page.goto(url(`/${lang}-kw/order/${code}`));
    await page.getByTestId("abandon").click();
    await expect(page.getByTestId("confirm")).toHaveText(ANSWERS[lang][0]);
    await expect(page.getByTestId("confirm-cancel")).toHaveText(ANSWERS[lang][1]);
    await page.getByTestId("confirm-cancel").click();
    await expect(page.getByTestId("abandon")).toBeVisible();
  });
}

// The header's location is capitalised, and the cart is called the cart
// everywhere. (Its width at 375 px with a cart badge is not fixed yet: see the report.)
const NO_LOCATION = { en: "No location", ar: "لا يوجد موقع" } as const;
for (const lang of ["en", "ar"] as const) {
  test(`the header says "No location" and the cart bar says cart (${lang})`, async ({ page, url }) => {
    await page.goto(url(`/${lang}-kw${STORE}`));
    await expect(page.getByTestId("location-address")).toHaveText(NO_LOCATION[lang]);
    await addSimpleProduct(page, FRIES[lang]);
    if (lang === "en") await expect(page.locator("body")).not.toContainText(/basket/i);
  });
}

// The footer of a vendor's storefront names the vendor's brand, in the page's
// language; the brand directory (no vendor) keeps the product's name.
const BRAND = { en: "Burger Bay", ar: "برجر باي" } as const;
for (const lang of ["en", "ar"] as const) {
  test(`the footer on a vendor host names the vendor's brand (${lang})`, async ({ page }) => {
    const vendorHome = `http://burger-bay.localhost:${process.env.E2E_PORT}/${lang}-kw`;
    await page.goto(vendorHome);
    const year = String(new Date().getFullYear());
    await expect(page.getByTestId("copyright")).toHaveText(new RegExp(`^© ${year} ${BRAND[lang]}\\.`));
    await page.goto(`http://localhost:${process.env.E2E_PORT}/${lang}-kw`);
    await expect(page.getByTestId("copyright")).not.toContainText(BRAND[lang]);
  });
}
