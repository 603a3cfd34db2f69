// The delivery location: with JS the map dialog (against a fake of Google's API), without JS the
// server-side search; in English and Arabic; axe on the dialog and the page.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { test, expect, DEMO } from "./fixtures";
import { clickHydrated, signIn } from "./flows";

const FAKE_MAPS = readFileSync(path.join(import.meta.dirname, "fake-google-maps.js"), "utf8");
const MAP_FAILED =
  "Unfortunately, the map could not be loaded. Please try refreshing the page or seek assistance from technical support.";

// A 1×1 transparent PNG: the fake's map tile.
const TILE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

async function serveFakeMaps(page: Page, { fail = false } = {}) {
  await page.route("https://maps.googleapis.com/**", (route) => {
    if (fail) return route.abort();
    if (route.request().url().includes("/maps/api/js"))
      return route.fulfill({ status: 200, contentType: "text/javascript", body: FAKE_MAPS });
    return route.fulfill({ status: 204 });
  });
  await page.route("https://maps.gstatic.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "image/png", body: TILE }),
  );
}

// The map exists only with JavaScript: these run in the "js" project (tag @js-only).
test.describe("the map dialog @js-only", () => {
  test("open, drag, address shown, confirm: the header shows it", async ({ page, url, checkA11y }) => {
    await serveFakeMaps(page);
    await page.goto(url(`/en-kw/store/${DEMO.store}`));
    await expect(page.getByTestId("location-address")).toHaveText("No location");
    await clickHydrated(page.getByTestId("location-button"));
    const dialog = page.getByTestId("location-dialog");
    await expect(dialog).toBeVisible();
    // Focus moves into the dialog.
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest("[role=dialog]") !== null)).toBe(true);
    await expect(page.getByTestId("map")).toHaveAttribute("data-fake-map", "ready");
    const options = await page.evaluate(
      () => (window as unknown as { __fakeMaps: { options: Record<string, unknown> } }).__fakeMaps.options,
    );
    expect(options).toMatchObject({
      zoom: 12,
      mapTypeControl: false,
      fullscreenControl: false,
      streetViewControl: false,
    });
    await expect(page.getByTestId("map-address")).toContainText("29.3759");
    await page.evaluate(() =>
      (window as unknown as { __fakeMaps: { drag: (a: number, b: number) => void } }).__fakeMaps.drag(29.3339, 48.0758),
    );
    await expect(page.getByTestId("map-address")).toContainText(
      "12 Salem Al Mubarak St, Block 10, Salmiya, Kuwait (29.3339, 48.0758)",
    );
    await checkA11y();
    await page.getByTestId("confirm-location").click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("location-address")).toContainText("12 Salem Al Mubarak St");
    await expect(page.getByTestId("location-button")).toBeFocused();
  });

  test("after client-side navigation from a page without the map, the dialog still loads Google", async ({
    page,
    url,
  }) => {
    // The CSP is the document's: home's has no Google hosts, so the map must not load inside it.
    await serveFakeMaps(page);
    await page.goto(url("/en-kw"));
    await page.getByTestId("brand-card").filter({ hasText: "Burger Bay" }).click();
    await expect(page).toHaveURL(url(`/en-kw/brand/${DEMO.brand}`));
    await clickHydrated(page.getByTestId("location-button"));
    await expect(page.getByTestId("map")).toHaveAttribute("data-fake-map", "ready");
    await expect(page.getByTestId("location-dialog")).toBeVisible();
    await expect(page.getByTestId("map-address")).toContainText("(29.3759, 47.9774)");
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("location-dialog")).toBeHidden();
    await expect(page.getByTestId("location-button")).toBeFocused();
  });

  test("confirming where no address resolves does nothing; Escape closes without a change", async ({ page, url }) => {
    await serveFakeMaps(page);
    await page.goto(url(`/ar-kw/brand/${DEMO.brand}`));
    await clickHydrated(page.getByTestId("location-button"));
    await expect(page.getByTestId("map")).toHaveAttribute("data-fake-map", "ready");
    await page.evaluate(() => {
      const fake = (
        window as unknown as { __fakeMaps: { geocode: () => unknown[]; drag: (a: number, b: number) => void } }
      ).__fakeMaps;
      fake.geocode = () => [];
      fake.drag(29.5, 47.5);
    });
    await expect(page.getByTestId("map-address")).toHaveText("لا يوجد عنوان هنا بعد. حرّك الخريطة قليلاً.");
    await page.getByTestId("confirm-location").click();
    await expect(page.getByTestId("location-dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("location-dialog")).toBeHidden();
    await expect(page.getByTestId("location-address")).toHaveText("لا يوجد موقع");
  });

  test("closing with the close button settles with nothing and keeps the location", async ({
    page,
    url,
    checkA11y,
  }) => {
    await serveFakeMaps(page);
    await page.goto(url(`/ar-kw/store/${DEMO.store}`));
    await clickHydrated(page.getByTestId("location-button"));
    await expect(page.getByTestId("map")).toHaveAttribute("data-fake-map", "ready");
    await expect(page.getByTestId("map-address")).toContainText("(29.3759, 47.9774)");
    await checkA11y();
    await page.getByTestId("dialog-close").click();
    await expect(page.getByTestId("location-dialog")).toBeHidden();
    await expect(page.getByTestId("location-address")).toHaveText("لا يوجد موقع");
    await expect(page.getByTestId("location-button")).toBeFocused();
  });

  test("place search moves the map", async ({ page, url }) => {
    await serveFakeMaps(page);
    await page.goto(url(`/en-kw/store/${DEMO.store}`));
    await clickHydrated(page.getByTestId("location-button"));
    await expect(page.getByTestId("map")).toHaveAttribute("data-fake-map", "ready");
    await page.evaluate(() =>
      (window as unknown as { __fakeMaps: { choosePlace: (a: number, b: number) => void } }).__fakeMaps.choosePlace(
        29.3186,
        48.0231,
      ),
    );
    await expect(page.getByTestId("map-address")).toContainText("(29.3186, 48.0231)");
  });

  test("use current location moves the map, and a fresh device location is reused for 5 minutes", async ({
    page,
    url,
    context,
  }) => {
    await serveFakeMaps(page);
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: 29.2753, longitude: 48.0567 });
    await page.goto(url(`/en-kw/store/${DEMO.store}`));
    await clickHydrated(page.getByTestId("location-button"));
    await expect(page.getByTestId("map-address")).toContainText("(29.3759, 47.9774)");
    await page.getByTestId("use-current-location").click();
    await expect(page.getByTestId("map-address")).toContainText("(29.2753, 48.0567)", { timeout: 15_000 });
    // The device moves, but a location under 5 minutes old is used again without asking it.
    await context.setGeolocation({ latitude: 29.3, longitude: 48.0 });
    await page.evaluate(() =>
      (window as unknown as { __fakeMaps: { drag: (a: number, b: number) => void } }).__fakeMaps.drag(29.3759, 47.9774),
    );
    await expect(page.getByTestId("map-address")).toContainText("(29.3759, 47.9774)");
    await page.getByTestId("use-current-location").click();
    await expect(page.getByTestId("map-address")).toContainText("(29.2753, 48.0567)");
  });

  test("use current location when the permission is denied explains", async ({ page, url }) => {
    await serveFakeMaps(page);
    await page.goto(url(`/en-kw/store/${DEMO.store}`));
    await clickHydrated(page.getByTestId("location-button"));
    await expect(page.getByTestId("map-address")).toContainText("(29.3759, 47.9774)");
    await page.getByTestId("use-current-location").click();
    await expect(page.getByTestId("location-problem")).toHaveText(
      "Location access was denied. Allow it in your browser settings, or move the map to your address.",
      { timeout: 15_000 },
    );
  });

  test("the address form takes its place from the map", async ({ page, url, sandboxUrl }) => {
    await serveFakeMaps(page);
    await signIn(page, { base: url(""), sandboxUrl });
    await page.goto(url("/en-kw/account/addresses?new=1"));
    await clickHydrated(page.getByTestId("pick-location"));
    await expect(page.getByTestId("map")).toHaveAttribute("data-fake-map", "ready");
    await page.evaluate(() =>
      (window as unknown as { __fakeMaps: { drag: (a: number, b: number) => void } }).__fakeMaps.drag(29.3339, 48.0758),
    );
    await expect(page.getByTestId("map-address")).toContainText("(29.3339, 48.0758)");
    await page.getByTestId("confirm-location").click();
    const form = page.getByTestId("address-form");
    // The coordinates are kept, never shown: the customer reads the place.
    await expect(form.locator('input[name="lat"]')).toHaveValue("29.3339");
    await expect(form.locator('input[name="lng"]')).toHaveValue("48.0758");
    await expect(form.locator('input[name="lat"]')).toBeHidden();
    await expect(page.getByTestId("picked-location")).toContainText("(29.3339, 48.0758)");
    // The area and neighbourhood go with the place shown; street and number into the details.
    await expect(form.locator('input[name="field_1"]')).toHaveValue("Salmiya");
    await expect(form.locator('input[name="field_2"]')).toHaveValue("Block 10");
    await expect(form.locator("#address-field_3")).toHaveValue("Salem Al Mubarak St");
    await expect(form.locator("#address-field_5")).toHaveValue("12");
  });

  test("the address form reached by client-side navigation still gets the map", async ({ page, url, sandboxUrl }) => {
    await serveFakeMaps(page);
    await signIn(page, { base: url(""), sandboxUrl });
    await page.goto(url("/en-kw/account"));
    await clickHydrated(page.getByRole("link", { name: "Addresses" }).first());
    await clickHydrated(page.getByTestId("add-address"));
    await expect(page).toHaveURL(/\/en-kw\/account\/addresses\?new=1$/);
    // This document's CSP is the account page's: picking loads the page afresh and opens the dialog.
    await clickHydrated(page.getByTestId("pick-location"));
    await expect(page.getByTestId("map")).toHaveAttribute("data-fake-map", "ready");
    await page.evaluate(() =>
      (window as unknown as { __fakeMaps: { drag: (a: number, b: number) => void } }).__fakeMaps.drag(29.3339, 48.0758),
    );
    await expect(page.getByTestId("map-address")).toContainText("(29.3339, 48.0758)");
    await page.getByTestId("confirm-location").click();
    await expect(page.getByTestId("location-dialog")).toBeHidden();
    const form = page.getByTestId("address-form");
    await expect(form.locator('input[name="lat"]')).toHaveValue("29.3339");
    await expect(form.locator("#address-field_3")).toHaveValue("Salem Al Mubarak St");
    await expect(page.getByTestId("pick-location")).toBeFocused();
  });

  test("a map that cannot load says so and offers the search page", async ({ page, url }) => {
    await serveFakeMaps(page, { fail: true });
    await page.goto(url(`/en-kw/store/${DEMO.store}`));
    await clickHydrated(page.getByTestId("location-button"));
    await expect(page.getByTestId("map-error")).toContainText(MAP_FAILED);
    await expect(page.getByTestId("map-error").getByRole("link")).toHaveAttribute(
      "href",
      /\/en-kw\/location\?redirectTo=/,
    );
    // Without a map there is no pin to move: the dialog speaks of the search it offers.
    await expect(page.getByTestId("location-info")).toContainText("search for your area and block");
    await expect(page.getByTestId("location-info")).not.toContainText("pin");
  });

  test("without a maps key the dialog says the map cannot load", async ({ page, url }) => {
    await serveFakeMaps(page);
    await page.route("**/resources/maps-key", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: '{"error":"no key"}' }),
    );
    await page.goto(url(`/en-kw/store/${DEMO.store}`));
    await clickHydrated(page.getByTestId("location-button"));
    await expect(page.getByTestId("map-error")).toContainText(MAP_FAILED);
    await expect(page.getByTestId("confirm-location")).toBeDisabled();
  });
});

for (const lang of ["en", "ar"] as const) {
  test(`search and choose a place on the location page (${lang})`, async ({ page, url, checkA11y }) => {
    await page.goto(url(`/${lang}-kw/location?redirectTo=${encodeURIComponent(`/${lang}-kw/store/${DEMO.store}`)}`));
    await checkA11y();
    await page.locator("#location-q").fill(lang === "en" ? "salmiya" : "السالمية");
    await page.getByTestId("location-search").getByRole("button").click();
    await expect(page.getByTestId("location-results")).toBeVisible();
    await checkA11y();
    await page.getByTestId("choose-place").first().click();
    await expect(page).toHaveURL(url(`/${lang}-kw/store/${DEMO.store}`));
    await expect(page.getByTestId("location-address")).toContainText(lang === "en" ? "Salmiya" : "السالمية");
  });
}

test("bad searches and bad places keep the previous location", async ({ page, url, request }) => {
  const empty = await page.goto(url("/en-kw/location?q=%20"));
  expect(empty?.status()).toBe(400);
  await expect(page.locator("#location-error")).toBeVisible();
  const long = await page.goto(url(`/en-kw/location?q=${"a".repeat(500)}`));
  expect(long?.status()).toBe(400);
  const bad = await request.post(url("/en-kw/location"), {
    form: { lat: "91", lng: "0", address: "x" },
    headers: { Origin: new URL(url("/")).origin },
    maxRedirects: 0,
  });
  expect(bad.status()).toBe(400);
});

for (const lang of ["en", "ar"] as const) {
  test(`coordinates without an address are looked up on the server (${lang})`, async ({ page, url }) => {
    const store = `/${lang}-kw/store/${DEMO.store}`;
    const chosen = await page.request.post(url(`/${lang}-kw/location`), {
      form: { lat: "29.3186", lng: "48.0231", redirectTo: store },
      headers: { Origin: new URL(url("/")).origin },
      maxRedirects: 0,
    });
    expect(chosen.status()).toBe(303);
    expect(chosen.headers()["location"]).toBe(store);
    await page.goto(url(store));
    await expect(page.getByTestId("location-address")).toContainText(lang === "en" ? "Jabriya" : "الجابرية");
    // Nothing known near the point: a clear message, and the location stays.
    const nowhere = await page.request.post(url(`/${lang}-kw/location`), {
      form: { lat: "0", lng: "0", redirectTo: store },
      headers: { Origin: new URL(url("/")).origin },
      maxRedirects: 0,
    });
    expect(nowhere.status()).toBe(400);
    expect(await nowhere.text()).toContain(
      lang === "en" ? "There is no known address at that place." : "لا يوجد عنوان معروف في هذا المكان.",
    );
    // A redirect elsewhere is refused: back to the home page of the locale instead.
    const away = await page.request.post(url(`/${lang}-kw/location`), {
      form: { lat: "29.3186", lng: "48.0231", redirectTo: "//evil.example/" },
      headers: { Origin: new URL(url("/")).origin },
      maxRedirects: 0,
    });
    expect(away.headers()["location"]).toBe(`/${lang}-kw`);
    await page.goto(url(store));
    await expect(page.getByTestId("location-address")).toContainText(lang === "en" ? "Jabriya" : "الجابرية");
  });
}
