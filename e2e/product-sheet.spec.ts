// An item sheet fit for thumbs: the product's photo, −/+ steppers for option
// quantities (with JS; a number field without), option rows of 44 px, a group's message gone once
// the choice satisfies it (JS), an unavailable product with no choices and a short disabled button,
// and without JS an Add button that names no price the choices could have made wrong. Refusals take
// the customer to the first message (app/components/refusal.ts) and required groups are marked.
// JS on and off (the two projects; the sheet is a dialog with JS, a page without), en and ar, 375 px
// and 1280 px; axe stays clean.
import type { Page } from "@playwright/test";
import { test, expect, DEMO, SCREENSHOTS } from "./fixtures";

const STORE = `/store/${DEMO.store}`;
const T = {
  en: {
    burger: "Classic Burger",
    cheddar: "Cheddar cheese",
    bun: /Choose your bun/,
    brioche: /Brioche bun/,
    mushroom: "Mushroom Swiss",
    add: "Add to cart",
    required: "(required)",
    unavailable: "Unavailable",
  },
  ar: {
    burger: "برجر كلاسيك",
    cheddar: "جبنة شيدر",
    bun: /اختر نوع الخبز/,
    brioche: /خبز بريوش/,
    mushroom: "برجر المشروم والجبن السويسري",
    add: "أضف إلى السلة",
    required: "(مطلوب)",
    unavailable: "غير متوفر",
  },
} as const;

async function openProduct(page: Page, base: string, lang: "en" | "ar", name: string) {
  await page.goto(`${base}/${lang}-kw${STORE}`);
  await page.getByRole("link", { name, exact: true }).click();
  await expect(page.getByTestId("product-form")).toBeVisible();
  return page.getByTestId("product-form");
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png` });
}

for (const lang of ["en", "ar"] as const) {
  for (const width of [375, 1280] as const) {
    test(`the product sheet: photo, steppers, 44 px rows, a message that goes once satisfied, an honest Add (${lang}, ${width} px)`, async ({
      page,
      url,
      js,
      checkA11y,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const text = T[lang];
      const form = await openProduct(page, url(""), lang, text.burger);
      const sheet = js ? page.getByTestId("product-dialog") : page.locator("main");

      // The photo: sized (width and height); lazy in the sheet, and first on the product page, whose
      // largest paint it is (decision 110).
      const photo = sheet.getByTestId("product-photo");
      await expect(photo).toBeVisible();
      if (js) await expect(photo).toHaveAttribute("loading", "lazy");
      else await expect(photo).toHaveAttribute("fetchpriority", "high");
      await expect(photo).toHaveAttribute("width", /\d+/);
      await expect(photo).toHaveAttribute("height", /\d+/);

      // Every choice is a target of at least 44 px.
      for (const row of await form.getByTestId("option-row").all()) {
        if (!(await row.isVisible())) continue;
        expect((await row.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      }

      // A required group says so in its name.
      await expect(form.getByRole("group", { name: text.bun })).toContainText(text.required);

      // The cheese's quantity: − and + with JS (44 px each), a number field without.
      const cheddar = form.getByRole("spinbutton", { name: new RegExp(text.cheddar) });
      await expect(cheddar).toHaveValue("0");
      const add = form.getByTestId("add-to-cart");
      if (js) {
        const priceBefore = await add.textContent();
        const more = form.getByRole("button", { name: new RegExp(`${text.cheddar}`) }).last();
        expect((await more.boundingBox())!.height).toBeGreaterThanOrEqual(44);
        await more.click();
        await expect(cheddar).toHaveValue("1");
        await expect(add).not.toHaveText(priceBefore!);
      } else {
        await cheddar.fill("2");
        // No price on the button that a choice could have made wrong: a "from" price beside it.
        await expect(add).toHaveText(text.add);
        await expect(form.getByTestId("price-from")).toBeVisible();
      }
      await shot(page, `product-sheet-${lang}-${width}-${js ? "js" : "nojs"}-after`);

      // Refused (no bun): the bun's group is focused with its message; with JS the message goes once a bun is chosen.
      await add.click();
      const group = page.getByTestId("product-form").getByRole("group", { name: text.bun });
      await expect(group.getByRole("alert")).toBeVisible();
      await expect(group).toBeFocused();
      await checkA11y();
      await expect(
        page.getByTestId("product-form").getByRole("spinbutton", { name: new RegExp(text.cheddar) }),
      ).toHaveValue(js ? "1" : "2");
      if (js) {
        await group.getByRole("radio", { name: text.brioche }).check();
        await expect(group.getByRole("alert")).toHaveCount(0);
      }
    });
  }

  test(`an unavailable product offers no choices and a short disabled button (${lang})`, async ({
    page,
    url,
    checkA11y,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const text = T[lang];
    const form = await openProduct(page, url(""), lang, text.mushroom);
    await expect(form.getByTestId("product-unavailable")).toBeVisible();
    await expect(form.getByRole("radio")).toHaveCount(0);
    await expect(form.getByRole("checkbox")).toHaveCount(0);
    const add = form.getByTestId("add-to-cart");
    await expect(add).toBeDisabled();
    await expect(add).toHaveText(text.unavailable);
    expect((await add.boundingBox())!.height).toBeLessThan(60); // one line
    await checkA11y();
  });
}
