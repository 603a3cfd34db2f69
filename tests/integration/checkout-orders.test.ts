// Placing orders through the storefront: a checkout posted twice makes one order; a payment
// callback for another customer's order shows nothing of it; checkout pricing follows the cart.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startSandboxProcess, startStorefrontProcess, type Running } from "../support/processes";
import { Browserless } from "../support/http-client";
import { signInThroughForms } from "../support/sign-in";

const STORE = "burger-bay-salmiya";
const PRODUCT = `/en-kw/store/${STORE}/product/8?menu=1`; // Loaded Fries: no required choices
let sandbox: Running;
let storefront: Running;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "orders-"));
  sandbox = await startSandboxProcess({ SANDBOX_OTP_RESEND_SECONDS: "0" });
  storefront = await startStorefrontProcess({ API_BASE_URL: sandbox.url, SESSION_DIR: path.join(dir, "sessions"), RATE_LIMIT_SCALE: "10" });
}, 120_000);

afterAll(async () => {
  await storefront?.stop();
  await sandbox?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function customerWithCart(phone: string): Promise<Browserless> {
  const customer = new Browserless(storefront.url.replace("localhost", "127.0.0.1"));
  await signInThroughForms(customer, sandbox.url, phone);
  expect((await customer.post(PRODUCT, { intent: "add", quantity: "2" })).status).toBe(303);
  expect(
    (await customer.post("/en-kw/account/addresses?new=1", { intent: "create", kind: "house", lat: "29.3339", lng: "48.0758", building: "7", field_1: "Salmiya" })).status,
  ).toBe(303);
  return customer;
}

async function firstAddressId(customer: Browserless): Promise<string> {
  const html = await (await customer.get(`/en-kw/store/${STORE}/checkout`)).text();
  return /name="address"[^>]*value="(\d+)"/.exec(html)![1]!;
}

describe("placing orders through the storefront", () => {
  it("prices the cart with the platform and follows its changes", async () => {
    const customer = await customerWithCart("63000001");
    const before = await (await customer.get(`/en-kw/store/${STORE}`)).text();
    expect(before).toMatch(/data-summary-key="items_total"[\s\S]*?KWD\s*2\.900/);
    expect((await customer.post("/en-kw/cart", { intent: "promo", code: "SAVE10" })).status).toBe(303);
    const after = await (await customer.get(`/en-kw/store/${STORE}`)).text();
    expect(after).toContain('data-summary-key="promotion_discount"');
  });

  it("makes one order from a checkout posted twice", async () => {
    const customer = await customerWithCart("63000002");
    const address = await firstAddressId(customer);
    const form = { address, timing: "instant", payment_method: "cash" };
    const [a, b] = await Promise.all([
      customer.post(`/en-kw/store/${STORE}/checkout`, form),
      customer.post(`/en-kw/store/${STORE}/checkout`, form),
    ]);
    const locations = [a, b].map((r) => r.headers.get("location"));
    const codes = locations.filter(Boolean).map((l) => /\/order\/([A-Z0-9-]+)$/.exec(l!)?.[1]);
    expect(codes.filter(Boolean).length).toBeGreaterThanOrEqual(1);
    const orders = await (await customer.get("/en-kw/account/orders")).text();
    expect(orders.match(/data-testid="order-row"/g)?.length).toBe(1);
  });

  it("never shows another customer's order on the payment return page", async () => {
    const owner = await customerWithCart("63000003");
    const address = await firstAddressId(owner);
    const placed = await owner.post(`/en-kw/store/${STORE}/checkout`, { address, timing: "instant", payment_method: "credit_card", saved_card_id: "new" });
    expect(placed.status).toBe(303);
    const payUrl = new URL(placed.headers.get("location")!);
    expect(payUrl.pathname).toMatch(/^\/sandbox\/pay\//);
    const pending = await fetch(payUrl);
    const code = /order=([A-Z0-9-]+)|data-order="([A-Z0-9-]+)"|([A-Z]{2,}-[A-Z0-9-]{4,})/.exec(await pending.text());
    const orderCode = code?.[1] ?? code?.[2] ?? code?.[3];
    expect(orderCode).toBeTruthy();

    const stranger = await customerWithCart("63000004");
    const peek = await stranger.get(`/en-kw/store/${STORE}/checkout/processing?order=${orderCode}&payment=approved`);
    expect(peek.status).toBe(404);
    const body = await peek.text();
    expect(body).not.toContain(orderCode!);
    // The stranger's cart is untouched.
    expect(await (await stranger.get("/en-kw/cart")).text()).toContain('data-testid="cart-line"');
  });
});
