// Toasts that help and go (issue 18, item 6): a toast covers neither the header (Cart, Account) nor
// a primary button nor the order page's back link; it shows on the page it was made for only (not on
// the sign-in page the next tap leads to); one at a time. JS on and off (the two projects), en and
// ar, 375 px and 1280 px.
import type { Locator, Page } from "@playwright/test";
import { test, expect, DEMO } from "./fixtures";
import { addAddress, signIn } from "./flows";

const STORE = `/store/${DEMO.store}`;
const FRIES = { en: "Loaded Fries", ar: "بطاطس محملة" } as const;
const RINGS = { en: "Onion Rings", ar: "حلقات البصل" } as const;
const ADDED = { en: "Added to your cart", ar: "تمت الإضافة إلى سلتك" } as const;
const PLACED = { en: "Thank you! Your order was placed.", ar: "شكراً لك! تم إرسال طلبك." } as const;
const SIGNED_OUT = { en: "You are signed out.", ar: "تم تسجيل خروجك." } as const;
const WIDTHS = [375, 1280] as const;

/** Adds a product that needs no choices from the store page (dialog with JS, page without), at any width. */
async function addProduct(page: Page, name: string) {
  const count = page.getByTestId("cart-count");
  const before = (await count.count()) ? Number(await count.first().textContent()) : 0;
  await page.getByRole("link", { name, exact: true }).click();
  const form = page.getByTestId("product-form");
  await expect(form).toBeVisible();
  await form.getByTestId("add-to-cart").click();
  await expect(count.first()).toHaveText(String(before + 1));
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The toast's box meets no box of `others` (each visible one of them), as the page is now. */
async function expectClearOf(toast: Locator, others: Locator[]) {
  const box = (await toast.boundingBox())!;
  expect(box).not.toBeNull();
  for (const group of others) {
    for (const element of await group.all()) {
      if (!(await element.isVisible())) continue;
      const other = (await element.boundingBox())!;
      const name = await element.evaluate((e) => `${e.tagName.toLowerCase()} "${(e.textContent ?? "").trim().slice(0, 40)}"`);
      expect(overlaps(box, other), `the toast covers ${name}`).toBe(false);
    }
  }
}

const primaries = (page: Page) => [page.locator("body > header"), page.locator(".btn-primary"), page.getByTestId("cart-button"), page.getByTestId("back-link")];

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `e2e/artefacts/18/${name}.png` });
}

for (const lang of ["en", "ar"] as const) {
  for (const width of WIDTHS) {
    test(`the toast of an add shows on the store page clear of the header and primary buttons, and not on the next page (${lang}, ${width} px)`, async ({ page, url, js }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(url(`/${lang}-kw${STORE}`));
      await addProduct(page, FRIES[lang]);
      const toast = page.getByTestId("toast");
      await expect(toast).toHaveCount(1);
      await expect(toast).toHaveText(new RegExp(ADDED[lang]));
      await expect(toast).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectClearOf(toast, primaries(page));
      await shot(page, `toast-store-${lang}-${width}-${js ? "js" : "nojs"}-after`);

      // The next tap (Cart in the header: a client navigation with JS) shows no toast of the add.
      await page.getByTestId("cart-button").click();
      await expect(page).toHaveURL(new RegExp(`/${lang}-kw/cart`));
      await expect(page.getByTestId("cart-line").first()).toBeAttached();
      await expect(page.getByTestId("toast")).toHaveCount(0);
    });
  }

  test(`a toast stays behind when the customer goes on, and a newer one never stacks under it: one at a time (${lang})`, async ({ page, url, sandboxUrl }) => {
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
    // (Its words are English on an Arabic page: /logout has no locale; not this item's.)
    await expect(page.getByTestId("toast")).toHaveCount(1);
    await expect(page.getByTestId("toast")).toHaveText(new RegExp(`${SIGNED_OUT[lang]}|${SIGNED_OUT.en}`));
  });

  test(`the order page's toast leaves its back link and header clear (${lang})`, async ({ page, url, sandboxUrl, js }) => {
    test.setTimeout(120_000);
    const width = lang === "en" ? 375 : 1280;
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, { base: url(""), sandboxUrl, lang });
    await addAddress(page, url(""), lang);
    await page.goto(url(`/${lang}-kw${STORE}`));
    await addProduct(page, FRIES[lang]);
    await addProduct(page, RINGS[lang]);
    await page.goto(url(`/${lang}-kw${STORE}/checkout`));
    await page.getByTestId("method-cash").check();
    await page.getByTestId("place-order").click();
    await expect(page).toHaveURL(new RegExp(`/${lang}-kw/order/[A-Z0-9-]+$`));
    const toast = page.getByTestId("toast");
    await expect(toast).toHaveCount(1);
    await expect(toast).toHaveText(new RegExp(PLACED[lang]));
    await expectClearOf(toast, primaries(page));
    await shot(page, `toast-order-${lang}-${width}-${js ? "js" : "nojs"}-after`);
  });
}
