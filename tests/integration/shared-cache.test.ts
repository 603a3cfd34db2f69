// Menus a shared cache can serve (decision 0120), proven behind the compose file's nginx
// (deploy/nginx.conf): an anonymous store page is a HIT, a signed-in page is never stored, one
// customer's cart never reaches another, a page without a locale keeps its languages apart, and a
// short load of anonymous menus is answered by the cache (its hit ratio is printed).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startNginx, type RunningNginx } from "../support/nginx";
import { Browserless } from "../support/http-client";
import { testStack } from "../support/stack";

const STORE = "/en-kw/store/burger-bay-salmiya";
const PUBLIC = "public, max-age=0, s-maxage=30, stale-while-revalidate=300";
let nginx: RunningNginx;
let host: string;

const stack = testStack({ storefront: { NODE_ENV: "production", TRUST_PROXY: "1" } });

beforeAll(async () => {
  nginx = await startNginx(new URL(stack.base).host);
  host = `burger-bay.localhost:${nginx.port}`;
});

afterAll(async () => {
  await nginx?.stop();
});

/** A visitor through the cache (on a vendor's host, else the directory's): no cookie until the storefront gives one. */
const visitor = (on = host) => new Browserless(nginx.url, on);
const status = (response: Response) => response.headers.get("X-Cache-Status");

describe("the shared cache in front of the storefront", () => {
  it("serves an anonymous store page from the cache: public, no cookie, no nonce", async () => {
    const first = await visitor().get(STORE);
    expect(first.status).toBe(200);
    expect(first.headers.get("Cache-Control")).toBe(PUBLIC);
    expect(first.headers.get("Set-Cookie")).toBeNull();
    expect(first.headers.get("Vary")).toBe("Accept-Encoding");
    const policy = first.headers.get("Content-Security-Policy")!;
    expect(policy).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(policy).not.toMatch(/nonce|strict-dynamic/);
    const html = await first.text();
    expect(html).not.toContain("nonce=");
    const second = await visitor().get(STORE);
    expect(status(second)).toBe("HIT");
    expect(await second.text()).toBe(html);
  });

  it("never stores a signed-in customer's page, and no cart reaches another visitor", async () => {
    const customer = visitor();
    const added = await customer.post(`${STORE}/product/7?menu=1`, { intent: "add", quantity: "3" });
    expect(added.status).toBe(303);
    expect(added.headers.get("Cache-Control")).toBe("private, no-store");
    expect(customer.cookieHeader()).not.toBe("");
    for (let i = 0; i < 2; i++) {
      const own = await customer.get(STORE);
      expect(status(own)).toBe("BYPASS");
      expect(own.headers.get("Cache-Control")).toBe("private, no-store");
      expect(own.headers.get("Content-Security-Policy")).toMatch(/'nonce-/);
      expect(await own.text()).toMatch(/data-testid="cart-count">3</);
    }
    // Another customer with a cart of their own, and a visitor without one, see none of it.
    const other = visitor();
    expect((await other.post(`${STORE}/product/7?menu=1`, { intent: "add", quantity: "1" })).status).toBe(303);
    const theirs = await (await other.get(STORE)).text();
    expect(theirs).toMatch(/data-testid="cart-count">1</);
    const anonymous = await visitor().get(STORE);
    expect(status(anonymous)).toBe("HIT");
    expect(await anonymous.text()).not.toContain('data-testid="cart-count"');
  });

  it("keeps the home without a locale apart by language (Vary: Accept-Language, Accept-Encoding)", async () => {
    const directory = `localhost:${nginx.port}`;
    const english = { "Accept-Language": "en-US,en;q=0.9" };
    const first = await visitor(directory).get("/", english);
    expect(first.status).toBe(200);
    expect(first.headers.get("Cache-Control")).toBe(PUBLIC);
    expect(first.headers.get("Vary")).toBe("Accept-Language, Accept-Encoding");
    expect(status(await visitor(directory).get("/", english))).toBe("HIT");
    for (let i = 0; i < 2; i++) {
      const arabic = await visitor(directory).get("/", { "Accept-Language": "ar-KW,ar;q=0.9" });
      expect(status(arabic)).toBe("MISS");
      expect(arabic.status).toBe(302);
      expect(arabic.headers.get("Location")).toBe("/ar-kw");
      expect(arabic.headers.get("Cache-Control")).toBe("private, no-store");
    }
  });

  it("answers a short load of anonymous menus from the cache", async () => {
    const urls = [
      STORE,
      "/ar-kw/store/burger-bay-salmiya",
      "/en-kw/brand/burger-bay",
      "/en-kw/about-us",
      ...[1, 2, 3, 4, 5, 6].map((id) => `${STORE}/product/${id}?menu=1`),
    ];
    const counts = new Map<string, number>();
    const headers = { "Accept-Encoding": "br, gzip", "Accept-Language": "en" };
    // 200 requests, four at a time.
    for (let i = 0; i < 200; i += 4) {
      const answers = await Promise.all(
        urls.slice(0, 4).map((_, j) => visitor().get(urls[(i + j) % urls.length]!, headers)),
      );
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        counts.set(status(answer) ?? "none", (counts.get(status(answer) ?? "none") ?? 0) + 1);
      }
    }
    const hits = counts.get("HIT") ?? 0;
    console.log(`shared cache: ${hits}/200 hits (${((hits / 200) * 100).toFixed(1)} %)`, Object.fromEntries(counts));
    // At most one miss per URL (the first); the load is far shorter than s-maxage.
    expect(hits).toBeGreaterThanOrEqual(200 - urls.length);
  });
});
