// Sign-in beyond the first registration: a returning customer from the header (dialog with JS, page
// without) back on the page they were on; a code pasted or typed with a space; the expiry message
// in both languages after a client-side navigation, gone after 5 seconds with JS.
import { test, expect } from "./fixtures";
import { latestCode, signInThroughPage, uniquePhone } from "./flows";

for (const lang of ["en", "ar"] as const) {
  test(`a returning customer signs in from the header and stays on the store page (${lang})`, async ({
    page,
    url,
    sandboxUrl,
    js,
    checkA11y,
  }) => {
    test.setTimeout(90_000);
    const phone = await signInThroughPage(page, { base: url(""), sandboxUrl, lang });
    await page.getByTestId("logout").click();
    await expect(page.getByTestId("sign-in-button")).toBeVisible();
    await page.waitForTimeout(1_100); // the sandbox's resend wait in the browser suite

    const store = url(`/${lang}-kw/store/burger-bay-salmiya`);
    await page.goto(store);
    await page.getByTestId("sign-in-button").click();
    const scope = js ? page.getByTestId("sign-in-dialog") : page;
    if (!js) await expect(page).toHaveURL(/\/sign-in\?redirectTo=/);
    await scope.locator("#phone").fill(phone);
    await scope.getByTestId("phone-form").locator('button[type="submit"]').click();
    await expect(scope.getByTestId("code-form")).toBeVisible();
    await checkA11y();
    await scope.locator("#code").fill(await latestCode(sandboxUrl, phone));
    await scope.getByTestId("code-form").locator('button[type="submit"]').click();

    // A known phone: no registration step, back where the customer was, signed in.
    await expect(page).toHaveURL(store);
    await expect(page.getByTestId("account-button")).toBeVisible();
    await expect(page.getByTestId("register-form")).toHaveCount(0);
    await expect(page.getByTestId("sign-in-button")).toHaveCount(0);
  });
}

test("a code pasted with words and a space, or typed with a space, is read", async ({ page, url, sandboxUrl, js }) => {
  await page.goto(url("/en-kw/sign-in"));
  const phone = uniquePhone();
  await page.locator("#phone").fill(`${phone.slice(0, 4)} ${phone.slice(4)}`);
  await page.getByTestId("phone-form").locator('button[type="submit"]').click();
  const code = await latestCode(sandboxUrl, phone);
  const input = page.locator("#code");
  await expect(input).toHaveAttribute("autocomplete", "one-time-code");
  await expect(input).toHaveAttribute("inputmode", "numeric");
  if (js) {
    // What a text message copied whole looks like.
    await input.evaluate(
      (element, text) => {
        const data = new DataTransfer();
        data.setData("text/plain", text);
        element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
      },
      `Your code is ${code.slice(0, 3)} ${code.slice(3)}. It is valid for 5 minutes.`,
    );
    await expect(input).toHaveValue(code);
  } else {
    await input.fill(`${code.slice(0, 3)} ${code.slice(3)}`);
  }
  await page.getByTestId("code-form").locator('button[type="submit"]').click();
  await expect(page.getByTestId("register-form")).toBeVisible();
});

for (const lang of ["en", "ar"] as const) {
  test(`a session revoked while browsing ends with the expiry message (${lang})`, async ({
    page,
    url,
    sandboxUrl,
    js,
  }) => {
    const phone = await signInThroughPage(page, { base: url(""), sandboxUrl, lang });
    await expect(page.getByTestId("account-button")).toBeVisible();
    await fetch(`${sandboxUrl}/sandbox/revoke?phone_code=%2B965&phone=${phone}`, { method: "POST" });

    // A link on the page (a client-side navigation with JS, a page load without).
    await page.locator(`main a[href="/${lang}-kw/account/addresses"]`).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}-kw/sign-in\\?redirectTo=%2F${lang}-kw%2Faccount%2Faddresses$`));
    const message =
      lang === "en"
        ? "Your session has expired. Please Sign In again."
        : "انتهت صلاحية جلستك. يرجى تسجيل الدخول مرة أخرى.";
    const toast = page.getByTestId("toast").filter({ hasText: message });
    await expect(toast).toBeVisible();
    await expect(page.getByTestId("account-button")).toHaveCount(0);
    await expect(page.getByTestId("sign-in-button")).toBeVisible();
    if (js) await expect(toast).toBeHidden({ timeout: 8_000 }); // shown for 5 seconds

    // Signing in again ends on the page the customer was going to.
    await page.waitForTimeout(1_100);
    await expect(page.getByTestId("sign-in-button")).toHaveAttribute(
      "href",
      new RegExp(`^/${lang}-kw/sign-in\\?redirectTo=%2F${lang}-kw%2Faccount%2Faddresses$`),
    );
    await page.locator("#phone").fill(phone);
    await page.getByTestId("phone-form").locator('button[type="submit"]').click();
    await expect(page.getByTestId("code-form")).toBeVisible(); // the new code exists only from here
    await page.locator("#code").fill(await latestCode(sandboxUrl, phone));
    await page.getByTestId("code-form").locator('button[type="submit"]').click();
    await expect(page).toHaveURL(url(`/${lang}-kw/account/addresses`));
  });
}
