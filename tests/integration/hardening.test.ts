// Hardening, server level, over plain HTTP against a production storefront behind one trusted proxy
// (TRUST_PROXY=true) and a development one: forged X-Forwarded-For, bad Host headers, oversized
// bodies, malformed paths, writes that do not say where they come from, the forwarded protocol,
// unknown data routes, error logging and a damaged stored cart.
import { beforeAll, describe, expect, it } from "vitest";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";
import { ROOT, type Running } from "../support/processes";
import { Browserless } from "../support/http-client";
import { testStack } from "../support/stack";
import type { Store } from "~/contract";
import { LIMITS } from "~/server/request";

let production: Running;
let development: Running;
let prodBase: string;
let devBase: string;
let productPath = "";

// The stack's storefront is the production one (limits unscaled: they are tested here); a development
// one runs beside it on the same sandbox, with sessions of its own.
const stack = testStack({
  sandbox: { SANDBOX_OTP_RESEND_SECONDS: "0" },
  storefront: { NODE_ENV: "production", TRUST_PROXY: "true", RATE_LIMIT_SCALE: "1" },
});

beforeAll(async () => {
  production = stack.storefront;
  development = await stack.another({
    NODE_ENV: "development",
    TRUST_PROXY: "",
    SESSION_DIR: path.join(stack.dir, "dev-sessions"),
  });
  prodBase = stack.base;
  devBase = development.url.replace("localhost", "127.0.0.1");
  const store = (await (await fetch(`${stack.sandbox.url}/v5/web/customer/stores/burger-bay-salmiya`)).json()) as Store;
  const menu = store.menus.find((m) => m.info.purpose === "delivery")!;
  const simple = menu.categories
    .flatMap((c) => c.products)
    .find(
      (p) => p.availability === "available" && p.variants.length === 0 && p.option_groups.every((g) => g.min === 0),
    )!;
  productPath = `/en-kw/store/burger-bay-salmiya/product/${simple.id}?menu=${menu.info.id}`;
}, 300_000); // another storefront, on a busy machine

/** One request written byte for byte (fetch will not send a malformed Host). */
function rawGet(
  base: string,
  host: string,
  target = "/en-kw",
  extra = "",
  method = "GET",
): Promise<{ status: number; head: string; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () =>
      socket.write(`${method} ${target} HTTP/1.1\r\nHost: ${host}\r\n${extra}Connection: close\r\n\r\n`),
    );
    let text = "";
    socket.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
    socket.on("error", reject);
    socket.on("end", () => {
      const split = text.indexOf("\r\n\r\n");
      resolve({ status: Number(text.slice(9, 12)), head: text.slice(0, split), body: text.slice(split + 4) });
    });
  });
}

async function cartCount(customer: Browserless): Promise<number> {
  const html = await (await customer.get("/en-kw/cart")).text();
  return Number(/data-testid="cart-count"[^>]*>(\d+)</.exec(html)?.[1] ?? 0);
}

describe("X-Forwarded-For behind one trusted proxy (TRUST_PROXY=true)", () => {
  // Code requests for a new phone each time (each phone stays inside its own budget), until the
  // client address's budget (sized for a carrier's shared address) is spent; one browser session,
  // as new sessions have a budget of their own.
  const REQUESTS = LIMITS.otpRequest.limit + 2;
  async function codeRequests(series: string, forwardedFor: (i: number) => string): Promise<number[]> {
    const statuses: number[] = [];
    const customer = new Browserless(prodBase);
    for (let i = 0; i < REQUESTS; i++) {
      const response = await customer.post(
        "/en-kw/sign-in",
        {
          intent: "request-code",
          phone_code: "+965",
          phone: `6${series}${String(i).padStart(5, "0")}`,
          channel: "sms",
        },
        { "X-Forwarded-For": forwardedFor(i) },
      );
      statuses.push(response.status);
    }
    return statuses;
  }

  it("limits code requests with a changing leftmost address like plain ones", async () => {
    // The client writes the leftmost entries; the proxy appends the address it saw (203.0.113.7).
    const forged = await codeRequests("10", (i) => `198.51.${100 + (i >> 8)}.${(i & 255) + 1}, 203.0.113.7`);
    const plain = await codeRequests("20", () => "203.0.113.8");
    expect(plain.indexOf(429)).toBe(LIMITS.otpRequest.limit);
    expect(forged).toEqual(plain);
  }, 120_000);
});

describe("forwarded headers without a trusted proxy (TRUST_PROXY unset)", () => {
  it("X-Forwarded-Host reaches neither robots.txt's Sitemap line nor a page's canonical URL", async () => {
    const host = `localhost:${new URL(devBase).port}`;
    const robots = await rawGet(devBase, host, "/robots.txt", "X-Forwarded-Host: burger-bay.localhost:6666\r\n");
    expect(robots.status).toBe(200);
    expect(robots.body).toContain(`Sitemap: http://${host}/sitemap.xml`);
    expect(robots.body).not.toContain("6666");
    const page = await rawGet(devBase, host, "/en-kw/about-us", "X-Forwarded-Host: evil.example\r\n");
    expect(page.status).toBe(200);
    expect(page.body).toContain(`<link rel="canonical" href="http://${host}/en-kw/about-us"`);
    expect(page.body).not.toContain("evil.example");
  });

  it("X-Forwarded-Proto does not change the scheme of public URLs", async () => {
    const host = `localhost:${new URL(devBase).port}`;
    const page = await rawGet(devBase, host, "/en-kw/about-us", "X-Forwarded-Proto: https\r\n");
    expect(page.body).toContain(`<link rel="canonical" href="http://${host}/en-kw/about-us"`);
  });

  it("X-Forwarded-For does not choose the client's rate-limit key", async () => {
    // A new forged address on every request: were it the key, none would reach the address's budget.
    const customer = new Browserless(devBase);
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.otpRequest.limit; i++) {
      const response = await customer.post(
        "/en-kw/sign-in",
        { intent: "request-code", phone_code: "+965", phone: `63${String(i).padStart(6, "0")}`, channel: "sms" },
        { "X-Forwarded-For": `198.51.${100 + (i >> 8)}.${(i & 255) + 1}` },
      );
      statuses.push(response.status);
    }
    expect(statuses.indexOf(429)).toBe(LIMITS.otpRequest.limit);
  }, 120_000);
});

describe("X-Forwarded-Host behind one trusted proxy (TRUST_PROXY=true)", () => {
  it("is the value the proxy wrote, not one the client put before it", async () => {
    const page = await rawGet(
      prodBase,
      "localhost",
      "/en-kw/about-us",
      "X-Forwarded-Host: evil.example, localhost\r\n",
    );
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/<link rel="canonical" href="https?:\/\/localhost\/en-kw\/about-us"/);
    expect(page.body).not.toContain("evil.example");
  });
});

describe("request targets (RFC 9112)", () => {
  it("in absolute-form for another host, or *, get a 400 page and no stack in the log", async () => {
    const foreign = await rawGet(prodBase, "localhost", "http://evil.example/en-kw/about-us");
    expect(foreign.status).toBe(400);
    expect(foreign.body).toContain("That request could not be understood.");
    expect(foreign.body).not.toContain("evil.example");
    expect((await rawGet(prodBase, "localhost", "*")).status).toBe(400);
    const options = await rawGet(prodBase, "localhost", "*", "", "OPTIONS");
    expect(options.status).toBe(204);
    expect(options.head).toMatch(/^allow: GET, HEAD, POST, OPTIONS$/im);
    expect(production.output()).not.toContain("unhandled error");
    expect(production.output()).not.toMatch(/\n\s+at /);
  });

  it("in absolute-form for this host, are served as the origin-form is", async () => {
    const absolute = await rawGet(prodBase, "localhost", "http://localhost/en-kw/about-us?x=1");
    const origin = await rawGet(prodBase, "localhost", "/en-kw/about-us?x=1");
    expect(absolute.status).toBe(200);
    expect(/<h1[^>]*>[^<]*/.exec(absolute.body)?.[0]).toBe(/<h1[^>]*>[^<]*/.exec(origin.body)?.[0]);
    expect(absolute.body).toMatch(/<link rel="canonical" href="https?:\/\/localhost\/en-kw\/about-us"/);
  });
});

describe("invalid Host headers", () => {
  it("get a 400 page before Remix, and no stack in the log", async () => {
    for (const host of [":3401", "exa mple", "%", "[zz]", "host:99999"]) {
      const response = await rawGet(prodBase, host);
      expect(response.status, host).toBe(400);
      expect(response.head, host).toMatch(/content-type: text\/html/i);
      expect(response.body, host).toContain("That request could not be understood.");
      expect(response.body, host).not.toMatch(/\n\s+at /);
    }
    // A trusted proxy's X-Forwarded-Host is the URL's host; an untrusted client's is dropped.
    expect((await rawGet(prodBase, "localhost", "/en-kw", "X-Forwarded-Host: localhost:99999\r\n")).status).toBe(400);
    expect((await rawGet(devBase, "localhost", "/en-kw", "X-Forwarded-Host: localhost:99999\r\n")).status).toBe(200);
    // A trusted proxy's X-Forwarded-Proto is the URL's scheme.
    expect((await rawGet(prodBase, "localhost", "/en-kw", "X-Forwarded-Proto: ht tp\r\n")).status).toBe(400);
    expect((await rawGet(prodBase, "localhost", "/en-kw", "X-Forwarded-Proto: https\r\n")).status).toBe(200);
    const prefixed = await rawGet(prodBase, "[zz]", "/ar-kw/cart");
    expect(prefixed.body).toContain('lang="ar" dir="rtl"');
    expect(production.output()).not.toContain("Invalid URL");
    expect(production.output()).not.toContain("unhandled error");
    expect(development.output()).not.toContain("Invalid URL");
  });
});

describe("request bodies", () => {
  it("over 64 KB are refused with 413 and a page, and change nothing", async () => {
    const customer = new Browserless(prodBase);
    expect((await customer.post(productPath, { intent: "add", quantity: "2" })).status).toBe(303);
    expect(await cartCount(customer)).toBe(2);

    const huge = await customer.post("/en-kw/cart", { intent: "clear", padding: "x".repeat(5 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    expect(huge.headers.get("Content-Type")).toMatch(/text\/html/);
    expect(await huge.text()).toContain("That form is too large to send. Nothing was changed.");
    expect(await cartCount(customer)).toBe(2);

    // Sent without a length (chunked): counted while read, refused past the limit.
    const streamed = (size: number, form: string) =>
      fetch(prodBase + "/en-kw/cart", {
        method: "POST",
        headers: {
          Cookie: customer.cookieHeader(),
          Origin: new URL(prodBase).origin,
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: new ReadableStream({
          start(controller) {
            const text = new TextEncoder().encode(form + "&padding=" + "y".repeat(size));
            for (let at = 0; at < text.length; at += 16 * 1024) controller.enqueue(text.slice(at, at + 16 * 1024));
            controller.close();
          },
        }),
        duplex: "half",
        redirect: "manual",
      } as RequestInit);
    const chunked = await streamed(100 * 1024, "intent=clear");
    expect(chunked.status).toBe(413);
    expect(await cartCount(customer)).toBe(2);
    // Under the limit, the same streamed form is read and applied.
    const small = await streamed(1024, "intent=clear");
    expect(small.status).toBe(303);
    expect(await cartCount(customer)).toBe(0);
  });
});

describe("malformed paths", () => {
  it("get the storefront's 400 page in the prefix's language", async () => {
    for (const base of [prodBase, devBase]) {
      const arabic = await fetch(base + "/ar-kw/%E0%A4%A");
      expect(arabic.status).toBe(400);
      expect(arabic.headers.get("Content-Type")).toMatch(/text\/html/);
      const html = await arabic.text();
      expect(html).toMatch(/<html lang="ar" dir="rtl">/);
      expect(html).toContain("تعذّر فهم هذا الطلب.");
      expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css"/);
      expect(html).toContain('href="/ar-kw"');
      expect(html).toMatch(
        /<input type="hidden" name="lang" value="en"\/><input type="hidden" name="redirectTo" value="\/ar-kw"\/><button [^>]*data-testid="language-toggle">English<\/button>/,
      );
      const english = await fetch(base + "/en-kw/store/%ZZ?menu=1");
      expect(english.status).toBe(400);
      const englishHtml = await english.text();
      expect(englishHtml).toContain("That request could not be understood.");
      expect(englishHtml).toMatch(
        /<input type="hidden" name="lang" value="ar"\/><input type="hidden" name="redirectTo" value="\/en-kw"\/><button [^>]*data-testid="language-toggle">Arabic<\/button>/,
      );
      const bare = await fetch(base + "/%");
      expect(bare.status).toBe(400);
      expect(await bare.text()).toMatch(/<html lang="en" dir="ltr">/);
    }
  });
});

describe("writes", () => {
  const form = () => new URLSearchParams({ intent: "clear" });
  const post = (headers: Record<string, string>) =>
    fetch(prodBase + "/en-kw/cart", {
      method: "POST",
      body: form(),
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      redirect: "manual",
    });

  it("without Origin, Referer or Sec-Fetch-Site are refused; a same-origin Referer is enough", async () => {
    const nothing = await post({});
    expect(nothing.status).toBe(403);
    expect(await nothing.text()).toContain("You are not allowed to do that.");
    expect((await post({ Referer: `${prodBase}/en-kw/cart` })).status).toBe(303);
    expect((await post({ Referer: "http://evil.localhost/en-kw/cart" })).status).toBe(403);
  });

  it("behind a TLS-terminating proxy are compared with the forwarded protocol and host", async () => {
    const proxied = { "X-Forwarded-Proto": "https", "X-Forwarded-Host": "localhost", "X-Forwarded-For": "203.0.113.9" };
    expect((await post({ ...proxied, Origin: "https://localhost" })).status).toBe(303);
    expect((await post({ ...proxied, Referer: "https://localhost/en-kw/cart" })).status).toBe(303);
    expect((await post({ ...proxied, Origin: "http://localhost" })).status).toBe(403);
    expect((await post({ ...proxied, Origin: new URL(prodBase).origin })).status).toBe(403);
  });
});

describe("data requests for unknown routes", () => {
  it("answer a JSON 404 without a stack or paths, in production and development", async () => {
    for (const base of [prodBase, devBase]) {
      for (const target of [
        "/en-kw?_data=routes%2Fnope",
        "/en-kw/cart?_data=..%2F..%2Fetc%2Fpasswd",
        "/?_data=&_data=root",
      ]) {
        const response = await fetch(base + target);
        expect(response.status, base + target).toBe(404);
        expect(response.headers.get("Content-Type")).toMatch(/application\/json/);
        const body = await response.text();
        expect(body).not.toContain("stack");
        expect(body).not.toContain(ROOT);
        expect(body).not.toContain("node_modules");
      }
      // A route of the build that is not on this URL: Remix's own answer, still without a stack.
      const elsewhere = await fetch(base + "/en-kw?_data=" + encodeURIComponent("routes/($locale).cart"));
      expect(elsewhere.status).toBeGreaterThanOrEqual(400);
      expect(elsewhere.status).toBeLessThan(500);
      const body = await elsewhere.text();
      expect(body).not.toContain("stack");
      expect(body).not.toContain(ROOT);
    }
  });

  it("are logged as objects, never [object Object]", async () => {
    await fetch(devBase + "/en-kw?_data=" + encodeURIComponent("routes/($locale).cart"));
    await new Promise((r) => setTimeout(r, 200));
    const line = development
      .output()
      .split("\n")
      .find((l) => l.includes('"route error"'));
    expect(line).toBeDefined();
    expect(JSON.parse(line!).error).toMatchObject({
      status: 403,
      message: expect.stringContaining("does not match URL"),
    });
    expect(development.output()).not.toContain("[object Object]");
    expect(production.output()).not.toContain("[object Object]");
  });
});

describe("a cart read back from the session store", () => {
  it("is dropped with a log line when it does not parse", async () => {
    const customer = new Browserless(prodBase);
    expect((await customer.post(productPath, { intent: "add", quantity: "1" })).status).toBe(303);
    expect(await cartCount(customer)).toBe(1);
    const sessions = path.join(stack.dir, "sessions");
    const file = readdirSync(sessions)
      .map((f) => path.join(sessions, f))
      .find((f) => {
        const record = JSON.parse(readFileSync(f, "utf8")) as { data: { cart?: { items: unknown[] } } };
        return record.data.cart?.items.length === 1;
      })!;
    const record = JSON.parse(readFileSync(file, "utf8")) as { data: { cart: { items: Record<string, unknown>[] } } };
    record.data.cart.items[0]!.quantity = "lots";
    record.data.cart.items[0]!.unitPrice = { amount: "NaN" };
    writeFileSync(file, JSON.stringify(record));

    const page = await customer.get("/en-kw/cart");
    expect(page.status).toBe(200);
    expect(await cartCount(customer)).toBe(0);
    expect(production.output()).toContain("stored cart dropped");
    // Dropped from the store too, and the customer can fill a new cart.
    expect((JSON.parse(readFileSync(file, "utf8")) as { data: { cart?: unknown } }).data.cart).toBeUndefined();
    expect((await customer.post(productPath, { intent: "add", quantity: "1" })).status).toBe(303);
    expect(await cartCount(customer)).toBe(1);
  });
});
