// A discounted product's card states its discount
// ("−10 %", or the money off), not only a struck-through price; the badge is in the server's markup
// (with and without JS) and stays after hydration.
import type { Page } from "@playwright/test";
import { expect, test, SCREENSHOTS } from "./fixtures";
import { choosePlace } from "./flows";

const SHOT = process.env.E2E_SHOT_SUFFIX ?? "after";

for (const lang of ["en", "ar"] as const) {
  for (const width of [375, 1280]) {
    test(`a discounted product's card shows its discount, a percent or the money off (${lang}, ${width} px)`, async ({
      page,
      url,
      js,
      checkA11y,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(url(`/${lang}-kw/store/burger-bay-salmiya`));
      const card = (name: RegExp) => page.locator("li[data-card]").filter({ has: page.getByRole("heading", { name }) });
      const percent = card(lang === "en" ? /^Double Smash$/ : /^دبل سماش$/);
      const amount = card(lang === "en" ? /^Veggie Burger$/ : /^برجر نباتي$/);
      await expect(percent.locator("s")).toHaveCount(1);
      await percent.scrollIntoViewIfNeeded();
      await page.screenshot({
        path: `${SCREENSHOTS}/discount-badge-${lang}-${width}-${js ? "js" : "nojs"}-${SHOT}.png`,
      });
      await expect(percent).toContainText(lang === "en" ? "−10 %" : "خصم 10٪");
      await expect(amount).toContainText(lang === "en" ? "−KWD 0.250" : "خصم");
      await expect(amount.locator("i")).toContainText("0.250");
      // A product without a discount has no badge.
      const plain = page
        .locator("li[data-card]")
        .filter({ hasNot: page.locator("s") })
        .first();
      await expect(plain.locator("i")).toHaveCount(0);
      if (js) {
        // The hydrated card still has it.
        await page.waitForFunction(
          () => (window as unknown as { __remixRouter?: unknown }).__remixRouter !== undefined,
        );
        await expect(percent.locator("i")).toHaveCount(1);
      }
      await checkA11y();
    });
  }
}

// Delivery known before the cart is built, and the branch cards: with a
// location chosen, the brand page orders its branches by distance and says on each whether it
// delivers there, with the platform's fee and time to it; a store that does not deliver there says
// so at the top of its page, with the branches that do and a way to change the location.
const AREAS = {
  jahra: { en: "jahra", ar: "الجهراء" },
  mahboula: { en: "mahboula", ar: "المهبولة" },
} as const;

/** Chooses an area as the delivery location (over HTTP: the location page is not what these tests are about); ends on `redirectTo`. */
const chooseArea = (
  page: Page,
  url: (p: string) => string,
  lang: "en" | "ar",
  area: keyof typeof AREAS,
  redirectTo: string,
) => choosePlace(page, url(""), lang, AREAS[area][lang], redirectTo);

for (const lang of ["en", "ar"] as const) {
  const en = lang === "en";
  for (const width of [375, 1280]) {
    test(`branch cards show time and base fee, then, with a location, distance, fee there and whether they deliver, nearest first (${lang}, ${width} px)`, async ({
      page,
      url,
      js,
      checkA11y,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const brandPath = `/${lang}-kw/brand/burger-bay`;
      await page.goto(url(brandPath));
      const cards = page.getByTestId("branch");
      await page.screenshot({
        path: `${SCREENSHOTS}/branch-cards-${lang}-${width}-${js ? "js" : "nojs"}-${SHOT}.png`,
        fullPage: true,
      });
      // No location: the base figures (the fee "from"), no distance, nothing said of the area.
      await expect(cards).toHaveCount(3);
      await expect(cards.first().getByTestId("branch-delivery")).toHaveText(
        en ? /^25–40 min · Delivery from KWD\s0\.500$/ : /^25–40 دقيقة · التوصيل من \u200f?0\.500\sد\.ك\.\u200f?$/,
      );
      await expect(page.getByTestId("branch-delivers")).toHaveCount(0);

      await chooseArea(page, url, lang, "jahra", brandPath);
      await page.screenshot({
        path: `${SCREENSHOTS}/branch-cards-jahra-${lang}-${width}-${js ? "js" : "nojs"}-${SHOT}.png`,
        fullPage: true,
      });
      // Nearest first: the Al Rai kitchen (about 27 km), Hawally, then Salmiya (about 40 km).
      await expect(page.getByTestId("branch-delivers")).toHaveCount(3);
      expect(await cards.evaluateAll((els) => els.map((e) => e.getAttribute("data-slug")))).toEqual([
        "burger-bay-mega",
        "burger-bay-hawally",
        "burger-bay-salmiya",
      ]);
      await expect(page.getByTestId("branches-by-distance")).toContainText(en ? "Jahra" : "الجهراء");
      for (const delivers of await page.getByTestId("branch-delivers").all()) {
        await expect(delivers).toHaveText(en ? "Does not deliver to your location" : "لا يوصّل إلى موقعك");
      }
      // None delivers there: the distance only, no fee or time for a delivery there is none of (decision 97).
      const salmiya = page.locator('[data-testid="branch"][data-slug="burger-bay-salmiya"]');
      await expect(salmiya.getByTestId("branch-delivery")).toHaveText(
        en ? /^4\d\.\d km away$/ : /^على بعد 4\d\.\d كم$/,
      );
      await checkA11y();
    });

    test(`a store that does not deliver to the location says so at the top, with the branches that do and a way to change it (${lang}, ${width} px)`, async ({
      page,
      url,
      js,
      checkA11y,
    }) => {
      test.slow(); // the 300-product page, scanned by axe
      await page.setViewportSize({ width, height: 900 });
      const megaPath = `/${lang}-kw/store/burger-bay-mega`;
      await chooseArea(page, url, lang, "mahboula", megaPath);
      const banner = page.getByTestId("not-delivering-here");
      await page.screenshot({
        path: `${SCREENSHOTS}/not-delivering-here-${lang}-${width}-${js ? "js" : "nojs"}-${SHOT}.png`,
      });
      await expect(banner).toBeVisible();
      await expect(banner.getByRole("heading")).toHaveText(
        en ? /^This branch does not deliver to Mahboula/ : /^هذا الفرع لا يوصّل إلى المهبولة/,
      );
      // Above the menu: before anything can be added.
      const bannerBox = (await banner.boundingBox())!;
      const firstCard = (await page.locator("li[data-card]").first().boundingBox())!;
      expect(bannerBox.y).toBeLessThan(firstCard.y);
      // Salmiya (nearest) and Hawally deliver there, with their fee and time to it.
      const others = banner.getByTestId("branches-delivering").getByRole("listitem");
      await expect(others).toHaveCount(2);
      await expect(others.first().getByRole("link")).toHaveText(en ? "Burger Bay Salmiya" : /السالمية/);
      await expect(others.first().getByTestId("branch-delivery")).toContainText(
        en
          ? /km away · \d+–\d+ min · Delivery KWD\s\d\.\d{3}$/
          : /كم · \d+–\d+ دقيقة · التوصيل \u200f?\d\.\d{3}\sد\.ك\.\u200f?$/,
      );
      // The store's facts are for the location: the distance, and no fee or time (it does not deliver there).
      await expect(page.getByTestId("store-distance")).toBeVisible();
      await expect(page.getByTestId("store-fee")).toHaveCount(0);
      await expect(page.getByTestId("store-estimate")).toHaveCount(0);
      await checkA11y();
      // The way to change the location returns to this page.
      await expect(banner.getByTestId("change-location")).toHaveAttribute(
        "href",
        `/${lang}-kw/location?redirectTo=${encodeURIComponent(megaPath)}`,
      );
      // A branch that delivers there: no such message.
      await others.first().getByRole("link").click();
      await expect(page).toHaveURL(url(`/${lang}-kw/store/burger-bay-salmiya`));
      await expect(page.getByTestId("store-name")).toBeVisible();
      await expect(banner).toHaveCount(0);
    });
  }
}

test("Jahra: the store says no branch delivers there; an anonymous copy of the page is never served to a customer with a location", async ({
  page,
  url,
}) => {
  const path = "/en-kw/store/burger-bay-salmiya";
  // Cookie-less requests: the shared document cache keeps this page (no location)…
  for (let i = 0; i < 2; i++) {
    const html = await (await fetch(url(path))).text();
    expect(html).not.toContain("not-delivering-here");
  }
  // …and a customer with a location gets their own render, not that copy.
  await chooseArea(page, url, "en", "jahra", path);
  await expect(page.getByTestId("not-delivering-here")).toContainText("No branch of this brand delivers there.");
  await expect(page.getByTestId("store-fee")).toHaveCount(0);
  // And the anonymous copy is still the anonymous one.
  expect(await (await fetch(url(path))).text()).not.toContain("not-delivering-here");
});

/** The names of cards with a line of text under their "+" (the button's box, or the drawn "+"'s: `::after`, 44 px at the card's bottom end). */
function textUnderPlus(cards: Element[]): string[] {
  return cards.flatMap((card) => {
    const button = card.querySelector(":scope > button")?.getBoundingClientRect();
    const li = card.getBoundingClientRect();
    const after = getComputedStyle(card, "::after");
    const size = parseFloat(after.width);
    const inset = parseFloat(after.bottom);
    const rtl = getComputedStyle(card).direction === "rtl";
    const plus =
      button ?? new DOMRect(rtl ? li.left + inset : li.right - inset - size, li.bottom - inset - size, size, size);
    const range = document.createRange();
    const texts = [...card.querySelectorAll("h3, p")].flatMap((el) => {
      range.selectNodeContents(el);
      return [...range.getClientRects()];
    });
    const under = texts.some(
      (r) => r.width > 0 && r.left < plus.right && r.right > plus.left && r.top < plus.bottom && r.bottom > plus.top,
    );
    return under ? [card.querySelector("h3")?.textContent ?? "?"] : [];
  });
}

// A product card's quick add "+": a product with no choice to make is added from the
// menu (a plain form post without JS, a fetcher with JS, the "+" showing the add at once); one with a
// choice to make opens its sheet (its page without JS). Named "Add <product>" in both languages, 44 px.
for (const lang of ["en", "ar"] as const) {
  const en = lang === "en";
  for (const width of [375, 1280]) {
    test(`quick add: '+' adds a product without choices, opens the sheet of one with choices (${lang}, ${width} px)`, async ({
      page,
      url,
      js,
      checkA11y,
    }) => {
      test.slow(); // axe's scan without JS opens the page a second time
      await page.setViewportSize({ width, height: 900 });
      const storePath = `/${lang}-kw/store/burger-bay-salmiya`;
      await page.goto(url(storePath));
      const shake = en ? "Chocolate Milkshake" : "ميلك شيك بالشوكولاتة";
      const add = page.getByRole("button", { name: `${en ? "Add" : "أضف"} ${shake}`, exact: true });
      await add.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SCREENSHOTS}/quick-add-${lang}-${width}-${js ? "js" : "nojs"}-${SHOT}.png` });
      await expect(add).toBeVisible();
      const box = (await add.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      // Inside its card, at the card's bottom end (right in English, left in Arabic).
      const card = page.locator("li[data-card]").filter({ has: add });
      const cardBox = (await card.boundingBox())!;
      expect(en ? cardBox.x + cardBox.width - (box.x + box.width) : box.x - cardBox.x).toBeLessThan(20);
      // No card's text runs under its "+" (a button, or drawn by the CSS over the link of a product with a choice).
      expect(await page.locator("li[data-card]:not(.off)").evaluateAll(textUnderPlus)).toEqual([]);
      await checkA11y();

      let release = () => {};
      if (js) {
        // Held on its way, so the "+" can be seen showing the add before the server answers.
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route(/\/store\/burger-bay-salmiya\?index/, async (route) => {
          await held;
          await route.continue();
        });
      }
      await add.click();
      if (js) {
        await expect(add).toHaveAttribute("aria-busy", "true");
        release();
        await expect(add).not.toHaveAttribute("aria-busy");
      }
      await expect(page).toHaveURL(new RegExp(`${storePath}(\\?menu=\\d+)?(#.*)?$`));
      if (width < 1024) await expect(page.getByTestId("basket-bar")).toContainText(en ? "1 item" : "1");
      else await expect(page.getByTestId("cart-line").filter({ hasText: shake })).toBeVisible();

      // A product with a choice to make: no add button; its "+" opens its sheet (its page without JS).
      const burger = en ? "Classic Burger" : "برجر كلاسيك";
      await expect(page.getByRole("button", { name: `${en ? "Add" : "أضف"} ${burger}`, exact: true })).toHaveCount(0);
      const burgerCard = page
        .locator("li[data-card]")
        .filter({ has: page.getByRole("link", { name: burger, exact: true }) });
      await burgerCard.scrollIntoViewIfNeeded();
      const b = (await burgerCard.boundingBox())!;
      await burgerCard.click({ position: { x: en ? b.width - 34 : 34, y: b.height - 34 } });
      await expect(page).toHaveURL(/\/store\/burger-bay-salmiya\/product\/\d+\?menu=\d+$/);
      if (js) await expect(page.getByTestId("product-dialog")).toContainText(burger);
      else await expect(page.getByTestId("product-name")).toHaveText(burger);
      await expect(page.getByTestId("product-form")).toBeVisible();
    });
  }
}

test("quick add of a product with a choice to make, posted without JS, goes to its page", async ({ page, url }) => {
  // The form's post as a script-less browser would send it for a product that needs a choice.
  const store = await (await fetch(url("/en-kw/store/burger-bay-salmiya"))).text();
  const burger = /href="(burger-bay-salmiya\/product\/(\d+)\?menu=(\d+))"[^>]*>Classic Burger</.exec(store)!;
  const response = await page.request.post(url(`/en-kw/store/burger-bay-salmiya?index&menu=${burger[3]}`), {
    form: { [`p${burger[2]}`]: "" },
    headers: { Origin: url("") },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  expect(response.headers().location).toBe(`/en-kw/store/${burger[1]}`);
});
