// The cart's summary beside a menu (store and cart pages) is priced once for the same cart, promo
// code, location, wallet flag, language and customer, for as long as a catalogue read is kept; any
// change prices again, and the checkout page always prices afresh
// (docs/decisions/0062). Counted from the storefront's own metrics of platform calls.
import { describe, expect, it } from "vitest";
import path from "node:path";
import { freePort } from "../support/processes";
import { Browserless } from "../support/http-client";
import { signInThroughForms } from "../support/sign-in";
import { testStack } from "../support/stack";

const STORE_PAGE = "/en-kw/store/burger-bay-salmiya";
const PRODUCT = `${STORE_PAGE}/product/8?menu=1`;

let metricsUrl: string;

const stack = testStack({
  sandbox: () => ({ SANDBOX_DATA_DIR: path.join(stack.dir, "sandbox"), SANDBOX_OTP_RESEND_SECONDS: "0" }),
  beforeStorefront: async () => {
    const port = await freePort();
    metricsUrl = `http://127.0.0.1:${port}/metrics`;
  },
  storefront: () => ({ METRICS_PORT: new URL(metricsUrl).port, RATE_LIMIT_SCALE: "100" }),
});

/** How many checkout reads the storefront has made. */
async function checkoutReads(): Promise<number> {
  const text = await (await fetch(metricsUrl)).text();
  return text
    .split("\n")
    .filter(
      (line) => line.startsWith("http_client_request_duration_seconds_count{") && line.includes('endpoint="checkout"'),
    )
    .reduce((sum, line) => sum + Number(line.split(" ").at(-1)), 0);
}

async function readsFor(step: () => Promise<unknown>): Promise<number> {
  const before = await checkoutReads();
  await step();
  return (await checkoutReads()) - before;
}

describe("the summary shown beside a menu", () => {
  it("is priced once per cart state, again on any change, and always afresh at checkout", async () => {
    const customer = new Browserless(stack.base);
    await signInThroughForms(customer, stack.sandbox.url, "69990042");
    expect((await customer.post(PRODUCT, { intent: "add", quantity: "1" })).status).toBe(303);
    const page = async (p: string) => {
      const response = await customer.get(p);
      expect(response.status, p).toBe(200);
      return response.text();
    };

    // The same state, rendered four times over two pages: one read.
    expect(
      await readsFor(async () => {
        await page(STORE_PAGE);
        await page(STORE_PAGE);
        await page("/en-kw/cart");
        await page(STORE_PAGE);
      }),
    ).toBe(1);
    // Another language is another answer (names, messages).
    expect(await readsFor(() => page("/ar-kw/store/burger-bay-salmiya"))).toBe(1);
    // A change of the cart prices again, and the new total shows.
    expect(await readsFor(() => customer.post(PRODUCT, { intent: "add", quantity: "1" }))).toBe(0);
    expect(await readsFor(async () => expect(await page(STORE_PAGE)).toMatch(/data-summary-key="/))).toBe(1);
    // Another location is another answer (here: the store does not deliver there), kept like any other.
    const moveTo = async (lat: string, lng: string, address: string) =>
      expect((await customer.post("/en-kw/location", { lat, lng, address, redirectTo: STORE_PAGE })).status).toBe(303);
    await moveTo("29.3375", "47.6581", "Jahra");
    expect(
      await readsFor(async () => {
        expect(await page(STORE_PAGE)).toContain("does not deliver");
        expect(await page(STORE_PAGE)).toContain("does not deliver");
      }),
    ).toBe(1);
    await moveTo("29.3339", "48.0758", "Salmiya");
    expect(
      await readsFor(async () => {
        await page(STORE_PAGE);
        await page(STORE_PAGE);
      }),
    ).toBe(1);
    // The checkout page prices afresh each time.
    expect(
      await readsFor(async () => {
        await page("/en-kw/store/burger-bay-salmiya/checkout");
        await page("/en-kw/store/burger-bay-salmiya/checkout");
      }),
    ).toBeGreaterThanOrEqual(2);
  }, 60_000);
});
