// A dish's facts as a customer sees them, JS on and off (the two projects), en and ar, 375 and 1280 px:
// Najd Grill's cards show calories and dietary icons (16 px, named for screen readers); the sheet
// (the product page without JS) shows the calories, following the size chosen with JS and beside
// each size without, the tags by name and the allergens; a Kuwaiti store's cards show tags with no
// calories. axe stays clean. Screenshots: menu-facts-{najd,najd-product,najd-sizes,burger}-{lang}-{width}-{js|nojs}.png.
import type { Page } from "@playwright/test";
import { test, expect, SCREENSHOTS } from "./fixtures";

const T = {
  en: {
    mandi: "Lamb Mandi",
    hummus: "Hummus",
    mutabbal: "Mutabbal",
    rings: "Onion Rings",
    half: /^Half/,
    kcal: (n: number) => `${n} kcal`,
    range: "1050–1990 kcal",
    hummusTags: "Vegan, Gluten-free",
    contains: "Contains: milk, sesame",
    tags: ["Vegetarian", "Gluten-free"],
    vegetarian: "Vegetarian",
  },
  ar: {
    mandi: "مندي لحم",
    hummus: "حمص",
    mutabbal: "متبل",
    rings: "حلقات البصل",
    half: /^نصف/,
    kcal: (n: number) => `${n} سعرة حرارية`,
    range: "1050–1990 سعرة حرارية",
    hummusTags: "نباتي صرف، خالٍ من الغلوتين",
    contains: "يحتوي على: الحليب، السمسم",
    tags: ["نباتي", "خالٍ من الغلوتين"],
    vegetarian: "نباتي",
  },
} as const;

const cardOf = (page: Page, name: string) =>
  page.locator("[data-card]", { has: page.getByRole("link", { name, exact: true }) });

for (const lang of ["en", "ar"] as const) {
  for (const width of [375, 1280] as const) {
    test(`Najd Grill's dishes state their calories, tags and allergens (${lang}, ${width} px)`, async ({
      page,
      vendorUrl,
      js,
      checkA11y,
    }) => {
      const text = T[lang];
      const suffix = `${lang}-${width}-${js ? "js" : "nojs"}`;
      await page.setViewportSize({ width, height: 900 });
      const store = vendorUrl("najd-grill", `/${lang}-sa/store/najd-grill-olaya`);
      await page.goto(store);

      // The cards: calories (a range where the sizes differ), the tags' icons, their names for screen readers.
      const hummus = cardOf(page, text.hummus);
      await expect(hummus.locator("small")).toContainText(text.kcal(330));
      await expect(hummus.locator("small em")).toHaveText(text.hummusTags);
      await expect(cardOf(page, text.mandi).locator("small")).toContainText(text.range);
      const icons = hummus.locator("small svg");
      await expect(icons).toHaveCount(2);
      for (const icon of await icons.all()) {
        await expect(icon).toHaveAttribute("aria-hidden", "true");
        const box = (await icon.boundingBox())!;
        expect([Math.round(box.width), Math.round(box.height)]).toEqual([16, 16]);
      }
      // The names are read, not seen: the hidden <em> takes no room.
      const em = (await hummus.locator("small em").boundingBox())!;
      expect(em.width).toBeLessThanOrEqual(1);
      // The facts sit between the description and the price, inside the card.
      const [facts, price, box] = await Promise.all([
        hummus.locator("small").boundingBox(),
        hummus.locator("p").last().boundingBox(),
        hummus.boundingBox(),
      ]);
      expect(facts!.y + facts!.height).toBeLessThanOrEqual(price!.y + 1);
      expect(facts!.x).toBeGreaterThanOrEqual(box!.x);
      expect(facts!.x + facts!.width).toBeLessThanOrEqual(box!.x + box!.width);
      await checkA11y();
      await page.screenshot({ path: `${SCREENSHOTS}/menu-facts-najd-${suffix}.png` });

      // A dish's sheet (its page without JS): calories, tags by name, allergens (Mutabbal is
      // unavailable today: its facts still show, above the notice).
      await page.getByRole("link", { name: text.mutabbal, exact: true }).click();
      const sheet = js ? page.getByTestId("product-dialog") : page.locator("main");
      await expect(sheet.getByTestId("product-facts")).toBeVisible();
      await expect(sheet.getByTestId("product-calories")).toHaveText(text.kcal(210));
      await expect(sheet.getByTestId("product-tags").getByRole("listitem")).toHaveText([...text.tags]);
      await expect(sheet.getByTestId("product-allergens")).toHaveText(text.contains);
      await checkA11y();
      await page.screenshot({ path: `${SCREENSHOTS}/menu-facts-najd-product-${suffix}.png` });

      // Sizes whose calories differ: the range first, each size's beside its name, the chosen one's with JS.
      await page.goto(store);
      await page.getByRole("link", { name: text.mandi, exact: true }).click();
      const form = page.getByTestId("product-form");
      await expect(form.getByTestId("product-calories")).toHaveText(text.range);
      const half = form.getByRole("radio", { name: text.half });
      await expect(half).toHaveAccessibleName(new RegExp(text.kcal(1990)));
      if (js) {
        await half.check();
        await expect(form.getByTestId("product-calories")).toHaveText(text.kcal(1990));
      }
      await checkA11y();
      await page.screenshot({ path: `${SCREENSHOTS}/menu-facts-najd-sizes-${suffix}.png` });
    });

    test(`a Kuwaiti store's cards show tags and no calories (${lang}, ${width} px)`, async ({
      page,
      url,
      js,
      checkA11y,
    }) => {
      const text = T[lang];
      await page.setViewportSize({ width, height: 900 });
      await page.goto(url(`/${lang}-kw/store/burger-bay-salmiya`));
      const rings = cardOf(page, text.rings);
      await expect(rings.locator("small em")).toHaveText(text.vegetarian);
      await expect(page.locator("[data-card] small")).not.toHaveCount(0);
      await expect(page.locator("[data-card] small", { hasText: /kcal|سعرة/ })).toHaveCount(0);
      await checkA11y();
      // The cards with tags in view (the first ones have none).
      await rings.evaluate((li) => li.scrollIntoView({ block: "center" }));
      await page.screenshot({ path: `${SCREENSHOTS}/menu-facts-burger-${lang}-${width}-${js ? "js" : "nojs"}.png` });
    });
  }
}
