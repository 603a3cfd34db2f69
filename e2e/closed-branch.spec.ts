// A closed branch is ordered from for later (decision 104): the basket bar, the cart page and the
// cart beside the menu say "Schedule your order" and lead to the checkout, which opens with
// "Schedule" chosen, the first delivery time preselected and the saved address chosen, so the
// order is placed without typing anything. JS on and off, en and ar, at 375 px.
import type { Page } from "@playwright/test";
import { test, expect, SCREENSHOTS } from "./fixtures";
import { addAddress, closeForNow, offeredTimes, signIn, choosePayment } from "./flows";

const PHONE = { width: 375, height: 740 } as const;
const LAPTOP = { width: 1280, height: 800 } as const;
const LANGS = ["en", "ar"] as const;
/** The branch the closed-store tests close (e2e/phone.spec.ts closes it too, with `closeForNow`). */
const SLUG = "shawarma-house-jabriya";
/** Dishes with no choices: one below the branch's minimum order (KWD 1.500), one over it. */
const HUMMUS = { en: "Hummus", ar: "حمص" } as const;
const PLATE = { en: "Mixed Shawarma Plate", ar: "صحن شاورما مشكل" } as const;
const SCHEDULE = { en: "Schedule your order", ar: "جدول طلبك" } as const;
const SCHEDULED = { en: "Scheduled · ", ar: "مجدول · " } as const;

async function add(page: Page, name: string) {
  await page.getByRole("link", { name, exact: true }).click();
  await page.getByTestId("product-form").getByTestId("add-to-cart").click();
  await expect(page.getByTestId("product-form")).toHaveCount(0);
}

for (const lang of LANGS) {
  test(`a customer places an order at a closed branch from its store page without typing an address (${lang})`, async ({
    page,
    url,
    sandboxUrl,
    js,
    checkA11y,
  }) => {
    test.setTimeout(120_000);
    const store = `/${lang}-kw/store/${SLUG}`;
    await closeForNow(sandboxUrl, SLUG);
    await signIn(page, { base: url(""), sandboxUrl, lang, redirectTo: store });
    await addAddress(page, url(""), lang);
    await page.setViewportSize(PHONE);
    // The storefront caches a store for a few seconds: wait until it shows it closed.
    await expect(async () => {
      await page.goto(url(store));
      await expect(page.getByTestId("store-open-state")).toHaveAttribute("data-open", "false", { timeout: 1000 });
    }).toPass({ timeout: 40_000 });
    // Below the minimum no delivery time helps: the bar says what is left and leads to the cart.
    await add(page, HUMMUS[lang]);
    const bar = page.getByTestId("basket-bar-link");
    await expect(page.getByTestId("basket-bar").getByTestId("minimum-order")).toBeVisible();
    await expect(bar).toHaveAttribute("href", `/${lang}-kw/cart`);
    await expect(bar).not.toContainText(SCHEDULE[lang]);
    await add(page, PLATE[lang]);

    await expect(bar).toContainText(SCHEDULE[lang]);
    await expect(bar).toHaveAttribute("href", `${store}/checkout`);
    await page.screenshot({ path: `${SCREENSHOTS}/closed-branch-bar-${lang}-${js ? "js" : "nojs"}.png` });

    // The cart page, and the cart beside the menu on a laptop, say the same.
    await page.goto(url(`/${lang}-kw/cart`));
    await expect(page.getByTestId("schedule-note")).toBeVisible();
    await expect(page.getByTestId("checkout-link")).toHaveText(SCHEDULE[lang]);
    await expect(page.getByTestId("order-error")).toHaveCount(0);
    await page.screenshot({
      path: `${SCREENSHOTS}/closed-branch-cart-${lang}-${js ? "js" : "nojs"}.png`,
      fullPage: true,
    });
    await checkA11y();
    await page.setViewportSize(LAPTOP);
    await page.goto(url(store));
    await expect(page.locator("aside").getByTestId("checkout-link")).toHaveText(SCHEDULE[lang]);
    await page.setViewportSize(PHONE);

    await page.getByTestId("basket-bar-link").click();
    await expect(page).toHaveURL(url(`${store}/checkout`));
    await expect(page.getByTestId("checkout-closed")).toBeVisible();
    await expect(page.getByTestId("timing-scheduled")).toBeChecked();
    // The first delivery time is chosen: the first day, its earliest time.
    const day = page.locator("#schedule_day");
    const firstDay = await day.locator("option").first().getAttribute("value");
    await expect(day).toHaveValue(firstDay!);
    const firstTime = (await offeredTimes(page)).find((time) => time.days.includes(firstDay!))!.value;
    await expect(page.locator("#schedule_time")).toHaveValue(firstTime);
    // The saved address is chosen: nothing to type.
    await expect(page.getByTestId("saved-address").locator("input")).toBeChecked();
    await page.screenshot({
      path: `${SCREENSHOTS}/closed-branch-checkout-${lang}-${js ? "js" : "nojs"}.png`,
      fullPage: true,
    });
    await choosePayment(page, "cash");
    await page.getByTestId("place-order").click();

    await expect(page).toHaveURL(/\/order\/KW-[A-Z0-9]{8}$/);
    // The order page leads with the slot (decision 108).
    await expect(page.getByTestId("order-promise").getByRole("heading", { level: 1 })).toContainText(SCHEDULED[lang]);
  });
}
