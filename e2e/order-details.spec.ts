// The order shows exactly what was ordered (options with their
// quantities, nested options, the special request) on the cart, checkout, order page, history and
// the cart "Order again" fills; right to left without slips (phone numbers isolated, the Arabic
// comma, amounts in the page's money format, messages included); the header's location readable
// at 375 px with a cart badge; the order's "Expected by" what the checkout promised.
import type { Page } from "@playwright/test";
import { test, expect, DEMO, SCREENSHOTS } from "./fixtures";
import { addAddress, addToCart, signIn, uniquePhone, latestCode, choosePayment } from "./flows";

const STORE = `/store/${DEMO.store}`;
const PHONE = { width: 375, height: 800 };

interface Named {
  id: number;
  name: string;
}
interface Option extends Named {
  option_groups: Group[];
}
interface Group extends Named {
  options: Option[];
}
interface Product extends Named {
  option_groups: Group[];
}

/** The Classic Burger and its ids, read from the platform (English names). */
async function burger(sandboxUrl: string) {
  const store = (await (
    await fetch(`${sandboxUrl}/v5/web/customer/stores/${DEMO.store}`, { headers: { "Accept-Language": "en" } })
  ).json()) as {
    menus: { info: { id: number }; categories: { products: Product[] }[] }[];
  };
  const menu = store.menus[0]!;
  const product = menu.categories.flatMap((c) => c.products).find((p) => p.name === "Classic Burger")!;
  const group = (groups: Group[], name: string) => groups.find((g) => g.name === name)!;
  const option = (g: Group, name: string) => g.options.find((o) => o.name === name)!;
  const bun = group(product.option_groups, "Choose your bun");
  const extras = group(product.option_groups, "Extras");
  const mealGroup = group(product.option_groups, "Make it a meal");
  const meal = option(mealGroup, "Meal");
  const drink = group(meal.option_groups, "Choose your drink");
  const side = group(meal.option_groups, "Choose your side");
  return {
    path: `${STORE}/product/${product.id}?menu=${menu.info.id}`,
    form: {
      intent: "add",
      [`g.${bun.id}`]: String(option(bun, "Sesame bun").id),
      [`q.${extras.id}.${option(extras, "Cheddar cheese").id}`]: "2",
      [`g.${mealGroup.id}`]: String(meal.id),
      [`g.${drink.id}`]: String(option(drink, "Cola").id),
      [`g.${side.id}`]: String(option(side, "Fries").id),
      specialRequest: "No pickles",
      quantity: "1",
    },
  };
}

const DETAILS = {
  en: "Sesame bun, 2× Cheddar cheese, Meal (Cola, Fries)",
  ar: "خبز بالسمسم، 2× جبنة شيدر، وجبة (كولا، بطاطس مقلية)",
} as const;

/** Adds the burger with its choices through the product form's own action (the form the sheet posts). */
async function addBurger(page: Page, base: string, sandboxUrl: string, lang: "en" | "ar") {
  const { path, form } = await burger(sandboxUrl);
  const answer = await page.request.post(`${base}/${lang}-kw${path}`, {
    form,
    headers: { Origin: base },
    maxRedirects: 0,
  });
  expect(answer.status()).toBeLessThan(400);
}

for (const lang of ["en", "ar"] as const) {
  test(`the order shows exactly what was ordered: cart, checkout, order, history, order again (${lang})`, async ({
    page,
    url,
    sandboxUrl,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, { base: url(""), sandboxUrl, lang });
    await addAddress(page, url(""), lang);
    await addBurger(page, url(""), sandboxUrl, lang);
    await page.goto(url(`/${lang}-kw/cart`));
    const line = page.getByTestId("cart-line");
    await expect(line.getByTestId("item-details")).toHaveText(DETAILS[lang]);
    await expect(line.getByTestId("item-request")).toContainText("No pickles");
    await page.goto(url(`/${lang}-kw${STORE}/checkout`));
    await expect(page.getByTestId("cart-line").getByTestId("item-details")).toHaveText(DETAILS[lang]);
    const promisedMax = Number(await page.getByTestId("asap-estimate").getAttribute("data-max-minutes"));
    await choosePayment(page, "cash");
    await page.getByTestId("place-order").click();
    await expect(page).toHaveURL(new RegExp(`/${lang}-kw/order/[A-Z0-9-]+$`));
    await page.screenshot({
      path: `${SCREENSHOTS}/order-details-${lang}-1280-${process.env.SHOT ?? "after"}.png`,
      fullPage: true,
    });
    const item = page.getByTestId("order-item");
    await expect(item.getByTestId("item-details")).toHaveText(DETAILS[lang]);
    await expect(item.getByTestId("item-request")).toContainText("No pickles");
    // Item 11: expected by the checkout's promise (placed + the estimate's longest).
    const placed = Date.parse((await page.getByTestId("order-placed").getAttribute("data-at"))!);
    const eta = Date.parse((await page.getByTestId("order-eta").getAttribute("data-at"))!);
    expect(Math.round((eta - placed) / 60_000)).toBe(promisedMax);
    const orderUrl = page.url();
    await page.goto(url(`/${lang}-kw/account/orders`));
    await expect(page.getByTestId("order-row").getByTestId("item-details")).toHaveText(DETAILS[lang]);
    await expect(page.getByTestId("order-row").getByTestId("item-request")).toContainText("No pickles");
    // Order again: the cart it fills reads the same.
    await page.goto(orderUrl);
    await page.getByTestId("reorder").first().click();
    await expect(page.getByTestId("cart-line").getByTestId("item-details")).toHaveText(DETAILS[lang]);
  });

  test(`the code step isolates the phone number, laid out left to right (${lang})`, async ({
    page,
    url,
    sandboxUrl,
  }) => {
    const phone = uniquePhone();
    await page.goto(url(`/${lang}-kw/sign-in`));
    await page.locator("#phone").fill(phone);
    await page.getByTestId("phone-form").locator('button[type="submit"]').click();
    await expect(page.getByTestId("code-form")).toBeVisible();
    await page.setViewportSize(PHONE);
    await page
      .getByTestId("code-form")
      .screenshot({ path: `${SCREENSHOTS}/code-step-${lang}-375-${process.env.SHOT ?? "after"}.png` });
    const isolated = page.getByTestId("code-form").locator('bdi[dir="ltr"]');
    await expect(isolated).toHaveText(`+965 ${phone}`);
    // Laid out left to right: the "+" sits left of the last digit in both languages.
    const order = await isolated.evaluate((el) => {
      const range = document.createRange();
      const text = el.firstChild!;
      range.setStart(text, 0);
      range.setEnd(text, 1);
      const plus = range.getBoundingClientRect().left;
      range.setStart(text, (text.textContent ?? "").length - 1);
      range.setEnd(text, (text.textContent ?? "").length);
      return plus < range.getBoundingClientRect().left;
    });
    expect(order).toBe(true);
    expect(await latestCode(sandboxUrl, phone)).toMatch(/^\d{6}$/);
  });

  test(`the minimum-order message shows its amounts like every other amount (${lang})`, async ({ page, url }) => {
    // One side is below the store's minimum order.
    await addToCart(page, url(""), lang, lang === "en" ? "Onion Rings" : "حلقات البصل");
    await page.goto(url(`/${lang}-kw/cart`));
    const message = page.getByTestId("order-error");
    await expect(message).toBeVisible();
    const total = await page.getByTestId("cart-line-total").first().innerText();
    const currency = lang === "ar" ? "د.ك." : "KWD";
    expect(total).toContain(currency);
    await expect(message).toContainText(currency);
    if (lang === "ar") await expect(message).not.toContainText("KWD");
    await expect(message).not.toContainText(/\d KWD/);
  });

  test(`the header's location is readable at 375 px with a cart badge (${lang})`, async ({ page, url }) => {
    await addToCart(page, url(""), lang, lang === "en" ? "Onion Rings" : "حلقات البصل");
    await page.setViewportSize(PHONE);
    await page.goto(url(`/${lang}-kw${STORE}`));
    await expect(page.getByTestId("cart-count")).toBeVisible();
    const where = page.getByTestId("location-address");
    await page
      .locator("header")
      .first()
      .screenshot({ path: `${SCREENSHOTS}/header-location-${lang}-375-${process.env.SHOT ?? "after"}.png` });
    // Nothing of it is cut off: not truncated across, not clamped down.
    const size = await where.evaluate((el) => ({
      sw: el.scrollWidth,
      cw: el.clientWidth,
      sh: el.scrollHeight,
      ch: el.clientHeight,
    }));
    expect(size.sw, JSON.stringify(size)).toBeLessThanOrEqual(size.cw + 1);
    expect(size.sh, JSON.stringify(size)).toBeLessThanOrEqual(size.ch + 1);
    // A chosen place: its area's name, whole.
    const area = lang === "en" ? "Rumaithiya" : "الرميثية";
    await page.goto(
      url(`/${lang}-kw/location?q=${encodeURIComponent(area)}&redirectTo=${encodeURIComponent(`/${lang}-kw${STORE}`)}`),
    );
    await page.getByTestId("choose-place").first().click();
    await expect(page).toHaveURL(url(`/${lang}-kw${STORE}`));
    await page.reload(); // the "saved" toast, shown once, is not what this looks at
    await expect(where).toBeVisible();
    expect(await where.innerText()).toBe(area);
    const chosen = await where.evaluate((el) => ({
      sw: el.scrollWidth,
      cw: el.clientWidth,
      sh: el.scrollHeight,
      ch: el.clientHeight,
    }));
    expect(chosen.sw, JSON.stringify(chosen)).toBeLessThanOrEqual(chosen.cw + 1);
    expect(chosen.sh, JSON.stringify(chosen)).toBeLessThanOrEqual(chosen.ch + 1);
    await page
      .locator("header")
      .first()
      .screenshot({ path: `${SCREENSHOTS}/header-area-${lang}-375-${process.env.SHOT ?? "after"}.png` });
  });
}
