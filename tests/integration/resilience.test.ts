// The platform down, slow past the timeout, answering 500, 423 or 429, or answering malformed JSON:
// the storefront shows a clear page with the right status, keeps the cart and the session, and
// recovers when the platform does.
import { beforeAll, describe, expect, it } from "vitest";
import { startChaosProxy } from "../support/chaos-proxy";
import { Browserless } from "../support/http-client";
import { testStack } from "../support/stack";
import type { Store } from "~/contract";

let proxy: Awaited<ReturnType<typeof startChaosProxy>>;
const STORE = "burger-bay-salmiya";
let productPath = "";

const stack = testStack({
  proxy: async (sandboxUrl) => (proxy = await startChaosProxy(sandboxUrl)),
  storefront: {
    // Short enough for a quick test, long enough for a loaded CI machine to price a cart.
    UPSTREAM_TIMEOUT_MS: "2000",
    UPSTREAM_TOTAL_TIMEOUT_MS: "4000",
    CATALOGUE_CACHE_SECONDS: "0",
    VENDOR_CACHE_SECONDS: "0",
  },
});

beforeAll(async () => {
  const store = (await (await fetch(`${stack.sandbox.url}/v5/web/customer/stores/${STORE}`)).json()) as Store;
  const menu = store.menus.find((m) => m.info.purpose === "delivery")!;
  const simple = menu.categories
    .flatMap((c) => c.products)
    .find(
      (p) => p.availability === "available" && p.variants.length === 0 && p.option_groups.every((g) => g.min === 0),
    )!;
  productPath = `/en-kw/store/${STORE}/product/${simple.id}?menu=${menu.info.id}`;
});

const FAILURES = [
  { name: "down", mode: { kind: "down" as const }, status: 503 },
  { name: "slow past the timeout", mode: { kind: "slow" as const, ms: 6000 }, status: 504 },
  { name: "500", mode: { kind: "status" as const, status: 500 }, status: 503 },
  { name: "malformed JSON", mode: { kind: "malformed" as const }, status: 503 },
  {
    name: "423",
    mode: { kind: "status" as const, status: 423, body: { message: "This store is locked." } },
    status: 423,
  },
  {
    name: "429",
    mode: { kind: "status" as const, status: 429, body: { message: "Slow down.", retry_after: 5 } },
    status: 429,
  },
];

describe("the platform failing", () => {
  it("keeps the cart and session through every failure and recovers", async () => {
    const customer = new Browserless(stack.base);
    const added = await customer.post(productPath, { intent: "add", quantity: "2" });
    expect(added.status).toBe(303);
    const session = customer.cookies.get("web_customer_app_session");
    expect(session).toBeTruthy();

    for (const failure of FAILURES) {
      proxy.set(failure.mode);
      const page = await customer.get(`/en-kw/store/${STORE}`);
      const html = await page.text();
      expect(page.status, failure.name).toBe(failure.status);
      // Every 429 says when to retry: the platform's wait, passed on.
      if (failure.status === 429) expect(page.headers.get("Retry-After"), failure.name).toBe("5");
      expect(html, failure.name).not.toMatch(/at \w+ \(|node_modules|ApiError/);
      if (failure.status >= 500) {
        expect(html, failure.name).toContain("The ordering service is not answering");
        expect(html, failure.name).toContain(`href="/en-kw/store/${STORE}"`);
      }
      expect(customer.cookies.get("web_customer_app_session"), failure.name).toBe(session);

      // The cart page still lists the cart (pricing fails softly, never toasted).
      const cart = await customer.get("/en-kw/cart");
      const cartHtml = await cart.text();
      expect(cart.status, failure.name).toBe(200);
      expect(cartHtml, failure.name).toContain('data-testid="cart-line"');
    }

    proxy.set({ kind: "pass" });
    // Recovery: the next pages are whole again (a moment is allowed for the platform to catch up).
    let html = "";
    for (let attempt = 0; attempt < 5 && !html.includes('data-testid="checkout-summary"'); attempt++) {
      if (attempt) await new Promise((resolve) => setTimeout(resolve, 1000));
      const recovered = await customer.get(`/en-kw/store/${STORE}`);
      expect(recovered.status).toBe(200);
      html = await recovered.text();
    }
    expect(html).toContain('data-testid="cart-count">2<');
    expect(html).toContain('data-testid="checkout-summary"');
  }, 90_000);
});
