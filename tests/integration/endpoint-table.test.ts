// The endpoint table (app/contract/endpoints.ts) is the only place a path is written: the sandbox
// serves every entry at its method and path, the table's `auth` is what the sandbox enforces, and the
// storefront's client sends each call where, how and with the token the table says.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { endpoints, pathOf, type EndpointName } from "~/contract";
import { createApiClient, type TokenHolder } from "~/server/platform";
import { loadConfig } from "~/server/request";
import { createServerRuntime } from "~/server/runtime.server";
import { ApiError as SandboxApiError, json, Router } from "../../sandbox/http";
import { accountRoutes } from "../../sandbox/routes-account";
import { catalogueRoutes } from "../../sandbox/routes-catalogue";
import { orderRoutes } from "../../sandbox/routes-orders";
import { authenticate, hashToken, type App } from "../../sandbox/app";
import { bootSandbox } from "./sandbox-helpers";

const NAMES = Object.keys(endpoints) as EndpointName[];

/** A path of the endpoint with every `{param}` filled. */
const samplePath = (name: EndpointName) => endpoints[name].path.replace(/\{\w+\}/g, "1");

describe("the sandbox serves the table", () => {
  it("registers every endpoint of the table, once, by name", () => {
    const router = new Router(() => Promise.reject(new Error("registration authenticates nobody")));
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

  it("enforces the table's auth in the router and hands the handler the customer", async () => {
    // The real token check over a database that knows one token: customer 7 in sign-in session 3.
    const app = {
      clock: () => 0,
      db: {
        query: async (_sql: string, [hash]: [string]) => ({
          rows: hash === hashToken("good") ? [{ customer_id: 7, session_id: 3 }] : [],
        }),
      },
    } as unknown as App;
    const router = new Router((ctx, required) => authenticate(app, ctx, required));
    const seen: unknown[] = [];
    router.endpoint("profile", (_ctx, request) => (seen.push(request.customer), json({})));
    router.endpoint("checkout", (_ctx, request) => (seen.push(request.customer), json({})));
    router.endpoint("brands", (_ctx, request) => (seen.push(request.customer), json({})));
    const run = (name: EndpointName, authorization?: string) => {
      const found = router.match(endpoints[name].method, samplePath(name));
      if (!("handler" in found)) throw new Error(`${name} is not served`);
      const req = { headers: authorization === undefined ? {} : { authorization } } as IncomingMessage;
      return Promise.resolve()
        .then(() =>
          found.handler({
            req,
            method: endpoints[name].method,
            url: new URL(`http://sandbox.invalid${samplePath(name)}`),
            params: found.params,
            lang: "en",
            body: undefined,
          }),
        )
        .catch((error: unknown) => error);
    };
    // "required": no token, a malformed or an unknown one → the handler's old 401, and the handler never runs.
    for (const authorization of [undefined, "Basic x", "Bearer bad"]) {
      const refused = await run("profile", authorization);
      expect(refused, String(authorization)).toBeInstanceOf(SandboxApiError);
      expect(refused).toMatchObject({
        status: 401,
        body: { code: "unauthenticated", message: "Please sign in to continue." },
      });
    }
    expect(seen).toEqual([]);
    await run("profile", "Bearer good");
    expect(seen).toEqual([{ id: 7, sessionId: 3 }]);
    // "optional": a customer when a token comes, none when none does; "none": the token is not read.
    await run("checkout");
    await run("checkout", "Bearer good");
    expect((await run("checkout", "Bearer bad")) as SandboxApiError).toMatchObject({ status: 401 });
    await run("brands", "Bearer bad");
    expect(seen.slice(1)).toEqual([null, { id: 7, sessionId: 3 }, null]);
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
        const reply = await env.call(method, samplePath(name), {
          body: method === "GET" || method === "DELETE" ? undefined : {},
        });
        if (auth === "required") expect(reply.status, `${name} without a token`).toBe(401);
        else expect(reply.status, `${name} without a token`).not.toBe(401);
      }
    });
  });
});

describe("the storefront's client calls by name", () => {
  const sent: { method: string; url: string; authorization: string | null; body: string | null }[] = [];
  const tokens: TokenHolder = {
    key: "k",
    get: () => ({ accessToken: "at", refreshToken: "rt" }),
    set: async () => {},
    clear: async () => {},
  };
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
    expect(sent.at(-2)).toMatchObject({
      method: "POST",
      url: `http://platform.invalid${pathOf("abandonOrder", { code: "A B/1" })}`,
    });
    expect(sent.at(-2)!.url).toContain("/orders/A%20B%2F1/abandon");
    expect(sent.at(-1)).toMatchObject({
      method: "GET",
      url: "http://platform.invalid/v5/web/customer/address?page=2&per_page=5&sort_by=id&order_by=ASC",
    });
  });

  it("sends the stored Bearer token with every call (spec), and JSON with every POST", async () => {
    await api.call("mapsKey").catch(() => {});
    expect(sent.at(-1)!.authorization).toBe("Bearer at");
    await api
      .call("validateDomain", { body: { source: "web", vendor_identifier: "x", store_identifier: null } })
      .catch(() => {});
    expect(sent.at(-1)!.authorization).toBe("Bearer at");
    await api.call("logout").catch(() => {});
    expect(sent.at(-1)).toMatchObject({ method: "POST", authorization: "Bearer at" });
    expect(sent.at(-1)!.body).toBe("{}");
    await api.call("profile").catch(() => {});
    expect(sent.at(-1)!.authorization).toBe("Bearer at");
    await api
      .call("checkout", {
        body: {
          store_slug: "s",
          customer_country_code: "KW",
          platform: "web",
          lat: null,
          lng: null,
          products: [],
          promotion_id: null,
          apply_wallet_credits: false,
        },
      })
      .catch(() => {});
    expect(sent.at(-1)).toMatchObject({ method: "POST", authorization: "Bearer at" });
    expect(JSON.parse(sent.at(-1)!.body!)).toMatchObject({ store_slug: "s" });
  });
});

describe("the readiness ping", () => {
  it("reads the table's brands endpoint through the client, sending nothing the table does not declare", async () => {
    const seen: string[] = [];
    let answer: unknown = { data: [] };
    const platform = createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(answer));
    });
    await new Promise<void>((resolve) => platform.listen(0, "127.0.0.1", resolve));
    const dir = mkdtempSync(path.join(tmpdir(), "readiness-"));
    const config = loadConfig({ SESSION_DIR: dir, LOG_LEVEL: "silent" } as unknown as NodeJS.ProcessEnv);
    const runtime = createServerRuntime({
      config,
      apiBaseUrl: `http://127.0.0.1:${(platform.address() as AddressInfo).port}`,
    });
    try {
      expect(await runtime.pingUpstream()).toBe(true);
      expect(seen).toEqual([`${endpoints.brands.method} ${pathOf("brands")}`]);
      answer = { nothing: "the contract knows" }; // answers, but not what the table says
      expect(await runtime.pingUpstream()).toBe(false);
    } finally {
      await runtime.close();
      platform.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
