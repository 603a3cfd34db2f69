// Sign-in and the account through the storefront itself (plain forms, no JS), against a sandbox:
// a new session id on sign-in with the cart kept, same-origin redirects only, the resend wait kept
// in the session, bad input refused with messages next to the fields (English and Arabic), spent
// codes and registrations, another customer's address and unknown ids, logout that always signs
// out, and the expiry message shown once after a revoked session.
import { describe, expect, it } from "vitest";
import { testStack } from "../support/stack";
import { Browserless } from "../support/http-client";
import { latestCode as latestCodeSent, signInThroughForms } from "../support/sign-in";

const RESEND_SECONDS = 2;

const stack = testStack({
  sandbox: { SANDBOX_OTP_RESEND_SECONDS: String(RESEND_SECONDS), SANDBOX_OTP_MAX_PER_HOUR: "1000" },
  storefront: { RATE_LIMIT_SCALE: "100" },
});

let counter = 0;
function newPhone(): string {
  counter += 1;
  return `7${String(Date.now() % 10_000_000).padStart(7, "0")}${counter}`;
}

const latestCode = (phone: string) => latestCodeSent(stack.sandbox.url, phone);

const SIGN_IN = "/en-kw/sign-in?redirectTo=%2Fen-kw%2Faccount";
const ADDRESSES_DATA = "/en-kw/account/addresses?_data=routes%2F(%24locale).account.addresses";
const sessionCookie = (customer: Browserless) => customer.cookies.get("web_customer_app_session");

async function rootData(customer: Browserless, page = "/en-kw/account/edit-profile") {
  const response = await customer.get(`${page}?_data=root`);
  return (await response.json()) as { signedIn: boolean; cartCount: number; toast: { message: string } | null };
}

/** Wrong or other codes must never be the real one. */
function otherCode(code: string): string {
  return code === "000000" ? "111111" : "000000";
}

describe("sign-in through the storefront", () => {
  it("issues a new session id, keeps the cart and ignores a redirect to another host", async () => {
    const customer = new Browserless(stack.base);
    const added = await customer.post("/en-kw/store/burger-bay-salmiya/product/7?menu=1", {
      intent: "add",
      quantity: "1",
    });
    expect(added.status).toBe(303);
    const before = sessionCookie(customer);
    expect(before).toBeTruthy();

    const page = "/en-kw/sign-in?redirectTo=https%3A%2F%2Fevil.example%2Fsteal";
    const phone = newPhone();
    const requested = await customer.post(page, {
      intent: "request-code",
      phone_code: "+965",
      phone: `${phone.slice(0, 4)} ${phone.slice(4)}`,
      channel: "whatsapp",
    });
    expect(requested.status).toBe(303);
    expect(requested.headers.get("location")).toBe(page);
    const verified = await customer.post(page, { intent: "verify", code: await latestCode(phone) });
    expect(verified.headers.get("location")).toBe(page); // a new phone: the registration step
    expect(sessionCookie(customer)).toBe(before); // nothing signed in yet

    const registered = await customer.post(page, { intent: "register", name: "Redirect Test", email: "" });
    expect(registered.status).toBe(303);
    expect(registered.headers.get("location")).toBe("/en-kw/account");
    const after = sessionCookie(customer);
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);

    const root = await rootData(customer);
    expect(root.signedIn).toBe(true);
    expect(root.cartCount).toBe(1);

    // The old session id is gone: whoever held it is not signed in and has no cart.
    const fixated = new Browserless(stack.base);
    fixated.cookies.set("web_customer_app_session", before!);
    const old = await rootData(fixated, "/en-kw/cart");
    expect(old.signedIn).toBe(false);
    expect(old.cartCount).toBe(0);
  });

  it("signs a known phone in without registering, back to a same-origin path", async () => {
    const first = new Browserless(stack.base);
    const phone = newPhone();
    await signInThroughForms(first, stack.sandbox.url, phone);
    await new Promise((r) => setTimeout(r, RESEND_SECONDS * 1000 + 100));

    const again = new Browserless(stack.base);
    const page = "/en-kw/sign-in?redirectTo=%2Fen-kw%2Faccount%2Fsaved-cards%3Fx%3D1";
    await again.post(page, { intent: "request-code", phone_code: "+965", phone, channel: "sms" });
    const verified = await again.post(page, { intent: "verify", code: await latestCode(phone) });
    expect(verified.status).toBe(303);
    expect(verified.headers.get("location")).toBe("/en-kw/account/saved-cards?x=1");
  });

  it("refuses bad phones with a message next to the field, keeping what was typed and the cart", async () => {
    const customer = new Browserless(stack.base);
    await customer.post("/en-kw/store/burger-bay-salmiya/product/7?menu=1", { intent: "add", quantity: "1" });
    const cases: [string, string, RegExp][] = [
      ["en", "12ab567", /Enter 7 to 15 digits/],
      ["en", "1234567890123456", /Enter 7 to 15 digits/],
      ["en", "12  34567", /Enter 7 to 15 digits/],
      ["en", "123456", /Enter 7 to 15 digits/],
      ["ar", "12ab567", /أدخل/],
    ];
    for (const [lang, phone, message] of cases) {
      const response = await customer.post(`/${lang}-kw/sign-in`, {
        intent: "request-code",
        phone_code: "+965",
        phone,
        channel: "sms",
      });
      expect(response.status, phone).toBe(400);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`id="phone-error"[^>]*>${message.source}`));
      expect(html).toContain(`value="${phone}"`);
      expect(html).toMatch(/id="phone"[^>]*aria-invalid="true"/);
    }
    const unknownCode = await customer.post("/en-kw/sign-in", {
      intent: "request-code",
      phone_code: "+1",
      phone: "5551234567",
      channel: "sms",
    });
    expect(unknownCode.status).toBe(400);
    const unknownChannel = await customer.post("/en-kw/sign-in", {
      intent: "request-code",
      phone_code: "+965",
      phone: "50000001",
      channel: "pigeon",
    });
    expect(unknownChannel.status).toBe(400);
    expect((await rootData(customer, "/en-kw/cart")).cartCount).toBe(1);
  });

  it("keeps the resend wait in the session and says how long it is, with and without JS", async () => {
    const customer = new Browserless(stack.base);
    const phone = newPhone();
    await customer.post(SIGN_IN, { intent: "request-code", phone_code: "+965", phone, channel: "sms" });
    const page = await (await customer.get(SIGN_IN)).text();
    expect(page).toMatch(/data-testid="resend-wait">You can ask for a new code in (1 second|2 seconds)\.</);
    expect(page).toMatch(/data-testid="resend"[^>]*disabled=""|disabled=""[^>]*data-testid="resend"/);

    const early = await customer.post(SIGN_IN, { intent: "resend" });
    expect(early.status).toBe(429);
    expect(await early.text()).toMatch(/Please wait (1 second|2 seconds) before asking for a new code\./);
    const first = await latestCode(phone);

    await new Promise((r) => setTimeout(r, RESEND_SECONDS * 1000 + 100));
    const resent = await customer.post(SIGN_IN, { intent: "resend" });
    expect(resent.status).toBe(303);
    const second = await latestCode(phone);

    // Only the newest code works; the first one is spent by the resend.
    if (first !== second) {
      const stale = await customer.post(SIGN_IN, { intent: "verify", code: first });
      expect(stale.status).toBe(400);
      // The platform checks the newest code only: the old one is simply wrong now.
      expect(await stale.text()).toMatch(/id="code-error"[^>]*>The code is not correct\./);
    }
    // A code typed with a space, as pasted, is read.
    const ok = await customer.post(SIGN_IN, { intent: "verify", code: `${second.slice(0, 3)} ${second.slice(3)}` });
    expect(ok.status).toBe(303);
  });

  it("refuses malformed and wrong codes, then locks the code after five wrong tries", async () => {
    const customer = new Browserless(stack.base);
    const phone = newPhone();
    await customer.post(SIGN_IN, { intent: "request-code", phone_code: "+965", phone, channel: "sms" });
    const code = await latestCode(phone);

    const letters = await customer.post(SIGN_IN, { intent: "verify", code: "12ab56" });
    expect(letters.status).toBe(400);
    expect(await letters.text()).toMatch(/id="code-error"[^>]*>The code has 6 digits\./);

    const wrong = await customer.post(SIGN_IN, { intent: "verify", code: otherCode(code) });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toMatch(/id="code-error"[^>]*>The code is not correct\./);
    for (let i = 0; i < 3; i++) await customer.post(SIGN_IN, { intent: "verify", code: otherCode(code) });
    const locked = await customer.post(SIGN_IN, { intent: "verify", code: otherCode(code) });
    expect(locked.status).toBeGreaterThanOrEqual(400);
    expect(locked.status).toBeLessThan(500);
    // Even the right code no longer works.
    const late = await customer.post(SIGN_IN, { intent: "verify", code });
    expect(late.status).toBeGreaterThanOrEqual(400);
    expect(late.status).toBeLessThan(500);
    expect((await rootData(customer)).signedIn).toBe(false);
  });

  it("refuses a 321-character email on registration, and a registration posted from the old session id", async () => {
    const customer = new Browserless(stack.base);
    const phone = newPhone();
    await customer.post(SIGN_IN, { intent: "request-code", phone_code: "+965", phone, channel: "sms" });
    await customer.post(SIGN_IN, { intent: "verify", code: await latestCode(phone) });

    const longEmail = `${"a".repeat(314)}@ex.com`;
    const refused = await customer.post(SIGN_IN, { intent: "register", name: "Long Email", email: longEmail });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toMatch(/id="email-error"[^>]*>Use at most 320 characters\./);
    expect(html).toContain('value="Long Email"');

    // The same registration posted from two tabs: the second one is told to start again.
    const copy = new Browserless(stack.base);
    copy.cookies = new Map(customer.cookies);
    const done = await customer.post(SIGN_IN, { intent: "register", name: "Twice", email: "" });
    expect(done.status).toBe(303);
    const twice = await copy.post(SIGN_IN, { intent: "register", name: "Twice", email: "" });
    // The copy's session id was rotated away by the first sign-in: it starts over.
    expect(twice.status).toBe(400);
    expect(await twice.text()).toMatch(/This sign-in step has expired\. Please start again\./);
  });
});

describe("the account through the storefront", () => {
  it("never shows or changes another customer's address, and answers unknown ids with a message", async () => {
    const owner = new Browserless(stack.base);
    await signInThroughForms(owner, stack.sandbox.url, newPhone());
    const created = await owner.post("/en-kw/account/addresses", {
      intent: "create",
      kind: "house",
      name: "Secret Place",
      lat: "29.3339",
      lng: "48.0758",
      field_1: "Salmiya",
      field_4: "10",
      field_3: "Salem St",
      field_5: "7",
    });
    expect(created.status).toBe(303);
    const list = (await (await owner.get(ADDRESSES_DATA)).json()) as { addresses: { id: number; name: string }[] };
    const id = list.addresses.find((a) => a.name === "Secret Place")!.id;

    const other = new Browserless(stack.base);
    await signInThroughForms(other, stack.sandbox.url, newPhone());
    const peek = await other.get(`/en-kw/account/addresses?edit=${id}`);
    expect(peek.status).toBe(404);
    expect(await peek.text()).not.toContain("Secret Place");
    for (const intent of ["update", "delete"]) {
      const response = await other.post("/en-kw/account/addresses", {
        intent,
        id: String(id),
        kind: "house",
        name: "Taken",
        lat: "29.3",
        lng: "48.0",
        field_4: "10",
        field_3: "Salem St",
        field_5: "1",
      });
      expect(response.status, intent).toBe(404);
      expect(await response.text()).toContain("That address does not exist.");
    }
    const unknown = await other.post("/en-kw/account/addresses", { intent: "delete", id: "999999999" });
    expect(unknown.status).toBe(404);
    const nonsense = await other.post("/en-kw/account/addresses", { intent: "delete", id: "abc" });
    expect(nonsense.status).toBe(400);

    const still = (await (await owner.get(ADDRESSES_DATA)).json()) as { addresses: { id: number; name: string }[] };
    expect(still.addresses.find((a) => a.id === id)?.name).toBe("Secret Place");
  });

  it("refuses a bad address with messages next to the fields, in Arabic too", async () => {
    const customer = new Browserless(stack.base);
    await signInThroughForms(customer, stack.sandbox.url, newPhone());
    const response = await customer.post("/ar-kw/account/addresses?new=1", {
      intent: "create",
      kind: "apartment",
      name: "بيتي",
      lat: "",
      lng: "200",
      building: "3",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    // The coordinates are hidden fields: a missing or impossible point is one error, on the place.
    for (const field of ["place", "floor", "apartment_no"]) expect(html).toContain(`id="address-${field}-error"`);
    expect(html).not.toMatch(/<input[^>]*name="lat"[^>]*type="text"|id="address-lat"/);
    expect(html).toContain("هذا الحقل مطلوب");
    expect(html).toContain('value="بيتي"');
    const list = (await (await customer.get(ADDRESSES_DATA)).json()) as { addresses: unknown[] };
    expect(list.addresses).toHaveLength(0);
  });

  it("deletes a saved card of the URL's country only, and refuses unknown ones", async () => {
    const customer = new Browserless(stack.base);
    const phone = newPhone();
    await signInThroughForms(customer, stack.sandbox.url, phone);
    // A new account has no cards; these stand for cards saved on a payment page.
    expect(
      (await fetch(`${stack.sandbox.url}/sandbox/saved-cards?phone_code=%2B965&phone=${phone}`, { method: "POST" }))
        .status,
    ).toBe(200);
    const data = "/en-kw/account/saved-cards?_data=routes%2F(%24locale).account.saved-cards";
    const cards = (
      (await (await customer.get(data)).json()) as {
        cards: { id: number | string; brand: string; last_four: string }[];
      }
    ).cards;
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(["Master", "Visa"]).toContain(card.brand);
      expect(card.last_four).toMatch(/^\d{4}$/);
    }
    // Another country's page cannot delete this country's card.
    const elsewhere = await customer.post("/en-sa/account/saved-cards", { intent: "delete", id: String(cards[0]!.id) });
    expect(elsewhere.status).toBe(404);
    const bad = await customer.post("/en-kw/account/saved-cards", { intent: "delete", id: "x1" });
    expect(bad.status).toBe(400);
    const deleted = await customer.post("/en-kw/account/saved-cards", { intent: "delete", id: String(cards[0]!.id) });
    expect(deleted.status).toBe(303);
    const left = ((await (await customer.get(data)).json()) as { cards: unknown[] }).cards;
    expect(left).toHaveLength(cards.length - 1);
  });

  it("sends a signed-out visitor to sign-in and back, for pages and actions", async () => {
    const visitor = new Browserless(stack.base);
    for (const page of [
      "/en-kw/account",
      "/ar-kw/account/edit-profile",
      "/en-kw/account/addresses?page=2",
      "/en-kw/account/saved-cards",
    ]) {
      const response = await visitor.get(page);
      expect(response.status, page).toBe(302);
      const location = new URL(response.headers.get("location")!, stack.base);
      expect(location.pathname).toBe(`/${page.slice(1, 3)}-kw/sign-in`);
      expect(location.searchParams.get("redirectTo")).toBe(page);
    }
    const action = await visitor.post("/en-kw/account/edit-profile", { name: "X", email: "" });
    expect(action.status).toBe(302);
    expect(action.headers.get("location")).toMatch(/^\/en-kw\/sign-in\?redirectTo=/);
  });
});

describe("the end of a session", () => {
  it("logs out even when the platform refuses, with no error shown", async () => {
    const customer = new Browserless(stack.base);
    const phone = newPhone();
    await signInThroughForms(customer, stack.sandbox.url, phone);
    const signedIn = sessionCookie(customer);
    await fetch(`${stack.sandbox.url}/sandbox/revoke?phone_code=%2B965&phone=${phone}`, { method: "POST" });

    const out = await customer.post("/logout", { redirectTo: "/en-kw" });
    expect(out.status).toBe(303);
    expect(out.headers.get("location")).toBe("/en-kw");
    expect(sessionCookie(customer)).not.toBe(signedIn);
    // The one toast, on the page the redirect lands on (decision 58).
    const root = await rootData(customer, "/en-kw");
    expect(root.signedIn).toBe(false);
    expect(root.toast?.message).toBe("You are signed out.");
    expect((await customer.get("/logout")).status).toBe(302); // GET does nothing
  });

  it("shows the expiry message once on the next page after the refresh token is revoked", async () => {
    for (const lang of ["en", "ar"] as const) {
      const customer = new Browserless(stack.base);
      const phone = newPhone();
      await signInThroughForms(customer, stack.sandbox.url, phone);
      await fetch(`${stack.sandbox.url}/sandbox/revoke?phone_code=%2B965&phone=${phone}`, { method: "POST" });

      const page = await customer.get(`/${lang}-kw/account`);
      expect(page.status).toBe(302);
      const next = await customer.get(page.headers.get("location")!);
      const html = await next.text();
      const message =
        lang === "en"
          ? "Your session has expired. Please Sign In again."
          : "انتهت صلاحية جلستك. يرجى تسجيل الدخول مرة أخرى.";
      // The toast, not the translations inlined in every page.
      expect(html).toContain(`>${message}</p>`);
      expect(html).not.toContain('data-testid="account-button"');
      const again = await (await customer.get(`/${lang}-kw/cart`)).text();
      expect(again).not.toContain(`>${message}</p>`);
    }
  });
});
