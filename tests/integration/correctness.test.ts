// What a customer reads and sends is right, driven without JS (plain forms): the address
// details typed at checkout reach the order page and the address book in both languages; a refused
// checkout shows what was typed and chosen again at /checkout; the cart is priced where the order is
// placed; times are the store's whatever the server's time zone.
import { describe, expect, it } from "vitest";
import path from "node:path";
import { Browserless } from "../support/http-client";
import { signInThroughForms } from "../support/sign-in";
import { testStack } from "../support/stack";
import { formatTime } from "~/i18n/format";
import { startChaosProxy } from "../support/chaos-proxy";
import { startRecordingProxy } from "../support/recording-proxy";
import { request as httpRequest } from "node:http";

const STORE = "burger-bay-salmiya";
const CHECKOUT = `/en-kw/store/${STORE}/checkout`;
const PRODUCT = `/en-kw/store/${STORE}/product/8?menu=1`; // Loaded Fries: no required choices
const SALMIYA = { lat: "29.3339", lng: "48.0758", address: "Salmiya, Hawalli Governorate", field_1: "Salmiya" };
const FARWANIYA = { lat: "29.2775", lng: "47.9586", address: "Farwaniya, Farwaniya Governorate", field_1: "Farwaniya" };
let phones = 0;

const stack = testStack({
  sandbox: { SANDBOX_OTP_RESEND_SECONDS: "0" },
  // The server's own zone is neither the stores' nor UTC: nothing may depend on it.
  storefront: { TZ: "America/Los_Angeles" },
});

async function customerWithCart(): Promise<Browserless> {
  const customer = new Browserless(stack.base);
  await signInThroughForms(customer, stack.sandbox.url, `6400${String(++phones).padStart(4, "0")}`);
  expect((await customer.post(PRODUCT, { intent: "add", quantity: "2" })).status).toBe(303);
  return customer;
}

async function setLocation(customer: Browserless, place: Record<string, string>): Promise<void> {
  expect((await customer.post("/en-kw/location", { ...place, redirectTo: "/en-kw" })).status).toBe(303);
}

/** The hidden fields of the checkout form as rendered. */
async function checkoutPage(customer: Browserless): Promise<{ html: string; attempt: string; priced: string }> {
  const html = await (await customer.get(CHECKOUT)).text();
  return {
    html,
    attempt: /name="attempt"[^>]*value="([A-Za-z0-9_-]+)"/.exec(html)![1]!,
    priced: /name="priced_address"[^>]*value="([^"]*)"/.exec(html)![1]!,
  };
}

const deliveryFee = (html: string) =>
  /data-summary-key="delivery_fee"[\s\S]*?<dd[^>]*>([^<]+)<\/dd>/.exec(html)?.[1]?.replace(/\s+/g, " ");
const orderCode = (location: string | null) => /\/order\/([A-Z0-9-]+)$/.exec(location ?? "")?.[1];

describe("checkout: what the customer typed and chose", () => {
  it("keeps every address detail typed at checkout and shows them on the order page, in both languages", async () => {
    const customer = await customerWithCart();
    await setLocation(customer, SALMIYA);
    const { attempt, priced } = await checkoutPage(customer);
    expect(priced).toMatch(/^location@29\.3339,48\.0758$/);
    const placed = await customer.post(CHECKOUT, {
      attempt,
      priced_address: priced,
      timing: "instant",
      address: "location",
      payment_method: "cash",
      intent: "place",
      kind: "apartment",
      building: "12",
      floor: "3",
      apartment_no: "7",
      field_4: "Block 10",
      field_3: "Salem Al Mubarak St",
      notes: "Ring twice",
    });
    expect(placed.status).toBe(303);
    const code = orderCode(placed.headers.get("location"));
    expect(code).toBeTruthy();
    const en = await (await customer.get(`/en-kw/order/${code}`)).text();
    const address = /data-testid="order-address"[^>]*>([\s\S]*?)<\/p>/.exec(en)![1]!;
    for (const text of [
      "Apartment",
      "Salmiya",
      "Block 10",
      "Salem Al Mubarak St",
      "Building 12",
      "Floor 3",
      "Apartment 7",
      "Directions: Ring twice",
    ])
      expect(address).toContain(text);
    const ar = await (await customer.get(`/ar-kw/order/${code}`)).text();
    const arAddress = /data-testid="order-address"[^>]*>([\s\S]*?)<\/p>/.exec(ar)![1]!;
    for (const text of ["شقة", "مبنى 12", "الطابق 3", "شقة 7", "إرشادات: Ring twice"])
      expect(arAddress).toContain(text);
  });

  it("shows every detail of an address in the address book, and never its coordinates", async () => {
    const customer = await customerWithCart();
    const created = await customer.post("/en-kw/account/addresses?new=1", {
      intent: "create",
      kind: "apartment",
      ...SALMIYA,
      field_2: "Salmiya North",
      field_4: "Block 10",
      field_3: "Salem St",
      building: "12",
      floor: "3",
      apartment_no: "7",
      notes: "Gate B",
    });
    expect(created.status).toBe(303);
    for (const [lang, texts] of [
      ["en", ["Salmiya North", "Block 10", "Building 12", "Floor 3", "Apartment 7", "Directions: Gate B"]],
      ["ar", ["مبنى 12", "الطابق 3", "شقة 7"]],
    ] as const) {
      const html = await (await customer.get(`/${lang}-kw/account/addresses`)).text();
      for (const text of texts) expect(html).toContain(text);
    }
    const form = await (await customer.get("/en-kw/account/addresses?new=1")).text();
    expect(form).not.toContain("Latitude");
    expect(form).not.toContain("Block / neighbourhood");
    expect(form.match(/>Block</g)).toHaveLength(1);
    expect(form).toMatch(/<input type="hidden" name="lat"/);

    // Editing it without JS: the place picked on the location page comes back into the form.
    const list = (await (
      await customer.get(`/en-kw/account/addresses?_data=${encodeURIComponent("routes/($locale).account.addresses")}`)
    ).json()) as { addresses: { id: number }[] };
    const id = list.addresses[0]!.id;
    const editing = await (await customer.get(`/en-kw/account/addresses?edit=${id}`)).text();
    expect(editing).toMatch(/name="lat" value="29\.3339"/);
    const pick = /href="(\/en-kw\/location\?redirectTo=[^"]+)"/.exec(editing)![1]!.replace(/&amp;/g, "&");
    const back = decodeURIComponent(new URL(pick, "http://x").searchParams.get("redirectTo")!);
    expect(back).toBe(`/en-kw/account/addresses?edit=${id}&picked=1`);
    expect((await customer.post("/en-kw/location", { ...FARWANIYA, redirectTo: back })).headers.get("location")).toBe(
      back,
    );
    const picked = await (await customer.get(back)).text();
    expect(picked).toMatch(/name="lat" value="29\.2775"/);
    expect(picked).toContain("Farwaniya, Farwaniya Governorate");
    expect(picked).toMatch(/id="address-floor"[^>]*value="3"/);
  });

  it("re-renders a refused checkout with what was typed and chosen, at /checkout", async () => {
    const customer = await customerWithCart();
    await setLocation(customer, SALMIYA);
    const { attempt, priced, html: page } = await checkoutPage(customer);
    // No "?index" in the form's action or in links built from the URL.
    expect(page).not.toMatch(/[?&]index\b/);
    const refused = await customer.post(CHECKOUT, {
      attempt,
      priced_address: priced,
      timing: "instant",
      address: "location",
      payment_method: "knet",
      intent: "place",
      kind: "apartment",
      building: "12",
      apartment_no: "7",
      field_4: "Block 10",
      notes: "Ring twice",
    });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toMatch(/id="floor"[^>]*aria-invalid="true"/);
    expect(html).toMatch(/id="building"[^>]*value="12"/);
    expect(html).toMatch(/id="apartment_no"[^>]*value="7"/);
    expect(html).toMatch(/id="field_4"[^>]*value="Block 10"/);
    expect(html).toContain("Ring twice</textarea>");
    expect(html).toMatch(/<input[^>]*name="kind"[^>]*checked=""[^>]*value="apartment"/);
    expect(html).toMatch(/value="knet"[^>]*checked|checked[^>]*value="knet"/);
    expect(html).not.toMatch(/value="cash"[^>]*checked|checked[^>]*value="cash"/);
    expect(html).not.toMatch(/[?&]index\b/);
  });
});

describe("checkout: every render keeps every choice", () => {
  it("keeps a house's block, street and house number and shows them on the order page; a house asks for no building", async () => {
    const customer = await customerWithCart();
    await setLocation(customer, SALMIYA);
    const { attempt, priced } = await checkoutPage(customer);
    const refused = await customer.post(CHECKOUT, {
      attempt,
      priced_address: priced,
      timing: "instant",
      address: "location",
      payment_method: "cash",
      intent: "place",
      kind: "house",
      field_4: "10",
      building: "9",
    });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toMatch(/id="field_3"[^>]*aria-invalid="true"/);
    expect(html).toMatch(/id="field_5"[^>]*aria-invalid="true"/);
    expect(html).not.toMatch(/id="building"[^>]*aria-invalid="true"/);
    const placed = await customer.post(CHECKOUT, {
      attempt,
      priced_address: priced,
      timing: "instant",
      address: "location",
      payment_method: "cash",
      intent: "place",
      kind: "house",
      field_4: "10",
      field_3: "Salem Al Mubarak St",
      field_5: "12",
      building: "9",
    });
    expect(placed.status).toBe(303);
    const code = orderCode(placed.headers.get("location"));
    const order = (await (
      await customer.get(`/en-kw/order/${code}?_data=${encodeURIComponent("routes/($locale).order.$code")}`)
    ).json()) as { order: { address: Record<string, unknown> } };
    expect(order.order.address).toMatchObject({
      kind: "house",
      field_4: "10",
      field_3: "Salem Al Mubarak St",
      field_5: "12",
      building: null,
    });
    const en = await (await customer.get(`/en-kw/order/${code}`)).text();
    const address = /data-testid="order-address"[^>]*>([\s\S]*?)<\/p>/.exec(en)![1]!;
    for (const text of ["Block 10", "Salem Al Mubarak St", "12"]) expect(address).toContain(text);
  });

  it('"Update the total" without JS keeps the later timing, its slot, the payment and the details, and prices the later time', async () => {
    const customer = await customerWithCart();
    await setLocation(customer, SALMIYA);
    const first = await checkoutPage(customer);
    const day = /id="schedule_day"[\s\S]*?<option[^>]*value="([^"]+)"/.exec(first.html)![1]!;
    const slot = /id="schedule_time"[\s\S]*?<option[^>]*value="([^"]+)"/.exec(first.html)![1]!;
    const repriced = await customer.post(CHECKOUT, {
      attempt: first.attempt,
      priced_address: first.priced,
      address: "location",
      timing: "scheduled",
      schedule_day: day,
      schedule_time: slot,
      payment_method: "knet",
      intent: "price",
      kind: "office",
      field_3: "Salem St",
      building: "4",
      notes: "Reception",
    });
    expect(repriced.status).toBe(200);
    const html = await repriced.text();
    expect(html).toMatch(/value="scheduled"[^>]*checked|checked[^>]*value="scheduled"/);
    expect(html).toMatch(new RegExp(`<option value="${day}"[^>]*selected`));
    expect(html).toMatch(new RegExp(`<option value="${slot}"[^>]*selected`));
    expect(html).toMatch(/value="knet"[^>]*checked|checked[^>]*value="knet"/);
    expect(html).toMatch(/<input[^>]*name="kind"[^>]*checked=""[^>]*value="office"/);
    expect(html).toMatch(/id="building"[^>]*value="4"/);
    expect(html).toContain("Reception</textarea>");
    // The page after (the cart's promo form sends the customer back to it) is the same, and the
    // scheduled-only promo applies to it.
    expect(
      (await customer.post("/en-kw/cart", { intent: "promo", code: "LATER20", redirectTo: CHECKOUT })).status,
    ).toBe(303);
    const again = await (await customer.get(CHECKOUT)).text();
    expect(again).toMatch(/value="scheduled"[^>]*checked|checked[^>]*value="scheduled"/);
    expect(again).toMatch(/value="knet"[^>]*checked|checked[^>]*value="knet"/);
    expect(again).toContain('data-testid="promo-applied"');
    expect(again).toContain('data-summary-key="promotion_discount"');
  });
});

describe("checkout: priced where it is placed", () => {
  it("prices the chosen address, reprices another choice before placing, and places where it priced", async () => {
    const customer = await customerWithCart();
    // The delivery location is Farwaniya (13 km from the store); the address book has Salmiya (next door).
    await setLocation(customer, FARWANIYA);
    expect(
      (
        await customer.post("/en-kw/account/addresses?new=1", {
          intent: "create",
          kind: "house",
          ...SALMIYA,
          field_4: "10",
          field_3: "Salem St",
          field_5: "7",
        })
      ).status,
    ).toBe(303);
    const cart = await (await customer.get("/en-kw/cart")).text();
    const farFee = deliveryFee(cart);
    const first = await checkoutPage(customer);
    expect(first.priced).toMatch(/^\d+@29\.3339,48\.0758$/); // the book's address is chosen first…
    const nearFee = deliveryFee(first.html);
    expect(nearFee).not.toBe(farFee); // …and priced there, not at the delivery location
    expect(nearFee).toBe("KWD 0.500");

    // Choosing the delivery location and placing at once: repriced first, not placed.
    const switched = await customer.post(CHECKOUT, {
      attempt: first.attempt,
      priced_address: first.priced,
      timing: "instant",
      address: "location",
      payment_method: "cash",
      intent: "place",
      building: "3",
    });
    expect(switched.status).toBe(409);
    const repriced = await switched.text();
    expect(repriced).toContain("The total has been updated for the address you chose");
    expect(deliveryFee(repriced)).toBe(farFee);
    expect(repriced).toMatch(/name="priced_address" value="location@29\.2775,47\.9586"/);
    expect(repriced).toMatch(/id="building"[^>]*value="3"/);

    const second = await checkoutPage(customer);
    const placed = await customer.post(CHECKOUT, {
      attempt: second.attempt,
      priced_address: second.priced,
      timing: "instant",
      address: "location",
      payment_method: "cash",
      intent: "place",
      field_4: "10",
      field_3: "Salem St",
      field_5: "3",
    });
    expect(placed.status).toBe(303);
    const code = orderCode(placed.headers.get("location"))!;
    const order = (await (
      await customer.get(`/en-kw/order/${code}?_data=${encodeURIComponent("routes/($locale).order.$code")}`)
    ).json()) as {
      order: { address: { lat: number; lng: number }; summary: { key: string; value: number }[] };
    };
    expect([order.order.address.lat, order.order.address.lng]).toEqual([Number(FARWANIYA.lat), Number(FARWANIYA.lng)]);
    expect(`KWD ${(order.order.summary.find((l) => l.key === "delivery_fee")!.value / 1000).toFixed(3)}`).toBe(farFee);
  });

  it('"Update the total" reprices another address without JS and places nothing', async () => {
    const customer = await customerWithCart();
    await setLocation(customer, FARWANIYA);
    expect(
      (
        await customer.post("/en-kw/account/addresses?new=1", {
          intent: "create",
          kind: "house",
          ...SALMIYA,
          field_4: "10",
          field_3: "Salem St",
          field_5: "7",
        })
      ).status,
    ).toBe(303);
    const first = await checkoutPage(customer);
    const priced = await customer.post(CHECKOUT, {
      attempt: first.attempt,
      priced_address: first.priced,
      timing: "instant",
      address: "location",
      payment_method: "cash",
      intent: "price",
    });
    expect(priced.status).toBe(200);
    const html = await priced.text();
    expect(deliveryFee(html)).toBe(deliveryFee(await (await customer.get("/en-kw/cart")).text()));
    expect(deliveryFee(html)).not.toBe("KWD 0.500");
    expect(html).toMatch(/name="priced_address" value="location@29\.2775,47\.9586"/);
    expect(
      (await (await customer.get("/en-kw/account/orders")).text()).match(/data-testid="order-row"/g) ?? [],
    ).toHaveLength(0);
  });
});

describe("times", () => {
  it("shows an order's times in the store's time zone, whatever the server's", async () => {
    const customer = await customerWithCart();
    await setLocation(customer, SALMIYA);
    const { attempt, priced } = await checkoutPage(customer);
    const placed = await customer.post(CHECKOUT, {
      attempt,
      priced_address: priced,
      timing: "instant",
      address: "location",
      payment_method: "cash",
      intent: "place",
      field_4: "10",
      field_3: "Salem St",
      field_5: "1",
    });
    const code = orderCode(placed.headers.get("location"))!;
    const data = (await (
      await customer.get(`/en-kw/order/${code}?_data=${encodeURIComponent("routes/($locale).order.$code")}`)
    ).json()) as {
      order: { created_at: string };
      times: { placed: string };
    };
    const expected = formatTime({ lang: "en", country: "kw" }, "Asia/Kuwait", data.order.created_at);
    expect(data.times.placed).toBe(expected);
    const kuwaitHour = new Intl.DateTimeFormat("en-GB", {
      hour: "2-digit",
      hourCycle: "h23",
      timeZone: "Asia/Kuwait",
    }).format(new Date(data.order.created_at));
    expect(expected).toContain(`${Number(kuwaitHour) % 12 || 12}:`);
    const html = await (await customer.get(`/en-kw/order/${code}`)).text();
    expect(html.replace(/\u202f|&#x202f;|&nbsp;/gi, " ")).toContain(expected.replace(/\u202f/g, " "));
    const history = await (await customer.get("/en-kw/account/orders")).text();
    expect(history.replace(/\u202f/g, " ")).toContain(expected.replace(/\u202f/g, " "));
  });
});

describe("one language per page", () => {
  const ARABIC_INDIC = /[\u0660-\u0669\u06f0-\u06f9]/;
  /** The text a customer reads: the body without scripts, styles and tags. */
  const visibleText = (html: string) =>
    html
      .slice(html.indexOf("<body"))
      .replace(/<script[\s\S]*?<\/script>/g, "")
      .replace(/<[^>]+>/g, " ");

  it("names what the cart holds in the page's language, whichever language it was added in", async () => {
    const customer = await customerWithCart(); // Loaded Fries, added on an English page
    // A product with options, added in English too.
    const store = (await (await fetch(`${stack.sandbox.url}/v5/web/customer/stores/${STORE}`)).json()) as {
      menus: { categories: { products: { id: number; name: string }[] }[] }[];
    };
    const classic = store.menus[0]!.categories.flatMap((c) => c.products).find((p) => p.name === "Classic Burger")!.id;
    const product = await (await customer.get(`/en-kw/store/${STORE}/product/${classic}?menu=1`)).text();
    const bun = /name="g\.(\d+)"[^>]*value="(\d+)"/.exec(product)!;
    expect(
      (
        await customer.post(`/en-kw/store/${STORE}/product/${classic}?menu=1`, {
          intent: "add",
          quantity: "1",
          [`g.${bun[1]}`]: bun[2]!,
        })
      ).status,
    ).toBe(303);
    await customer.get("/en-kw/cart"); // shows (and so ends) the English "added" toasts
    expect((await customer.post("/language", { lang: "ar", redirectTo: "/en-kw/cart" })).status).toBe(303);
    const ar = visibleText(await (await customer.get("/ar-kw/cart")).text());
    for (const arabic of ["بطاطس محملة", "برجر كلاسيك", "خبز بريوش", "برجر باي"]) expect(ar).toContain(arabic);
    for (const english of ["Loaded Fries", "Classic Burger", "Brioche bun", "Burger Bay"])
      expect(ar).not.toContain(english);
    // …and the other way round.
    expect((await customer.post("/language", { lang: "en", redirectTo: "/ar-kw/cart" })).status).toBe(303);
    const en = visibleText(await (await customer.get("/en-kw/cart")).text());
    expect(en).toContain("Loaded Fries");
    expect(en).not.toContain("بطاطس محملة");
  });

  it("names the cart's store in the page's language when an add from another store waits for confirmation", async () => {
    const customer = await customerWithCart(); // Burger Bay Salmiya, added on an English page
    const other = "shawarma-house-city";
    const store = (await (await fetch(`${stack.sandbox.url}/v5/web/customer/stores/${other}`)).json()) as {
      menus: {
        info: { id: number };
        categories: { products: { id: number; option_groups: unknown[]; variants: unknown[] }[] }[];
      }[];
    };
    const menu = store.menus[0]!;
    const plain = menu.categories
      .flatMap((c) => c.products)
      .find((p) => p.option_groups.length === 0 && p.variants.length === 0)!;
    const add = await customer.post(`/en-kw/store/${other}/product/${plain.id}?menu=${menu.info.id}`, {
      intent: "add",
      quantity: "1",
    });
    expect(add.status).toBe(303);
    await customer.get(add.headers.get("location")!); // the English confirmation, seen
    expect((await customer.post("/language", { lang: "ar", redirectTo: "/en-kw/cart" })).status).toBe(303);
    // The cart page asks too (where "Order again" lands): in Arabic, with the Arabic store name.
    const ar = visibleText(await (await customer.get("/ar-kw/cart?confirm=1")).text());
    expect(ar).toContain("برجر باي");
    expect(ar).not.toContain("Burger Bay");
  });

  it("shows Arabic pages with one digit system: prices, quantities, counts, hints and the platform's names", async () => {
    const customer = await customerWithCart();
    expect((await customer.post("/language", { lang: "ar", redirectTo: "/ar-kw" })).status).toBe(303);
    const pages = [
      `/ar-kw/store/${STORE}`,
      "/ar-kw/cart",
      `/ar-kw/store/${STORE}/product/8?menu=1`,
      "/ar-kw/brand/burger-bay",
      "/ar-kw/store/burger-bay-mega",
    ];
    for (const page of pages) {
      const response = await customer.get(page);
      expect(response.status, page).toBe(200);
      const text = visibleText(await response.text());
      expect(
        text.match(ARABIC_INDIC),
        `${page}: ${text.slice(Math.max(0, text.search(ARABIC_INDIC) - 80), text.search(ARABIC_INDIC) + 40)}`,
      ).toBeNull();
      expect(text, page).toMatch(/[0-9]/);
    }
  });

  it("shows the Arabic brand banner with the Arabic name", async () => {
    const html = await (await fetch(`${stack.base}/ar-kw/brand/burger-bay`)).text();
    const images = [...html.matchAll(/<img[^>]*src="([^"]+\/static\/brands\/burger-bay\/[^"?]+)[^"]*"/g)].map(
      (m) => m[1]!,
    );
    expect(images.length).toBeGreaterThan(0);
    const bytes = async (url: string) =>
      Buffer.from(await (await fetch(url, { headers: { Accept: "image/webp" } })).arrayBuffer());
    for (const image of images) {
      expect(image).toMatch(/\/(banner|cover)\.ar$/);
      // The Arabic picture is drawn with the Arabic name: not the English one's pixels.
      expect((await bytes(image)).equals(await bytes(image.replace(/\.ar$/, "")))).toBe(false);
    }
  });
});

describe("errors in the page's language", () => {
  it("says an upstream error without a message in the page's language: error pages, forms and actions", async () => {
    const proxy = await startChaosProxy(stack.sandbox.url);
    const behind = await stack.another({
      API_BASE_URL: proxy.url,
      SESSION_DIR: path.join(stack.dir, "sessions-chaos"),
      CATALOGUE_CACHE_SECONDS: "0",
      TZ: "",
    });
    try {
      const customer = new Browserless(behind.url.replace("localhost", "127.0.0.1"));
      await signInThroughForms(customer, stack.sandbox.url, "64009999");
      proxy.set({ kind: "status", status: 409, body: {} });
      const english = "Sorry, something went wrong!";
      const arabicConflict = "تغيّر ذلك في هذه الأثناء";

      const home = await customer.get("/ar-kw");
      expect(home.status).toBe(409);
      const homeHtml = await home.text();
      expect(homeHtml).toContain(arabicConflict);
      expect(homeHtml).not.toContain(english);

      const profile = await customer.post("/ar-kw/account/edit-profile", { name: "Layla", email: "" });
      expect(profile.status).toBe(409);
      const profileHtml = await profile.text();
      expect(profileHtml).toContain(arabicConflict);
      expect(profileHtml).not.toContain(english);

      const card = await customer.post("/ar-kw/account/saved-cards", { intent: "delete", id: "1" });
      expect(card.status).toBe(409);
      expect(await card.text()).toContain(arabicConflict);

      proxy.set({ kind: "status", status: 400, body: {} });
      const order = await customer.post("/ar-kw/order/AB-1234", { intent: "abandon" });
      expect(order.status).toBe(400);
      expect(await order.text()).toContain("تعذّر فهم هذا الطلب");
    } finally {
      await behind.stop();
      await proxy.close();
    }
  });
});

/** A GET with a Host header (fetch cannot set one): a vendor host. */
function getWithHost(base: string, path: string, host: string, cookie: string): Promise<number> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, path, headers: { Host: host, Cookie: cookie } },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on("error", reject);
    req.end();
  });
}

describe("calls as the spec states them", () => {
  it("asks each country's configuration once (cached), sends the access token with every call when signed in, and JSON with every POST", async () => {
    const recorder = await startRecordingProxy(stack.sandbox.url);
    const behind = await stack.another({
      API_BASE_URL: recorder.url,
      SESSION_DIR: path.join(stack.dir, "sessions-recorded"),
      TZ: "",
    });
    try {
      const base = behind.url.replace("localhost", "127.0.0.1");
      const customer = new Browserless(base);
      await signInThroughForms(customer, stack.sandbox.url, "64008888");
      const port = new URL(base).port;
      recorder.calls.length = 0;
      // Catalogue reads, maps key, a vendor host, the cart (configuration), checkout.
      expect((await customer.get("/en-sa")).status).toBe(200);
      expect((await customer.get("/en-kw/brand/burger-bay")).status).toBe(200);
      expect((await customer.get(PRODUCT)).status).toBe(200);
      expect((await customer.post(PRODUCT, { intent: "add", quantity: "2" })).status).toBe(303);
      expect((await customer.get("/en-kw/cart")).status).toBe(200);
      expect((await customer.get("/en-kw/cart")).status).toBe(200);
      expect((await customer.get("/resources/maps-key")).status).toBe(200);
      expect(
        await getWithHost(base, "/en-kw/brand/burger-bay", `burger-bay.localhost:${port}`, customer.cookieHeader()),
      ).toBe(200);
      await setLocation(customer, SALMIYA);
      const { attempt, priced } = await checkoutPage(customer);
      const placed = await customer.post(CHECKOUT, {
        attempt,
        priced_address: priced,
        timing: "instant",
        address: "location",
        payment_method: "cash",
        intent: "place",
        field_4: "10",
        field_3: "Salem St",
        field_5: "1",
      });
      const code = orderCode(placed.headers.get("location"))!;
      expect((await customer.post(`/en-kw/order/${code}`, { intent: "abandon" })).status).toBe(303);
      expect((await customer.post("/logout", {})).status).toBe(303);

      const calls = recorder.calls;
      const made = (method: string, pattern: RegExp) =>
        calls.filter((c) => c.method === method && pattern.test(c.path.split("?")[0]!));
      for (const [method, pattern] of [
        ["GET", /^\/v5\/web\/customer\/brands$/],
        ["GET", /^\/v5\/web\/customer\/brands\/burger-bay$/],
        ["GET", /^\/v5\/web\/customer\/stores\/burger-bay-salmiya$/],
        ["GET", /^\/v5\/web\/customer\/configurations\/firebase\/maps-key$/],
        ["POST", /^\/v5\/web\/customer\/configurations\/validate-domain$/],
        ["POST", /^\/v5\/web\/customer\/configurations$/],
        ["POST", /^\/v5\/web\/customer\/orders\/[A-Z0-9-]+\/abandon$/],
        ["POST", /^\/v5\/web\/auth\/logout$/],
      ] as const) {
        const matching = made(method, pattern);
        expect(matching.length, `${method} ${pattern}`).toBeGreaterThan(0);
        for (const call of matching) expect(call.bearer, `${method} ${call.path} without the access token`).toBe(true);
      }
      // Each country's configuration asked once, cached like the catalogue: Saudi Arabia's for its
      // directory's fees (the currency), Kuwait's for the rest.
      const configurations = made("POST", /^\/v5\/web\/customer\/configurations$/);
      expect(configurations.map((c) => JSON.parse(c.body))).toEqual([
        { country_iso_code: "SA" },
        { country_iso_code: "KW" },
      ]);
      // Every POST is JSON, the body-less ones `{}`.
      for (const call of calls.filter((c) => c.method === "POST")) {
        expect(call.contentType, call.path).toBe("application/json");
        expect(() => JSON.parse(call.body), call.path).not.toThrow();
      }
      expect(made("POST", /\/abandon$/)[0]!.body).toBe("{}");
      expect(made("POST", /\/logout$/)[0]!.body).toBe("{}");
    } finally {
      await behind.stop();
      await recorder.close();
    }
  });
});

describe("card orders left behind", () => {
  it("reminds of an order awaiting payment with a link, keeps the cart when that order is cancelled, and sends a signed-out order link to sign-in and back", async () => {
    const customer = await customerWithCart();
    await setLocation(customer, SALMIYA);
    const { attempt, priced } = await checkoutPage(customer);
    const placed = await customer.post(CHECKOUT, {
      attempt,
      priced_address: priced,
      timing: "instant",
      address: "location",
      payment_method: "credit_card",
      saved_card_id: "new",
      intent: "place",
      field_4: "10",
      field_3: "Salem St",
      field_5: "1",
    });
    expect(placed.status).toBe(303);
    const payUrl = new URL(placed.headers.get("location")!);
    const code = /<dt>Order<\/dt><dd>([A-Z0-9-]+)<\/dd>/.exec(await (await fetch(payUrl)).text())![1]!;
    // Back on the checkout page (the payment page left unanswered): a notice with a link to the order.
    const page = await (await customer.get(CHECKOUT)).text();
    expect(page).toContain('data-testid="pending-payment"');
    expect(page).toContain(`href="/en-kw/order/${code}"`);
    // Cancelled from the order page meanwhile: the payment page's return does not empty the cart.
    expect((await customer.post(`/en-kw/order/${code}`, { intent: "abandon" })).status).toBe(303);
    const back = await customer.get(`/en-kw/store/${STORE}/checkout/processing?order=${code}&payment=approved`);
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe(`/en-kw/order/${code}`);
    expect((await (await customer.get("/en-kw/cart")).text()).match(/data-testid="cart-line"/g)).toHaveLength(1);
    // The same link, signed out: sign in first and come back, never a 404.
    const visitor = new Browserless(stack.base);
    const link = await visitor.get(`/en-kw/order/${code}`);
    expect(link.status).toBe(302);
    expect(link.headers.get("location")).toBe(
      `/en-kw/sign-in?redirectTo=${encodeURIComponent(`/en-kw/order/${code}`)}`,
    );
  });
});
