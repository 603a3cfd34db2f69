// The store's minimum order said where the customer looks: the basket bar and the cart say what is
// left to reach it, with a progress line; once it is met the basket bar leads to the checkout; a
// disabled Place order says on the button what is missing. JS on and off, English and Arabic.
import type { Page } from "@playwright/test";
import { test, expect, DEMO } from "./fixtures";
import { chooseSalmiya, signIn } from "./flows";

const PHONE = { width: 375, height: 740 } as const;
const STORE = `/store/${DEMO.store}`;
const RINGS = { en: "Onion Rings", ar: "حلقات البصل" } as const;
const FRIES = { en: "Loaded Fries", ar: "بطاطس محملة" } as const;
const ADD = { en: "Add", ar: "أضف" } as const;
/** Onion Rings (0.850) alone lack 1.150 of the store's 2.000 minimum, in each language's money format. */
const LEFT = {
  en: "KWD 1.150 to the minimum order",
  ar: /باقي\s*\u200f?1\.150\s*د\.ك\.\u200f?\s*للوصول إلى الحد الأدنى للطلب/,
} as const;
const ADD_TO_ORDER = {
  en: "Add KWD 1.150 to order",
  ar: /أضف\s*\u200f?1\.150\s*د\.ك\.\u200f?\s*لإرسال الطلب/,
} as const;
const LANGS = ["en", "ar"] as const;

/** The card's "+" (a post of the menu's form without JS, a fetcher with JS); the bar shows the new count. */
async function quickAdd(page: Page, lang: (typeof LANGS)[number], name: string, count: number) {
  await page.getByRole("button", { name: `${ADD[lang]} ${name}`, exact: true }).click();
  await expect(page.getByTestId("basket-bar")).toContainText(
    lang === "en" ? `${count} item` : count === 1 ? "صنف واحد" : "صنفان",
  );
}

for (const lang of LANGS) {
  test(`the basket bar says what is left to the minimum order, then leads to the checkout (${lang})`, async ({
    page,
    url,
    sandboxUrl,
    checkA11y,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, { base: url(""), sandboxUrl, lang });
    await page.setViewportSize(PHONE);
    // With a location chosen (before one, the bar asks for it: where-to-deliver.spec.ts).
    await chooseSalmiya(page, url(""), lang, `/${lang}-kw${STORE}`);
    await quickAdd(page, lang, RINGS[lang], 1);
    const bar = page.getByTestId("basket-bar");
    await expect(bar.getByTestId("minimum-order")).toContainText(LEFT[lang]);
    const progress = bar.getByTestId("minimum-progress");
    await expect(progress).toHaveAttribute("max", "2000");
    await expect(progress).toHaveAttribute("value", "850");
    await expect(progress).toHaveAccessibleName(
      lang === "en" ? "Towards the minimum order of KWD 2.000" : /الحد الأدنى للطلب/,
    );
    await expect(bar.getByTestId("basket-bar-link")).toHaveAttribute("href", `/${lang}-kw/cart`);
    // The bar's line never covers the last product.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const last = (await page.locator("[data-card]").last().boundingBox())!;
    expect(last.y + last.height).toBeLessThanOrEqual((await bar.boundingBox())!.y);
    await checkA11y();

    await quickAdd(page, lang, FRIES[lang], 2);
    await expect(bar.getByTestId("minimum-order")).toHaveCount(0);
    const link = bar.getByTestId("basket-bar-link");
    await expect(link).toContainText(lang === "en" ? "Checkout" : "إتمام الطلب");
    await link.click();
    await expect(page).toHaveURL(url(`/${lang}-kw${STORE}/checkout`));
    await expect(page.getByTestId("cart-line")).toHaveCount(2);
  });

  test(`the cart says what is left to the minimum order and Place order says it on the button (${lang})`, async ({
    page,
    url,
    sandboxUrl,
    checkA11y,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, { base: url(""), sandboxUrl, lang });
    await page.setViewportSize(PHONE);
    await page.goto(url(`/${lang}-kw${STORE}`));
    await quickAdd(page, lang, RINGS[lang], 1);
    await page.goto(url(`/${lang}-kw/cart`));
    await expect(page.getByTestId("minimum-order")).toContainText(LEFT[lang]);
    await expect(page.getByTestId("minimum-progress")).toHaveAttribute("value", "850");
    await checkA11y();

    await page.goto(url(`/${lang}-kw${STORE}/checkout`));
    const place = page.getByTestId("place-order");
    await expect(place).toBeDisabled();
    await expect(place).toHaveText(ADD_TO_ORDER[lang]);
    await expect(page.getByTestId("minimum-order")).toContainText(LEFT[lang]);
    await checkA11y();
  });
}
