// Sign-out starts a new session, with the file store and with Redis: customer A
// fills the checkout (street, house number, "gate code 4321"), chooses a delivery location, adds to
// the cart and picks Arabic, then signs out. The answer sets a new session cookie, A's record is
// gone from the store, A's old cookie reads as no session, and B signing in on the same browser
// sees an empty cart and none of A's checkout or location — in Arabic, the one thing kept. A visitor
// who signs in keeps the cart; a session whose sign-in expired is not handed to someone else.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import path from "node:path";
import { Redis } from "ioredis";
import { type Running } from "../support/processes";
import { Browserless } from "../support/http-client";
import { signInThroughForms } from "../support/sign-in";
import { testStack } from "../support/stack";

const STORE = "burger-bay-salmiya";
const PRODUCT = `/store/${STORE}/product/8?menu=1`; // Loaded Fries: no required choices
const SESSION = "web_customer_app_session";
const LANGUAGE = "web_customer_app_language";
const STREET = "Gate Four Street";
const HOUSE = "4711";
const NOTES = "gate code 4321";
const PLACE = "Salmiya Corniche";

let redisClient: Redis;
const storefronts: Record<"file" | "redis", Running | undefined> = { file: undefined, redis: undefined };

// The stack's storefront keeps sessions in its Redis; another beside it, in files.
const stack = testStack({
  redis: true,
  sandbox: { SANDBOX_OTP_RESEND_SECONDS: "0", SANDBOX_OTP_MAX_PER_HOUR: "1000" },
  storefront: { RATE_LIMIT_SCALE: "100" },
});

beforeAll(async () => {
  redisClient = new Redis(stack.redisUrl);
  storefronts.redis = stack.storefront;
  storefronts.file = await stack.another({ REDIS_URL: "", SESSION_DIR: path.join(stack.dir, "sessions") });
}, 300_000); // another storefront, on a busy machine

afterAll(() => {
  redisClient?.disconnect();
});

let counter = 0;
function newPhone(): string {
  counter += 1;
  return `6${String(Date.now() % 10_000_000).padStart(7, "0")}${counter}`;
}

const signIn = (customer: Browserless, lang: "en" | "ar", phone = newPhone()) =>
  signInThroughForms(customer, stack.sandbox.url, phone, lang);

/** The id a session cookie carries (its value is the url-encoded `id.signature`). */
function idOf(cookie: string): string {
  const signed = decodeURIComponent(cookie);
  return signed.slice(0, signed.lastIndexOf("."));
}

async function stored(kind: "file" | "redis", id: string): Promise<boolean> {
  if (kind === "file") return existsSync(path.join(stack.dir, "sessions", `${id}.json`));
  return (await redisClient.exists(`web_customer_app:session:${id}`)) === 1;
}

async function rootData(customer: Browserless, lang: "en" | "ar") {
  const response = await customer.get(`/${lang}-kw/cart?_data=root`);
  expect(response.status).toBe(200);
  return (await response.json()) as { signedIn: boolean; cartCount: number; address: string | null };
}

const attemptOf = (html: string) => /name="attempt"[^>]*value="([A-Za-z0-9_-]+)"/.exec(html)![1]!;

/** A signs in, chooses a place, adds to the cart and keeps a checkout draft to that place. */
async function customerA(customer: Browserless): Promise<void> {
  await signIn(customer, "en");
  expect(
    (await customer.post("/en-kw/location", { lat: "29.3339", lng: "48.0758", address: PLACE, redirectTo: "/en-kw" }))
      .status,
  ).toBe(303);
  expect((await customer.post(`/en-kw${PRODUCT}`, { intent: "add", quantity: "2" })).status).toBe(303);
  const checkout = `/en-kw/store/${STORE}/checkout`;
  const form = {
    attempt: attemptOf(await (await customer.get(checkout)).text()),
    intent: "price",
    address: "location",
    kind: "house",
    field_4: "10",
    field_3: STREET,
    field_5: HOUSE,
    notes: NOTES,
    timing: "instant",
    payment_method: "cash",
  };
  expect((await customer.post(checkout, form)).status).toBe(200);
  const html = await (await customer.get(checkout)).text();
  // What sign-out must forget is there to forget.
  for (const text of [STREET, HOUSE, NOTES, PLACE]) expect(html).toContain(text);
}

for (const kind of ["file", "redis"] as const) {
  describe(`sign-out with the ${kind} session store`, () => {
    const base = () => storefronts[kind]!.url.replace("localhost", "127.0.0.1");

    it("starts a new session: A's record deleted, A's old cookie no session, B sees none of A's, Arabic kept", async () => {
      const browser = new Browserless(base());
      await customerA(browser);
      // A chooses Arabic (its own long-lived cookie).
      expect((await browser.post("/language", { lang: "ar", redirectTo: "/en-kw" })).headers.get("location")).toBe(
        "/ar-kw",
      );
      const old = browser.cookies.get(SESSION)!;
      expect(await stored(kind, idOf(old))).toBe(true);

      const out = await browser.post("/ar-kw/logout", { redirectTo: "/ar-kw" });
      expect(out.status).toBe(303);
      // The order pages the browser kept to revalidate (decision 0111), and what the site kept in its
      // storage (the checkout's typed draft, the device's position), go with the customer.
      expect(out.headers.get("Clear-Site-Data")).toBe('"cache", "storage"');
      const setCookie = out.headers.getSetCookie().find((line) => line.startsWith(`${SESSION}=`));
      expect(setCookie).toBeDefined();
      const fresh = browser.cookies.get(SESSION)!;
      expect(fresh).toBeTruthy();
      expect(idOf(fresh)).not.toBe(idOf(old));
      expect(await stored(kind, idOf(old))).toBe(false);
      expect(browser.cookies.get(LANGUAGE)).toBeTruthy();

      // Whoever still holds A's old cookie: no customer, no cart, no place, no draft.
      const thief = new Browserless(base());
      thief.cookies.set(SESSION, old);
      thief.cookies.set(LANGUAGE, browser.cookies.get(LANGUAGE)!);
      expect(await rootData(thief, "ar")).toMatchObject({ signedIn: false, cartCount: 0, address: null });
      expect(await stored(kind, idOf(old))).toBe(false);

      // The same browser: the "signed out" toast, in Arabic, and nothing of A's.
      const after = await browser.get("/ar-kw?_data=root");
      const root = (await after.json()) as {
        signedIn: boolean;
        cartCount: number;
        address: string | null;
        toast: { message: string } | null;
      };
      expect(root).toMatchObject({ signedIn: false, cartCount: 0, address: null });
      expect(root.toast?.message).toBeTruthy();
      // The language stays: an English URL leads to the Arabic page.
      expect((await browser.get("/en-kw/cart")).headers.get("location")).toBe("/ar-kw/cart");

      // B signs in on the same browser.
      await signIn(browser, "ar");
      expect(await rootData(browser, "ar")).toMatchObject({ signedIn: true, cartCount: 0, address: null });
      expect(await (await browser.get(`/ar-kw/store/${STORE}/checkout`)).text()).not.toMatch(
        new RegExp(`${STREET}|${HOUSE}|${NOTES}|${PLACE}`),
      );
      // With a cart of B's own, the checkout form shows none of A's details either.
      expect((await browser.post(`/ar-kw${PRODUCT}`, { intent: "add", quantity: "1" })).status).toBe(303);
      const checkout = await (await browser.get(`/ar-kw/store/${STORE}/checkout`)).text();
      expect(checkout).toContain('name="attempt"');
      expect(checkout).not.toMatch(new RegExp(`${STREET}|${HOUSE}|${NOTES}|${PLACE}`));
      expect(checkout).not.toContain('value="location"');
      expect(await rootData(browser, "ar")).toMatchObject({ signedIn: true, cartCount: 1, address: null });
    });

    it("keeps a visitor's own cart through sign-in", async () => {
      const visitor = new Browserless(base());
      expect((await visitor.post(`/en-kw${PRODUCT}`, { intent: "add", quantity: "3" })).status).toBe(303);
      const before = visitor.cookies.get(SESSION)!;
      await signIn(visitor, "en");
      expect(idOf(visitor.cookies.get(SESSION)!)).not.toBe(idOf(before));
      expect(await stored(kind, idOf(before))).toBe(false);
      expect(await rootData(visitor, "en")).toMatchObject({ signedIn: true, cartCount: 3 });
    });

    it("gives another customer signing in after A's sign-in expired none of A's, and A back their cart", async () => {
      for (const next of ["same", "other"] as const) {
        const browser = new Browserless(base());
        const phone = newPhone();
        await signIn(browser, "en", phone);
        expect(
          (
            await browser.post("/en-kw/location", {
              lat: "29.3339",
              lng: "48.0758",
              address: PLACE,
              redirectTo: "/en-kw",
            })
          ).status,
        ).toBe(303);
        expect((await browser.post(`/en-kw${PRODUCT}`, { intent: "add", quantity: "2" })).status).toBe(303);
        // The platform revokes A's tokens: the next customer page finds the sign-in expired.
        await fetch(`${stack.sandbox.url}/sandbox/revoke?phone_code=%2B965&phone=${phone}`, { method: "POST" });
        expect((await browser.get("/en-kw/account")).status).toBe(302);
        expect(await rootData(browser, "en")).toMatchObject({ signedIn: false, cartCount: 2 });

        await signIn(browser, "en", next === "same" ? phone : newPhone());
        const root = await rootData(browser, "en");
        if (next === "same") expect(root).toMatchObject({ signedIn: true, cartCount: 2, address: PLACE });
        else expect(root).toMatchObject({ signedIn: true, cartCount: 0, address: null });
      }
    });
  });
}
