// The delivery location: with JS the map dialog (against a fake of Google's API), without JS the
// server-side search; in English and Arabic; axe on the dialog and the page.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { test, expect, DEMO } from "./fixtures";
import { signIn } from "./flows";

const FAKE_MAPS = readFileSync(path.join(import.meta.dirname, "fake-google-maps.js"), "utf8");
const MAP_FAILED = "Unfortunately, the map could not be loaded. Please try refreshing the page or seek assistance from technical support.";

async function serveFakeMaps(page: Page, { fail = false } = {}) {
  await page.route("https://maps.googleapis.com/**", (route) =>
    fail ? route.abort() : route.fulfill({ status: 200, contentType: "text/javascript", body: FAKE_MAPS }),
  );
}

// The map exists only with JavaScript: these run in the "js" project (tag @js-only).
test.describe("the map dialog @js-only", () => {
  test("open, drag, address shown, confirm: the header shows it", async ({ page, url, checkA11y }) => {
    await serveFakeMaps(page);
    await page.goto(url(`/en-kw/store/${DEMO.store}`));
    await expect(page.getByTestId("location-address")).toHaveText("no location");
    await page.getByTestId("location-button").click();
    const dialog = page.getByTestId("location-dialog");
    await expect(dialog).toBeVisible();
    await expect(page.getByTestId("map")).toHaveAttribute("data-fake-map", "ready");
    const options = await page.evaluate(() => (window as unknown as { __fakeMaps: { options: Record<string, unknown> } }).__fakeMaps.options);
    expect(options).toMatchObject({ zoom: 12, mapTypeControl: false, fullscreenControl: false, streetViewControl: false });
    await expect(page.getByTestId("map-address")).toContainText("29.3759");
    await page.evaluate(() => (window as unknown as { __fakeMaps: { drag: (a: number, b: number) => void } }).__fakeMaps.drag(29.3339, 48.0758));
    await expect(page.getByTestId("map-address")).toContainText("12 Salem Al Mubarak St, Block 10, Salmiya, Kuwait (29.3339, 48.0758)");
    await checkA11y();
    await page.getByTestId("confirm-location").click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("location-address")).toContainText("12 Salem Al Mubarak St");
    await expect(page.getByTestId("location-button")).toBeFocused();
  });

  test("confirming where no address resolves does nothing; Escape closes without a change", async ({ page, url }) => {
    await serveFakeMaps(page);
    await page.goto(url(`/ar-kw/brand/${DEMO.brand}`));
    await page.getByTestId("location-button").click();
    await expect(page.getByTestId("map")).toHaveAttribute("data-fake-map", "ready");
    await page.evaluate(() => {
      const fake = (window as unknown as { __fakeMaps: { geocode: () => unknown[]; drag: (a: number, b: number) => void } }).__fakeMaps;
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

  test("place search moves the map", async ({ page, url }) => {
    await serveFakeMaps(page);
    await page.goto(url(`/en-kw/store/${DEMO.store}`));
    await page.getByTestId("location-button").click();
    await expect(page.getByTestId("map")).toHaveAttribute("data-fake-map", "ready");
    await page.evaluate(() => (window as unknown as { __fakeMaps: { choosePlace: (a: number, b: number) => void } }).__fakeMaps.choosePlace(29.3186, 48.0231));
    await expect(page.getByTestId("map-address")).toContainText("(29.3186, 48.0231)");
  });

  test("use current location moves the map, and a fresh device location is reused for 5 minutes", async ({ page, url, context }) => {
    await serveFakeMaps(page);
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: 29.2753, longitude: 48.0567 });
    await page.goto(url(`/en-kw/store/${DEMO.store}`));
    await page.getByTestId("location-button").click();
    await expect(page.getByTestId("map-address")).toContainText("(29.3759, 47.9774)");
    await page.getByTestId("use-current-location").click();
    await expect(page.getByTestId("map-address")).toContainText("(29.2753, 48.0567)", { timeout: 15_000 });
    // The device moves, but a location under 5 minutes old is used again without asking it.
    await context.setGeolocation({ latitude: 29.3, longitude: 48.0 });
    await page.evaluate(() => (window as unknown as { __fakeMaps: { drag: (a: number, b: number) => void } }).__fakeMaps.drag(29.3759, 47.9774));
    await expect(page.getByTestId("map-address")).toContainText("(29.3759, 47.9774)");
    await page.getByTestId("use-current-location").click();
    await expect(page.getByTestId("map-address")).toContainText("(29.2753, 48.0567)");
  });

  test("use current location when the permission is denied explains", async ({ page, url }) => {
    await serveFakeMaps(page);
    await page.goto(url(`/en-kw/store/${DEMO.store}`));
    await page.getByTestId("location-button").click();
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
    await page.getByTestId("pick-location").click();
    await expect(page.getByTestId("map")).toHaveAttribute("data-fake-map", "ready");
    await page.evaluate(() => (window as unknown as { __fakeMaps: { drag: (a: number, b: number) => void } }).__fakeMaps.drag(29.3339, 48.0758));
    await expect(page.getByTestId("map-address")).toContainText("(29.3339, 48.0758)");
    await page.getByTestId("confirm-location").click();
    const form = page.getByTestId("address-form");
    await expect(form.locator("#address-lat")).toHaveValue("29.3339");
    await expect(form.locator("#address-lng")).toHaveValue("48.0758");
    await expect(form.locator("#address-field_1")).toHaveValue("Salmiya");
    await expect(form.locator("#address-field_2")).toHaveValue("Block 10");
    await expect(form.locator("#address-field_3")).toHaveValue("Salem Al Mubarak St");
    await expect(form.locator("#address-field_5")).toHaveValue("12");
  });

  test("a map that cannot load says so and offers the search page", async ({ page, url }) => {
    await serveFakeMaps(page, { fail: true });
    await page.goto(url(`/en-kw/store/${DEMO.store}`));
    await page.getByTestId("location-button").click();
    await expect(page.getByTestId("map-error")).toContainText(MAP_FAILED);
    await expect(page.getByTestId("map-error").getByRole("link")).toHaveAttribute("href", /\/en-kw\/location\?redirectTo=/);
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
  const bad = await request.post(url("/en-kw/location"), { form: { lat: "91", lng: "0", address: "x" }, maxRedirects: 0 });
  expect(bad.status()).toBe(400);
});
