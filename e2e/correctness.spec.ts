// What a customer reads is right: the page's URL drives every piece of UI after client
// navigation, times are the store's, names and digits are the page's language, forms keep what was
// typed. JS on and off (the two projects).
import { test, expect, DEMO } from "./fixtures";
import { addAddress, addSimpleProduct, addToCart, chooseSalmiya, signIn, choosePayment, openRow } from "./flows";
import { formatSlot, formatTime } from "../app/i18n/format";
import { timeOfDay } from "../app/server/catalogue/day-words.server";

const BRAND_OF: Record<string, string> = {
  kw: "burger-bay",
  sa: "najd-grill",
  ae: "marina-sushi",
  pt: "lisbon-pastry",
};

test("home: the country chip follows the country chosen, through all four countries", async ({ page, url }) => {
  await page.goto(url("/en-kw"));
  const chips = page.getByRole("navigation", { name: /country/i });
  for (const country of ["sa", "ae", "pt", "kw"]) {
    await chips.locator(`a[href="/en-${country}"]`).click();
    await expect(page).toHaveURL(url(`/en-${country}`));
    await expect(page.locator(`a[href="/en-${country}/brand/${BRAND_OF[country]}"]`)).toBeVisible();
    await expect(chips.locator('a[aria-current="page"]')).toHaveCount(1);
    await expect(chips.locator('a[aria-current="page"]')).toHaveAttribute("href", `/en-${country}`);
  }
});

test("product form: an optional single choice can be undone, nested groups only under a chosen option, a refused add keeps every choice", async ({
  page,
  url,
}) => {
  await page.goto(url(`/en-kw/store/${DEMO.store}`));
  await page.getByRole("link", { name: "Classic Burger", exact: true }).click();
  const form = page.getByTestId("product-form");
  await expect(form).toBeVisible();
  const drink = form.getByRole("group", { name: /Choose your drink/ });
  // "Make it a meal" is optional: its drink and side (required once it is chosen) are not asked yet.
  await expect(drink).toBeHidden();
  await form.getByRole("radio", { name: /^Meal/ }).check();
  await expect(drink).toBeVisible();
  // …and the choice can be undone.
  const meal = form.getByRole("group", { name: /Make it a meal/ });
  await meal.getByTestId("option-none").check();
  await expect(form.getByRole("radio", { name: /^Meal/ })).not.toBeChecked();
  await expect(drink).toBeHidden();

  // A refused add (no bun chosen) keeps the extras, the quantity and the request.
  await form.getByRole("checkbox", { name: /Jalapeños/ }).check();
  await form.locator("#quantity").fill("3");
  await form.locator("#special-request").fill("No pickles");
  await form.getByTestId("add-to-cart").click();
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: /choose/i })
      .first(),
  ).toBeVisible();
  const after = page.getByTestId("product-form");
  await expect(after.getByRole("checkbox", { name: /Jalapeños/ })).toBeChecked();
  await expect(after.locator("#quantity")).toHaveValue("3");
  await expect(after.locator("#special-request")).toHaveValue("No pickles");
  await expect(after.getByRole("group", { name: /Make it a meal/ }).getByTestId("option-none")).toBeChecked();

  // With a bun and no meal the burger goes in the cart: the meal's own groups were never required.
  await after.getByRole("radio", { name: /Brioche bun/ }).check();
  await after.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("cart-line").filter({ hasText: "Classic Burger" })).toBeVisible();
  await expect(page.getByTestId("cart-line").filter({ hasText: "Classic Burger" })).toContainText("Jalapeños");
});

test.describe("times in a browser on another continent", () => {
  test.use({ timezoneId: "America/Los_Angeles" });

  test("order, history and slot times are the store's, the same after hydration", async ({ page, url, sandboxUrl }) => {
    test.setTimeout(90_000);
    const hydration: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && /hydrat|#418|#423|#425|did not match|server rendered/i.test(message.text()))
        hydration.push(message.text());
    });
    const ar = { lang: "ar", country: "kw" } as const;
    await signIn(page, { base: url(""), sandboxUrl });
    await chooseSalmiya(page, url(""), "en", `/en-kw/store/${DEMO.store}`);
    await addSimpleProduct(page, "Loaded Fries");
    await addSimpleProduct(page, "Onion Rings");
    await page.getByTestId("checkout-link").click();

    // Slots: the first one reads in Kuwait time (the browser is in Los Angeles).
    await page.goto(url(`/en-kw/store/${DEMO.store}/checkout?timing=scheduled`));
    const day = await page.locator("#schedule_day").inputValue();
    const first = page.locator("#schedule_time option").first();
    const startsAt = new Date(`${day}T${await first.getAttribute("value")}:00+03:00`)
      .toISOString()
      .replace(".000Z", "Z");
    const endsAt = new Date(Date.parse(startsAt) + 30 * 60_000).toISOString().replace(".000Z", "Z");
    await expect(first).toHaveText(
      formatSlot({ lang: "en", country: "kw" }, "Asia/Kuwait", { starts_at: startsAt, ends_at: endsAt }, "clock"),
    );

    await page.goto(url(`/en-kw/store/${DEMO.store}/checkout`));
    await page.locator("#field_4").fill("10");
    await page.locator("#field_3").fill("Salem Al Mubarak St");
    await page.locator("#field_5").fill("1");
    await choosePayment(page, "cash");
    await page.getByTestId("place-order").click();
    await expect(page).toHaveURL(/\/en-kw\/order\/[A-Z0-9-]+$/);
    const placedAt = (await page.locator("time").first().getAttribute("datetime"))!;
    const kuwait = formatTime({ lang: "en", country: "kw" }, "Asia/Kuwait", placedAt);
    await expect(page.getByTestId("order-placed")).toHaveText(`Placed ${kuwait}`);
    // The first step's time: the time alone today in Kuwait, with its date on another day.
    await expect(page.locator("time").first()).toHaveText(
      timeOfDay({ lang: "en", country: "kw" }, "Asia/Kuwait", placedAt),
    );
    const orderPath = new URL(page.url()).pathname;

    // The same order in Arabic, and the history.
    await page.goto(url(orderPath.replace("/en-kw/", "/ar-kw/")));
    await expect(page.locator("time").first()).toHaveText(timeOfDay(ar, "Asia/Kuwait", placedAt));
    await page.goto(url("/en-kw/account/orders"));
    await expect(page.getByTestId("order-placed").first()).toHaveText(kuwait);
    // Give hydration its time, then check nothing was re-rendered differently.
    await page.waitForLoadState("networkidle");
    expect(hydration).toEqual([]);
  });
});

test("checkout reprices another address before placing it, and keeps what was typed", async ({
  page,
  url,
  sandboxUrl,
  js,
}) => {
  test.setTimeout(90_000);
  await signIn(page, { base: url(""), sandboxUrl });
  await addAddress(page, url(""), "en"); // Salmiya, next to the store
  // The delivery location is in Farwaniya governorate, far from the store.
  await page.goto(url(`/en-kw/location?q=farwaniya&redirectTo=${encodeURIComponent(`/en-kw/store/${DEMO.store}`)}`));
  await page.getByTestId("choose-place").first().click();
  await addToCart(page, url(""), "en", "Loaded Fries");
  await addToCart(page, url(""), "en", "Onion Rings");
  await page.goto(url(`/en-kw/store/${DEMO.store}/checkout`));
  const fee = page.locator('[data-summary-key="delivery_fee"] dd').first();
  await expect(fee).toHaveText(/0\.500/);
  const placeLabel = await page.getByTestId("place-order").textContent();

  // The saved address chosen folds the location under "Deliver somewhere else" (decision 118).
  await openRow(page, "deliver-elsewhere");
  await page.locator('input[name="address"][value="location"]').check();
  if (!js) await page.getByTestId("reprice").click();
  await expect(fee).toHaveText(/1\.[0-9]00/);
  await expect(fee).not.toHaveText(/0\.500/);
  await expect(page.getByTestId("place-order")).not.toHaveText(placeLabel!);
  await expect(page).toHaveURL(url(`/en-kw/store/${DEMO.store}/checkout`));

  // A refused place (an apartment without its floor) keeps the typed details and the payment choice.
  await page.getByTestId("kind-apartment").check();
  await page.locator("#field_4").fill("10");
  await page.locator("#field_3").fill("Habib Munawer St");
  await page.locator("#building").fill("12");
  await page.locator("#apartment_no").fill("7");
  await choosePayment(page, "knet");
  await page.getByTestId("place-order").click();
  await expect(page.locator("#floor")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#building")).toHaveValue("12");
  await expect(page.locator("#apartment_no")).toHaveValue("7");
  await expect(page.getByTestId("kind-apartment")).toBeChecked();
  await expect(page.getByTestId("method-knet")).toBeChecked();
  await expect(page).toHaveURL(url(`/en-kw/store/${DEMO.store}/checkout`));
  await page.locator("#floor").fill("3");
  await choosePayment(page, "cash");
  await page.getByTestId("place-order").click();
  await expect(page).toHaveURL(/\/en-kw\/order\/[A-Z0-9-]+$/);
  await expect(page.getByTestId("order-address")).not.toContainText("Salmiya"); // the delivery location, not the book's address
  await expect(page.getByTestId("order-address")).toContainText("Floor 3");
  await expect(page.getByTestId("order-address")).toContainText("Apartment 7");
  await expect(page.locator('[data-summary-key="delivery_fee"] dd').first()).toHaveText(/1\.[0-9]00/);
});
