// The endpoint table (app/contract/endpoints.ts) is the only place a path is written: the sandbox
// serves every entry at its method and path, the table's `auth` is what the sandbox enforces, and the
// storefront's client sends each call where, how and with the token the table says.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoints, pathOf, type EndpointName } from "~/contract";
import { createApiClient, type TokenHolder } from "~/server/api/client.server";
import { Router } from "../../sandbox/http";
import { accountRoutes } from "../../sandbox/routes-account";
import { catalogueRoutes } from "../../sandbox/routes-catalogue";
import { orderRoutes } from "../../sandbox/routes-orders";
import type { App } from "../../sandbox/app";
import { bootSandbox } from "./sandbox-helpers";

const NAMES = Object.keys(endpoints) as EndpointName[];

/** A path of the endpoint with every `{param}` filled. */
const samplePath = (name: EndpointName) => endpoints[name].path.replace(/\{\w+\}/g, "1");

describe("the sandbox serves the table", () => {
  it("registers every endpoint of the table, once, by name", () => {
    const router = new Router();
    const app = {} as App; // registration reads nothing from the app; handlers would
    catalogueRoutes(app, router);
    accountRoutes(app, router);
    orderRoutes(app, router);
    expect([...router.endpoints()].sort()).toEqual([...NAMES].sort());
    for (const name of NAMES) {
      const found = router.match(endpoints[name].method, samplePath(name));
      expect("handler" in found, `${endpoints[name].method} ${endpoints[name].path}`).toBe(true);
    }
  });

  describe("over HTTP", () => {
    let env: Awaited<ReturnType<typeof bootSandbox>>;
    beforeAll(async () => {
      env = await bootSandbox();
    });
    afterAll(() => env?.sandbox.close());

    it("answers 401 without a token exactly where the table says auth is required", async () => {
      for (const name of NAMES) {
        const { method, auth } = endpoints[name];
        const reply = await env.call(method, samplePath(name), { body: method === "GET" || method === "DELETE" ? undefined : {} });
        if (auth === "required") expect(reply.status, `${name} without a token`).toBe(401);
        else expect(reply.status, `${name} without a token`).not.toBe(401);
      }
    });
  });
});

describe("the storefront's client calls by name", () => {
  const sent: { method: string; url: string; authorization: string | null; body: string | null }[] = [];
  const tokens: TokenHolder = { key: "k", get: () => ({ accessToken: "at", refreshToken: "rt" }), set: async () => {}, clear: async () => {} };
  const api = createApiClient({
    baseUrl: "http://platform.invalid/",
    language: "en",
    tokens,
    timeoutMs: 1000,
    totalTimeoutMs: 1000,
    fetchImpl: async (input, init) => {
      sent.push({
        method: String(init?.method),
        url: String(input),
        authorization: new Headers(init?.headers).get("Authorization"),
        body: typeof init?.body === "string" ? init.body : null,
      });
      return new Response("{}", { status: 500 }); // the answer does not matter here
    },
  });

  it("sends the table's method and path, fills and encodes parameters, and adds the query", async () => {
    await api.call("abandonOrder", { params: { code: "A B/1" } }).catch(() => {});
    await api.call("addresses", { query: { page: 2, per_page: 5, sort_by: "id", order_by: "ASC" } }).catch(() => {});
    expect(sent.at(-2)).toMatchObject({ method: "POST", url: `http://platform.invalid${pathOf("abandonOrder", { code: "A B/1" })}` });
    expect(sent.at(-2)!.url).toContain("/orders/A%20B%2F1/abandon");
    expect(sent.at(-1)).toMatchObject({ method: "GET", url: "http://platform.invalid/v5/web/customer/address?page=2&per_page=5&sort_by=id&order_by=ASC" });
  });

  it("sends the Bearer token unless the table says the endpoint takes none", async () => {
    await api.call("mapsKey").catch(() => {});
    expect(sent.at(-1)!.authorization).toBeNull();
    await api.call("validateDomain", { body: { source: "web", vendor_identifier: "x", store_identifier: null } }).catch(() => {});
    expect(sent.at(-1)!.authorization).toBeNull();
    await api.call("profile").catch(() => {});
    expect(sent.at(-1)!.authorization).toBe("Bearer at");
    await api.call("checkout", {
      body: { store_slug: "s", customer_country_code: "KW", platform: "web", lat: null, lng: null, products: [], promotion_id: null, apply_wallet_credits: false },
    }).catch(() => {});
    expect(sent.at(-1)).toMatchObject({ method: "POST", authorization: "Bearer at" });
    expect(JSON.parse(sent.at(-1)!.body!)).toMatchObject({ store_slug: "s" });
  });
});
