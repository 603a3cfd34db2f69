// Addresses that are remembered: the address an order went to is saved to the address book
// (labelled, never twice) unless "Save this address" is unticked; the next checkout opens with it
// chosen; a new device, once signed in, is offered the saved addresses and orders without typing
// one; "Add an address" from the checkout comes back to it with the new address chosen; with JS,
// what was typed survives a reload. Screenshots go to screenshots/ (ignored).
import { mkdirSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { test, expect, DEMO, SCREENSHOTS } from "./fixtures";
import { addAddress, addToCart, chooseSalmiya, clickHydrated, signIn, choosePayment, openRow } from "./flows";

type Lang = "en" | "ar";
const STORE = `/store/${DEMO.store}`;
const FRIES = { en: "Loaded Fries", ar: "بطاطس محملة" } as const;
const RINGS = { en: "Onion Rings", ar: "حلقات البصل" } as const;
const STREET = { en: "Salem Al Mubarak St", ar: "شارع سالم المبارك" } as const;
const HOME = { en: "Deliver to Home", ar: "التوصيل إلى المنزل" } as const;
const ORDER = (lang: Lang) => new RegExp(`/${lang}-kw/order/[A-Z0-9-]+$`);

async function shots(page: Page, name: string, target: () => ReturnType<Page["getByTestId"]>) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await target().screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png` });
  }
}

/** Two products in the cart (above the store's minimum order, over HTTP), then the checkout. */
async function toCheckout(page: Page, base: string, lang: Lang) {
  await addToCart(page, base, lang, FRIES[lang]);
  await addToCart(page, base, lang, RINGS[lang]);
  await page.goto(`${base}/${lang}-kw${STORE}/checkout`);
  await expect(page.getByTestId("checkout-form")).toBeVisible();
}

/** The delivery location's details for a house (block, street, number). */
async function typeHouse(page: Page, lang: Lang) {
  await page.getByTestId("kind-house").check();
  await page.locator("#field_4").fill("10");
  await page.locator("#field_3").fill(STREET[lang]);
  await page.locator("#field_5").fill("12");
}

async function placeCash(page: Page, lang: Lang) {
  await choosePayment(page, "cash");
  await page.getByTestId("place-order").click();
  await expect(page).toHaveURL(ORDER(lang));
}

async function savedAddresses(page: Page, base: string, lang: Lang) {
  await page.goto(`${base}/${lang}-kw/account/addresses`);
  return page.getByTestId("address");
}

/** Chooses the delivery location radio (JS off: and updates the total, so the page priced it). */
async function chooseLocation(page: Page, js: boolean) {
  // A saved address chosen folds the location under "Deliver somewhere else" (decision 118).
  if (await page.getByTestId("deliver-elsewhere").count()) await openRow(page, "deliver-elsewhere");
  await page.locator('input[name="address"][value="location"]').check();
  if (!js) await page.getByTestId("reprice").click();
  await expect(page.locator('input[name="address"][value="location"]')).toBeChecked();
}

for (const lang of ["en", "ar"] as const) {
  test(`the address an order went to is saved as Home, and the next checkout opens with it (${lang})`, async ({
    page,
    url,
    sandboxUrl,
    js,
  }) => {
    test.setTimeout(150_000);
    const base = url("");
    await signIn(page, { base, sandboxUrl, lang });
    await chooseSalmiya(page, base, lang, `/${lang}-kw${STORE}`);
    await toCheckout(page, base, lang);
    await expect(page.locator('input[name="address"][value="location"]')).toBeChecked();
    await typeHouse(page, lang);
    if (js)
      await shots(page, `address-new-checkout-${lang}`, () =>
        page.getByTestId("checkout-form").locator("fieldset").first(),
      );
    await placeCash(page, lang);
    const book = await savedAddresses(page, base, lang);
    await expect(book).toHaveCount(1);
    await expect(book.first()).toContainText(lang === "en" ? "Home" : "المنزل");
    await expect(book.first()).toContainText(STREET[lang]);

    // The next order: the saved address is chosen, its details shown; nothing to type.
    await toCheckout(page, base, lang);
    await expect(page.getByTestId("deliver-to")).toHaveText(HOME[lang]);
    const saved = page.getByTestId("saved-address");
    await expect(saved).toHaveCount(1);
    await expect(saved.locator('input[name="address"]')).toBeChecked();
    await expect(saved).toContainText(STREET[lang]);
    if (js)
      await shots(page, `address-remembered-checkout-${lang}`, () =>
        page.getByTestId("checkout-form").locator("fieldset").first(),
      );
    await placeCash(page, lang);
    await expect(page.getByTestId("order-address")).toContainText(STREET[lang]);

    // The same place with the same details typed again is not saved a second time.
    await toCheckout(page, base, lang);
    await chooseLocation(page, js);
    await typeHouse(page, lang);
    await placeCash(page, lang);
    await expect(await savedAddresses(page, base, lang)).toHaveCount(1);
  });

  test(`unticking "Save this address" saves nothing (${lang})`, async ({ page, url, sandboxUrl }) => {
    test.setTimeout(120_000);
    const base = url("");
    await signIn(page, { base, sandboxUrl, lang });
    await chooseSalmiya(page, base, lang, `/${lang}-kw${STORE}`);
    await toCheckout(page, base, lang);
    await typeHouse(page, lang);
    await expect(page.getByTestId("save-address-box")).toBeChecked();
    await page.locator("#address_name").fill("Mum");
    await page.getByTestId("save-address-box").uncheck();
    await placeCash(page, lang);
    await expect(page.getByTestId("order-address")).toContainText(STREET[lang]);
    await expect(await savedAddresses(page, base, lang)).toHaveCount(0);
  });

  test(`a new device, once signed in, offers the saved addresses and orders without typing one (${lang})`, async ({
    page,
    url,
    sandboxUrl,
    js,
    browser,
  }) => {
    test.setTimeout(150_000);
    const base = url("");
    const phone = await signIn(page, { base, sandboxUrl, lang });
    await addAddress(page, base, lang);
    // Another device: no delivery location, no cart, the same customer.
    const other = await newDevice(browser, js);
    await signIn(other, { base, sandboxUrl, lang, phone });
    if (js) {
      // With JS the header's location button opens the location sheet, which lists the saved addresses.
      await other.goto(`${base}/${lang}-kw${STORE}`);
      await clickHydrated(other.getByTestId("location-button"));
      await expect(other.getByTestId("location-dialog")).toBeVisible();
    } else {
      await other.goto(`${base}/${lang}-kw/location?redirectTo=${encodeURIComponent(`/${lang}-kw${STORE}`)}`);
      await expect(other.getByTestId("current-location")).not.toContainText(
        lang === "en" ? "No delivery location" : "لم تختر",
      );
    }
    const offered = other.getByTestId("saved-places");
    await expect(offered).toContainText(STREET[lang]);
    if (js) await shots(other, `address-new-device-offer-${lang}`, () => other.getByTestId("location-dialog"));
    await other.getByTestId("choose-saved").first().click();
    await expect(other).toHaveURL(`${base}/${lang}-kw${STORE}`);
    await expect(other.getByTestId("location-address")).toContainText(lang === "en" ? "Salmiya" : "السالمية");
    await toCheckout(other, base, lang);
    await expect(other.getByTestId("saved-address").locator('input[name="address"]')).toBeChecked();
    await placeCash(other, lang);
    await expect(other.getByTestId("order-address")).toContainText(STREET[lang]);
    await other.context().close();
  });

  test(`a new device with no location goes to the checkout with the saved address chosen (${lang})`, async ({
    page,
    url,
    sandboxUrl,
    js,
    browser,
  }) => {
    test.setTimeout(150_000);
    const base = url("");
    const phone = await signIn(page, { base, sandboxUrl, lang });
    await addAddress(page, base, lang);
    const other = await newDevice(browser, js);
    await signIn(other, { base, sandboxUrl, lang, phone });
    await toCheckout(other, base, lang);
    await expect(other.getByTestId("checkout-form")).not.toContainText(
      lang === "en" ? "No delivery location" : "لم تختر",
    );
    await expect(other.getByTestId("saved-address").locator('input[name="address"]')).toBeChecked();
    await placeCash(other, lang);
    await expect(other.getByTestId("order-address")).toContainText(STREET[lang]);
    await other.context().close();
  });

  test(`"Add an address" from the checkout comes back to it with the new address chosen (${lang})`, async ({
    page,
    url,
    sandboxUrl,
  }) => {
    test.setTimeout(120_000);
    const base = url("");
    await signIn(page, { base, sandboxUrl, lang });
    await chooseSalmiya(page, base, lang, `/${lang}-kw${STORE}`);
    await toCheckout(page, base, lang);
    await page
      .getByTestId("checkout-form")
      .getByRole("link", { name: lang === "en" ? "Add an address" : "أضف عنواناً", exact: true })
      .click();
    const form = page.getByTestId("address-form");
    await expect(page.getByTestId("picked-location")).toContainText(lang === "en" ? "Salmiya" : "السالمية");
    await form.locator("#address-name").fill("Aunt");
    await form.locator("#address-field_4").fill("10");
    await form.locator("#address-field_3").fill(STREET[lang]);
    await form.locator("#address-field_5").fill("7");
    await form.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(`${base}/${lang}-kw${STORE}/checkout`);
    await expect(page.getByTestId("deliver-to")).toContainText("Aunt");
    await expect(
      page.getByTestId("saved-address").filter({ hasText: "Aunt" }).locator('input[name="address"]'),
    ).toBeChecked();
    await placeCash(page, lang);
    await expect(page.getByTestId("order-address")).toContainText(STREET[lang]);
  });

  test(`what was typed at the checkout survives a reload @js-only (${lang})`, async ({ page, url, sandboxUrl }) => {
    test.setTimeout(120_000);
    const base = url("");
    await signIn(page, { base, sandboxUrl, lang });
    await chooseSalmiya(page, base, lang, `/${lang}-kw${STORE}`);
    await toCheckout(page, base, lang);
    await page.getByTestId("kind-apartment").check();
    await page.locator("#field_4").fill("10");
    await page.locator("#field_3").fill(STREET[lang]);
    await page.locator("#building").fill("5");
    await page.locator("#floor").fill("3");
    await page.locator("#apartment_no").fill("9");
    await page.reload();
    await expect(page.getByTestId("kind-apartment")).toBeChecked();
    await expect(page.locator("#field_3")).toHaveValue(STREET[lang]);
    await expect(page.locator("#building")).toHaveValue("5");
    await expect(page.locator("#floor")).toHaveValue("3");
    await expect(page.locator("#apartment_no")).toHaveValue("9");
    // The label and the save box too.
    await page.locator("#address_name").fill("Flat");
    await page.getByTestId("save-address-box").uncheck();
    await page.reload();
    await expect(page.locator("#address_name")).toHaveValue("Flat");
    await expect(page.getByTestId("save-address-box")).not.toBeChecked();
    // Once the order is placed, the next checkout starts afresh.
    await page.getByTestId("save-address-box").check();
    await placeCash(page, lang);
    await toCheckout(page, base, lang);
    await chooseLocation(page, true);
    await expect(page.locator("#building")).toHaveValue("");
  });
}

async function newDevice(browser: Browser, js: boolean): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: js });
  return context.newPage();
}
