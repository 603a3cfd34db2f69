// A vendor's storefront is its own: on shawarma-house's host, a Burger Bay order of the same customer
// is not found (page, cancel, reorder, payment return), is not in the history, and Burger Bay's
// checkout and products are not there; the directory host, which has no vendor, shows every order.
import { beforeAll, describe, expect, it } from "vitest";
import { testStack } from "../support/stack";
import { Browserless } from "../support/http-client";
import { signInThroughForms } from "../support/sign-in";
import { placeCashOrder, SIMPLE_PRODUCT } from "../support/orders";

const STORE = SIMPLE_PRODUCT.store;
const PRODUCT = SIMPLE_PRODUCT.path;
const PHONE = "63100001";
let code: string;

/** A customer of `label`'s storefront (null: the directory host), signed in as PHONE. */
async function customerOf(label: string | null): Promise<Browserless> {
  const host = `${label ? `${label}.` : ""}localhost:${new URL(stack.base).port}`;
  const customer = new Browserless(stack.base, host);
  await signInThroughForms(customer, stack.sandbox.url, PHONE);
  return customer;
}

const orderRows = async (customer: Browserless) =>
  [
    ...(await (await customer.get("/en-kw/account/orders")).text()).matchAll(
      /data-testid="order-row"[\s\S]*?\/order\/([A-Z0-9-]+)/g,
    ),
  ].map((m) => m[1]);

const stack = testStack({ sandbox: { SANDBOX_OTP_RESEND_SECONDS: "0" }, timeout: 180_000 });

beforeAll(async () => {
  // A Burger Bay order, placed on Burger Bay's storefront.
  const burgerBay = await customerOf("burger-bay");
  code = await placeCashOrder(burgerBay);
  expect(await orderRows(burgerBay)).toContain(code);
}, 180_000);

describe("on another vendor's storefront", () => {
  it("the order is not found: its page, its cancellation, its reorder and its payment return", async () => {
    const shawarma = await customerOf("shawarma-house");
    expect((await shawarma.get(`/en-kw/order/${code}`)).status).toBe(404);
    expect((await shawarma.post(`/en-kw/order/${code}`, { intent: "abandon" })).status).toBe(404);
    expect((await shawarma.post(`/en-kw/order/${code}`, { intent: "reorder" })).status).toBe(404);
    expect((await shawarma.get(`/en-kw/store/${STORE}/checkout/processing?order=${code}`)).status).toBe(404);
    // Nothing changed: the order is still active on its own storefront, and the cart here is empty.
    const burgerBay = await customerOf("burger-bay");
    const page = await (await burgerBay.get(`/en-kw/order/${code}`)).text();
    expect(page).not.toContain('data-status="abandoned"');
    expect((await (await shawarma.get("/en-kw/cart")).text()).match(/data-testid="cart-line"/g)).toBeNull();
  });

  it("the history lists only that vendor's orders; the directory lists all", async () => {
    expect(await orderRows(await customerOf("shawarma-house"))).not.toContain(code);
    expect(await orderRows(await customerOf(null))).toContain(code);
  });

  it("another vendor's checkout and products are not there", async () => {
    const shawarma = await customerOf("shawarma-house");
    expect((await shawarma.get(`/en-kw/store/${STORE}/checkout`)).status).toBe(404);
    expect(
      (await shawarma.post(`/en-kw/store/${STORE}/checkout`, { timing: "instant", payment_method: "cash" })).status,
    ).toBe(404);
    expect((await shawarma.post(PRODUCT, { intent: "add", quantity: "1" })).status).toBe(404);
  });
});
