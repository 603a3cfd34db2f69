// Sign-out starts a new session. At 375 px, with JS on and off, in English and
// Arabic: customer A chooses a delivery location, fills the checkout's address details and notes
// ("gate code 4321") and adds to the cart, then signs out; customer B signs in on the same browser
// and finds an empty cart and a checkout with none of A's details. Arabic, chosen by A, stays.
import { test, expect, DEMO } from "./fixtures";
import { addSimpleProduct, chooseSalmiya, signIn, openRow } from "./flows";

const STORE = `/store/${DEMO.store}`;
const FRIES = { en: "Loaded Fries", ar: "بطاطس محملة" } as const;
const STREET = "Gate Four Street";
const HOUSE = "4711";
const NOTES = "gate code 4321";

for (const lang of ["en", "ar"] as const) {
  test(`after A signs out, B signing in on the same browser sees none of A's checkout (${lang}, 375 px)`, async ({
    page,
    url,
    sandboxUrl,
  }) => {
    test.setTimeout(120_000);
    const narrow = () => page.setViewportSize({ width: 375, height: 740 });
    /** A product added where the cart panel is beside the menu (at 375 px it is behind the cart button). */
    const addFries = async () => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await addSimpleProduct(page, FRIES[lang]);
      await narrow();
    };
    await narrow();
    // A: a place, a product, the checkout's details for that place.
    await signIn(page, { base: url(""), sandboxUrl, lang });
    await chooseSalmiya(page, url(""), lang, `/${lang}-kw${STORE}`);
    await addFries();
    const checkout = url(`/${lang}-kw${STORE}/checkout`);
    await page.goto(checkout);
    await page.locator('input[name="address"][value="location"]').check();
    await page.locator("#field_4").fill("10");
    await page.locator("#field_3").fill(STREET);
    await page.locator("#field_5").fill(HOUSE);
    await page.locator("#notes").fill(NOTES);
    // A code applied posts the checkout's form (JS on and off): the details are kept as its draft.
    await openRow(page, "promo-row");
    await page.locator("#promo-code").fill("SAVE10");
    await page.getByTestId("promo-form").locator('button[type="submit"]').first().click();
    await expect(page.getByTestId("promo-applied")).toBeVisible();
    await page.goto(checkout);
    await expect(page.locator("#field_3")).toHaveValue(STREET);
    await expect(page.locator("#notes")).toHaveValue(NOTES);

    if (lang === "ar") {
      // A chose Arabic from an English page: the choice is the browser's, and outlives the sign-out.
      await page.goto(url(`/en-kw/account`));
      await page.getByTestId("language-toggle").click();
      await expect(page).toHaveURL(/\/ar-kw\/account$/);
    }

    // A signs out.
    await page.goto(url(`/${lang}-kw/account`));
    await page.getByTestId("logout").click();
    await expect(page.getByTestId("sign-in-button")).toBeVisible();
    // The browser stays known as one that signed in (a code budget of its own, decision 0119): an
    // httpOnly cookie that outlives the sign-out.
    const device = (await page.context().cookies()).find((cookie) => cookie.name === "web_customer_app_device");
    expect(device?.httpOnly).toBe(true);
    await page.goto(checkout);
    await expect(page.locator("body")).not.toContainText(STREET);

    // B signs in on the same browser: an empty cart, no place, none of A's details.
    await signIn(page, { base: url(""), sandboxUrl, lang });
    if (lang === "ar") {
      await page.goto(url(`/en-kw/cart`));
      await expect(page).toHaveURL(/\/ar-kw\/cart$/);
    } else {
      await page.goto(url(`/${lang}-kw/cart`));
    }
    await expect(page.getByTestId("cart-line")).toHaveCount(0);
    await page.goto(url(`/${lang}-kw${STORE}`));
    await addFries();
    await page.goto(checkout);
    await expect(page.getByTestId("checkout-form")).toBeVisible();
    await expect(page.getByTestId("checkout-aside").getByTestId("cart-line")).toHaveCount(1);
    await expect(page.locator('input[name="address"][value="location"]')).toHaveCount(0);
    await expect(page.locator("#field_3")).toHaveCount(0);
    await expect(page.locator("#notes")).toHaveCount(0);
    for (const text of [STREET, HOUSE, NOTES]) await expect(page.locator("body")).not.toContainText(text);
  });
}

for (const lang of ["en", "ar"] as const) {
  test(`a browser that ignores Clear-Site-Data still forgets the checkout's typed draft at sign-out (${lang}, 375 px) @js-only`, async ({
    page,
    url,
    sandboxUrl,
  }) => {
    test.setTimeout(120_000);
    const drafts = () =>
      page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.includes("checkout_draft")));
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, { base: url(""), sandboxUrl, lang });
    await chooseSalmiya(page, url(""), lang, `/${lang}-kw${STORE}`);
    await addSimpleProduct(page, FRIES[lang]);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(url(`/${lang}-kw${STORE}/checkout`));
    await page.locator('input[name="address"][value="location"]').check();
    await page.locator("#field_3").fill(STREET);
    await expect.poll(drafts).toHaveLength(1);

    // The sign-out's answer without its Clear-Site-Data, as a browser that does not act on it sees it.
    await page.route("**/logout**", async (route) => {
      const response = await route.fetch({ maxRedirects: 0 });
      const headers = { ...response.headers() };
      delete headers["clear-site-data"];
      await route.fulfill({ response, headers });
    });
    await page.goto(url(`/${lang}-kw/account`));
    await page.getByTestId("logout").click();
    await expect(page.getByTestId("sign-in-button")).toBeVisible();
    await expect.poll(drafts).toHaveLength(0);
  });
}
