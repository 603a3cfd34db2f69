// Tracking that reassures: the order page leads with its promise ("Arriving by 4:28 PM", the time
// left with JS), then its steps (only those the order went through are done; paying is never a
// step of a paid order); the store's phone as a tel: link and help (late, cancelling); with JS the
// page follows the order as the platform advances it. And the checkout's schedule: a day, then a
// time of that day, with JS and without. Screenshots go to screenshots/ (ignored).
import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { test, expect, SCREENSHOTS } from "./fixtures";
import { offeredTimes, scheduleDayWithTimes, toCheckout, choosePayment, openRow } from "./flows";

/** Burger Bay Salmiya's number (sandbox/store-phones.ts). */
const STORE_PHONE = "+96522251840";
/** A scheduled order's promise: its slot's day in words and its window ("Scheduled · Tomorrow, 5:00 – 5:30 AM"). */
const SCHEDULED = {
  en: /^Scheduled · (Today|Tomorrow), \d{1,2}:\d{2}\s?(AM|PM)?\s?\u2060?–\u2060?\s?\d{1,2}:\d{2}\s(AM|PM)$/,
  ar: /^مجدول · (اليوم|غدًا)، \d{1,2}:\d{2}(\s[صم])?\s?\u2060?–\u2060?\s?\d{1,2}:\d{2}\s[صم]$/,
} as const;
/** A step's time today: the time alone, no date. */
const STEP_TIME = { en: /^\d{1,2}:\d{2}\s(AM|PM)$/, ar: /^\d{1,2}:\d{2} [صم]$/ } as const;
const DELIVERED = { en: /^Delivered at \S/, ar: /^تم التوصيل الساعة \S/ } as const;
const TIME_LEFT = { en: /^in \d+ min$/, ar: /^خلال / } as const;
const DAY_NAMES = { en: /^(Today|Tomorrow)$/, ar: /^(اليوم|غدًا)$/ } as const;
const CALL = { en: "Call Burger Bay Salmiya +965 22251840", ar: "اتصل بـ برجر باي السالمية +965 22251840" } as const;

async function shot(page: Page, name: string, width: number, js: boolean) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.setViewportSize({ width, height: 900 });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}-${js ? "js" : "nojs"}.png`, fullPage: true });
}

/** Schedules for the second time of the first day with two, pays cash on delivery, places: ends on the order page. */
async function placeScheduled(page: Page, lang: "en" | "ar") {
  const { times } = await scheduleDayWithTimes(page, 2);
  await page.locator("#schedule_time").selectOption(times[1]!);
  await choosePayment(page, "cash");
  await page.getByTestId("place-order").click();
  await expect(page).toHaveURL(new RegExp(`/${lang}-kw/order/[A-Z0-9-]+$`));
}

for (const lang of ["en", "ar"] as const) {
  test(`the order page leads with its promise, then its steps; the store's phone and help (${lang})`, async ({
    page,
    url,
    sandboxUrl,
    js,
    checkA11y,
  }) => {
    test.setTimeout(120_000);
    await toCheckout(page, url(""), sandboxUrl, lang);
    // Scheduled: the order waits at "placed" until shortly before its slot.
    await placeScheduled(page, lang);
    const promise = page.getByRole("heading", { level: 1 });
    await expect(promise).toHaveText(SCHEDULED[lang]);
    // The promise is said once: no second line repeats the date.
    await expect(page.getByTestId("order-promise")).not.toContainText(/2026|2027/);
    // It leads: above the steps, the order's code and everything else.
    const top = async (testId: string) => (await page.getByTestId(testId).first().boundingBox())!.y;
    const promiseTop = (await promise.boundingBox())!.y;
    for (const below of ["order-steps", "order-title", "order-help", "order-item"])
      expect(promiseTop, below).toBeLessThan(await top(below));
    // "in N min" with JS, only while the slot is under two hours away (read from the page's own instant).
    const minutesAway =
      (Date.parse((await page.getByTestId("order-eta").getAttribute("data-at"))!) - Date.now()) / 60_000;
    if (js && minutesAway < 119) await expect(page.getByTestId("order-time-left")).toHaveText(TIME_LEFT[lang]);
    else if (!js || minutesAway > 121) await expect(page.getByTestId("order-time-left")).toHaveCount(0);
    // Where the order is: placed now, the rest ahead.
    await expect(page.getByTestId("order-step").first()).toHaveAttribute("data-step", "placed");
    await expect(page.getByTestId("order-step").first()).toHaveAttribute("data-state", "current");
    await expect(page.getByTestId("order-step").first().locator("time")).toHaveText(STEP_TIME[lang]);
    await expect(page.locator('[data-testid="order-step"][data-state="ahead"]')).toHaveCount(4);
    // The store's phone, to call.
    const call = page.getByTestId("store-phone");
    await expect(call).toHaveAttribute("href", `tel:${STORE_PHONE}`);
    await expect(call).toHaveText(CALL[lang]);
    // Help that opens without JS too: late, and cancelling (still possible: not accepted yet).
    const late = page.getByTestId("help-late");
    await late.locator("summary").click();
    await expect(late.locator("p")).toBeVisible();
    await expect(late.locator("p")).toContainText(
      lang === "en" ? "call Burger Bay Salmiya" : "اتصل بـ برجر باي السالمية",
    );
    const cancel = page.getByTestId("help-cancel");
    await cancel.locator("summary").click();
    await expect(cancel.locator("p")).toContainText(lang === "en" ? "Cancel this order" : "ألغِ هذا الطلب");
    await checkA11y();
    for (const width of [375, 1280]) await shot(page, `order-page-${lang}`, width, js);
  });

  test(`a paid card order never shows "Awaiting payment" as a step (${lang})`, async ({ page, url, sandboxUrl }) => {
    test.setTimeout(120_000);
    await toCheckout(page, url(""), sandboxUrl, lang);
    await choosePayment(page, "credit_card");
    await page.getByTestId("place-order").click();
    await expect(page).toHaveURL(/\/sandbox\/pay\//);
    await page.getByRole("button", { name: /approve/i }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}-kw/order/[A-Z0-9-]+$`), { timeout: 20_000 });
    await expect(page.getByTestId("order-step").first()).toHaveAttribute("data-step", "placed");
    await expect(page.locator('[data-step="awaiting_payment"]')).toHaveCount(0);
    await expect(page.getByTestId("order-steps")).not.toContainText(
      lang === "en" ? "Awaiting payment" : "بانتظار الدفع",
    );
    // Done steps are the ones it went through, in order, and none ahead of the current one.
    const states = await page
      .getByTestId("order-step")
      .evaluateAll((steps) => steps.map((s) => s.getAttribute("data-state")));
    expect(states.join(" ")).toMatch(/^(done )*current( ahead)*$/);
  });

  test(`the order page follows the order as the platform advances it (${lang})`, async ({
    page,
    url,
    sandboxUrl,
    js,
  }) => {
    test.setTimeout(120_000);
    await toCheckout(page, url(""), sandboxUrl, lang);
    await choosePayment(page, "cash");
    await page.getByTestId("place-order").click();
    await expect(page).toHaveURL(new RegExp(`/${lang}-kw/order/[A-Z0-9-]+$`));
    // With JS in place (no document load): a mark set now survives the updates.
    if (js) await page.evaluate(() => Object.assign(window, { stillThisDocument: true }));
    // The sandbox advances a step a second: the page follows to delivered.
    await expect(page.getByTestId("order-status")).toHaveAttribute("data-status", "delivered", { timeout: 60_000 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(DELIVERED[lang]);
    await expect(page.getByTestId("order-time-left")).toHaveCount(0);
    await expect(page.locator('[data-testid="order-step"][data-state="done"]')).toHaveCount(4);
    await expect(page.locator('[data-step="delivered"]')).toHaveAttribute("data-state", "current");
    await expect(page.getByTestId("help-cancel").locator("p")).toHaveText(
      lang === "en"
        ? "This order is no longer in progress, so there is nothing to cancel."
        : "لم يعد هذا الطلب قيد التنفيذ، فلا يوجد ما يُلغى.",
    );
    if (js)
      expect(await page.evaluate(() => (window as unknown as { stillThisDocument?: boolean }).stillThisDocument)).toBe(
        true,
      );
  });

  test(`the schedule is a day, then a time of that day (${lang})`, async ({ page, url, sandboxUrl, js, checkA11y }) => {
    test.setTimeout(120_000);
    await toCheckout(page, url(""), sandboxUrl, lang);
    await openRow(page, "timing-row");
    await page.getByTestId("timing-scheduled").check();
    const day = page.locator("#schedule_day");
    await expect(day).toBeVisible();
    // The closed value reads with its day.
    const labels = await day.locator("option").allInnerTexts();
    expect(labels[0]).toMatch(DAY_NAMES[lang]);
    // Today (while it has a time left) and the two days after it.
    expect(labels.length).toBeGreaterThanOrEqual(2);
    await expect(day.locator("option:checked")).toHaveText(labels[0]!);
    const first = await day.inputValue();
    const second = await day.locator("option").nth(1).getAttribute("value");
    if (js) {
      // The time list is the chosen day's: choosing another day changes it.
      const onFirst = await offeredTimes(page);
      expect(onFirst.every((t) => t.days.includes(first))).toBe(true);
      await day.selectOption(second!);
      const onSecond = await offeredTimes(page);
      expect(onSecond.every((t) => t.days.includes(second!))).toBe(true);
      expect(onSecond.length).toBeGreaterThan(0);
      await day.selectOption(first);
    }
    await page.getByTestId("timing").scrollIntoViewIfNeeded();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page
        .getByTestId("timing")
        .screenshot({ path: `${SCREENSHOTS}/schedule-picker-${lang}-${width}-${js ? "js" : "nojs"}.png` });
    }
    await checkA11y();
    if (!js) {
      // Without JS every day's times are listed: one the first day does not have is refused with its
      // day and time. Late at night the days left may all have the same times: then a time no day has
      // is posted as a forged form would.
      const missing =
        (await offeredTimes(page)).find((t) => !t.days.includes(first))?.value ??
        (await page
          .locator("#schedule_time")
          .evaluate((select: HTMLSelectElement) => (select.add(new Option("03:17", "03:17")), "03:17")));
      await page.locator("#schedule_time").selectOption(missing);
      await choosePayment(page, "cash");
      await page.getByTestId("place-order").click();
      await expect(page.getByTestId("schedule-error")).toContainText(
        lang === "en"
          ? /^There is no delivery at .+ on .+\. Choose one of that day's times\.$/
          : /^لا يوجد توصيل الساعة .+ يوم .+\./,
      );
      await expect(page.locator("#schedule_day")).toHaveValue(first);
      await expect(page.getByTestId("timing-scheduled")).toBeChecked();
      await page.setViewportSize({ width: 375, height: 900 });
      await page.getByTestId("timing").screenshot({ path: `${SCREENSHOTS}/schedule-picker-${lang}-375-refused.png` });
    }
    // A time of that day places the order for it.
    await placeScheduled(page, lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(SCHEDULED[lang]);
  });

  test(`cancelling a paid order names its refund: how much, where to, by when (${lang})`, async ({
    page,
    url,
    sandboxUrl,
    js,
    checkA11y,
  }) => {
    test.setTimeout(120_000);
    await toCheckout(page, url(""), sandboxUrl, lang);
    // Scheduled, so it waits at "placed" (still cancellable) after its payment.
    const { times } = await scheduleDayWithTimes(page, 2);
    await page.locator("#schedule_time").selectOption(times[1]!);
    await choosePayment(page, "credit_card");
    await page.getByTestId("place-order").click();
    await expect(page).toHaveURL(/\/sandbox\/pay\//);
    await page.getByRole("button", { name: /approve/i }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}-kw/order/[A-Z0-9-]+$`), { timeout: 20_000 });
    const paid = (await page.getByTestId("checkout-summary").locator("dd").last().innerText()).trim();
    await page.getByTestId("abandon").click();
    // The question says what comes back and where, before the customer answers.
    const asked = {
      en: `The ${paid} you paid goes back to Credit card.`,
      ar: `يُعاد المبلغ الذي دفعته (${paid}) إلى بطاقة ائتمان.`,
    }[lang];
    const question = page.getByText(lang === "en" ? "The restaurant will not prepare it." : "لن يحضّره المطعم.");
    await expect(question).toBeVisible();
    expect((await question.innerText()).replace(/[\u2068\u2069]/g, "")).toContain(asked);
    await page.getByTestId("confirm").click();
    await expect(page.getByTestId("order-status")).toHaveAttribute("data-status", "abandoned");
    // After: the toast and the page name the amount, the card and the day it arrives by.
    const refund = page.getByTestId("order-refund");
    await expect(refund).toHaveCount(1);
    const said = (await refund.innerText()).replace(/[\u2068\u2069]/g, "");
    expect(said).toMatch(
      lang === "en"
        ? /^(.+) back to Credit card by \w+, \w+ \d{1,2}\.$/
        : /^يُعاد (.+) إلى بطاقة ائتمان في موعد أقصاه .+\.$/,
    );
    expect(said).toContain(paid);
    await expect(page.getByTestId("toast")).toContainText(
      lang === "en" ? "Your order was cancelled." : "تم إلغاء طلبك.",
    );
    expect((await page.getByTestId("toast").innerText()).replace(/[\u2068\u2069]/g, "")).toContain(said);
    await checkA11y();
    await shot(page, `order-refund-${lang}`, 375, js);
  });
}
