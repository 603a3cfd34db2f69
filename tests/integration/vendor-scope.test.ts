// A vendor's storefront is its own: on shawarma-house's host, a Burger Bay order of the same customer
// is not found (page, cancel, reorder, payment return), is not in the history, and Burger Bay's
// checkout and products are not there; the directory host, which has no vendor, shows every order.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startSandboxProcess, startStorefrontProcess, type Running } from "../support/processes";
import { Browserless } from "../support/http-client";
import { signInThroughForms } from "../support/sign-in";
import { placeCashOrder, SIMPLE_PRODUCT } from "../support/orders";

const STORE = SIMPLE_PRODUCT.store;
const PRODUCT = SIMPLE_PRODUCT.path;
const PHONE = "63100001";
let sandbox: Running;
let storefront: Running;
let dir: string;
let base: string;
let code: string;

/** A customer of `label`'s storefront (null: the directory host), signed in as PHONE. */
async function customerOf(label: string | null): Promise<Browserless> {
  const host = `${label ? `${label}.` : ""}localhost:${new URL(base).port}`;
  const customer = new Browserless(base, host);
  await signInThroughForms(customer, sandbox.url, PHONE);
  return customer;
}

const orderRows = async (customer: Browserless) =>
  [...(await (await customer.get("/en-kw/account/orders")).text()).matchAll(/data-testid="order-row"[\s\S]*?\/order\/([A-Z0-9-]+)/g)].map((m) => m[1]);

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "vendor-scope-"));
  sandbox = await startSandboxProcess({ SANDBOX_OTP_RESEND_SECONDS: "0" });
  storefront = await startStorefrontProcess({ API_BASE_URL: sandbox.url, SESSION_DIR: path.join(dir, "sessions"), RATE_LIMIT_SCALE: "10" });
  base = storefront.url.replace("localhost", "127.0.0.1");
  // A Burger Bay order, placed on Burger Bay's storefront.
  const burgerBay = await customerOf("burger-bay");
  code = await placeCashOrder(burgerBay);
  expect(await orderRows(burgerBay)).toContain(code);
}, 180_000);

afterAll(async () => {
  await storefront?.stop();
  await sandbox?.stop();
  rmSync(dir, { recursive: true, force: true });
});

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
    expect((await shawarma.post(`/en-kw/store/${STORE}/checkout`, { timing: "instant", payment_method: "cash" })).status).toBe(404);
    expect((await shawarma.post(PRODUCT, { intent: "add", quantity: "1" })).status).toBe(404);
  });
});
