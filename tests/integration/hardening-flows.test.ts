// Hardening through the storefront itself (plain forms, dialog and data requests), against a sandbox:
// redirects stay on this site (item 2), quantities within the product's limit (item 6), every 429
// says when to retry in the customer's language (item 7), and a phone locked by the platform after
// too many wrong codes is named on the sign-in page and dialog in both languages (item 8).
import { describe, expect, it } from "vitest";
import { latestCode as latestCodeSent } from "../support/sign-in";
import { testStack } from "../support/stack";
import { BrowserlessAt } from "../support/http-client";
import { LIMITS } from "~/server/request";

const STORE = "burger-bay-salmiya";
const RESEND_SECONDS = 30;
const SIGN_IN_DATA = "_data=routes%2F(%24locale).sign-in";

const stack = testStack({
  sandbox: {
    SANDBOX_OTP_RESEND_SECONDS: String(RESEND_SECONDS),
    SANDBOX_OTP_MAX_PER_HOUR: "1000",
    SANDBOX_OTP_MAX_FAILURES_PER_DAY: "3",
  },
  // The real limits (scale 1); each test is its own client address behind one trusted proxy.
  storefront: { RATE_LIMIT_SCALE: "1", TRUST_PROXY: "true" },
});

let clients = 0;
/** A browser without JS at its own address (the proxy's X-Forwarded-For), posting from this site. */
class Client extends BrowserlessAt {
  constructor() {
    super(stack.base, `10.10.0.${++clients}`);
  }
}

let phones = 0;
const newPhone = () => String(64000000 + ++phones);

const latestCode = (phone: string) => latestCodeSent(stack.sandbox.url, phone);

async function signIn(client: Client, page: string, phone = newPhone()): Promise<Response> {
  expect((await client.post(page, { intent: "request-code", phone_code: "+965", phone, channel: "sms" })).status).toBe(
    303,
  );
  let answer = await client.post(page, { intent: "verify", code: await latestCode(phone) });
  if (answer.headers.get("location")?.includes("/sign-in"))
    answer = await client.post(page, { intent: "register", name: "Test Customer", email: "" });
  return answer;
}

const HOSTILE = [
  "/.//evil.example/x",
  "/..//evil.example",
  "/%2e//evil.example",
  "/%2F/evil.example",
  "/%5Cevil.example",
  "//evil.example",
  "https://evil.example",
];

describe("redirects stay on this site", () => {
  it("after sign-in, logout, the location page and the language switch", async () => {
    for (const hostile of HOSTILE) {
      const client = new Client();
      const q = `?redirectTo=${encodeURIComponent(hostile)}`;
      // The location page: its back link and its form's target, then its POST.
      const page = await (await client.get(`/en-kw/location${q}`)).text();
      // (The page's own URL, with the hostile value as a query, is echoed only as a query value.)
      expect(page, hostile).not.toMatch(/(href|value|action)="(\/\/|https?:|\/\.|\/%|\\)/i);
      expect(page, hostile).toMatch(/<a [^>]*href="\/en-kw"[^>]*>[^<]*Back/);
      expect(page, hostile).toContain('name="redirectTo" value="/en-kw"');
      // A cart form (any intent) goes back to the cart instead.
      const cleared = await client.post("/en-kw/cart", { intent: "clear", redirectTo: hostile });
      expect([cleared.status, cleared.headers.get("location")], hostile).toEqual([303, "/en-kw/cart"]);
      const chosen = await client.post(`/en-kw/location${q}`, {
        lat: "29.3339",
        lng: "48.0758",
        address: "Salmiya",
        redirectTo: hostile,
      });
      expect([chosen.status, chosen.headers.get("location")], hostile).toEqual([303, "/en-kw"]);
      // Sign-in, then a sign-in page visited while signed in, then logout.
      const signedIn = await signIn(client, `/en-kw/sign-in${q}`);
      expect([signedIn.status, signedIn.headers.get("location")], hostile).toEqual([303, "/en-kw/account"]);
      const again = await client.get(`/en-kw/sign-in${q}`);
      expect(again.headers.get("location"), hostile).toBe("/en-kw/account");
      const out = await client.post("/logout", { redirectTo: hostile });
      expect([out.status, out.headers.get("location")], hostile).toEqual([303, "/en-kw"]);
      // The language switch (last: the chosen language then leads every page).
      const switched = await client.post("/language", { lang: "ar", redirectTo: hostile });
      expect([switched.status, switched.headers.get("location")], hostile).toEqual([303, "/ar-kw"]);
    }
  });

  it("keeps a target on this site", async () => {
    const client = new Client();
    const target = `/en-kw/store/${STORE}?menu=1`;
    const switched = await client.post("/language", { lang: "ar", redirectTo: target });
    expect(switched.headers.get("location")).toBe(`/ar-kw/store/${STORE}?menu=1`);
    const chosen = await client.post("/en-kw/location", {
      lat: "29.3339",
      lng: "48.0758",
      address: "Salmiya",
      redirectTo: target,
    });
    expect(chosen.headers.get("location")).toBe(target);
  });
});

describe("quantities within the product's limit", () => {
  /** A product of the store with a maximum per line and nothing to choose (Fresh Lemon Mint, 5). */
  async function limitedProduct(): Promise<{ path: string; max: number }> {
    const store = (await (await fetch(`${stack.sandbox.url}/v5/web/customer/stores/${STORE}`)).json()) as {
      menus: {
        info: { id: number };
        categories: {
          products: { id: number; max_quantity: number | null; variants: unknown[]; option_groups: unknown[] }[];
        }[];
      }[];
    };
    for (const menu of store.menus)
      for (const category of menu.categories)
        for (const p of category.products)
          if (p.max_quantity && p.max_quantity < 10 && !p.variants.length && !p.option_groups.length)
            return { path: `/store/${STORE}/product/${p.id}?menu=${menu.info.id}`, max: p.max_quantity };
    throw new Error("no limited product");
  }

  const lineOf = (html: string) => /name="line" value="([0-9a-z]+)"/.exec(html)![1]!;

  it("refuses add, set and increment past the maximum with a message, and the total stays right", async () => {
    const client = new Client();
    const { path: product, max } = await limitedProduct();
    expect((await client.post(`/en-kw${product}`, { intent: "add", quantity: String(max - 1) })).status).toBe(303);
    const cart = await (await client.get("/en-kw/cart")).text();
    const line = lineOf(cart);
    const total = /data-summary-key="items_total"[\s\S]*?KWD\s*([\d.]+)/.exec(cart)![1];

    // set-quantity 999: refused, with the limit; nothing stored.
    const set = await client.post("/en-kw/cart", {
      intent: "set-quantity",
      line,
      quantity: "999",
      redirectTo: "/en-kw/cart",
    });
    expect(set.status).toBe(400);
    expect(await set.text()).toContain(`At most ${max} of this item per order.`);
    for (const bad of ["2.5", "1e2", "-1", "abc"]) {
      const refused = await client.post("/en-kw/cart", {
        intent: "set-quantity",
        line,
        quantity: bad,
        redirectTo: "/en-kw/cart",
      });
      expect(refused.status, bad).toBe(400);
    }
    // The last one to the maximum, then one more is refused (as data too, for the JS cart).
    expect((await client.post("/en-kw/cart", { intent: "increment", line, redirectTo: "/en-kw/cart" })).status).toBe(
      303,
    );
    const more = await client.post("/en-kw/cart?_data=routes%2F(%24locale).cart", {
      intent: "increment",
      line,
      redirectTo: "/en-kw/cart",
    });
    expect(more.status).toBe(400);
    expect(await more.json()).toEqual({
      ok: false,
      values: {},
      fieldErrors: {},
      formError: `At most ${max} of this item per order.`,
    });
    // Adding more from the product page says how many are in the cart already (Arabic too).
    const add = await client.post(`/en-kw${product}`, { intent: "add", quantity: "1" });
    expect(add.status).toBe(400);
    expect(await add.text()).toContain(`You have ${max} in your cart already; at most ${max} per order.`);
    const addAr = await client.post(`/ar-kw${product}`, { intent: "add", quantity: "1" });
    expect(addAr.status).toBe(400);
    expect(await addAr.text()).toContain("في سلتك بالفعل");
    const setAr = await client.post("/ar-kw/cart", {
      intent: "set-quantity",
      line,
      quantity: String(max + 1),
      redirectTo: "/ar-kw/cart",
    });
    expect(setAr.status).toBe(400);
    expect(await setAr.text()).toContain("من هذا الصنف لكل طلب");

    const after = await (await client.get("/en-kw/cart")).text();
    expect(after).toContain(`data-testid="cart-line-quantity"`);
    expect(after.match(/data-testid="cart-line"/g)).toHaveLength(1);
    expect(after).not.toContain('data-testid="total-pending"');
    const itemsTotal = Number(/data-summary-key="items_total"[\s\S]*?KWD\s*([\d.]+)/.exec(after)![1]);
    expect(itemsTotal).toBeCloseTo((Number(total) / (max - 1)) * max, 3);
    expect(itemsTotal).toBeGreaterThan(0);
    // Fewer is always fine.
    expect(
      (await client.post("/en-kw/cart", { intent: "set-quantity", line, quantity: "1", redirectTo: "/en-kw/cart" }))
        .status,
    ).toBe(303);
    expect((await client.post("/en-kw/cart", { intent: "decrement", line, redirectTo: "/en-kw/cart" })).status).toBe(
      303,
    );
    expect(await (await client.get("/en-kw/cart")).text()).toContain('data-testid="cart-empty"');
  });
});

describe("every 429 says when to retry", () => {
  it("code requests past the limit: page (en) and dialog data (ar)", async () => {
    const client = new Client();
    // Many phones from one address (a carrier's shared one) pass up to the address's budget.
    for (let i = 0; i < LIMITS.otpRequest.limit; i++) {
      const ok = await client.post("/en-kw/sign-in", {
        intent: "request-code",
        phone_code: "+965",
        phone: newPhone(),
        channel: "sms",
      });
      expect(ok.status).toBe(303);
    }
    const page = await client.post("/en-kw/sign-in", {
      intent: "request-code",
      phone_code: "+965",
      phone: newPhone(),
      channel: "sms",
    });
    expect(page.status).toBe(429);
    const wait = Number(page.headers.get("Retry-After"));
    expect(wait).toBeGreaterThan(500);
    expect(wait).toBeLessThanOrEqual(LIMITS.otpRequest.windowSeconds);
    expect(await page.text()).toContain(
      `Too many attempts. Please wait ${Math.ceil(wait / 60)} minutes and try again.`,
    );
    const dialog = await client.post(`/ar-kw/sign-in?${SIGN_IN_DATA}`, {
      intent: "request-code",
      phone_code: "+965",
      phone: newPhone(),
      channel: "sms",
    });
    expect(dialog.status).toBe(429);
    expect(Number(dialog.headers.get("Retry-After"))).toBeGreaterThan(0);
    const body = (await dialog.json()) as { formError: string };
    expect(body.formError).toContain("محاولات كثيرة جداً");
    expect(body.formError).toContain("دقائق");
  }, 120_000);

  it("a resend before the wait: page, dialog and data, in the customer's language", async () => {
    const client = new Client();
    expect(
      (
        await client.post("/en-kw/sign-in", {
          intent: "request-code",
          phone_code: "+965",
          phone: newPhone(),
          channel: "sms",
        })
      ).status,
    ).toBe(303);
    const page = await client.post("/en-kw/sign-in", { intent: "resend" });
    expect(page.status).toBe(429);
    const wait = Number(page.headers.get("Retry-After"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(RESEND_SECONDS);
    expect(await page.text()).toMatch(/Please wait \d+ seconds? before asking for a new code\./);
    const dialog = await client.post(`/ar-kw/sign-in?${SIGN_IN_DATA}`, { intent: "resend" });
    expect(dialog.status).toBe(429);
    expect(Number(dialog.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(((await dialog.json()) as { formError: string }).formError).toContain("يرجى الانتظار");
  });

  it("code verification past the limit", async () => {
    const client = new Client();
    expect(
      (
        await client.post("/en-kw/sign-in", {
          intent: "request-code",
          phone_code: "+965",
          phone: newPhone(),
          channel: "sms",
        })
      ).status,
    ).toBe(303);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await client.post("/en-kw/sign-in", { intent: "verify", code: "000000" })).status);
    expect(statuses).not.toContain(429);
    const page = await client.post("/en-kw/sign-in", { intent: "verify", code: "000000" });
    expect(page.status).toBe(429);
    expect(Number(page.headers.get("Retry-After"))).toBeGreaterThan(0);
    // A phone's checks from one network are counted over a day: the wait in hours.
    expect(await page.text()).toMatch(/Too many attempts\. Please wait \d+ hours and try again\./);
    const data = await client.post(`/ar-kw/sign-in?${SIGN_IN_DATA}`, { intent: "verify", code: "000000" });
    expect(data.status).toBe(429);
    expect(Number(data.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(((await data.json()) as { formError: string }).formError).toMatch(
      /^محاولات كثيرة جداً\. يرجى الانتظار \d+ ساعة ثم المحاولة مرة أخرى\.$/,
    );
  });

  it("checkout past the limit: page and data", async () => {
    const client = new Client();
    await signIn(client, "/en-kw/sign-in");
    expect((await client.post(`/en-kw/store/${STORE}/product/8?menu=1`, { intent: "add", quantity: "1" })).status).toBe(
      303,
    );
    const html = await (await client.get(`/en-kw/store/${STORE}/checkout`)).text();
    const attempt = /name="attempt"[^>]*value="([A-Za-z0-9_-]+)"/.exec(html)![1]!;
    // An address that is not in the book: refused after the limiter counted it.
    const form = { attempt, address: "999999", timing: "instant", payment_method: "cash" };
    for (let i = 0; i < 20; i++) expect((await client.post(`/en-kw/store/${STORE}/checkout`, form)).status).toBe(400);
    const page = await client.post(`/en-kw/store/${STORE}/checkout`, form);
    expect(page.status).toBe(429);
    const wait = Number(page.headers.get("Retry-After"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await page.text()).toMatch(/Too many attempts\. Please wait \d+ seconds? and try again\./);
    const data = await client.post(
      `/ar-kw/store/${STORE}/checkout?_data=routes%2F(%24locale).store.%24storeSlug.checkout`,
      form,
    );
    expect(data.status).toBe(429);
    expect(Number(data.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(((await data.json()) as { formError: string }).formError).toContain("محاولات كثيرة جداً");
  });
});

describe("a phone locked after too many wrong codes", () => {
  it("is named on the sign-in page and in the dialog, in English and Arabic", async () => {
    const client = new Client();
    const phone = newPhone();
    expect(
      (await client.post("/en-kw/sign-in", { intent: "request-code", phone_code: "+965", phone, channel: "sms" }))
        .status,
    ).toBe(303);
    const right = await latestCode(phone);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, "0");
    // The sandbox runs with a cap of 3 failed verifications a day (100 in its default).
    expect((await client.post("/en-kw/sign-in", { intent: "verify", code: wrong })).status).toBe(400);
    expect((await client.post("/en-kw/sign-in", { intent: "verify", code: wrong })).status).toBe(400);
    const locked = await client.post("/en-kw/sign-in", { intent: "verify", code: wrong });
    expect(locked.status).toBe(423);
    expect(Number(locked.headers.get("Retry-After"))).toBeGreaterThan(23 * 3600);
    expect(await locked.text()).toContain(
      "Too many wrong codes were entered for this phone. For your security, signing in with it is locked for 24 hours.",
    );
    // The right code is refused too, in the dialog (data) and in Arabic.
    const dialog = await client.post(`/ar-kw/sign-in?${SIGN_IN_DATA}`, { intent: "verify", code: right });
    expect(dialog.status).toBe(423);
    expect(((await dialog.json()) as { formError: string }).formError).toBe(
      "تم إدخال رموز خاطئة كثيرة لهذا الرقم. حفاظًا على أمانك، تم إيقاف تسجيل الدخول به لمدة 24 ساعة.",
    );
    // Asking for a new code for that phone says the same, on the Arabic page.
    const other = new Client();
    const page = await other.post("/ar-kw/sign-in", {
      intent: "request-code",
      phone_code: "+965",
      phone,
      channel: "sms",
    });
    expect(page.status).toBe(423);
    const html = await page.text();
    expect(html).toContain('dir="rtl"');
    expect(html).toContain("تم إيقاف تسجيل الدخول به لمدة 24 ساعة");
  });
});

// One way to answer a post, told only by how it was sent. A document post (a
// plain form) gets a 303; a data post (`?_data`: a fetcher or a page's form with JS, no other
// field) gets data: `{ ok: true, redirectTo, … }` on success, the one FormFailure when refused.
describe("one way to answer a post: document or data", () => {
  const CART_DATA = "/en-kw/cart?_data=routes%2F(%24locale).cart";
  const LOCATION_DATA = "/en-kw/location?_data=routes%2F(%24locale).location";
  const PRODUCT_DATA = "_data=routes%2F(%24locale).store.%24storeSlug.product.%24productId";

  it("sign-in: each step and the end as data to the dialog, as 303s to a page", async () => {
    const page = new Client();
    const phone = newPhone();
    const step = await page.post("/en-kw/sign-in?redirectTo=%2Fen-kw%2Fcart", {
      intent: "request-code",
      phone_code: "+965",
      phone,
      channel: "sms",
    });
    expect([step.status, step.headers.get("location")]).toEqual([303, "/en-kw/sign-in?redirectTo=%2Fen-kw%2Fcart"]);

    const dialog = new Client();
    const other = newPhone();
    const sent = await dialog.post(`/en-kw/sign-in?redirectTo=%2Fen-kw%2Fcart&${SIGN_IN_DATA}`, {
      intent: "request-code",
      phone_code: "+965",
      phone: other,
      channel: "sms",
    });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({
      ok: true,
      redirectTo: "/en-kw/sign-in?redirectTo=%2Fen-kw%2Fcart",
      signedIn: false,
    });
    const refusedCode = await dialog.post(`/en-kw/sign-in?redirectTo=%2Fen-kw%2Fcart&${SIGN_IN_DATA}`, {
      intent: "verify",
      code: "12",
    });
    expect(refusedCode.status).toBe(400);
    expect(await refusedCode.json()).toEqual({
      ok: false,
      values: { code: "12" },
      fieldErrors: { code: "The code has 6 digits." },
      formError: null,
    });
    const verified = await dialog.post(`/en-kw/sign-in?redirectTo=%2Fen-kw%2Fcart&${SIGN_IN_DATA}`, {
      intent: "verify",
      code: await latestCode(other),
    });
    expect(verified.status).toBe(200);
    const registered = (await verified.json()) as { signedIn: boolean };
    const end = registered.signedIn
      ? registered
      : await (
          await dialog.post(`/en-kw/sign-in?redirectTo=%2Fen-kw%2Fcart&${SIGN_IN_DATA}`, {
            intent: "register",
            name: "Dialog Customer",
            email: "",
          })
        ).json();
    expect(end).toEqual({ ok: true, redirectTo: "/en-kw/cart", signedIn: true });
    // The same end as a plain form: a 303 to the same place.
    expect(
      (
        await page.post("/en-kw/sign-in?redirectTo=%2Fen-kw%2Fcart", {
          intent: "verify",
          code: await latestCode(phone),
        })
      ).status,
    ).toBe(303);
  });

  it("location: the map dialog's data post gets the place, a plain form a 303", async () => {
    const client = new Client();
    const place = { lat: "29.3339", lng: "48.0758", address: "Salmiya", redirectTo: "/en-kw/cart" };
    const data = await client.post(LOCATION_DATA, place);
    expect(data.status).toBe(200);
    expect(await data.json()).toMatchObject({
      ok: true,
      redirectTo: "/en-kw/cart",
      location: { lat: 29.3339, lng: 48.0758, address: "Salmiya" },
    });
    const refusedPlace = await client.post(LOCATION_DATA, { lat: "north", lng: "", address: "" });
    expect(refusedPlace.status).toBe(400);
    expect(await refusedPlace.json()).toEqual({
      ok: false,
      values: {},
      fieldErrors: {},
      formError: expect.any(String),
    });
    const page = await client.post("/en-kw/location", place);
    expect([page.status, page.headers.get("location")]).toEqual([303, "/en-kw/cart"]);
  });

  it("cart: refused as a FormFailure, done as { ok: true, redirectTo } to data and a 303 to a page", async () => {
    const client = new Client();
    const refusedLine = await client.post(CART_DATA, { intent: "increment", line: "nope", redirectTo: "/en-kw/cart" });
    expect(refusedLine.status).toBe(404);
    expect(await refusedLine.json()).toEqual({
      ok: false,
      values: {},
      fieldErrors: {},
      formError: "That item is no longer in your cart.",
    });
    const cleared = await client.post(CART_DATA, { intent: "clear", redirectTo: "/en-kw/store/burger-bay-salmiya" });
    expect(cleared.status).toBe(200);
    expect(await cleared.json()).toEqual({ ok: true, redirectTo: "/en-kw/store/burger-bay-salmiya" });
    // Refused without JS: the cart page with the message.
    const page = await client.post("/en-kw/cart", { intent: "increment", line: "nope", redirectTo: "/en-kw/cart" });
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('data-testid="cart-action-error">That item is no longer in your cart.</p>');
  });

  it("product: a refused add is a FormFailure keyed by the form's fields; another store's cart is a question", async () => {
    const store = (await (await fetch(`${stack.sandbox.url}/v5/web/customer/stores/${STORE}`)).json()) as {
      menus: {
        info: { id: number };
        categories: {
          id: number;
          products: {
            id: number;
            name: string;
            variants: unknown[];
            option_groups: {
              id: number;
              min: number;
              options: { id: number; availability: string; max_quantity: number }[];
            }[];
          }[];
        }[];
      }[];
    };
    const menu = store.menus[0]!;
    const category = menu.categories.find((c) => c.products.some((p) => p.name === "Classic Burger"))!;
    const burger = category.products.find((p) => p.name === "Classic Burger")!;
    const bun = burger.option_groups.find((g) => g.min > 0)!;
    // Two checkboxes of the extras (options of one at most: the others are quantity inputs).
    const checkboxes = (g: (typeof burger.option_groups)[number]) =>
      g.options.filter((o) => o.availability === "available" && o.max_quantity === 1);
    const extras = burger.option_groups.find((g) => g.min === 0 && checkboxes(g).length > 1)!;
    const [extra1, extra2] = checkboxes(extras);
    const productPath = `/en-kw/store/${STORE}/product/${burger.id}?menu=${menu.info.id}`;
    const client = new Client();
    const form = new URLSearchParams([
      ["intent", "add"],
      [`g.${extras.id}`, String(extra1!.id)],
      [`g.${extras.id}`, String(extra2!.id)],
      ["quantity", "2"],
      ["specialRequest", "No pickles"],
    ]);
    const data = await client.post(`${productPath}&${PRODUCT_DATA}`, form);
    expect(data.status).toBe(400);
    expect(await data.json()).toEqual({
      ok: false,
      values: { [`g.${extras.id}`]: `${extra1!.id},${extra2!.id}`, quantity: "2", specialRequest: "No pickles" },
      fieldErrors: { [`g.${bun.id}`]: "Choose at least 1." },
      formError: null,
    });
    // Without JS the page shows the same message at the group, and keeps the choices.
    const page = await client.post(productPath, form);
    expect(page.status).toBe(400);
    const html = await page.text();
    expect(html).toContain(`id="group-error-${bun.id}" class="field-error" role="alert">Choose at least 1.</p>`);
    for (const extra of [extra1!, extra2!])
      expect(html).toMatch(new RegExp(`name="g\\.${extras.id}"[^>]* checked=""[^>]* value="${extra.id}"`));

    form.append(`g.${bun.id}`, String(bun.options[0]!.id));
    const added = await client.post(`${productPath}&${PRODUCT_DATA}`, form);
    expect(added.status).toBe(200);
    expect(await added.json()).toEqual({
      ok: true,
      redirectTo: `/en-kw/store/${STORE}?menu=${menu.info.id}#category-${category.id}`,
    });

    // Another store's product: a question (409) to a data post, ?confirm=1 to a plain form.
    const other = (await (
      await fetch(`${stack.sandbox.url}/v5/web/customer/stores/shawarma-house-city`)
    ).json()) as typeof store;
    const simple = other.menus[0]!.categories.flatMap((c) => c.products).find(
      (p) => p.option_groups.length === 0 && p.variants.length === 0,
    )!;
    const otherPath = `/en-kw/store/shawarma-house-city/product/${simple.id}?menu=${other.menus[0]!.info.id}`;
    const asked = await client.post(`${otherPath}&${PRODUCT_DATA}`, { intent: "add", quantity: "1" });
    expect(asked.status).toBe(409);
    expect(await asked.json()).toEqual({
      ok: false,
      confirm: { conflict: "store", currentStoreName: "Burger Bay Salmiya" },
    });
    const askedPage = await client.post(otherPath, { intent: "add", quantity: "1" });
    expect([askedPage.status, askedPage.headers.get("location")]).toEqual([
      303,
      `/en-kw/store/shawarma-house-city/product/${simple.id}?menu=${other.menus[0]!.info.id}&confirm=1`,
    ]);
  });
});
