// The checkout keeps every choice across its re-renders (JS off
// re-prices after a timing change; with JS the total follows the choices by itself), slots grouped
// by day, wallet credits offered only with a balance; the checkout and account pages use a
// laptop's width; the address details follow the kind of address, in the checkout and the address
// book alike, and "Block 10 Salmiya" is found. Screenshots go to screenshots/ (ignored).
import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { test, expect, DEMO, SCREENSHOTS } from "./fixtures";
import { addToCart, scheduleDayWithTimes, signIn, toCheckout, choosePayment, openRow } from "./flows";

const STORE = `/store/${DEMO.store}`;
const FRIES = { en: "Loaded Fries", ar: "بطاطس محملة" } as const;
const RINGS = { en: "Onion Rings", ar: "حلقات البصل" } as const;
const STAGE = process.env.E2E_SHOT_STAGE ?? "after";

async function shot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}-${STAGE}.png`, fullPage: true });
}

const DAY_NAMES = { en: /^(Today|Tomorrow)$/, ar: /^(اليوم|غدًا)$/ } as const;

/** The visible mark of a required field, part of its accessible name (decision 40). */
const REQUIRED = { en: "(required)", ar: "(مطلوب)" } as const;

for (const lang of ["en", "ar"] as const) {
  test(`the checkout keeps every choice when it is re-rendered, and a later time is priced before placing (${lang})`, async ({
    page,
    url,
    sandboxUrl,
    js,
    checkA11y,
  }) => {
    test.setTimeout(120_000);
    await toCheckout(page, url(""), sandboxUrl, lang);
    const { times } = await scheduleDayWithTimes(page, 3);
    const slot = page.locator("#schedule_time");
    await expect(slot).toBeVisible();
    const [, second, third] = times;
    await slot.selectOption(second!);
    await choosePayment(page, "cash");
    if (js) {
      // With JS the total follows the choices: no "Update the total" button.
      await expect(page.getByTestId("reprice")).toHaveCount(0);
    } else {
      await page.getByTestId("reprice").click();
      await expect(page.getByTestId("timing-scheduled")).toBeChecked();
      await expect(slot).toHaveValue(second!);
      await expect(page.getByTestId("method-cash")).toBeChecked();
    }
    // Another slot chosen and not yet posted: applying a code keeps it (the code goes with the
    // checkout's own form, so without JS too).
    await slot.selectOption(third!);
    // The scheduled-only promo applies: the summary is priced for the later time.
    await openRow(page, "promo-row");
    await page.locator("#promo-code").fill("LATER20");
    await page.getByTestId("promo-form").locator('button[type="submit"]').first().click();
    await expect(page.getByTestId("promo-applied")).toBeVisible();
    await expect(page.locator('[data-summary-key="promotion_discount"]')).toBeVisible();
    await expect(page.getByTestId("timing-scheduled")).toBeChecked();
    await expect(slot).toHaveValue(third!);
    await expect(page.getByTestId("method-cash")).toBeChecked();
    // And one more of a line, the slot changed again first: the line's "+" posts with the checkout's form too.
    await slot.selectOption(second!);
    const fries = page.getByTestId("checkout-aside").getByTestId("cart-line").filter({ hasText: FRIES[lang] });
    await fries
      .getByRole("button", { name: lang === "en" ? `Add one ${FRIES.en}` : `أضف واحداً من ${FRIES.ar}`, exact: true })
      .click();
    await expect(fries.getByTestId("cart-line-quantity")).toContainText(/[2٢]$/);
    await expect(slot).toHaveValue(second!);
    await expect(page.getByTestId("timing-scheduled")).toBeChecked();
    await expect(page.getByTestId("promo-applied")).toBeVisible();
    await shot(page, `checkout-keeps-choices-${lang}-${js ? "js" : "nojs"}`);
    // The slots are picked by day, then time: Today or Tomorrow first, then the next days.
    const days = await page.locator("#schedule_day option").allInnerTexts();
    expect(days.length).toBeGreaterThanOrEqual(2);
    expect(days[0]).toMatch(DAY_NAMES[lang]);
    await checkA11y();
  });

  test(`at 1280 px the checkout is two columns with the summary and Place order beside the form; at 375 px one (${lang})`, async ({
    page,
    url,
    sandboxUrl,
    js,
    checkA11y,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await toCheckout(page, url(""), sandboxUrl, lang);
    const form = await page.getByTestId("checkout-form").boundingBox();
    const summary = await page.getByTestId("checkout-aside").boundingBox();
    expect(form && summary).toBeTruthy();
    // Side by side: the summary starts above the form's end and does not overlap it horizontally.
    expect(summary!.y).toBeLessThan(form!.y + form!.height / 2);
    if (lang === "en") expect(summary!.x).toBeGreaterThanOrEqual(form!.x + form!.width);
    else expect(summary!.x + summary!.width).toBeLessThanOrEqual(form!.x);
    // Place order stays in view while the form scrolls (sticky beside it).
    await page.getByTestId("timing").scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByTestId("place-order")).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByTestId("place-order")).toBeInViewport();
    await checkA11y();
    await shot(page, `checkout-1280-${lang}-${js ? "js" : "nojs"}`);
    // The account page uses the width: its links beside the profile, not one 640 px column.
    await page.goto(url(`/${lang}-kw/account`));
    const profile = await page.getByTestId("profile").boundingBox();
    const links = await page.getByTestId("account-links").boundingBox();
    expect(profile && links).toBeTruthy();
    expect(Math.abs(profile!.y - links!.y)).toBeLessThan(40);
    expect(profile!.width + links!.width).toBeGreaterThan(800);
    await shot(page, `account-1280-${lang}-${js ? "js" : "nojs"}`);
    // At 375 px: one column, the summary below the form.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(url(`/${lang}-kw${STORE}/checkout`));
    const narrowForm = await page.getByTestId("checkout-form").boundingBox();
    const narrowSummary = await page.getByTestId("checkout-aside").boundingBox();
    expect(narrowSummary!.y).toBeGreaterThanOrEqual(narrowForm!.y + narrowForm!.height);
    await shot(page, `checkout-375-${lang}-${js ? "js" : "nojs"}`);
  });
}

for (const lang of ["en", "ar"] as const) {
  test(`wallet credits are offered only while the customer has some (${lang})`, async ({ page, url, sandboxUrl }) => {
    test.setTimeout(120_000);
    // A new customer in Kuwait starts with 2.000 KWD of credits: offered, and used up by an order.
    await toCheckout(page, url(""), sandboxUrl, lang);
    await page.getByTestId("wallet-toggle").click();
    await expect(page.locator('[data-summary-key="wallet_complement"]')).toBeVisible();
    await choosePayment(page, "cash");
    await page.getByTestId("place-order").click();
    await expect(page).toHaveURL(new RegExp(`/${lang}-kw/order/[A-Z0-9-]+$`));
    // No credits left: the next checkout does not offer them.
    await addToCart(page, url(""), lang, FRIES[lang]);
    await page.goto(url(`/${lang}-kw${STORE}/checkout`));
    await expect(page.getByTestId("checkout-form")).toBeVisible();
    await expect(page.getByTestId("wallet-toggle")).toHaveCount(0);
  });

  test(`addresses a courier can find: block search, and details that follow the kind in the checkout and the address book (${lang})`, async ({
    page,
    url,
    sandboxUrl,
    js,
    checkA11y,
  }) => {
    test.setTimeout(150_000);
    const words =
      lang === "en"
        ? {
            query: "Block 10 Salmiya",
            block: "Block 10",
            street: "Salem Al Mubarak St",
            office: "Office",
            apartment: "Apartment",
          }
        : {
            query: "قطعة 10 السالمية",
            block: "قطعة 10",
            street: "شارع سالم المبارك",
            office: "المكتب",
            apartment: "الشقة",
          };
    await signIn(page, { base: url(""), sandboxUrl, lang });
    // The server's search (the page without the map) finds the area and keeps the block.
    await page.goto(
      url(
        `/${lang}-kw/location?q=${encodeURIComponent(words.query)}&redirectTo=${encodeURIComponent(`/${lang}-kw${STORE}`)}`,
      ),
    );
    await expect(page.getByTestId("location-results")).toContainText(words.block);
    await shot(page, `location-search-block-${lang}-${js ? "js" : "nojs"}`);
    await page.getByTestId("choose-place").first().click();
    await expect(page).toHaveURL(url(`/${lang}-kw${STORE}`));
    await addToCart(page, url(""), lang, FRIES[lang]);
    await addToCart(page, url(""), lang, RINGS[lang]);
    await page.goto(url(`/${lang}-kw${STORE}/checkout`));
    const details = page.getByTestId("address-details");
    // A house: block (from the search), street, house number; no building, floor or unit.
    await expect(page.getByTestId("kind-house")).toBeChecked();
    await expect(page.getByTestId("detail-field_4")).toHaveValue("10");
    for (const field of ["field_4", "field_3", "field_5"])
      await expect(page.getByTestId(`detail-${field}`)).toBeVisible();
    for (const field of ["building", "floor", "apartment_no"])
      await expect(page.getByTestId(`detail-${field}`)).toBeHidden();
    await shot(page, `checkout-details-house-${lang}-${js ? "js" : "nojs"}`);
    // An apartment: block, street, building, floor, apartment; an office the same with "Office".
    await page.getByTestId("kind-apartment").check();
    for (const field of ["field_4", "field_3", "building", "floor", "apartment_no"])
      await expect(page.getByTestId(`detail-${field}`)).toBeVisible();
    await expect(page.getByTestId("detail-field_5")).toBeHidden();
    await expect(page.getByTestId("detail-apartment_no")).toHaveAccessibleName(`${words.apartment} ${REQUIRED[lang]}`);
    await page.getByTestId("kind-office").check();
    await expect(page.getByTestId("detail-apartment_no")).toHaveAccessibleName(`${words.office} ${REQUIRED[lang]}`);
    await expect(details.getByText(words.office, { exact: true }).last()).toBeVisible();
    await page.getByTestId("kind-house").check();
    // Placing without the house number: refused next to it, everything typed kept.
    await page.getByTestId("detail-field_3").fill(words.street);
    await choosePayment(page, "cash");
    await page.getByTestId("place-order").click();
    await expect(page.getByTestId("detail-field_5")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByTestId("detail-field_3")).toHaveValue(words.street);
    await expect(page.getByTestId("kind-house")).toBeChecked();
    await checkA11y();
    await page.getByTestId("detail-field_5").fill("12");
    await page.getByTestId("place-order").click();
    await expect(page).toHaveURL(new RegExp(`/${lang}-kw/order/[A-Z0-9-]+$`));
    // The order keeps every detail: block, street, house number.
    const address = page.getByTestId("order-address");
    await expect(address).toContainText(words.street);
    await expect(address).toContainText("10");
    await expect(address).toContainText("12");

    // The address book uses the same details: an office with its building, floor and office number.
    await page.goto(url(`/${lang}-kw/account/addresses?new=1`));
    const form = page.getByTestId("address-form");
    await expect(form.getByTestId("address-details")).toBeVisible();
    await expect(form.getByTestId("detail-building")).toBeHidden();
    await form.getByTestId("kind-office").check();
    await expect(form.getByTestId("detail-field_5")).toBeHidden();
    await form.getByTestId("detail-field_3").fill(words.street);
    await form.getByTestId("detail-building").fill("3");
    await form.getByTestId("detail-floor").fill("2");
    await form.getByTestId("detail-apartment_no").fill("4");
    await shot(page, `address-book-office-${lang}-${js ? "js" : "nojs"}`);
    await form.locator('button[type="submit"]').click();
    // The newest last: the order's house was saved to the book before it.
    const saved = page.getByTestId("address").last();
    await expect(saved).toContainText(lang === "en" ? "Office 4" : "مكتب 4");
    await expect(saved).toContainText(words.street);
    await expect(saved).toContainText(words.block);
    await checkA11y();
  });
}
