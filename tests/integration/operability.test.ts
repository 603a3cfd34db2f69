// What an operator sees and gets, against a real redis-server this test stops and restarts and the
// sandbox behind a proxy that records what the storefront sends: Prometheus metrics on their own
// port, a W3C traceparent on every platform call with the trace id in the logs, and, with Redis down,
// the 503 page (never a 500, never a hang) while cookie-less pages keep working; Redis back, the
// same session and cart.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { request as httpRequest } from "node:http";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, stopChild, type Running } from "../support/processes";
import { Browserless } from "../support/http-client";
import { startRecordingProxy } from "../support/recording-proxy";
import { signInThroughForms } from "../support/sign-in";
import { testStack } from "../support/stack";
import type { Store } from "~/contract";

const STORE = "burger-bay-salmiya";
const TRACE_ID = "4bf92f3577b34da6a3ce929d0e0e4736";
const PARENT_ID = "00f067aa0ba902b7";

/** A redis-server with an append-only file in its own folder, so a restart keeps what it had. */
class OwnRedis {
  child: ChildProcess | null = null;
  readonly dir = mkdtempSync(path.join(tmpdir(), "operability-redis-"));
  constructor(readonly port: number) {}
  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }
  async start(): Promise<void> {
    this.child = spawn(
      "redis-server",
      ["--port", String(this.port), "--bind", "127.0.0.1", "--dir", this.dir, "--appendonly", "yes", "--save", ""],
      { stdio: "ignore" },
    );
    for (let i = 0; i < 100; i++) {
      if (
        spawnSync("redis-cli", ["-p", String(this.port), "ping"])
          .stdout?.toString()
          .includes("PONG")
      )
        return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error("redis-server did not start");
  }
  /** Frozen (SIGSTOP): connections stay open and nothing answers, like a host that went away. */
  freeze(frozen: boolean): void {
    this.child?.kill(frozen ? "SIGSTOP" : "SIGCONT");
  }
  async stop(): Promise<void> {
    if (this.child) await stopChild(this.child);
    this.child = null;
  }
}

// A Redis of the file's own (it freezes, stops and restarts it: the stack's cannot be), beside the
// stack's sandbox, recording proxy and storefront.
let redis: OwnRedis;
let proxy: Awaited<ReturnType<typeof startRecordingProxy>>;
let metricsUrl: string;
let base: string;
let productPath: string;
const customer = () => {
  const c = new Browserless(base);
  c.cookies = signedIn;
  return c;
};
const signedIn = new Map<string, string>();

async function scrape(): Promise<string> {
  const response = await fetch(metricsUrl);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/plain");
  return response.text();
}

/** The value of one series of a scrape (0 when absent). */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split("\n")) {
    if (!line.startsWith(name + "{") && line.split(" ")[0] !== name) continue;
    const labelText = line.slice(name.length, line.lastIndexOf(" "));
    if (wanted.every((w) => labelText.includes(w))) return Number(line.slice(line.lastIndexOf(" ") + 1));
  }
  return 0;
}

/** The catalogue and vendor caches (1 s here) forget what they had: the next page calls the platform. */
const cachesExpire = () => new Promise((resolve) => setTimeout(resolve, 1100));

/** A request that must answer, with how long it took (a hang fails it after 8 s). */
async function timed(url: string, init: RequestInit = {}): Promise<{ response: Response; ms: number }> {
  const started = performance.now();
  const response = await fetch(url, { redirect: "manual", ...init, signal: AbortSignal.timeout(8000) });
  await response.clone().arrayBuffer();
  return { response, ms: Math.round(performance.now() - started) };
}

const stack = testStack({
  proxy: async (sandboxUrl) => (proxy = await startRecordingProxy(sandboxUrl)),
  sandbox: { SANDBOX_ACCESS_TOKEN_TTL: "2" },
  beforeStorefront: async () => {
    redis = new OwnRedis(await freePort());
    await redis.start();
    metricsUrl = `http://127.0.0.1:${await freePort()}/metrics`;
  },
  storefront: () => ({
    // As deployed: a production build, Redis sessions, one worker (the cluster has its own test below).
    NODE_ENV: "production",
    SECURE_COOKIES: "false",
    REDIS_URL: redis.url,
    WEB_CONCURRENCY: "1",
    METRICS_PORT: new URL(metricsUrl).port,
    LOG_LEVEL: "info",
    // Limits unscaled: a refusal is counted here.
    RATE_LIMIT_SCALE: "1",
    // Short caches: a page for a visitor without cookies is reused for a second (the document
    // cache's hits), and a second later a page calls the platform again (the trace tests).
    CATALOGUE_CACHE_SECONDS: "1",
    VENDOR_CACHE_SECONDS: "1",
  }),
});

beforeAll(async () => {
  base = stack.base;
  const store = (await (await fetch(`${stack.sandbox.url}/v5/web/customer/stores/${STORE}`)).json()) as Store;
  const menu = store.menus.find((m) => m.info.purpose === "delivery")!;
  const product = menu.categories
    .flatMap((c) => c.products)
    .find(
      (p) => p.availability === "available" && p.variants.length === 0 && p.option_groups.every((g) => g.min === 0),
    )!;
  productPath = `/en-kw/store/${STORE}/product/${product.id}?menu=${menu.info.id}`;
  await signInThroughForms(customer(), stack.sandbox.url, "62345679");
  const added = await customer().post(productPath, { intent: "add", quantity: "1" });
  expect(added.status).toBe(303);
});

afterAll(async () => {
  await stack.storefront.stop(); // before its Redis (this hook runs before the stack's)
  await redis?.stop();
  if (redis) rmSync(redis.dir, { recursive: true, force: true });
});

describe("metrics", () => {
  it("are served on METRICS_PORT only, in the Prometheus text format, with route patterns as labels", async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(404);
    // A visitor without cookies, twice: the second page comes from the document cache.
    for (let i = 0; i < 2; i++) expect((await fetch(`${base}/en-kw/store/${STORE}`)).status).toBe(200);
    expect((await customer().get("/en-kw/cart")).status).toBe(200);
    expect(
      (
        await fetch(`${base}/en-kw/cart?_data=routes%2F(%24locale).cart`, {
          headers: { Cookie: customer().cookieHeader() },
        })
      ).status,
    ).toBe(200);
    expect((await fetch(`${base}/resources/i18n?lang=en&ns=common`)).status).toBeLessThan(500);
    // A Host the guard refuses (decision 10).
    const refused = await new Promise<number>((resolve, reject) => {
      httpRequest(`${base}/en-kw`, { headers: { Host: "bad host" } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
        .on("error", reject)
        .end();
    });
    expect(refused).toBe(400);

    const text = await scrape();
    const page = {
      http_route: "/:locale?/store/:storeSlug",
      http_request_method: "GET",
      http_response_status_code: "200",
    };
    expect(sample(text, "http_server_request_duration_seconds_count", page)).toBeGreaterThanOrEqual(2);
    expect(
      sample(text, "http_server_request_duration_seconds_count", {
        http_route: "/:locale?/cart",
        http_request_method: "GET",
      }),
    ).toBeGreaterThanOrEqual(2);
    expect(
      sample(text, "http_server_request_duration_seconds_count", { http_route: "/resources/i18n" }),
    ).toBeGreaterThanOrEqual(1);
    // A form post answered by a redirect (no document rendered): its route's pattern too.
    expect(
      sample(text, "http_server_request_duration_seconds_count", {
        http_route: "/:locale?/store/:storeSlug/product/:productId",
        http_request_method: "POST",
        http_response_status_code: "303",
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toMatch(/http_route="\(unmatched\)",http_request_method="POST"/);
    expect(sample(text, "http_server_request_duration_seconds_bucket", { ...page, le: "+Inf" })).toBeGreaterThanOrEqual(
      2,
    );
    // Bounded label values: never a raw path.
    expect(text).not.toMatch(/http_route="\/en-kw/);
    expect(
      sample(text, "http_client_request_duration_seconds_count", {
        endpoint: "store",
        http_response_status_code: "200",
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, "http_client_request_duration_seconds_count", { endpoint: "otpVerify" }),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(text, "storefront_document_cache_requests_total", { result: "hit" })).toBeGreaterThanOrEqual(1);
    expect(sample(text, "storefront_document_cache_requests_total", { result: "miss" })).toBeGreaterThanOrEqual(1);
    expect(sample(text, "storefront_request_guard_refusals_total", { reason: "invalid host" })).toBeGreaterThanOrEqual(
      1,
    );
    for (const name of [
      "storefront_orders_placed_total",
      "storefront_rate_limit_refusals_total",
      "storefront_token_refreshes_total",
      "storefront_session_store_errors_total",
    ]) {
      expect(text).toContain(`# TYPE ${name} counter`);
    }
    // Node.js and process metrics.
    for (const name of [
      "process_cpu_user_seconds_total",
      "process_resident_memory_bytes",
      "nodejs_eventloop_lag_seconds",
      "nodejs_heap_size_used_bytes",
    ]) {
      expect(text).toContain(name);
    }
    // The GC histogram has a series once a collection has run since the metrics began: pages until one has.
    await expect
      .poll(
        async () => {
          await fetch(`${base}/en-kw/store/${STORE}?gc=${Math.random()}`);
          return scrape();
        },
        { timeout: 30_000, interval: 100 },
      )
      .toContain("nodejs_gc_duration_seconds_count");
  });

  it("count token refreshes and rate-limit refusals", async () => {
    // The sandbox's access tokens live 2 s: the next signed-in page refreshes.
    await new Promise((resolve) => setTimeout(resolve, 2300));
    expect((await customer().get("/en-kw/account")).status).toBe(200);
    // Five code requests per phone in ten minutes.
    const visitor = new Browserless(base);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await visitor.post("/en-kw/sign-in", {
        intent: "request-code",
        phone_code: "+965",
        phone: "60000009",
        channel: "sms",
      });
      statuses.push(r.status);
    }
    expect(statuses).toContain(429);
    const text = await scrape();
    expect(sample(text, "storefront_token_refreshes_total", { outcome: "refreshed" })).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, "http_client_request_duration_seconds_count", {
        endpoint: "refresh",
        http_response_status_code: "200",
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(text, "storefront_rate_limit_refusals_total", { limit: "otpRequestPhone" })).toBeGreaterThanOrEqual(
      1,
    );
  });
});

describe("platform down", () => {
  it("answers the 503 page and counts the failed calls by endpoint", async () => {
    await cachesExpire();
    proxy.down(true);
    try {
      const page = await fetch(`${base}/en-kw/store/${STORE}?down=1`);
      expect(page.status).toBe(503);
    } finally {
      proxy.down(false);
    }
    const text = await scrape();
    const failed = text
      .split("\n")
      .filter(
        (l) =>
          l.startsWith("http_client_request_duration_seconds_count{") &&
          l.includes('http_response_status_code="error"'),
      );
    expect(failed.length, text).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, "http_server_request_duration_seconds_count", {
        http_route: "/:locale?/store/:storeSlug",
        http_response_status_code: "503",
      }),
    ).toBeGreaterThanOrEqual(1);
  });
});

describe("trace context", () => {
  it("sends the incoming trace id on every platform call, each call a new span, and logs it", async () => {
    await cachesExpire();
    const from = proxy.calls.length;
    const response = await fetch(`${base}/en-kw/store/${STORE}`, {
      headers: { Cookie: customer().cookieHeader(), traceparent: `00-${TRACE_ID}-${PARENT_ID}-01` },
    });
    expect(response.status).toBe(200);
    const requestId = response.headers.get("X-Request-Id")!;
    const calls = proxy.calls.slice(from).filter((c) => c.requestId === requestId);
    expect(calls.length).toBeGreaterThanOrEqual(2);
    const spans = new Set<string>();
    for (const call of calls) {
      const [version, trace, span, flags] = call.traceparent!.split("-");
      expect([version, trace, flags]).toEqual(["00", TRACE_ID, "01"]);
      expect(span).toMatch(/^[0-9a-f]{16}$/);
      expect(span).not.toBe(PARENT_ID);
      spans.add(span!);
    }
    expect(spans.size).toBe(calls.length);
    await expect.poll(() => stack.storefront.output()).toContain(requestId);
    const line = stack.storefront
      .output()
      .split("\n")
      .map((l) => (l.startsWith("{") ? (JSON.parse(l) as Record<string, unknown>) : null))
      .find((l) => l?.msg === "request" && l.requestId === requestId);
    expect(line?.trace_id).toBe(TRACE_ID);
  });

  it("starts one new trace for a request without a valid traceparent, shared by all its calls", async () => {
    for (const header of [
      undefined,
      `ff-${TRACE_ID}-${PARENT_ID}-01`,
      `00-${"0".repeat(32)}-${PARENT_ID}-01`,
      "00-garbage",
    ]) {
      await cachesExpire();
      const from = proxy.calls.length;
      const response = await fetch(`${base}/en-kw/store/${STORE}`, {
        headers: { Cookie: customer().cookieHeader(), ...(header ? { traceparent: header } : {}) },
      });
      expect(response.status).toBe(200);
      const requestId = response.headers.get("X-Request-Id")!;
      const traces = new Set(
        proxy.calls
          .slice(from)
          .filter((c) => c.requestId === requestId)
          .map((c) => c.traceparent!.split("-")[1]),
      );
      expect(traces.size, String(header)).toBe(1);
      const [trace] = traces;
      expect(trace).toMatch(/^[0-9a-f]{32}$/);
      expect(trace).not.toBe(TRACE_ID);
      expect(trace).not.toBe("0".repeat(32));
    }
  });
});

describe("Redis down, then back", () => {
  it("answers, never hangs, when Redis stops answering without closing its connections", async () => {
    redis.freeze(true);
    try {
      const cart = await timed(`${base}/en-kw/cart`, { headers: { Cookie: customer().cookieHeader() } });
      console.log(`503 with Redis frozen: signed-in cart page answered in ${cart.ms} ms`);
      expect(cart.response.status).toBe(503);
      const ready = await timed(`${base}/readyz`);
      console.log(`/readyz with Redis frozen: ${ready.response.status} in ${ready.ms} ms`);
      // Redis is every instance's: readiness reports it and stays 200, so pages without a session go on.
      expect(ready.response.status).toBe(200);
      expect(await ready.response.json()).toMatchObject({ status: "ready", sessionStore: false });
      expect((await timed(`${base}/en-kw/store/${STORE}`)).response.status).toBe(200);
    } finally {
      redis.freeze(false);
    }
    await expect
      .poll(async () => ((await (await fetch(`${base}/readyz`)).json()) as { sessionStore: boolean }).sessionStore, {
        timeout: 20_000,
        interval: 250,
      })
      .toBe(true);
    expect((await customer().get("/en-kw/cart")).status).toBe(200);
  }, 60_000);

  it("answers the 503 page to pages and forms that need the session, keeps cookie-less pages, and /readyz says why, quickly, without failing", async () => {
    expect((await customer().get("/en-kw/cart")).status).toBe(200);
    await redis.stop();

    const cart = await timed(`${base}/en-kw/cart`, { headers: { Cookie: customer().cookieHeader() } });
    console.log(`503 with Redis stopped: signed-in cart page answered in ${cart.ms} ms`);
    expect(cart.response.status).toBe(503);
    expect(cart.response.headers.get("Retry-After")).toBe("5");
    const html = await cart.response.text();
    expect(html).toContain("We can&#x27;t reach the store right now");
    expect(html).toMatch(/<header[\s>]/); // the layout is kept
    const arabic = await timed(`${base}/ar-kw/account`, { headers: { Cookie: customer().cookieHeader() } });
    expect(arabic.response.status).toBe(503);
    const arabicHtml = await arabic.response.text();
    expect(arabicHtml).toContain('dir="rtl"');
    expect(arabicHtml).toContain("لا يمكننا الوصول إلى المتجر الآن");

    // A form of a customer with a session, and a sign-in form of a visitor (the shared rate limiter).
    const add = await customer().post(productPath, { intent: "add", quantity: "1" });
    expect(add.status).toBe(503);
    const signIn = await new Browserless(base).post("/en-kw/sign-in", {
      intent: "request-code",
      phone_code: "+965",
      phone: "60000009",
      channel: "sms",
    });
    expect(signIn.status).toBe(503);
    const data = await timed(`${base}/en-kw/cart?_data=routes%2F(%24locale).cart`, {
      headers: { Cookie: customer().cookieHeader() },
    });
    expect(data.response.status).toBe(503);

    // Pages that need no session, for a visitor without one.
    for (const page of ["/en-kw", `/en-kw/store/${STORE}`, "/en-kw/brand/burger-bay", "/ar-kw/about-us"]) {
      expect((await timed(base + page)).response.status, page).toBe(200);
    }

    const ready = await timed(`${base}/readyz`);
    console.log(`/readyz with Redis stopped: ${ready.response.status} in ${ready.ms} ms`);
    expect(ready.response.status).toBe(200);
    expect(await ready.response.json()).toEqual({ status: "ready", upstream: true, sessionStore: false });
    expect((await timed(`${base}/healthz`)).response.status).toBe(200);

    const text = await scrape();
    expect(sample(text, "storefront_session_store_errors_total", { operation: "read" })).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, "http_server_request_duration_seconds_count", {
        http_route: "/:locale?/cart",
        http_response_status_code: "503",
      }),
    ).toBeGreaterThanOrEqual(1);
    // The app's own log lines of a request carry its trace id too.
    const warning = stack.storefront
      .output()
      .split("\n")
      .filter((l) => l.includes('"session store unavailable"'))
      .map((l) => JSON.parse(l) as Record<string, unknown>)[0];
    expect(warning?.trace_id).toMatch(/^[0-9a-f]{32}$/);
    expect(warning?.requestId).toBeTruthy();
  }, 60_000);

  it("resumes without a restart when Redis returns, with the same session and cart", async () => {
    await redis.start();
    await expect
      .poll(async () => ((await (await fetch(`${base}/readyz`)).json()) as { sessionStore: boolean }).sessionStore, {
        timeout: 20_000,
        interval: 250,
      })
      .toBe(true);
    const cart = await customer().get("/en-kw/cart");
    expect(cart.status).toBe(200);
    expect((await cart.text()).match(/data-testid="cart-line"/g)?.length).toBe(1);
    const account = await customer().get("/en-kw/account");
    expect(account.status).toBe(200);
    expect(await account.text()).toContain('data-testid="profile-name"');
  }, 30_000);
});

describe("several workers", () => {
  let cluster: Running;
  let clusterMetrics: string;
  beforeAll(async () => {
    const port = await freePort();
    // Straight to the sandbox, in test mode with the default caches and logs.
    cluster = await stack.another({
      API_BASE_URL: stack.sandbox.url,
      NODE_ENV: "test",
      SECURE_COOKIES: "",
      LOG_LEVEL: "warn",
      CATALOGUE_CACHE_SECONDS: "",
      VENDOR_CACHE_SECONDS: "",
      WEB_CONCURRENCY: "2",
      METRICS_PORT: String(port),
    });
    clusterMetrics = `http://127.0.0.1:${port}/metrics`;
  }, 120_000);
  afterAll(() => cluster?.stop());

  it("are seen whole by one scrape of the primary", async () => {
    const url = cluster.url.replace("localhost", "127.0.0.1");
    // Separate connections, which the primary hands to the workers in turn (round robin): without
    // the aggregation a scrape would see none of them (the primary serves nothing) or half.
    for (let i = 0; i < 10; i++)
      expect((await fetch(`${url}/healthz`, { headers: { Connection: "close" } })).status).toBe(200);
    const text = await (await fetch(clusterMetrics)).text();
    expect(
      sample(text, "http_server_request_duration_seconds_count", {
        http_route: "/healthz",
        http_response_status_code: "200",
      }),
    ).toBe(10);
    // Both workers' process metrics are in it (summed).
    expect(text).toContain("process_resident_memory_bytes");
  });
});
