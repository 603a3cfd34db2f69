// Every control of the main flow at 375 px is at least 44 × 44 px (e2e/tap-targets.ts says what
// counts): location, store, item sheet (product page without JS), cart, checkout and order pages,
// in English and Arabic, with JavaScript on and off.
import { test, expect, DEMO, SCREENSHOTS } from "./fixtures";
import { addAddress, openFilters, signIn, choosePayment } from "./flows";
import { smallTargets } from "./tap-targets";

const PHONE = { width: 375, height: 740 } as const;
const STORE = `/store/${DEMO.store}`;
const FRIES = { en: "Loaded Fries", ar: "بطاطس محملة" } as const;
const RINGS = { en: "Onion Rings", ar: "حلقات البصل" } as const;
const BURGER = { en: "Classic Burger", ar: "برجر كلاسيك" } as const;

for (const lang of ["en", "ar"] as const) {
  test(`44 px targets on the main flow at 375 px (${lang})`, async ({ page, url, sandboxUrl, js }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    const small: Record<string, string[]> = {};
    const look = async (name: string) => {
      small[name] = await smallTargets(page);
      await page.screenshot({
        path: `${SCREENSHOTS}/targets-${name.replace(/ /g, "-")}-${lang}-${js ? "js" : "nojs"}.png`,
        fullPage: true,
      });
    };

    await signIn(page, { base: url(""), sandboxUrl, lang });
    await addAddress(page, url(""), lang);
    await page.goto(url(`/${lang}-kw/location?q=${encodeURIComponent(lang === "en" ? "salmiya" : "السالمية")}`));
    await expect(page.getByTestId("choose-place").first()).toBeVisible();
    await look("location");

    await page.goto(url(`/${lang}-kw${STORE}`));
    for (const product of [FRIES[lang], RINGS[lang]]) {
      await page.getByRole("link", { name: product, exact: true }).click();
      await page.getByTestId("product-form").getByTestId("add-to-cart").click();
      await expect(page.getByTestId("product-form")).toHaveCount(0);
    }
    await expect(page.getByTestId("basket-bar")).toBeVisible();
    // The dietary filter's chips are measured with the rest of the store page, "Filters" open.
    await openFilters(page);
    await expect(page.getByTestId("diet-filter").getByRole("checkbox").first()).toBeVisible();
    await look("store");

    await page.getByRole("link", { name: BURGER[lang], exact: true }).click();
    await expect(page.getByTestId("product-form")).toBeVisible();
    if (js) await expect(page.getByTestId("product-dialog")).toBeVisible();
    await look(js ? "item sheet" : "product page");

    await page.goto(url(`/${lang}-kw/cart`));
    await expect(page.getByTestId("cart-line")).toHaveCount(2);
    await look("cart");

    await page.goto(url(`/${lang}-kw${STORE}/checkout`));
    await expect(page.getByTestId("place-order")).toBeVisible();
    await look("checkout");

    await choosePayment(page, "cash");
    await page.getByTestId("place-order").click();
    await expect(page).toHaveURL(new RegExp(`/${lang}-kw/order/[A-Z0-9-]+$`));
    await look("order");

    expect(small).toEqual({
      location: [],
      store: [],
      [js ? "item sheet" : "product page"]: [],
      cart: [],
      checkout: [],
      order: [],
    });
  });
}
