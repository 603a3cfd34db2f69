// Steps several specs share. Setup a test is not about goes over HTTP, posting the same forms a
// browser without JavaScript posts (e2e/http-forms.ts): signing in (`signIn`), a delivery location
// (`choosePlace`), an address (`addAddress`), products in the cart (`addToCart`), the way to the
// checkout (`toCheckout`). Through the page, for tests about those screens: `signInThroughPage`,
// `addAddressThroughPage`, adding a product from the store page (`addSimpleProduct`).
import { expect, type Locator, type Page } from "@playwright/test";
import { DEMO } from "./fixtures";
import { linkTo, load, shows, submit } from "./http-forms";

let counter = 0;
/** A phone number no other test uses (7–15 digits). */
export function uniquePhone(): string {
  counter += 1;
  return `6${String(Date.now() % 1_000_000).padStart(6, "0")}${String(process.pid % 100).padStart(2, "0")}${counter}`.slice(
    0,
    12,
  );
}

export async function latestCode(sandboxUrl: string, phone: string, phoneCode = "+965"): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const response = await fetch(
      `${sandboxUrl}/sandbox/inbox.json?phone_code=${encodeURIComponent(phoneCode)}&phone=${phone}`,
    );
    const body = (await response.json()) as { data: { code: string }[] };
    if (body.data[0]?.code) return body.data[0].code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no code for ${phone}`);
}

interface SignInOptions {
  base: string;
  sandboxUrl: string;
  lang?: "en" | "ar";
  phone?: string;
  redirectTo?: string;
  name?: string;
}

/**
 * Signs in over HTTP (registering a new phone): the sign-in page's phone, code and name forms posted
 * as without JS, the code from the sandbox inbox. Returns the phone; the page stays where it was.
 */
async function signInOverHttp(page: Page, opts: SignInOptions): Promise<string> {
  const lang = opts.lang ?? "en";
  const phone = opts.phone ?? uniquePhone();
  const redirectTo = opts.redirectTo ?? `/${lang}-kw/account`;
  const start = await load(page, `${opts.base}/${lang}-kw/sign-in?redirectTo=${encodeURIComponent(redirectTo)}`);
  const asked = await submit(page, start, "phone-form", { phone });
  if (!shows(asked, "code-form")) throw new Error(`no code form after posting ${phone} (at ${asked.url})`);
  let next = await submit(page, asked, "code-form", { code: await latestCode(opts.sandboxUrl, phone) });
  if (shows(next, "register-form"))
    next = await submit(page, next, "register-form", { name: opts.name ?? "Test Customer" });
  const landed = new URL(next.url);
  expect(`${landed.pathname}${landed.search}`, "where signing in ends").toBe(redirectTo);
  return phone;
}

/** Signs in over HTTP (see `signInOverHttp`), then opens `redirectTo` (the account by default) in the page. */
export async function signIn(page: Page, opts: SignInOptions): Promise<string> {
  const phone = await signInOverHttp(page, opts);
  await page.goto(`${opts.base}${opts.redirectTo ?? `/${opts.lang ?? "en"}-kw/account`}`);
  return phone;
}

/** Signs in (registering a new phone) through the sign-in page's screens, for tests about them; ends on `redirectTo`. */
export async function signInThroughPage(page: Page, opts: SignInOptions) {
  const lang = opts.lang ?? "en";
  const phone = opts.phone ?? uniquePhone();
  const redirectTo = opts.redirectTo ?? `/${lang}-kw/account`;
  await page.goto(`${opts.base}/${lang}-kw/sign-in?redirectTo=${encodeURIComponent(redirectTo)}`);
  await page.locator("#phone").fill(phone);
  await page.getByTestId("phone-form").locator('button[type="submit"]').click();
  await expect(page.getByTestId("code-form")).toBeVisible();
  await page.locator("#code").fill(await latestCode(opts.sandboxUrl, phone));
  await page.getByTestId("code-form").locator('button[type="submit"]').click();
  await expect(page.getByTestId("code-form")).toHaveCount(0);
  // A new phone is asked for a name next; a known one goes straight on. Wait for one or the other:
  // without JS the code form is gone while the next page is still loading, and a look then saw
  // no name form and went on without registering.
  const target = new RegExp(`${redirectTo.replace(/[?]/g, "\\?")}$`);
  const register = page.getByTestId("register-form");
  await expect(async () => expect((await register.isVisible()) || target.test(page.url())).toBe(true)).toPass({
    timeout: 10_000,
  });
  if (await register.isVisible()) {
    await page.locator("#name").fill(opts.name ?? "Test Customer");
    await register.locator('button[type="submit"]').click();
  }
  await expect(page).toHaveURL(target);
  return phone;
}

/** Adds the first product that needs no choices from the store page (dialog with JS, page without). */
export async function addSimpleProduct(page: Page, name: string) {
  await page.getByRole("link", { name, exact: true }).click();
  const form = page.getByTestId("product-form");
  await expect(form).toBeVisible();
  await form.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("cart-line").filter({ hasText: name })).toBeVisible();
}

const SALMIYA = { en: "salmiya", ar: "السالمية" } as const;
const placeSearch = (base: string, lang: "en" | "ar", query: string, redirectTo: string) =>
  `${base}/${lang}-kw/location?q=${encodeURIComponent(query)}&redirectTo=${encodeURIComponent(redirectTo)}`;

/** Chooses the first place the location page finds for `query` as the delivery location (its form posted over HTTP); then opens `redirectTo`. */
export async function choosePlace(page: Page, base: string, lang: "en" | "ar", query: string, redirectTo: string) {
  const chosen = await submit(page, await load(page, placeSearch(base, lang, query, redirectTo)), "choose-place");
  expect(chosen.url, "where choosing the place leads").toBe(`${base}${redirectTo}`);
  await page.goto(`${base}${redirectTo}`);
}

/** Chooses Salmiya (29.3339, 48.0758) as the delivery location over HTTP; then opens `redirectTo`. */
export const chooseSalmiya = (page: Page, base: string, lang: "en" | "ar", redirectTo: string) =>
  choosePlace(page, base, lang, SALMIYA[lang], redirectTo);

/** Chooses Salmiya on the location page in the browser (JS on and off); ends on `redirectTo`. */
async function chooseSalmiyaThroughPage(page: Page, base: string, lang: "en" | "ar", redirectTo: string) {
  await page.goto(placeSearch(base, lang, SALMIYA[lang], redirectTo));
  await page.getByTestId("choose-place").first().click();
  await expect(page).toHaveURL(`${base}${redirectTo}`);
}

/**
 * Adds a house address in Salmiya (inside every Kuwait store's delivery area) over HTTP, as the page
 * does without JS: the place chosen on the location page, then the address form posted. Signed in.
 */
export async function addAddress(page: Page, base: string, lang: "en" | "ar" = "en") {
  const search = await load(page, placeSearch(base, lang, SALMIYA[lang], `/${lang}-kw/account/addresses?new=1`));
  const form = await submit(page, search, "choose-place");
  expect(form.html, "the address form shows the place chosen").toContain(lang === "en" ? "Salmiya" : "السالمية");
  // A house (the default kind): its block, street and house number.
  const saved = await submit(page, form, "address-form", {
    field_4: "10",
    field_3: lang === "en" ? "Salem Al Mubarak St" : "شارع سالم المبارك",
    field_5: "12",
  });
  if (!shows(saved, "address") || shows(saved, "address-form"))
    throw new Error(`the address was not saved (at ${saved.url})`);
}

/** Adds the same address through the page (for tests about the address form): ends on the address book. */
export async function addAddressThroughPage(page: Page, base: string, lang: "en" | "ar" = "en") {
  await chooseSalmiyaThroughPage(page, base, lang, `/${lang}-kw/account/addresses?new=1`);
  const form = page.getByTestId("address-form");
  await expect(page.getByTestId("picked-location")).toContainText(lang === "en" ? "Salmiya" : "السالمية");
  await form.locator("#address-field_4").fill("10");
  await form.locator("#address-field_3").fill(lang === "en" ? "Salem Al Mubarak St" : "شارع سالم المبارك");
  await form.locator("#address-field_5").fill("12");
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId("address").first()).toBeVisible();
}

/** Puts `quantity` of a product without choices (by its name on the store page) in the cart over HTTP: the product page's form posted as without JS. */
export async function addToCart(
  page: Page,
  base: string,
  lang: "en" | "ar",
  name: string,
  quantity = 1,
  store: string = DEMO.store,
) {
  const product = await load(page, linkTo(await load(page, `${base}/${lang}-kw/store/${store}`), name));
  const added = await submit(page, product, "add-to-cart", { quantity: String(quantity) });
  if (!added.html.includes(name)) throw new Error(`${name} is not in the cart after adding it (at ${added.url})`);
}

/** The times the checkout's time list offers, with the days each exists on (without JS every day's are listed). */
export const offeredTimes = (page: Page) =>
  page.locator("#schedule_time option").evaluateAll((options) =>
    options.map((o) => ({
      value: (o as HTMLOptionElement).value,
      days: (o.getAttribute("data-days") ?? "").split(" "),
    })),
  );

/**
 * Chooses "Schedule" and the first day with at least `count` times (late in the evening today may
 * have one left): returns that day and its times.
 */
export async function scheduleDayWithTimes(page: Page, count: number): Promise<{ day: string; times: string[] }> {
  await openRow(page, "timing-row");
  await page.getByTestId("timing-scheduled").check();
  const days = await page
    .locator("#schedule_day option")
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  const all = await offeredTimes(page);
  // With JS the list holds the chosen day's times only: the day is chosen first, then read again.
  for (const day of days) {
    await page.locator("#schedule_day").selectOption(day);
    const times = (await offeredTimes(page)).filter((t) => t.days.includes(day)).map((t) => t.value);
    if (times.length >= count) return { day, times };
  }
  throw new Error(`no day with ${count} times among ${days.length} days (${all.length} times listed)`);
}

/** Two products without choices of the demo store, together over its minimum order. */
const TWO_PRODUCTS = { en: ["Loaded Fries", "Onion Rings"], ar: ["بطاطس محملة", "حلقات البصل"] } as const;

/** Signed in with an address of the book and two products in the demo store's cart (over HTTP): ends on its checkout. */
export async function toCheckout(page: Page, base: string, sandboxUrl: string, lang: "en" | "ar") {
  await signInOverHttp(page, { base, sandboxUrl, lang });
  await addAddress(page, base, lang);
  for (const product of TWO_PRODUCTS[lang]) await addToCart(page, base, lang, product);
  await page.goto(`${base}/${lang}-kw/store/${DEMO.store}/checkout`);
  await expect(page.getByTestId("checkout-form")).toBeVisible();
}

/** The hour (0–23) now in Kuwait, where the stores of these tests are. */
export const kuwaitHour = () =>
  Number(
    new Intl.DateTimeFormat("en-GB", { hour: "2-digit", hourCycle: "h23", timeZone: "Asia/Kuwait" }).format(new Date()),
  );
/** An hour as opening hours write it ("09:00"; 24 is the end of the day). */
export const hhmm = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

/** Sets a branch's opening hours to `open`–`close` (Kuwait hours) every day, through the sandbox. */
export async function setStoreHours(sandboxUrl: string, slug: string, open: number, close: number): Promise<void> {
  const response = await fetch(`${sandboxUrl}/sandbox/store-hours?slug=${slug}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      opening_hours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: hhmm(open), close: hhmm(close) })),
    }),
  });
  expect(response.status).toBe(200);
}

/** Closes a branch for the whole test: hours that start three hours from now in Kuwait, every day (slots later today or tomorrow). */
export async function closeForNow(sandboxUrl: string, slug: string): Promise<void> {
  const open = (kuwaitHour() + 3) % 24;
  await setStoreHours(sandboxUrl, slug, open, (open + 2) % 24);
}

/** Opens the store page's "Filters" (a <details>) when it is folded: the diet chips are behind it (decision 115). */
export async function openFilters(page: Page): Promise<void> {
  const details = page.getByTestId("diet-filter").locator("details");
  if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open))) await page.getByTestId("diet-toggle").click();
  await expect(details).toHaveAttribute("open", "");
}

/** Waits until React has hydrated the element: before that, a link navigates as without JS. */
export async function whenHydrated(target: Locator): Promise<void> {
  await expect
    .poll(() => target.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactProps"))))
    .toBe(true);
}

/** Clicks once React has hydrated the element. */
export async function clickHydrated(target: Locator): Promise<void> {
  await whenHydrated(target);
  await target.click();
}

/** Opens a row of the checkout that opens in place (a <details>: "payment-row", "timing-row", "promo-row", "deliver-elsewhere") when it is folded (decision 118). */
export async function openRow(page: Page, testId: string): Promise<void> {
  const row = page.getByTestId(testId);
  if (!(await row.evaluate((d) => (d as HTMLDetailsElement).open))) await row.locator("summary").first().click();
  await expect(row).toHaveAttribute("open", "");
}

/** Chooses a payment method at the checkout, opening its row first. */
export async function choosePayment(page: Page, method: string): Promise<void> {
  await openRow(page, "payment-row");
  await page.getByTestId(`method-${method}`).check();
}
