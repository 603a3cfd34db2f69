// Sign-in, registration, profile, addresses, saved cards, logout and session expiry, in English
// and Arabic, with JS on and off (the two projects), with axe scans.
import { test, expect } from "./fixtures";
import { addAddressThroughPage, latestCode, signIn, signInThroughPage, uniquePhone } from "./flows";

for (const lang of ["en", "ar"] as const) {
  test(`register, edit the profile, manage addresses and cards, sign out (${lang})`, async ({
    page,
    url,
    sandboxUrl,
    checkA11y,
  }) => {
    // The whole account through its pages, with axe scans: about a minute on a quiet machine.
    test.setTimeout(180_000);
    await page.goto(url(`/${lang}-kw/sign-in`));
    await checkA11y();
    const phone = await signInThroughPage(page, { base: url(""), sandboxUrl, lang, name: "Layla Test" });
    await expect(page.getByTestId("profile-name")).toHaveText("Layla Test");
    await expect(page.getByTestId("account-button")).toBeVisible();
    await checkA11y();

    // Profile: a 321-character email is refused with a message next to the field; a good one saves.
    await page.goto(url(`/${lang}-kw/account/edit-profile`));
    await page.locator("#email").fill(`${"a".repeat(314)}@ex.com`);
    await page.getByTestId("profile-form").locator('button[type="submit"]').click();
    await expect(page.locator("#email-error")).toBeVisible();
    await checkA11y();
    await page.locator("#name").fill("Layla Edited");
    await page.locator("#email").fill("layla@example.com");
    await page.getByTestId("profile-form").locator('button[type="submit"]').click();
    await expect(page.getByTestId("profile-email")).toHaveText("layla@example.com");
    await expect(page.getByTestId("profile-name")).toHaveText("Layla Edited");

    // Addresses: add, a refused edit (apartment without floor), edit, delete with confirmation.
    await addAddressThroughPage(page, url(""), lang);
    await checkA11y();
    await page.getByTestId("address").first().getByRole("link").first().click();
    const form = page.getByTestId("address-form");
    await form.locator('input[name="kind"][value="apartment"]').check();
    await form.locator('button[type="submit"]').click();
    await expect(page.locator("#address-floor-error")).toBeVisible();
    // An apartment asks for its building, floor and apartment (a house for none of them).
    await expect(page.locator("#address-building-error")).toBeVisible();
    await form.locator("#address-building").fill("5");
    await form.locator("#address-floor").fill("3");
    await form.locator("#address-apartment_no").fill("12");
    await form.locator("#address-name").fill("Flat");
    await form.locator('button[type="submit"]').click();
    await expect(page.getByTestId("address").first()).toContainText("Flat");
    await page.getByTestId("address").first().getByRole("link").nth(1).click();
    await checkA11y();
    await page.getByTestId("confirm").click();
    await expect(page.getByTestId("address")).toHaveCount(0);

    // Saved cards: a new account has none; with two saved (as on a payment page), delete one with confirmation.
    await page.goto(url(`/${lang}-kw/account/saved-cards`));
    await expect(page.getByTestId("saved-card")).toHaveCount(0);
    await fetch(`${sandboxUrl}/sandbox/saved-cards?phone_code=%2B965&phone=${phone}`, { method: "POST" });
    await page.reload();
    await expect(page.getByTestId("saved-card")).toHaveCount(2);
    await page.getByTestId("saved-card").first().getByRole("link").click();
    await checkA11y();
    await page.getByTestId("confirm").click();
    await expect(page.getByTestId("saved-card")).toHaveCount(1);

    // Sign out.
    await page.goto(url(`/${lang}-kw/account`));
    await page.getByTestId("logout").click();
    await expect(page.getByTestId("sign-in-button")).toBeVisible();
    await page.goto(url(`/${lang}-kw/account`));
    await expect(page).toHaveURL(/\/sign-in\?redirectTo=/);
  });
}

test("wrong codes, bad phones and a forged redirect change nothing", async ({ page, url, sandboxUrl }) => {
  await page.goto(url("/en-kw/sign-in?redirectTo=https%3A%2F%2Fevil.example%2F"));
  for (const bad of ["12ab567", "1234567890123456", "12  34567"]) {
    await page.locator("#phone").fill(bad);
    await page.getByTestId("phone-form").locator('button[type="submit"]').click();
    await expect(page.locator("#phone-error")).toBeVisible();
  }
  const phone = uniquePhone();
  await page.locator("#phone").fill(phone);
  await page.getByTestId("phone-form").locator('button[type="submit"]').click();
  await page.locator("#code").fill("000000");
  await page.getByTestId("code-form").locator('button[type="submit"]').click();
  await expect(page.locator("#code-error")).toBeVisible();
  await page.locator("#code").fill(await latestCode(sandboxUrl, phone));
  await page.getByTestId("code-form").locator('button[type="submit"]').click();
  await page.locator("#name").fill("Safe Redirect");
  await page.getByTestId("register-form").locator('button[type="submit"]').click();
  // The forged redirect is ignored: the customer lands on their account, on this site.
  await expect(page).toHaveURL(url("/en-kw/account"));
});

test("a revoked session shows the expiry message and signs the customer out", async ({ page, url, sandboxUrl }) => {
  const phone = await signIn(page, { base: url(""), sandboxUrl });
  await fetch(`${sandboxUrl}/sandbox/revoke?phone_code=%2B965&phone=${phone}`, { method: "POST" });
  await page.goto(url("/en-kw/account"));
  await expect(page).toHaveURL(/\/en-kw\/sign-in\?redirectTo=/);
  await expect(page.getByTestId("toast")).toHaveText(/Your session has expired\. Please Sign In again\./);
  await expect(page.getByTestId("account-button")).toHaveCount(0);
});

test("with JS the header's Sign in opens a dialog that signs in without leaving the page @js-only", async ({
  page,
  url,
  sandboxUrl,
  checkA11y,
}) => {
  await page.goto(url("/en-kw/store/burger-bay-salmiya"));
  await page.getByTestId("sign-in-button").click();
  const dialog = page.getByTestId("sign-in-dialog");
  await expect(dialog.getByTestId("phone-form")).toBeVisible();
  await checkA11y();
  const phone = uniquePhone();
  await dialog.locator("#phone").fill(phone);
  await dialog.getByTestId("phone-form").locator('button[type="submit"]').click();
  await expect(dialog.getByTestId("code-form")).toBeVisible();
  await dialog.locator("#code").fill(await latestCode(sandboxUrl, phone));
  await dialog.getByTestId("code-form").locator('button[type="submit"]').click();
  await expect(dialog.getByTestId("register-form")).toBeVisible();
  await dialog.locator("#name").fill("Dialog Customer");
  await dialog.getByTestId("register-form").locator('button[type="submit"]').click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(url("/en-kw/store/burger-bay-salmiya"));
  await expect(page.getByTestId("account-button")).toBeVisible();
});
