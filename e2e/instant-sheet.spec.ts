// Something happens at once on a slow network, and the sheet and toasts behave:
// - a tap on a dish card opens its sheet with what the card knows (name, price, picture, description)
//   and grey rows for the options while the product's own request is still on its way (held here,
//   so the test needs no timing);
// - a post's button says it is busy (aria-busy, its text kept) and the progress bar runs while its
//   request is held, for the sheet's Add, the card's quick add and the cart's steppers;
// - Escape gives keyboard focus back to the card that opened the sheet, with the store's URL back;
// - on a scrolled menu a toast sits below the sticky category row, never over it (JS on and off), and
//   an add's toast never follows the customer to the cart page.
// en and ar; screenshots at 375 px of the sheet before its options and of a busy button.
import type { Page, Request, Route } from "@playwright/test";
import { test, expect, DEMO, SCREENSHOTS } from "./fixtures";

const STORE = `/store/${DEMO.store}`;
const T = {
  en: {
    burger: "Classic Burger",
    fries: "Loaded Fries",
    rings: "Onion Rings",
    shake: "Chocolate Milkshake",
    added: "Added to your cart",
    moreFries: "Add one Loaded Fries",
  },
  ar: {
    burger: "برجر كلاسيك",
    fries: "بطاطس محملة",
    rings: "حلقات البصل",
    shake: "ميلك شيك بالشوكولاتة",
    added: "تمت الإضافة إلى سلتك",
    moreFries: "أضف واحداً من بطاطس محملة",
  },
} as const;

/** Data requests (`?_data`) matching `match` wait until `release()`; `seen` resolves on the first one held. */
async function hold(page: Page, match: (request: Request) => boolean) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let seen!: () => void;
  const first = new Promise<void>((resolve) => (seen = resolve));
  const handler = async (route: Route) => {
    if (!match(route.request())) return route.fallback();
    seen();
    await released;
    await route.continue().catch(() => undefined); // the page may have moved on
  };
  await page.route((url) => url.searchParams.has("_data"), handler);
  return { release, seen: first };
}

/** The product route's data, as the sheet loads it (GET ?_data) or posts to it (POST). */
const productData = (method: string) => (request: Request) =>
  request.method() === method &&
  /\/product\/\d+/.test(new URL(request.url()).pathname) &&
  new URL(request.url()).searchParams.has("_data");

const card = (page: Page, name: string) =>
  page.locator("[data-card]").filter({ has: page.getByRole("link", { name, exact: true }) });

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png` });
}

/** The store page, hydrated. */
async function storePage(page: Page, url: (path: string) => string, lang: "en" | "ar") {
  await page.goto(url(`/${lang}-kw${STORE}`));
  await page.waitForFunction(() => "__remixRouter" in window);
}

test("a visit that opens no product does not download the sheet's code; pointing at a card does @js-only", async ({
  page,
  url,
}) => {
  const sheetCode: string[] = [];
  page.on("request", (r) => {
    if (/\/product-dialog-[^/]*\.js$/.test(new URL(r.url()).pathname)) sheetCode.push(r.url());
  });
  await page.goto(url(`/en-kw${STORE}`), { waitUntil: "networkidle" });
  await page.waitForFunction(() => "__remixRouter" in window);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  expect(sheetCode).toEqual([]);
  await page.getByRole("link", { name: T.en.burger, exact: true }).hover();
  await expect.poll(() => sheetCode.length).toBe(1);
});

for (const lang of ["en", "ar"] as const) {
  const text = T[lang];

  test(`a tapped card's sheet shows its name, price and picture, and grey rows until its options arrive (${lang}) @js-only`, async ({
    page,
    url,
    checkA11y,
  }) => {
    test.setTimeout(120_000); // an axe scan on a busy machine
    await page.setViewportSize({ width: 375, height: 800 });
    await storePage(page, url, lang);
    const burger = card(page, text.burger);
    const price = (await burger.locator("p").last().textContent())!.trim();
    const picture = await burger.locator("img").getAttribute("src");
    const held = await hold(page, productData("GET"));
    await page.getByRole("link", { name: text.burger, exact: true }).click();
    await held.seen;

    const sheet = page.getByTestId("product-dialog");
    await expect(sheet).toBeVisible();
    await expect(page.getByRole("dialog", { name: text.burger })).toBeAttached();
    await expect(sheet.getByTestId("sheet-preview-price")).toHaveText(price);
    if (picture) await expect(sheet.getByTestId("sheet-preview").locator("img")).toHaveAttribute("src", picture);
    await expect(sheet.getByTestId("skeleton-row")).toHaveCount(4);
    await expect(sheet.getByTestId("product-form")).toHaveCount(0);
    await expect(page).toHaveURL(/\/product\/\d+/);
    await shot(page, `sheet-skeleton-${lang}-375`);
    await checkA11y();

    held.release();
    await expect(sheet.getByTestId("product-form")).toBeVisible();
    await expect(sheet.getByTestId("skeleton-row")).toHaveCount(0);
    await expect(page.getByRole("dialog", { name: text.burger })).toBeAttached();
  });

  test(`a post's button is busy, its text kept, and the progress bar runs until the post settles (${lang}) @js-only`, async ({
    page,
    url,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await storePage(page, url, lang);
    const progress = page.getByTestId("nav-progress");

    // The sheet's Add.
    await page.getByRole("link", { name: text.fries, exact: true }).click();
    const add = page.getByTestId("product-dialog").getByTestId("add-to-cart");
    await expect(add).toBeVisible();
    const label = (await add.textContent())!;
    let held = await hold(page, productData("POST"));
    await add.click();
    await held.seen;
    await expect(add).toHaveAttribute("aria-busy", "true");
    await expect(add).toHaveText(label);
    await expect(progress).toBeVisible();
    await shot(page, `busy-add-${lang}-375`);
    held.release();
    await expect(page.getByTestId("product-dialog")).toHaveCount(0);
    await expect(progress).toBeHidden();
    await page.unrouteAll({ behavior: "wait" });

    // A card's quick add "+": the progress bar runs with its ✓.
    held = await hold(page, (r) => r.method() === "POST" && new URL(r.url()).pathname.endsWith(STORE));
    const plus = card(page, text.rings).locator("button");
    await plus.click();
    await held.seen;
    await expect(plus).toHaveAttribute("aria-busy", "true");
    await expect(progress).toBeVisible();
    held.release();
    await expect(plus).not.toHaveAttribute("aria-busy", "true");
    await expect(progress).toBeHidden();
    await page.unrouteAll({ behavior: "wait" });

    // The cart's stepper.
    await page.goto(url(`/${lang}-kw/cart`));
    await page.waitForFunction(() => "__remixRouter" in window);
    held = await hold(page, (r) => r.method() === "POST" && new URL(r.url()).pathname.endsWith("/cart"));
    const more = page.getByRole("button", { name: text.moreFries, exact: true });
    const symbol = (await more.textContent())!;
    await more.click();
    await held.seen;
    await expect(more).toHaveAttribute("aria-busy", "true");
    await expect(more).toHaveText(symbol);
    await expect(progress).toBeVisible();
    await shot(page, `busy-stepper-${lang}-375`);
    held.release();
    await expect(more).not.toHaveAttribute("aria-busy", "true");
    await expect(progress).toBeHidden();
  });

  test(`Escape from the sheet gives focus back to the card's link, the store's URL back (${lang}) @js-only`, async ({
    page,
    url,
  }) => {
    await storePage(page, url, lang);
    const storeUrl = page.url();
    const link = page.getByRole("link", { name: text.burger, exact: true });

    // From the keyboard, the sheet loaded.
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("product-form")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("product-dialog")).toHaveCount(0);
    await expect(page).toHaveURL(storeUrl);
    await expect(link).toBeFocused();

    // Another card's, closed while its options are still on their way.
    const other = page.getByRole("link", { name: text.fries, exact: true });
    const held = await hold(page, productData("GET"));
    await other.focus();
    await page.keyboard.press("Enter");
    await held.seen;
    await expect(page.getByTestId("skeleton-row").first()).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("product-dialog")).toHaveCount(0);
    await expect(page).toHaveURL(storeUrl);
    await expect(other).toBeFocused();
    held.release();
  });

  test(`on a scrolled menu a toast sits below the sticky category row, not over it (${lang})`, async ({
    page,
    url,
    js,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    if (js) await storePage(page, url, lang);
    else await page.goto(url(`/${lang}-kw${STORE}`));
    // The customer is at the end of the menu (with JS the page stays there; without, the add's answer
    // lands on the product's category).
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await card(page, text.shake).locator("button").click();
    const toast = page.getByTestId("toast");
    await expect(toast).toHaveText(new RegExp(text.added));
    const boxes = await page.evaluate(() => {
      const element = document.querySelector('[data-testid="toast"]')!;
      // Held still while measured (without JS it fades by CSS after 5 s).
      const fades = element.getAnimations({ subtree: true });
      fades.forEach((f) => f.pause());
      const box = (e: Element) => {
        const r = e.getBoundingClientRect();
        return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
      };
      const row = document.querySelector('[data-testid="category-links"]')!;
      const result = { toast: box(element), row: box(row) };
      fades.forEach((f) => f.play());
      return result;
    });
    // The row is stuck at the top of the screen (the menu is scrolled), and the toast is below it.
    expect(boxes.row.top, "the category row is stuck at the top").toBeLessThanOrEqual(1);
    expect(boxes.toast.top, "the toast's top is under the row's bottom").toBeGreaterThanOrEqual(boxes.row.bottom - 0.5);
    await shot(page, `toast-below-row-${lang}-375-${js ? "js" : "nojs"}`);
  });

  test(`an add's toast does not follow the customer to the cart page tapped while it is on its way (${lang}) @js-only`, async ({
    page,
    url,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await storePage(page, url, lang);
    // The "+" and at once the header's cart: on a slow network the cart page's data reaches the
    // server after the add (held here in that order).
    const add = await hold(page, (r) => r.method() === "POST" && new URL(r.url()).pathname.endsWith(STORE));
    await card(page, text.fries).locator("button").click();
    await add.seen;
    const cartData = await hold(
      page,
      (r) =>
        r.method() === "GET" &&
        new URL(r.url()).pathname.endsWith("/cart") &&
        new URL(r.url()).searchParams.has("_data"),
    );
    await page.getByTestId("cart-button").click();
    await cartData.seen;
    const added = page.waitForResponse(
      (r) => r.request().method() === "POST" && new URL(r.url()).pathname.endsWith(STORE),
    );
    add.release();
    await added;
    cartData.release();
    await expect(page).toHaveURL(new RegExp(`/${lang}-kw/cart`));
    // The cart page with the add in it (its data and the header's, which would bring a toast, loaded
    // after the add), and no toast of it.
    await expect(page.getByTestId("cart-line").first()).toBeVisible();
    await expect(page.getByTestId("cart-count").first()).toHaveText(/1|١/);
    await expect(page.getByTestId("toast")).toHaveCount(0);
  });
}
