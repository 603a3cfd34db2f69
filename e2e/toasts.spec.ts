// Toasts that help and go: a toast covers neither the header (Cart, Account) nor
// a primary button nor the order page's back link; it shows on the page it was made for only (not on
// the sign-in page the next tap leads to); one at a time. JS on and off (the two projects), en and
// ar, 375 px and 1280 px.
import type { Page } from "@playwright/test";
import { test, expect, DEMO, SCREENSHOTS } from "./fixtures";
import { addAddress, signIn, choosePayment } from "./flows";

const STORE = `/store/${DEMO.store}`;
const FRIES = { en: "Loaded Fries", ar: "بطاطس محملة" } as const;
const RINGS = { en: "Onion Rings", ar: "حلقات البصل" } as const;
const ADDED = { en: "Added to your cart", ar: "تمت الإضافة إلى سلتك" } as const;
const PLACED = { en: "Thank you! Your order was placed.", ar: "شكراً لك! تم إرسال طلبك." } as const;
const SIGNED_OUT = { en: "You are signed out.", ar: "تم تسجيل خروجك." } as const;
const WIDTHS = [375, 1280] as const;

/** Adds a product that needs no choices from the store page (dialog with JS, page without), at any width. */
async function addProduct(page: Page, name: string) {
  // An earlier add's dialog closes first (with JS): a tap on a card while it fades falls on its backdrop.
  await expect(page.getByTestId("product-form")).toHaveCount(0);
  const count = page.getByTestId("cart-count");
  const before = (await count.count()) ? Number(await count.first().textContent()) : 0;
  await page.getByRole("link", { name, exact: true }).click();
  const form = page.getByTestId("product-form");
  await expect(form).toBeVisible();
  await form.getByTestId("add-to-cart").click();
  await expect(count.first()).toHaveText(String(before + 1));
}

/**
 * The toast's box meets no visible header, primary button, cart button or back link, as the page is
 * now (measured in one go, while the toast is shown).
 */
async function expectClearOf(page: Page) {
  const found = await page.evaluate(() => {
    const toast = document.querySelector('[data-testid="toast"]');
    if (!toast) return { toast: null, covered: [] as string[] };
    // The toast's fade held still for the measure, and let go after it; only the toast's: a dialog
    // still closing must finish (pausing every animation of the page left it open, over the header).
    const fades = toast.getAnimations({ subtree: true });
    for (const fade of fades) fade.pause();
    const a = toast.getBoundingClientRect();
    const others = document.querySelectorAll(
      'body > header, .btn-primary, [data-testid="cart-button"], [data-testid="back-link"]',
    );
    const covered: string[] = [];
    for (const element of others) {
      const b = element.getBoundingClientRect();
      if (b.width === 0 || b.height === 0 || getComputedStyle(element).visibility === "hidden") continue;
      if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) {
        covered.push(`${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 40)}"`);
      }
    }
    for (const fade of fades) fade.play();
    return { toast: { height: a.height }, covered };
  });
  expect(found.toast?.height ?? 0, "the toast is shown").toBeGreaterThan(0);
  expect(found.covered, "what the toast covers").toEqual([]);
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png` });
}

for (const lang of ["en", "ar"] as const) {
  for (const width of WIDTHS) {
    test(`the toast of an add shows on the store page clear of the header and primary buttons, and not on the next page (${lang}, ${width} px)`, async ({
      page,
      url,
      js,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(url(`/${lang}-kw${STORE}`));
      await addProduct(page, FRIES[lang]);
      const toast = page.getByTestId("toast");
      await expect(toast).toHaveCount(1);
      await expect(toast).toHaveText(new RegExp(ADDED[lang]));
      await expect(toast).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectClearOf(page);
      await shot(page, `toast-store-${lang}-${width}-${js ? "js" : "nojs"}-after`);

      // The next tap (Cart in the header: a client navigation with JS) shows no toast of the add.
      await page.getByTestId("cart-button").click();
      await expect(page).toHaveURL(new RegExp(`/${lang}-kw/cart`));
      await expect(page.getByTestId("cart-line").first()).toBeAttached();
      await expect(page.getByTestId("toast")).toHaveCount(0);
    });
  }

  test(`a toast stays behind when the customer goes on, and a newer one never stacks under it: one at a time (${lang})`, async ({
    page,
    url,
    sandboxUrl,
  }) => {
    await signIn(page, { base: url(""), sandboxUrl, lang });
    await page.goto(url(`/${lang}-kw${STORE}`));
    await addProduct(page, FRIES[lang]);
    await expect(page.getByTestId("toast")).toHaveText(new RegExp(ADDED[lang]));
    // A link of the header (a client navigation with JS): the add's toast stays on the store page.
    await page.getByTestId("account-button").click();
    await expect(page).toHaveURL(new RegExp(`/${lang}-kw/account$`));
    await expect(page.getByTestId("toast")).toHaveCount(0);
    // Signing out lands on the home page with its own toast, alone.
    await page.getByTestId("logout").click();
    await expect(page.getByTestId("sign-in-button")).toBeVisible();
    // In the page's language (the form posts to the page's own locale).
    await expect(page.getByTestId("toast")).toHaveCount(1);
    await expect(page.getByTestId("toast")).toHaveText(new RegExp(SIGNED_OUT[lang]));
  });

  test(`the order page's toast leaves its back link and header clear (${lang})`, async ({
    page,
    url,
    sandboxUrl,
    js,
  }) => {
    test.setTimeout(120_000);
    const width = lang === "en" ? 375 : 1280;
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, { base: url(""), sandboxUrl, lang });
    await addAddress(page, url(""), lang);
    await page.goto(url(`/${lang}-kw${STORE}`));
    await addProduct(page, FRIES[lang]);
    await addProduct(page, RINGS[lang]);
    await page.goto(url(`/${lang}-kw${STORE}/checkout`));
    await choosePayment(page, "cash");
    await page.getByTestId("place-order").click();
    await expect(page).toHaveURL(new RegExp(`/${lang}-kw/order/[A-Z0-9-]+$`));
    const toast = page.getByTestId("toast");
    await expect(toast).toHaveCount(1);
    await expect(toast).toHaveText(new RegExp(PLACED[lang]));
    await expectClearOf(page);
    await shot(page, `toast-order-${lang}-${width}-${js ? "js" : "nojs"}-after`);
  });
}
