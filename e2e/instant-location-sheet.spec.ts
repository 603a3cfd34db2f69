// The location sheet opens on the tap, as the dish sheet does (decision 116):
// - on emulated slow 3G the tap on the header's location button draws the sheet's title and search
//   box (a GET form to the location page) while the sheet's code is still on its way (its request is
//   held here, so the test needs no timing); the code was fetched on intent (pointing at the button),
//   never by an idle page; what was typed in the shell is kept when the sheet takes its place;
// - an Escape closes it whenever it comes, the shell's or the sheet's, even as one replaces the other;
// - a signed-in customer's saved addresses are in the sheet, and "Deliver here" sets the location;
// - without JS the button is a link to the location page, which keeps working.
// en and ar at 375 px; screenshots of the shell and of the saved addresses.
import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { test, expect, DEMO, SCREENSHOTS } from "./fixtures";
import { addAddress, clickHydrated, signIn, whenHydrated } from "./flows";

const STORE = `/store/${DEMO.store}`;
const PHONE = { width: 375, height: 812 };
/** The sheet's own chunk (the shell is in the root chunk). */
const SHEET_CODE = /\/location-dialog-[^/]*\.js$/;
/** Chromium's slow 3G as the issue measures it: 400 ms, 400 kbit/s. */
const SLOW_3G = { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 };
const T = {
  en: {
    title: "Choose your delivery location",
    placeholder: "e.g. Block 10 Salmiya",
    typed: "salm",
    more: "iya",
    street: "Salem Al Mubarak St",
    salmiya: "Salmiya",
    jabriya: "Jabriya",
  },
  ar: {
    title: "اختر موقع التوصيل",
    placeholder: "مثلاً: قطعة 10 السالمية",
    typed: "السال",
    more: "مية",
    street: "شارع سالم المبارك",
    salmiya: "السالمية",
    jabriya: "الجابرية",
  },
} as const;

async function shot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png` });
}

/** Google's map does not load here: the sheet offers the search instead (the map is not what is tested). */
const noMaps = (page: Page) => page.route("https://maps.googleapis.com/**", (route) => route.abort());

for (const lang of ["en", "ar"] as const) {
  const text = T[lang];
  const store = `/${lang}-kw${STORE}`;

  test(`on slow 3G the tap draws the sheet's title and search box before its code has arrived (${lang}) @js-only`, async ({
    page,
    url,
    checkA11y,
  }) => {
    test.setTimeout(90_000); // an axe scan on slow 3G on a busy machine
    await page.setViewportSize(PHONE);
    await noMaps(page);
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (SHEET_CODE.test(new URL(request.url()).pathname)) fetched.push(request.url());
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (address) => SHEET_CODE.test(address.pathname),
      async (route) => {
        await released;
        await route.continue().catch(() => undefined);
      },
    );
    await page.goto(url(store), { waitUntil: "networkidle" });
    const button = page.getByTestId("location-button");
    await whenHydrated(button);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(fetched).toEqual([]); // an idle page has not fetched the sheet's code

    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", SLOW_3G);
    await button.hover(); // intent: the code is asked for (and held)
    await expect.poll(() => fetched.length).toBe(1);
    await button.click();

    const sheet = page.getByTestId("location-dialog");
    await expect(sheet).toBeVisible();
    await expect(sheet).toHaveAttribute("data-shell", ""); // the shell: the code is still held
    await expect(sheet.getByRole("heading", { name: text.title })).toBeVisible();
    const search = sheet.getByRole("search");
    await expect(search).toHaveAttribute("action", `/${lang}-kw/location`);
    await expect(search).toHaveAttribute("method", "get");
    await expect(search.locator('input[name="redirectTo"]')).toHaveValue(store);
    const box = search.locator('input[name="q"]');
    await expect(box).toBeVisible();
    await expect(box).toHaveAttribute("placeholder", text.placeholder);
    await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest("[role=dialog]") !== null)).toBe(true);
    await shot(page, `location-shell-${lang}-375`);
    await checkA11y();

    // Typing has begun when the code arrives: the sheet keeps the text and the focus.
    await box.fill(text.typed);
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    release();
    await expect(page.locator('[data-testid="location-dialog"]:not([data-shell])')).toBeVisible();
    await expect(page.getByTestId("map-error")).toBeVisible(); // the map came afterwards (here: could not)
    const sheetBox = page.getByTestId("map-search");
    await expect(sheetBox).toHaveValue(text.typed);
    await expect(sheetBox).toBeFocused();
    await page.keyboard.type(text.more);
    await expect(sheetBox).toHaveValue(text.typed + text.more);
    // The search answers on the server: the location page with the places found.
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/${lang}-kw/location\\?redirectTo=${encodeURIComponent(store)}&q=`));
    await expect(page.getByTestId("location-results")).toContainText(text.salmiya);
  });

  test(`an Escape at any moment of the sheet's arrival closes it (${lang}) @js-only`, async ({ page, url }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    await noMaps(page);
    // A first tap draws the shell, and the sheet takes its place as its code arrives, tens of
    // milliseconds later here. Escape pressed at moments spread over that arrival, each in a new
    // document. Before the dialog listened from its first frame some were lost, the sheet staying
    // open (this test failed in each of two runs, at 8 and at 22 ms); none may be.
    for (let wait = 0; wait <= 30; wait += 2) {
      await page.goto(url(store));
      const button = page.getByTestId("location-button");
      await whenHydrated(button);
      await button.evaluate(
        (el: HTMLElement, ms) => new Promise((resolve) => (el.focus(), el.click(), setTimeout(resolve, ms))),
        wait,
      );
      await page.keyboard.press("Escape");
      await expect(page.getByTestId("location-dialog"), `Escape ${wait} ms after the tap`).toHaveCount(0);
      await expect(button).toBeFocused();
    }
  });

  test(`a signed-in customer's saved addresses are in the sheet, and "Deliver here" sets the location (${lang}) @js-only`, async ({
    page,
    url,
    sandboxUrl,
    checkA11y,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    const base = url("");
    await signIn(page, { base, sandboxUrl, lang });
    await addAddress(page, base, lang); // in Salmiya
    // The delivery location is elsewhere now: Jabriya.
    const moved = await page.request.post(url(`/${lang}-kw/location`), {
      form: { lat: "29.3186", lng: "48.0231", redirectTo: store },
      headers: { Origin: new URL(base).origin },
      maxRedirects: 0,
    });
    expect(moved.status()).toBe(303);
    await noMaps(page);
    await page.goto(url(store));
    await expect(page.getByTestId("location-address")).toContainText(text.jabriya);
    await clickHydrated(page.getByTestId("location-button"));
    const places = page.getByTestId("location-dialog").getByTestId("saved-places");
    await expect(places).toContainText(text.street);
    await shot(page, `location-sheet-saved-${lang}-375`);
    await checkA11y();
    await places.getByTestId("choose-saved").first().click();
    await expect(page.getByTestId("location-dialog")).toBeHidden();
    await expect(page.getByTestId("location-address")).toContainText(text.salmiya);
    await expect(page).toHaveURL(url(store)); // it stayed on its page
    await expect(page.getByTestId("location-button")).toBeFocused();
  });

  test(`the location button is a link to the location page, which answers without JS (${lang})`, async ({
    page,
    url,
    js,
  }) => {
    await page.setViewportSize(PHONE);
    await noMaps(page);
    await page.goto(url(store));
    const button = page.getByTestId("location-button");
    await expect(button).toHaveAttribute("href", `/${lang}-kw/location?redirectTo=${encodeURIComponent(store)}`);
    if (js) {
      // With JS the same button opens the sheet on this page, its search a form to that page.
      await clickHydrated(button);
      await expect(page.getByTestId("location-dialog").getByRole("search")).toHaveAttribute(
        "action",
        `/${lang}-kw/location`,
      );
      return;
    }
    await button.click();
    await expect(page).toHaveURL(url(`/${lang}-kw/location?redirectTo=${encodeURIComponent(store)}`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.title);
    await page.getByTestId("location-search").locator('input[name="q"]').fill(text.salmiya);
    await page.getByTestId("location-search").locator('button[type="submit"]').click();
    await page.getByTestId("choose-place").first().click();
    await expect(page).toHaveURL(url(store));
    await expect(page.getByTestId("location-address")).toContainText(text.salmiya);
    await shot(page, `location-link-nojs-${lang}-375`);
  });
}
