// What a customer reads is right (issue 12): the page's URL drives every piece of UI after client
// navigation, times are the store's, names and digits are the page's language, forms keep what was
// typed. JS on and off (the two projects).
import { test, expect } from "./fixtures";

const BRAND_OF: Record<string, string> = { kw: "burger-bay", sa: "najd-grill", ae: "marina-sushi", pt: "lisbon-pastry" };

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
