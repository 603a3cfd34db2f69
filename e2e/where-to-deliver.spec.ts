// Where to deliver, first (decision 105): on a vendor host a visitor without a location is asked
// where to deliver above the brand's branches and on the store page, with the search box itself
// (answered on the server, JS on and off); the basket bar says "Check delivery to your area" and
// leads to choosing one; a checkout for a place the branch does not serve leads with that and
// "Change location", without fee, time or address details. English and Arabic, at 375 px.
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { test, expect, DEMO, SCREENSHOTS } from "./fixtures";
import { clickHydrated, signIn } from "./flows";

const PHONE = { width: 375, height: 740 } as const;
const LANGS = ["en", "ar"] as const;
const AREAS = {
  hawally: { en: "Hawally", ar: "حولي" },
  salmiya: { en: "Salmiya", ar: "السالمية" },
  jahra: { en: "Jahra", ar: "الجهراء" },
} as const;
const FRIES = { en: "Loaded Fries", ar: "بطاطس محملة" } as const;
const RINGS = { en: "Onion Rings", ar: "حلقات البصل" } as const;
const ADD = { en: "Add", ar: "أضف" } as const;
const WHERE = { en: "Where should we deliver?", ar: "إلى أين نوصّل طلبك؟" } as const;
const CHECK = { en: "Check delivery to your area", ar: "تحقّق من التوصيل إلى منطقتك" } as const;
const CHANGE = { en: "Change location", ar: "غيّر الموقع" } as const;
const NOT_HERE = { en: "This branch does not deliver to Jahra", ar: "هذا الفرع لا يوصّل إلى الجهراء" } as const;
const FAKE_MAPS = readFileSync(path.join(import.meta.dirname, "fake-google-maps.js"), "utf8");
const TILE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

async function shot(page: Page, name: string, fullPage = true) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/where-${name}.png`, fullPage });
}

/** The area itself among the places found (a governorate of the same name is found too): "Deliver here". */
async function chooseFound(page: Page, lang: (typeof LANGS)[number], area: keyof typeof AREAS) {
  const name = AREAS[area][lang];
  await page
    .locator('[data-testid="location-results"] li')
    .filter({ has: page.locator(`input[name="field_1"][value="${name}"]`) })
    .getByTestId("choose-place")
    .click();
}

/** Searches with the page's own "Where should we deliver?" box and chooses the area: back on this page. */
async function searchHere(page: Page, lang: (typeof LANGS)[number], area: keyof typeof AREAS) {
  const back = new URL(page.url());
  await page.getByTestId("where-q").fill(AREAS[area][lang]);
  await page.getByTestId("where-search").click();
  await expect(page).toHaveURL(/\/location\?/);
  await chooseFound(page, lang, area);
  await expect(page).toHaveURL(back.href);
}

/** The card's "+" (a post without JS, a fetcher with JS); the bar shows the new count. */
async function quickAdd(page: Page, lang: (typeof LANGS)[number], name: string, count: number) {
  await page.getByRole("button", { name: `${ADD[lang]} ${name}`, exact: true }).click();
  await expect(page.getByTestId("basket-bar")).toContainText(
    lang === "en" ? `${count} item` : count === 1 ? "صنف واحد" : "صنفان",
  );
}

for (const lang of LANGS) {
  const brandPath = `/${lang}-kw/brand/${DEMO.brand}`;
  const storePath = `/${lang}-kw/store/${DEMO.store}`;

  test(`a new visitor is asked where to deliver above the branches, and the branch that delivers leads (${lang})`, async ({
    page,
    vendorUrl,
    js,
    checkA11y,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(vendorUrl(DEMO.brand, brandPath));
    const card = page.getByTestId("where-to-deliver");
    await expect(card.getByRole("heading", { name: WHERE[lang] })).toBeVisible();
    // The question comes before the branches, and its box is on the screen at once.
    expect((await card.boundingBox())!.y).toBeLessThan((await page.getByTestId("store-list").boundingBox())!.y);
    await expect(page.getByTestId("where-q")).toBeInViewport();
    // The map and the device's position need JS: offered with it only.
    await expect(card.getByTestId("where-locate")).toHaveCount(js ? 1 : 0);
    await shot(page, `brand-${lang}-${js ? "js" : "nojs"}`);
    await checkA11y();

    await searchHere(page, lang, "hawally");
    await expect(page.getByTestId("where-to-deliver")).toHaveCount(0);
    await expect(page.getByTestId("lead-branch")).toHaveAttribute("data-slug", "burger-bay-hawally");
  });

  test(`the store page asks with a strip, and the basket bar leads to choosing a location first (${lang})`, async ({
    page,
    vendorUrl,
    js,
    checkA11y,
  }) => {
    test.slow(); // the location page twice, and axe on two states
    await page.setViewportSize(PHONE);
    const store = vendorUrl(DEMO.brand, storePath);
    await page.goto(store);
    const strip = page.getByTestId("where-to-deliver");
    await expect(strip.getByRole("heading", { name: WHERE[lang] })).toBeVisible();
    // Compact: one row of search under its title, and the first dishes still on the phone's screen.
    expect((await strip.boundingBox())!.height).toBeLessThanOrEqual(100);
    await shot(page, `store-top-${lang}-${js ? "js" : "nojs"}`, false);

    await quickAdd(page, lang, FRIES[lang], 1);
    await quickAdd(page, lang, RINGS[lang], 2);
    const bar = page.getByTestId("basket-bar");
    const link = bar.getByTestId("basket-bar-link");
    await expect(link).toContainText(CHECK[lang]);
    // Back to this page (without JS the add came back to it with its menu in the URL).
    await expect(link).toHaveAttribute(
      "href",
      new RegExp(`^/${lang}-kw/location\\?redirectTo=${encodeURIComponent(storePath)}(%3Fmenu%3D\\d+)?$`),
    );
    await shot(page, `store-${lang}-${js ? "js" : "nojs"}`, false);
    await checkA11y();
    if (js) {
      // With JS the picker opens on this page (its map, search and "Use my current location").
      await page.route("https://maps.googleapis.com/**", (route) => route.abort());
      await clickHydrated(link);
      await expect(page.getByTestId("location-dialog")).toBeVisible();
      // Whether the shell or the loaded sheet is showing, Escape closes it.
      await page.keyboard.press("Escape");
      await expect(page.getByTestId("location-dialog")).toBeHidden();
      await page.goto(
        `${vendorUrl(DEMO.brand, `/${lang}-kw/location`)}?q=${encodeURIComponent(AREAS.salmiya[lang])}&redirectTo=${encodeURIComponent(storePath)}`,
      );
    } else {
      await link.click();
      await expect(page).toHaveURL(/\/location\?redirectTo=/);
      await page.getByTestId("location-search").locator('input[name="q"]').fill(AREAS.salmiya[lang]);
      await page.getByTestId("location-search").locator('button[type="submit"]').click();
    }
    await chooseFound(page, lang, "salmiya");
    await expect(page).toHaveURL(new RegExp(`^${store}(\\?menu=\\d+)?$`));
    // Located: the strip is gone and the bar leads on to the checkout.
    await expect(page.getByTestId("where-to-deliver")).toHaveCount(0);
    await expect(bar.getByTestId("basket-bar-link")).toContainText(lang === "en" ? "Checkout" : "إتمام الطلب");
  });

  test(`a checkout for a place the branch does not serve leads with it and "Change location", without fee, time or details (${lang})`, async ({
    page,
    url,
    sandboxUrl,
    js,
    checkA11y,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(PHONE);
    await signIn(page, { base: url(""), sandboxUrl, lang });
    const checkout = `${storePath}/checkout`;
    await page.goto(
      url(
        `/${lang}-kw/location?q=${encodeURIComponent(AREAS.salmiya[lang])}&redirectTo=${encodeURIComponent(storePath)}`,
      ),
    );
    await chooseFound(page, lang, "salmiya");
    await quickAdd(page, lang, FRIES[lang], 1);
    await quickAdd(page, lang, RINGS[lang], 2);
    // The location moves outside the branch's area, then the checkout.
    await page.goto(
      url(`/${lang}-kw/location?q=${encodeURIComponent(AREAS.jahra[lang])}&redirectTo=${encodeURIComponent(checkout)}`),
    );
    await chooseFound(page, lang, "jahra");
    await expect(page).toHaveURL(url(checkout));
    const notice = page.getByTestId("out-of-area");
    await expect(notice).toContainText(NOT_HERE[lang]);
    await expect(notice).toBeInViewport();
    // Nothing for a delivery that cannot be made: no details form, no fee or total, no time.
    await expect(page.locator("#field_4")).toHaveCount(0);
    await expect(page.getByTestId("checkout-summary")).toHaveCount(0);
    await expect(page.getByTestId("asap-estimate")).toHaveCount(0);
    await expect(page.getByTestId("place-order")).toBeDisabled();
    await shot(page, `checkout-${lang}-${js ? "js" : "nojs"}`);
    await checkA11y();

    // "Change location" right under it (the place's own tile between them, without its details).
    await page.getByTestId("delivery-address").getByRole("link", { name: CHANGE[lang], exact: true }).click();
    await expect(page).toHaveURL(/\/location\?redirectTo=/);
    await page.getByTestId("location-search").locator('input[name="q"]').fill(AREAS.salmiya[lang]);
    await page.getByTestId("location-search").locator('button[type="submit"]').click();
    await chooseFound(page, lang, "salmiya");
    await expect(page).toHaveURL(url(checkout));
    await expect(page.getByTestId("out-of-area")).toHaveCount(0);
    await expect(page.locator("#field_4")).toBeVisible();
    await expect(page.getByTestId("checkout-summary")).toBeVisible();
  });
}

test.describe("with the map @js-only", () => {
  test("the card's \"Use my current location\" opens the map at the device's position", async ({
    page,
    vendorUrl,
    context,
  }) => {
    await page.route("https://maps.googleapis.com/**", (route) =>
      route.request().url().includes("/maps/api/js")
        ? route.fulfill({ status: 200, contentType: "text/javascript", body: FAKE_MAPS })
        : route.fulfill({ status: 204 }),
    );
    await page.route("https://maps.gstatic.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "image/png", body: TILE }),
    );
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: 29.2753, longitude: 48.0567 });
    await page.setViewportSize(PHONE);
    await page.goto(vendorUrl(DEMO.brand, `/en-kw/brand/${DEMO.brand}`));
    await clickHydrated(page.getByTestId("where-to-deliver").getByTestId("where-locate"));
    await expect(page.getByTestId("location-dialog")).toBeVisible();
    await expect(page.getByTestId("map-address")).toContainText("(29.2753, 48.0567)", { timeout: 15_000 });
    await page.getByTestId("confirm-location").click();
    await expect(page.getByTestId("location-dialog")).toBeHidden();
    await expect(page.getByTestId("where-to-deliver")).toHaveCount(0);
    await expect(page.getByTestId("location-address")).toContainText("29.2753");
  });
});
