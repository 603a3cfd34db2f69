// The back button is instant for menus (decision 0120): a public page (no cookie) says no `no-store`
// and has no unload handler, so the browser keeps it in its back/forward cache: back from a dish to
// its menu shows the menu without a request. A page of a visitor with a cookie stays `no-store` and
// is fetched again. Playwright turns the cache off in the browsers it starts: this spec starts its own
// with it on, keeping no `no-store` page (as Firefox and Safari). JS off (the link to the dish is a page) and on (the dish opened as a page, by its URL);
// en and ar, 375 px.
import type { Browser, BrowserType, Page } from "@playwright/test";
import { test, expect, DEMO, SCREENSHOTS } from "./fixtures";

const MENU = `/store/${DEMO.store}`;
const DISH = { en: "Classic Burger", ar: "برجر كلاسيك" } as const;

let browser: Browser | null = null;
// Closed after the file's tests in this worker; a worker that runs more of them later starts another.
test.afterAll(async () => {
  await browser?.close();
  browser = null;
});

/** Chromium as the projects start it, with the back/forward cache on. */
async function browserWithBackForwardCache(browserType: BrowserType): Promise<Browser> {
  if (browser?.isConnected()) return browser;
  browser = await browserType.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      // Chromium lately keeps some no-store pages too (not Firefox nor Safari, nor Chromium on a
      // page whose cookies changed): off, so the test shows what no-store costs where it is obeyed.
      "--disable-features=CacheControlNoStoreEnterBackForwardCache",
    ],
    ignoreDefaultArgs: ["--disable-back-forward-cache"],
  });
  return browser;
}

/** Opens the menu, goes to the dish, goes back; answers the documents requested on the way back. */
async function backFromDish(page: Page, base: string, lang: "en" | "ar", js: boolean): Promise<string[]> {
  await page.goto(`${base}/${lang}-kw${MENU}`);
  const link = page.getByRole("link", { name: DISH[lang], exact: true });
  if (js) await page.goto(new URL((await link.getAttribute("href"))!, page.url()).href);
  else await link.click();
  await expect(page).toHaveURL(/\/product\/\d+/);
  await expect(page.getByTestId("product-form")).toBeVisible();
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  // A page restored from the cache fires no load event: wait only for the navigation to commit.
  await page.goBack({ waitUntil: "commit" });
  await expect(page).toHaveURL(new RegExp(`/${lang}-kw${MENU}$`));
  await expect(page.getByRole("link", { name: DISH[lang], exact: true })).toBeVisible();
  return documents;
}

for (const lang of ["en", "ar"] as const) {
  test(`back from a dish shows the menu from the back/forward cache, without a request (${lang}, 375 px)`, async ({
    playwright,
    url,
    js,
  }) => {
    const context = await (
      await browserWithBackForwardCache(playwright.chromium)
    ).newContext({ javaScriptEnabled: js, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("console", (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) problems.push(message.text());
    });
    expect(await backFromDish(page, url(""), lang, js)).toEqual([]);
    await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
    await page.screenshot({ path: `${SCREENSHOTS}/bfcache-menu-${lang}-${js ? "js" : "nojs"}.png` });
    expect(problems, "CSP violations").toEqual([]);
    await context.close();
  });
}

test("a visitor's own menu (a cookie: private, no-store) is requested again on the way back", async ({
  playwright,
  url,
  js,
}) => {
  const context = await (
    await browserWithBackForwardCache(playwright.chromium)
  ).newContext({ javaScriptEnabled: js, viewport: { width: 375, height: 740 } });
  await context.addCookies([{ name: "seen", value: "1", url: url("") }]);
  const page = await context.newPage();
  expect(await backFromDish(page, url(""), "en", js)).toEqual([url(`/en-kw${MENU}`)]);
  await context.close();
});
