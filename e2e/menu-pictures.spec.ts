// A menu fetches the pictures of its first screens only, with JS on and off, and the others as the
// customer scrolls (decision 0110): browsers fetch every <img> when JS is off (loading="lazy" needs
// scripting), so the cards after the first few draw their picture as a background, and a card off
// the screen is not styled (content-visibility).
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// A trace's DOM snapshots style every element, so every card's picture would be fetched.
test.use({ trace: "off" });

const PHONE = { width: 375, height: 812 };
const PRODUCT_PICTURE = /\/static\/products\/\d+\?w=160$/;

/** The dish pictures the page asks for, as they are asked for. */
function watchPictures(page: Page): Set<string> {
  const asked = new Set<string>();
  page.on("request", (request) => {
    if (PRODUCT_PICTURE.test(request.url())) asked.add(request.url());
  });
  return asked;
}

/** The picture URL a card shows: its <img>'s, or its <b>'s background's. */
const cardPicture = (page: Page, index: number) =>
  page
    .locator("[data-card]")
    .nth(index)
    .evaluate((card) => {
      const img = card.querySelector("img");
      if (img) return img.src;
      const b = card.querySelector("b");
      return b ? (/url\("(.*)"\)/.exec(getComputedStyle(b).backgroundImage)?.[1] ?? null) : null;
    });

for (const lang of ["en", "ar"] as const) {
  test(`the 300-product menu fetches its first screens' pictures only, the rest as the customer scrolls (${lang})`, async ({
    page,
    url,
  }) => {
    await page.setViewportSize(PHONE);
    const asked = watchPictures(page);
    await page.goto(url(`/${lang}-kw/store/burger-bay-mega`));
    await page.waitForLoadState("networkidle");
    const cards = page.locator("[data-card]");
    await expect(cards).toHaveCount(300);
    // The cards whose top is within two phone screens: the only pictures fetched, and the first
    // screen's all of them.
    const tops = await cards.evaluateAll((all) => all.map((card) => card.getBoundingClientRect().top));
    const firstScreens = tops.filter((top) => top < 2 * PHONE.height).length;
    const firstScreen = tops.filter((top) => top < PHONE.height).length;
    expect(asked.size).toBeGreaterThanOrEqual(firstScreen);
    expect(asked.size).toBeLessThanOrEqual(firstScreens);
    for (let i = 0; i < firstScreen; i++) {
      const picture = await cardPicture(page, i);
      expect(picture).toMatch(PRODUCT_PICTURE);
      expect(asked.has(picture!)).toBe(true);
    }
    // A picture's box is 80 × 80, an <img> or a background, fetched or not.
    for (const i of [0, firstScreen - 1]) {
      const box = (await cards.nth(i).locator("img, b").boundingBox())!;
      expect([Math.round(box.width), Math.round(box.height)]).toEqual([80, 80]);
    }
    // Scrolled to the end: the last pictured card's picture comes, the ones between stay unasked.
    const before = asked.size;
    const pictured = page.locator("[data-card]:has(> b)").last();
    // Its URL read from the page's rules (its computed style would make the browser fetch it).
    const last = await pictured.evaluate((card) => {
      const rule = `.${card.querySelector("b")!.className}{background-image:url("`;
      const css =
        [...document.querySelectorAll("style")].map((s) => s.textContent ?? "").find((text) => text.includes(rule)) ??
        "";
      return css.slice(css.indexOf(rule) + rule.length).split('")')[0]!;
    });
    expect(new URL(last, page.url()).href).toMatch(PRODUCT_PICTURE);
    expect(asked.has(last)).toBe(false);
    await pictured.scrollIntoViewIfNeeded();
    await expect.poll(() => asked.has(last!)).toBe(true);
    // The end's screen and the half above it, not the 190 pictures between.
    expect(asked.size).toBeLessThanOrEqual(before + 2 * firstScreens);
  });

  test(`a category link lands on its section on the 300-product menu, its pictures fetched (${lang})`, async ({
    page,
    url,
  }) => {
    await page.setViewportSize(PHONE);
    const asked = watchPictures(page);
    await page.goto(url(`/${lang}-kw/store/burger-bay-mega`));
    const links = page.getByTestId("category-links").getByRole("link");
    const target = links.nth((await links.count()) - 2);
    const name = (await target.textContent())!.trim();
    await target.click();
    await expect(page).toHaveURL(/#category-\d+$/);
    const heading = page.getByRole("heading", { name, level: 2, exact: true });
    await expect(heading).toBeInViewport();
    const section = page.locator(`section:has(> h2:text-is("${name}"))`);
    const first = (await section
      .locator("[data-card]")
      .first()
      .evaluate((card) => card.getBoundingClientRect().top))!;
    expect(first).toBeLessThan(PHONE.height);
    const picture = await section
      .locator("[data-card]")
      .first()
      .evaluate((card) => {
        const b = card.querySelector("b");
        return b ? (/url\("(.*)"\)/.exec(getComputedStyle(b).backgroundImage)?.[1] ?? null) : null;
      });
    if (picture) await expect.poll(() => asked.has(picture)).toBe(true);
  });
}

test("with Save-Data on, the pictures below the first screens still wait for the customer", async ({ page, url }) => {
  await page.setViewportSize(PHONE);
  await page.setExtraHTTPHeaders({ "Save-Data": "on" });
  const asked = watchPictures(page);
  await page.goto(url("/en-kw/store/burger-bay-mega"));
  await page.waitForLoadState("networkidle");
  const tops = await page
    .locator("[data-card]")
    .evaluateAll((all) => all.map((card) => card.getBoundingClientRect().top));
  expect(asked.size).toBeLessThanOrEqual(tops.filter((top) => top < 2 * PHONE.height).length);
});

test("a client navigation to a menu draws its pictures under the page's CSP @js-only", async ({ page, url }) => {
  await page.setViewportSize(PHONE);
  const asked = watchPictures(page);
  await page.goto(url("/en-kw/brand/burger-bay"));
  await page.getByTestId("store-link").first().click();
  await expect(page.locator("[data-card]").first()).toBeVisible();
  // A card drawn by background (after the first four): its picture is fetched once it is on screen.
  const card = page.locator("[data-card]:has(> b)").first();
  await card.scrollIntoViewIfNeeded();
  const picture = await card.evaluate(
    (c) => /url\("(.*)"\)/.exec(getComputedStyle(c.querySelector("b")!).backgroundImage)?.[1] ?? null,
  );
  expect(picture).toMatch(PRODUCT_PICTURE);
  await expect.poll(() => asked.has(picture!)).toBe(true);
});

for (const lang of ["en", "ar"] as const) {
  test(`the product page's photo is fetched first, at its size; a vendor page connects to the pictures' host early (${lang})`, async ({
    page,
    vendorUrl,
    sandboxUrl,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(vendorUrl("burger-bay", `/${lang}-kw/store/burger-bay-salmiya`));
    // Every vendor page shows the brand's logo from the platform's host, not the page's: a preconnect to it in the head.
    await expect(page.locator(`head link[rel="preconnect"][href="${new URL(sandboxUrl).origin}"]`)).toHaveCount(1);
    // The store's logo asked for at the size it is drawn.
    await expect(page.locator('img[src*="/static/stores/"]').first()).toHaveAttribute("src", /\?w=56$/);
    const href = await page.locator("[data-card]:has(img) h3 a").first().getAttribute("href");
    await page.goto(new URL(href!, page.url()).href);
    const photo = page.getByTestId("product-photo");
    await expect(photo).toHaveAttribute("fetchpriority", "high");
    expect(await photo.getAttribute("loading")).toBeNull();
    await expect(photo).toHaveAttribute("width", "480");
    await expect(photo).toHaveAttribute(
      "sizes",
      "(min-width: 672px) 640px, (min-resolution: 2.1dppx) calc(calc(100vw - 2rem) * 2 / 3), calc(100vw - 2rem)",
    );
    // At 375 px and 1x the browser takes the 400 px candidate for the 343 px box, not the 960 it took.
    await expect.poll(() => photo.evaluate((img) => (img as HTMLImageElement).currentSrc)).toMatch(/\?w=400$/);
  });
}
