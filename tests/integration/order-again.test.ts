// "Order again" from the menu (decision 117), without JS: the row of a customer's last placed orders
// at the brand on its store and brand pages (nothing for a visitor); one post fills an empty cart and
// opens the checkout with the order's address and payment chosen; a cart with something in it asks
// (replace, or add for the same store); what changed since the order is said on the checkout.
import { describe, expect, it } from "vitest";
import { addSalmiyaHouse } from "../support/orders";
import { testStack } from "../support/stack";
import { Browserless } from "../support/http-client";
import { signInThroughForms } from "../support/sign-in";

const STORE = "burger-bay-salmiya";
const FRIES = `/en-kw/store/${STORE}/product/8?menu=1`; // Loaded Fries 1.450: no required choices
const RINGS = `/en-kw/store/${STORE}/product/7?menu=1`; // Onion Rings 0.850
const CHECKOUT = `/en-kw/store/${STORE}/checkout`;

const stack = testStack({ sandbox: { SANDBOX_OTP_RESEND_SECONDS: "0" }, storefront: { CATALOGUE_CACHE_SECONDS: "0" } });

const WORK = {
  intent: "create",
  kind: "house",
  lat: "29.3375",
  lng: "48.0655",
  field_4: "2",
  field_3: "Gulf Rd",
  field_5: "9",
  field_1: "Salmiya",
};

const addressIds = (html: string) => [...html.matchAll(/name="address"[^>]*value="(\d+)"/g)].map((m) => m[1]!);
const checkedValue = (html: string, name: string) =>
  [...html.matchAll(/<input[^>]*>/g)]
    .map((m) => m[0])
    .find((tag) => tag.includes(`name="${name}"`) && tag.includes(' checked=""'))
    ?.match(/value="([^"]+)"/)?.[1];
const cartLines = async (customer: Browserless) =>
  (await (await customer.get("/en-kw/cart")).text()).match(/data-testid="cart-line"/g)?.length ?? 0;

/**
 * A customer with two addresses (home, then work) and demo saved cards, whose one order went to
 * home, paid with the second saved card: answers its code, the home address id and that card's id.
 */
async function customerWithOrder(phone: string) {
  const customer = new Browserless(stack.base);
  await signInThroughForms(customer, stack.sandbox.url, phone);
  expect(
    (await fetch(`${stack.sandbox.url}/sandbox/saved-cards?phone_code=%2B965&phone=${phone}`, { method: "POST" })).ok,
  ).toBe(true);
  expect((await addSalmiyaHouse(customer)).status).toBe(303);
  expect((await customer.post(FRIES, { intent: "add", quantity: "2" })).status).toBe(303);
  const html = await (await customer.get(CHECKOUT)).text();
  const [home] = addressIds(html);
  const cards = [...html.matchAll(/name="saved_card_id"[^>]*value="(\d+)"/g)].map((m) => m[1]!);
  expect(cards.length).toBeGreaterThan(1);
  const attempt = /name="attempt"[^>]*value="([A-Za-z0-9_-]+)"/.exec(html)![1]!;
  const placed = await customer.post(CHECKOUT, {
    attempt,
    address: home!,
    timing: "instant",
    payment_method: "credit_card",
    saved_card_id: cards[1]!,
  });
  expect(placed.status).toBe(303);
  const pay = new URL(placed.headers.get("location")!);
  expect(pay.pathname).toMatch(/^\/sandbox\/pay\//);
  const code = /<dt>Order<\/dt><dd>([A-Z0-9-]+)<\/dd>/.exec(await (await fetch(pay)).text())![1]!;
  const approved = await fetch(pay, {
    method: "POST",
    body: new URLSearchParams({ decision: "approve" }),
    redirect: "manual",
  });
  const back = new URL(approved.headers.get("location")!);
  expect((await customer.get(back.pathname + back.search)).headers.get("location")).toBe(`/en-kw/order/${code}`);
  expect(await cartLines(customer)).toBe(0);
  // A newer address, chosen at this store's checkout since: the checkout's own choice is not home's.
  expect((await customer.post("/en-kw/account/addresses?new=1", WORK)).status).toBe(303);
  return { customer, code, home: home!, card: cards[1]! };
}

describe("order again from the menu", () => {
  it("shows a customer's last placed orders at the brand on its store and brand pages, never a visitor", async () => {
    const { customer, code } = await customerWithOrder("64000001");
    const store = await (await customer.get(`/en-kw/store/${STORE}`)).text();
    const row = store.slice(store.indexOf('data-testid="order-again"'));
    expect(store).toContain('data-testid="order-again"');
    expect(row.match(/data-testid="again-card"/g)).toHaveLength(1);
    expect(row).toContain("Burger Bay Salmiya");
    expect(row).toContain("Loaded Fries");
    expect(row).toContain("2×");
    expect(row).toContain(`action="/en-kw/order/${code}"`);
    expect(row).toMatch(/data-testid="again-total">[^<]*3\.400/);
    // Above the menu: before the menu tabs.
    expect(store.indexOf('data-testid="order-again"')).toBeLessThan(store.indexOf('data-testid="menu-tab"'));
    const brand = await (await customer.get("/ar-kw/brand/burger-bay")).text();
    expect(brand).toContain('data-testid="order-again"');
    expect(brand).toContain("اطلب مرة أخرى");
    // Another brand's pages have no row: the orders are Burger Bay's.
    expect(await (await customer.get("/en-kw/store/shawarma-house-city")).text()).not.toContain(
      'data-testid="order-again"',
    );
    // A visitor: no row, no data of it.
    const visitor = new Browserless(stack.base);
    const shown = await (await visitor.get(`/en-kw/store/${STORE}`)).text();
    expect(shown).not.toContain("order-again");
    expect(shown).not.toContain("orderAgain");
  });

  it("puts the order into an empty cart and opens the checkout with its address and payment chosen, then places it", async () => {
    const { customer, code, home, card } = await customerWithOrder("64000002");
    // The checkout's own choice before: the work address (chosen there), and cash, the store's first method.
    expect((await customer.post(FRIES, { intent: "add", quantity: "2" })).status).toBe(303);
    const page = await (await customer.get(CHECKOUT)).text();
    const work = addressIds(page).find((id) => id !== home)!;
    const attemptOf = (html: string) => /name="attempt"[^>]*value="([A-Za-z0-9_-]+)"/.exec(html)![1]!;
    expect((await customer.post(CHECKOUT, { attempt: attemptOf(page), intent: "price", address: work })).status).toBe(
      200,
    );
    const before = await (await customer.get(CHECKOUT)).text();
    expect(checkedValue(before, "address")).toBe(work);
    expect(checkedValue(before, "payment_method")).toBe("cash");
    expect((await customer.post("/en-kw/cart", { intent: "clear" })).status).toBe(303);
    const again = await customer.post(`/en-kw/order/${code}`, { intent: "again" });
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toBe(CHECKOUT);
    const html = await (await customer.get(CHECKOUT)).text();
    expect(checkedValue(html, "address")).toBe(home);
    expect(checkedValue(html, "payment_method")).toBe("credit_card");
    expect(checkedValue(html, "saved_card_id")).toBe(card);
    expect(html.match(/data-testid="cart-line"/g)).toHaveLength(1);
    expect(html).toContain("Loaded Fries");
    expect(html).not.toContain('data-testid="again-changes"'); // nothing changed
    // Placed as chosen (cash this time, so no payment page): the order page, an empty cart.
    const placed = await customer.post(CHECKOUT, {
      attempt: attemptOf(html),
      address: home,
      priced_address: /name="priced_address"[^>]*value="([^"]+)"/.exec(html)![1]!,
      timing: "instant",
      payment_method: "cash",
    });
    expect(placed.headers.get("location")).toMatch(/^\/en-kw\/order\/[A-Z0-9-]+$/);
    expect(await cartLines(customer)).toBe(0);
    // Someone else's order (or a code that is none) is not found: nothing changes.
    expect((await customer.post("/en-kw/order/NOPE-0000", { intent: "again" })).status).toBe(404);
  });

  it("asks before touching a cart with something in it: replace it, or add to it (same store only)", async () => {
    const { customer, code } = await customerWithOrder("64000003");
    expect((await customer.post(RINGS, { intent: "add", quantity: "1" })).status).toBe(303);
    const asked = await customer.post(`/en-kw/order/${code}`, { intent: "again" });
    expect(asked.headers.get("location")).toBe(`/en-kw/cart?again=${code}`);
    const question = await (await customer.get(`/en-kw/cart?again=${code}`)).text();
    expect(question).toContain("Replace your cart or add to it?");
    expect(question).toContain('data-testid="again-replace"');
    expect(question).toContain('data-testid="again-add"');
    expect(await cartLines(customer)).toBe(1); // asking changed nothing
    const added = await customer.post(`/en-kw/order/${code}`, { intent: "again", cart: "add" });
    expect(added.headers.get("location")).toBe(CHECKOUT);
    const both = await (await customer.get("/en-kw/cart")).text();
    expect(both.match(/data-testid="cart-line"/g)).toHaveLength(2);
    expect(both).toContain("Onion Rings");
    const replaced = await customer.post(`/en-kw/order/${code}`, { intent: "again", cart: "replace" });
    expect(replaced.headers.get("location")).toBe(CHECKOUT);
    const only = await (await customer.get("/en-kw/cart")).text();
    expect(only.match(/data-testid="cart-line"/g)).toHaveLength(1);
    expect(only).not.toContain("Onion Rings");
    // Another store's cart: only replacing is offered, and "add" asks again.
    expect((await customer.post("/en-kw/cart", { intent: "clear" })).status).toBe(303);
    const shawarma = (await (
      await fetch(`${stack.sandbox.url}/v5/web/customer/stores/shawarma-house-city`)
    ).json()) as {
      menus: {
        info: { id: number };
        categories: { products: { id: number; option_groups: unknown[]; variants: unknown[] }[] }[];
      }[];
    };
    const simple = shawarma.menus[0]!.categories.flatMap((c) => c.products).find(
      (p) => p.option_groups.length === 0 && p.variants.length === 0,
    )!;
    const other = `/en-kw/store/shawarma-house-city/product/${simple.id}?menu=${shawarma.menus[0]!.info.id}`;
    expect((await customer.post(other, { intent: "add", quantity: "1" })).status).toBe(303);
    const otherQuestion = await (await customer.get(`/en-kw/cart?again=${code}`)).text();
    expect(otherQuestion).toContain("Replace your cart?");
    expect(otherQuestion).not.toContain('data-testid="again-add"');
    expect(
      (await customer.post(`/en-kw/order/${code}`, { intent: "again", cart: "add" })).headers.get("location"),
    ).toBe(`/en-kw/cart?again=${code}`);
    expect(
      (await customer.post(`/en-kw/order/${code}`, { intent: "again", cart: "replace" })).headers.get("location"),
    ).toBe(CHECKOUT);
  });

  it("checks today's prices and availability and says what changed on the checkout", async () => {
    const { customer, code } = await customerWithOrder("64000004");
    // The order had Loaded Fries at 1.450; today 1.600. Onion Rings gone is shown by its name.
    const priced = await fetch(`${stack.sandbox.url}/sandbox/product-price?id=8`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ price: 1600 }),
    });
    expect(priced.ok).toBe(true);
    expect((await customer.post(`/en-kw/order/${code}`, { intent: "again" })).headers.get("location")).toBe(CHECKOUT);
    const html = await (await customer.get(CHECKOUT)).text();
    const changes = html.slice(html.indexOf('data-testid="again-changes"'));
    expect(changes).toMatch(/Loaded Fries costs [^<]*1\.600[^<]* now \(was [^<]*1\.450[^<]*\)/);
    // Said once.
    expect(await (await customer.get(CHECKOUT)).text()).not.toContain('data-testid="again-changes"');
    // Gone: nothing of the order can be ordered; the cart stays as it is and the store says why.
    expect((await customer.post("/en-kw/cart", { intent: "clear" })).status).toBe(303);
    await fetch(`${stack.sandbox.url}/sandbox/product-price?id=8`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ availability: "unavailable" }),
    });
    const gone = await customer.post(`/en-kw/order/${code}`, { intent: "again" });
    expect(gone.headers.get("location")).toBe(`/en-kw/store/${STORE}`);
    expect(await (await customer.get(`/en-kw/store/${STORE}`)).text()).toContain(
      "Loaded Fries are no longer available",
    );
    expect(await cartLines(customer)).toBe(0);
  });
});
