// The checkout on one phone screen (decision 118): a returning customer with a saved address sees
// "Deliver to Home", the time, the payment and the promo code as rows that open in place, the
// other places folded under "Deliver somewhere else", and Place order with the total pinned to the
// bottom of the screen; a row with an error opens itself; nothing overflows at 320 px. JS on and
// off, en and ar. Screenshots go to screenshots/ (ignored); the page's height is logged.
import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { test, expect, SCREENSHOTS } from "./fixtures";
import { choosePayment, openRow, scheduleDayWithTimes, toCheckout } from "./flows";

const PHONE = { width: 375, height: 812 };
const METHODS = {
  en: { knet: "KNET", cash: "Cash on delivery" },
  ar: { knet: "كي نت", cash: "الدفع نقداً عند الاستلام" },
} as const;

async function shot(page: Page, name: string, fullPage = true) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/one-screen-${name}.png`, fullPage });
}

/** Fails when the page is wider than the screen (a control poking out sideways). */
async function expectNoSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

for (const lang of ["en", "ar"] as const) {
  test(`a returning customer's checkout fits one phone screen, rows open in place (${lang})`, async ({
    page,
    url,
    sandboxUrl,
    js,
    checkA11y,
  }) => {
    test.setTimeout(120_000);
    const mode = `${lang}-${js ? "js" : "nojs"}`;
    // Signed in, an address of the book (Home) and a delivery location, two products.
    await toCheckout(page, url(""), sandboxUrl, lang);
    await page.setViewportSize(PHONE);
    await page.reload();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    console.log(JSON.stringify({ checkoutHeight: height, lang, js }));
    await shot(page, `375-${mode}`);
    await shot(page, `375-${mode}-screen`, false);

    // The saved address is chosen; the other places and the location's empty form are folded.
    await expect(page.getByTestId("deliver-to")).toBeVisible();
    const elsewhere = page.getByTestId("deliver-elsewhere");
    await expect(elsewhere).not.toHaveAttribute("open", "");
    await expect(page.getByTestId("detail-field_4")).toBeHidden();
    // Every row's summary, and Place order with the total, on the first screen (no scrolling).
    for (const row of ["deliver-to", "timing-row", "payment-row", "promo-row"]) {
      const box = (await page
        .getByTestId(row)
        .locator("xpath=self::*[not(self::details)] | summary")
        .first()
        .boundingBox())!;
      expect(box.y + box.height, row).toBeLessThanOrEqual(PHONE.height);
    }
    const place = page.getByTestId("place-order");
    await expect(place).toBeInViewport({ ratio: 1 });
    await expect(place).toContainText(/\d/);
    // Pinned while the page scrolls, and nothing hidden behind it at the end.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(place).toBeInViewport({ ratio: 1 });
    const summary = (await page.getByTestId("checkout-summary").boundingBox())!;
    expect(summary.y + summary.height).toBeLessThanOrEqual((await place.boundingBox())!.y);
    await page.evaluate(() => window.scrollTo(0, 0));

    // The rows say what is chosen, and open in place.
    await expect(page.getByTestId("timing-row").locator("summary")).toContainText(
      lang === "en" ? "As soon as possible" : "في أقرب وقت",
    );
    // The payment's summary names the method checked, and only it (CSS, without JS too).
    const paymentSummary = page.getByTestId("payment-row").locator("summary");
    await choosePayment(page, "knet");
    await expect(async () => {
      expect(await paymentSummary.innerText()).toContain(METHODS[lang].knet);
      expect(await paymentSummary.innerText()).not.toContain(METHODS[lang].cash);
    }).toPass();
    await openRow(page, "deliver-elsewhere");
    await expect(page.getByTestId("detail-field_4")).toBeVisible();
    await checkA11y();

    // A code applied: its row stays open, and "Remove code" stays inside the card.
    await openRow(page, "promo-row");
    await page.locator("#promo-code").fill("SAVE10");
    await page.getByTestId("promo-form").locator('button[type="submit"]').first().click();
    await expect(page.getByTestId("promo-applied")).toBeVisible();
    await expect(page.getByTestId("promo-row")).toHaveAttribute("open", "");
    expect(await paymentSummary.innerText()).toContain(METHODS[lang].knet);
    const card = (await page.getByTestId("promo-row").boundingBox())!;
    const remove = (await page.getByTestId("promo-remove").boundingBox())!;
    expect(remove.x).toBeGreaterThanOrEqual(card.x);
    expect(remove.x + remove.width).toBeLessThanOrEqual(card.x + card.width);
    await shot(page, `375-promo-${mode}`);

    // At 320 px nothing pokes out sideways, folded or with every row open.
    await page.setViewportSize({ width: 320, height: 640 });
    await page.reload();
    await expectNoSidewaysScroll(page);
    await shot(page, `320-${mode}`);
    for (const row of ["deliver-elsewhere", "timing-row", "payment-row", "promo-row"]) await openRow(page, row);
    await expectNoSidewaysScroll(page);
    await shot(page, `320-open-${mode}`);
  });

  test(`a refused time opens its row and is focused (${lang})`, async ({ page, url, sandboxUrl, js }) => {
    test.setTimeout(120_000);
    await toCheckout(page, url(""), sandboxUrl, lang);
    await page.setViewportSize(PHONE);
    await openRow(page, "timing-row");
    await scheduleDayWithTimes(page, 1);
    // A time no day has (a stale page's, posted as a forged form would): refused on the time's field.
    const slot = page.locator("#schedule_time");
    await page.route(/\/checkout(\?|$)/, (route) => {
      const body = route.request().postData();
      return route.continue(
        body ? { postData: body.replace(/schedule_time=[^&]*/, "schedule_time=03%3A17") } : undefined,
      );
    });
    await choosePayment(page, "cash");
    await page.getByTestId("payment-row").locator("summary").click();
    await page.getByTestId("timing-row").locator("summary").click();
    await expect(page.getByTestId("timing-row")).not.toHaveAttribute("open", "");
    await page.getByTestId("place-order").click();
    await expect(page.getByTestId("schedule-error")).toBeVisible();
    await expect(page.getByTestId("timing-row")).toHaveAttribute("open", "");
    await expect(slot).toBeFocused();
    await expect(slot).toBeInViewport();
    // Only the row in error opened.
    if (!js) await expect(page.getByTestId("payment-row")).not.toHaveAttribute("open", "");
    await shot(page, `refused-time-${lang}-${js ? "js" : "nojs"}`, false);
  });
}
