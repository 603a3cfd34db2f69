// Two storefront instances on different ports sharing Redis sessions serve one customer alternately:
// no lost cart, no logout, including across a token refresh.
import { beforeAll, describe, expect, it } from "vitest";
import { type Running } from "../support/processes";
import { Browserless } from "../support/http-client";
import { signInThroughForms } from "../support/sign-in";
import { testStack } from "../support/stack";
import type { Store } from "~/contract";

const STORE = "burger-bay-salmiya";
const instances: Running[] = [];
let products: { path: string }[] = [];

// Both instances share the stack's Redis and session secret; other files' sign-ins from this address
// count in the same Redis, so limits stay scaled (×10) and are not tested here.
const stack = testStack({ redis: true, sandbox: { SANDBOX_ACCESS_TOKEN_TTL: "2" } });

beforeAll(async () => {
  instances.push(stack.storefront, await stack.another());
  const store = (await (await fetch(`${stack.sandbox.url}/v5/web/customer/stores/${STORE}`)).json()) as Store;
  const menu = store.menus.find((m) => m.info.purpose === "delivery")!;
  products = menu.categories
    .flatMap((c) => c.products)
    .filter(
      (p) => p.availability === "available" && p.variants.length === 0 && p.option_groups.every((g) => g.min === 0),
    )
    .slice(0, 3)
    .map((p) => ({ path: `/en-kw/store/${STORE}/product/${p.id}?menu=${menu.info.id}` }));
  expect(products.length).toBeGreaterThanOrEqual(2);
}, 300_000); // another storefront, on a busy machine

function client(index: number, cookies: Map<string, string>): Browserless {
  const c = new Browserless(instances[index % 2]!.url.replace("localhost", "127.0.0.1"));
  c.cookies = cookies;
  return c;
}

describe("two instances sharing Redis sessions", () => {
  it("keep one customer's cart while requests alternate between them", async () => {
    const cookies = new Map<string, string>();
    for (let i = 0; i < products.length; i++) {
      const added = await client(i, cookies).post(products[i]!.path, { intent: "add", quantity: "1" });
      expect(added.status).toBe(303);
    }
    for (let i = 0; i < 4; i++) {
      const page = await client(i, cookies).get("/en-kw/cart");
      const html = await page.text();
      expect(page.status).toBe(200);
      expect(html.match(/data-testid="cart-line"/g)?.length).toBe(products.length);
    }
  });

  it("keep the customer signed in across token refreshes, even when both instances refresh at once", async () => {
    const cookies = new Map<string, string>();
    await signInThroughForms(client(0, cookies), stack.sandbox.url, "62345678");
    await client(1, cookies).post(products[0]!.path, { intent: "add", quantity: "1" });
    for (let round = 0; round < 3; round++) {
      // The access token lives 2 s on this sandbox: let it expire, then ask both instances.
      await new Promise((resolve) => setTimeout(resolve, 2300));
      const pages = await Promise.all([
        client(0, cookies).get("/en-kw/account"),
        client(1, cookies).get("/en-kw/account"),
      ]);
      for (const page of pages) {
        expect(page.status, `round ${round}`).toBe(200);
        expect(await page.text()).toContain('data-testid="profile-name"');
      }
      const alternate = await client(round, cookies).get("/en-kw/cart");
      expect(await alternate.text()).toContain('data-testid="cart-line"');
    }
  }, 60_000);
});
