// The branch that delivers, chosen for the customer: with a location, the brand page leads to the
// nearest branch that delivers there and lists the others below; a branch that does not deliver
// there shows no fee or time for it, and nothing can be added from it (its "+" and "Add to cart"
// disabled with the reason said, and the server refusing a forged add). Wallet credits are offered
// only with a balance, and the balance is said where they are.
import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { test, expect, SCREENSHOTS } from "./fixtures";
import { addAddress, addToCart, signIn, choosePayment } from "./flows";

const SHOT = process.env.E2E_SHOT_SUFFIX ?? "after";
const AREAS = {
  hawally: { en: "Hawally", ar: "حولي" },
  jahra: { en: "Jahra", ar: "الجهراء" },
} as const;
const FRIES = { en: "Loaded Fries", ar: "بطاطس محملة" } as const;
const RINGS = { en: "Onion Rings", ar: "حلقات البصل" } as const;
const BURGER = { en: "Classic Burger", ar: "برجر كلاسيك" } as const;
const ADD_OFF = {
  en: /^This branch does not deliver to Jahra.*, so nothing can be added from it\.$/,
  ar: /^هذا الفرع لا يوصّل إلى الجهراء.*، لذا لا يمكن الإضافة منه\.$/,
} as const;

async function shot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}-${SHOT}.png`, fullPage: true });
}

/** Chooses an area on the location page by its search (JS on and off alike); ends on `redirectTo`. */
async function chooseArea(
  page: Page,
  url: (p: string) => string,
  lang: "en" | "ar",
  area: keyof typeof AREAS,
  redirectTo: string,
) {
  const name = AREAS[area][lang];
  await page.goto(
    url(`/${lang}-kw/location?q=${encodeURIComponent(name)}&redirectTo=${encodeURIComponent(redirectTo)}`),
  );
  // The search also finds the areas of a governorate of the same name: the area itself is chosen.
  await page
    .locator('[data-testid="location-results"] li')
    .filter({ has: page.locator(`input[name="field_1"][value="${name}"]`) })
    .getByTestId("choose-place")
    .click();
  await expect(page).toHaveURL(url(redirectTo));
}

for (const lang of ["en", "ar"] as const) {
  const en = lang === "en";
  for (const width of [375, 1280]) {
    test(`with a location, the brand page leads to the nearest branch that delivers there (${lang}, ${width} px)`, async ({
      page,
      url,
      js,
      checkA11y,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const brandPath = `/${lang}-kw/brand/burger-bay`;
      // Without a location: the branches as they were, none leading.
      await page.goto(url(brandPath));
      await expect(page.getByTestId("branch")).toHaveCount(3);
      await expect(page.getByTestId("lead-branch")).toHaveCount(0);

      await chooseArea(page, url, lang, "hawally", brandPath);
      const lead = page.getByTestId("lead-branch");
      await expect(lead).toHaveAttribute("data-slug", "burger-bay-hawally");
      const order = lead.getByTestId("lead-order");
      await expect(order).toHaveText(
        en ? "Order from Burger Bay Hawally — delivers to you" : "اطلب من برجر باي حولي — يوصّل إليك",
      );
      await expect(order).toHaveAttribute("href", `/${lang}-kw/store/burger-bay-hawally`);
      await expect(lead.getByTestId("branch-delivery")).toContainText(
        en ? /· Delivery KWD\s\d\.\d{3}$/ : /· التوصيل \u200f?\d\.\d{3}\sد\.ك\.\u200f?$/,
      );
      // The others below it, nearest first, and the call above the fold.
      expect(
        await page.getByTestId("branch").evaluateAll((els) => els.map((e) => e.getAttribute("data-slug"))),
      ).toEqual(["burger-bay-salmiya", "burger-bay-mega"]);
      expect((await lead.boundingBox())!.y).toBeLessThan((await page.getByTestId("store-list").boundingBox())!.y);
      await expect(order).toBeInViewport();
      await shot(page, `brand-lead-${lang}-${width}-${js ? "js" : "nojs"}`);
      await checkA11y();
      await order.click();
      await expect(page).toHaveURL(url(`/${lang}-kw/store/burger-bay-hawally`));
      await expect(page.getByTestId("not-delivering-here")).toHaveCount(0);
    });

    test(`where no branch delivers, the brand page says so and a store there shows no fee or time and adds nothing (${lang}, ${width} px)`, async ({
      page,
      url,
      js,
      checkA11y,
    }) => {
      test.slow(); // two pages scanned by axe, and a sheet
      await page.setViewportSize({ width, height: 900 });
      const brandPath = `/${lang}-kw/brand/burger-bay`;
      await chooseArea(page, url, lang, "jahra", brandPath);
      // No lead: it is said that none delivers, and every branch is listed, with no fee or time there.
      await expect(page.getByTestId("lead-branch")).toHaveCount(0);
      await expect(page.getByTestId("no-branch-delivers")).toHaveText(
        en ? /^No branch of Burger Bay delivers to Jahra/ : /^لا يوجد فرع من برجر باي يوصّل إلى الجهراء/,
      );
      await expect(page.getByTestId("branch")).toHaveCount(3);
      for (const facts of await page.getByTestId("branch-delivery").all()) {
        await expect(facts).toHaveText(en ? /^\d+(\.\d)? km away$/ : /^على بعد \d+(\.\d)? كم$/);
      }

      const storePath = `/${lang}-kw/store/burger-bay-salmiya`;
      await page.goto(url(storePath));
      await expect(page.getByTestId("not-delivering-here")).toBeVisible();
      await expect(page.getByTestId("store-fee")).toHaveCount(0);
      await expect(page.getByTestId("store-estimate")).toHaveCount(0);
      await expect(page.getByTestId("store-min")).toBeVisible();
      // The reason is said above the menu, and every "+" is disabled and described by it.
      await expect(page.getByTestId("add-off")).toHaveText(ADD_OFF[lang]);
      const pluses = page.locator("li[data-card] > button");
      expect(await pluses.count()).toBeGreaterThan(3);
      for (const plus of await pluses.all()) {
        await expect(plus).toBeDisabled();
        await expect(plus).toHaveAccessibleDescription(ADD_OFF[lang]);
      }
      await shot(page, `store-not-delivering-${lang}-${width}-${js ? "js" : "nojs"}`);
      await checkA11y();

      // A product's sheet (its page without JS): "Add to cart" disabled, the reason beside it.
      for (const name of [FRIES[lang], BURGER[lang]]) {
        await page.getByRole("link", { name, exact: true }).click();
        const form = page.getByTestId("product-form");
        await expect(form).toBeVisible();
        await expect(form.getByTestId("add-off-reason")).toHaveText(ADD_OFF[lang]);
        await expect(form.getByTestId("add-to-cart")).toBeDisabled();
        await expect(form.getByTestId("add-to-cart")).toHaveAccessibleDescription(ADD_OFF[lang]);
        if (name === FRIES[lang]) await shot(page, `sheet-not-delivering-${lang}-${width}-${js ? "js" : "nojs"}`);
        await page.goto(url(storePath));
      }
    });
  }

  test(`the server refuses an add to a store that does not deliver to the location, with its reason (${lang})`, async ({
    page,
    url,
  }) => {
    const storePath = `/${lang}-kw/store/burger-bay-salmiya`;
    await chooseArea(page, url, lang, "jahra", storePath);
    const link = await page.getByRole("link", { name: FRIES[lang], exact: true }).getAttribute("href");
    const [, productId, menuId] = /product\/(\d+)\?menu=(\d+)$/.exec(link!)!;
    const origin = { Origin: new URL(url("/")).origin };
    // The product form's post, forged: a 400 with the reason, nothing added.
    const sheet = await page.request.post(url(`${storePath}/product/${productId}?menu=${menuId}`), {
      form: { intent: "add", quantity: "1" },
      headers: origin,
      maxRedirects: 0,
    });
    expect(sheet.status()).toBe(400);
    const said = en ? "so nothing can be added from it." : "لذا لا يمكن الإضافة منه.";
    expect(await sheet.text()).toContain(said);
    // The card's "+", forged: back to the product's page, which says why; nothing added.
    const quick = await page.request.post(url(`${storePath}?index&menu=${menuId}`), {
      form: { [`p${productId}`]: "" },
      headers: origin,
      maxRedirects: 0,
    });
    expect(quick.status()).toBe(303);
    await page.goto(url(quick.headers().location!));
    await expect(page.getByTestId("toast")).toContainText(said);
    await expect(page.getByTestId("add-off-reason")).toHaveText(ADD_OFF[lang]);
    await page.goto(url(`/${lang}-kw/cart`));
    await expect(page.getByTestId("cart-empty")).toBeVisible();
  });

  test(`wallet credits are offered with the balance said, and not at a zero balance (${lang})`, async ({
    page,
    url,
    sandboxUrl,
    js,
  }) => {
    test.setTimeout(150_000);
    const base = url("");
    const storePath = `/${lang}-kw/store/burger-bay-salmiya`;
    await signIn(page, { base, sandboxUrl, lang });
    await addAddress(page, base, lang);
    await addToCart(page, base, lang, FRIES[lang]);
    await addToCart(page, base, lang, RINGS[lang]);
    // A new customer in Kuwait has KWD 2.000 of credits: the cart page offers them and says so.
    await page.goto(url(`/${lang}-kw/cart`));
    const balance = en ? /^Balance: KWD\s2\.000$/ : /^الرصيد: \u200f?2\.000\sد\.ك\.\u200f?$/;
    await expect(page.getByTestId("wallet-balance")).toHaveText(balance);
    await shot(page, `cart-wallet-${lang}-${js ? "js" : "nojs"}`);
    await page.goto(url(`${storePath}/checkout`));
    await expect(page.getByTestId("wallet-balance")).toHaveText(balance);
    await page.getByTestId("wallet-toggle").click();
    await expect(page.locator('[data-summary-key="wallet_complement"]')).toBeVisible();
    await choosePayment(page, "cash");
    await page.getByTestId("place-order").click();
    await expect(page).toHaveURL(new RegExp(`/${lang}-kw/order/[A-Z0-9-]+$`));
    // The credits used up: the next cart offers none, on the cart page and the store page's panel.
    await addToCart(page, base, lang, FRIES[lang]);
    await page.goto(url(`/${lang}-kw/cart`));
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    await expect(page.getByTestId("wallet-toggle")).toHaveCount(0);
    await expect(page.getByTestId("wallet-balance")).toHaveCount(0);
  });
}
