// Security, proven against a production-mode storefront: HSTS and Secure cookies, 403 for every
// cross-site write, rate-limited sign-in, no token or secret in HTML, loader data or logs, and no
// stack trace in HTML or loader data (logs keep stacks: errors are logged with message and stack).
import { beforeAll, describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { TEST_SESSION_SECRET } from "../support/processes";
import { Browserless } from "../support/http-client";
import { signInThroughForms } from "../support/sign-in";
import { testStack } from "../support/stack";

const SECRET = TEST_SESSION_SECRET;
let base: string;

// Limits unscaled: sign-in's is tested here.
const stack = testStack({
  sandbox: { SANDBOX_OTP_RESEND_SECONDS: "0" },
  storefront: { NODE_ENV: "production", LOG_LEVEL: "debug", RATE_LIMIT_SCALE: "1" },
});

beforeAll(() => {
  base = stack.base;
});

const ACTIONS = [
  "/language",
  "/logout",
  "/en-kw/cart",
  "/en-kw/sign-in",
  "/en-kw/location",
  "/en-kw/store/burger-bay-salmiya/product/7?menu=1",
  "/en-kw/store/burger-bay-salmiya/checkout",
  "/en-kw/account/edit-profile",
  "/en-kw/account/addresses",
  "/en-kw/account/saved-cards",
  "/en-kw/order/ABCD-1234",
];

describe("a production storefront", () => {
  it("sends HSTS, a nonce CSP and Secure httpOnly cookies", async () => {
    const customer = new Browserless(base);
    const response = await customer.post("/en-kw/store/burger-bay-salmiya/product/7?menu=1", {
      intent: "add",
      quantity: "1",
    });
    expect(response.headers.get("Strict-Transport-Security")).toMatch(/max-age=\d+/);
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const attributes = response.headers.get("Set-Cookie")!.split("; ").slice(1);
    expect(attributes).toEqual(expect.arrayContaining(["HttpOnly", "SameSite=Lax", "Secure"]));
    const page = await customer.get("/en-kw");
    expect(page.headers.get("Content-Security-Policy")).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("gives a page its document headers, and what is not a page (its texts, its data) a short policy", async () => {
    const page = await fetch(base + "/en-kw/store/burger-bay-salmiya");
    expect(page.headers.get("X-Frame-Options")).toBe("DENY");
    expect(page.headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
    const script = /<script\b[^>]*\bsrc="(\/resources\/translations\.js[^"]*)"/
      .exec(await page.text())![1]!
      .replaceAll("&amp;", "&");
    for (const url of [
      script,
      "/en-kw/store/burger-bay-salmiya?_data=routes%2F(%24locale).store.%24storeSlug._index",
      "/robots.txt",
    ]) {
      const answer = await fetch(base + url);
      expect(answer.status, url).toBe(200);
      expect(answer.headers.get("Content-Type"), url).not.toMatch(/text\/html/);
      expect(answer.headers.get("Content-Security-Policy"), url).toBe("default-src 'none'; frame-ancestors 'none'");
      for (const name of ["X-Frame-Options", "Cross-Origin-Opener-Policy", "Permissions-Policy", "Referrer-Policy"])
        expect(answer.headers.get(name), `${url} ${name}`).toBeNull();
      expect(answer.headers.get("X-Content-Type-Options"), url).toBe("nosniff");
      expect(answer.headers.get("Strict-Transport-Security"), url).toMatch(/max-age=\d+/);
    }
  });

  it("holds up the first paint with no script: every external script is deferred or a module", async () => {
    for (const p of ["/en-kw", "/ar-kw/store/burger-bay-salmiya"]) {
      const html = await (await fetch(base + p)).text();
      const external = [...html.matchAll(/<script\b[^>]*\bsrc="[^"]*"[^>]*>/g)].map((m) => m[0]);
      expect(
        external.some((tag) => tag.includes("/resources/translations.js")),
        p,
      ).toBe(true);
      for (const tag of external) expect(/\bdefer\b|\btype="module"|\basync\b/.test(tag), tag).toBe(true);
    }
  });

  it("refuses every cross-site write with 403", async () => {
    for (const action of ACTIONS) {
      const variants: Record<string, string>[] = [
        { "Sec-Fetch-Site": "cross-site" },
        { "Sec-Fetch-Site": "same-site" },
        { Origin: "http://evil.localhost" },
      ];
      for (const headers of variants) {
        const response = await fetch(base + action, {
          method: "POST",
          body: new URLSearchParams({ intent: "clear" }),
          headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
          redirect: "manual",
        });
        expect(response.status, `${action} ${JSON.stringify(headers)}`).toBe(403);
      }
    }
  });

  it("never shows tokens in HTML, loader data or logs", async () => {
    const customer = new Browserless(base);
    await signInThroughForms(customer, stack.sandbox.url, "61234567");
    const sessions = path.join(stack.dir, "sessions");
    const stored = readdirSync(sessions)
      .map((f) => readFileSync(path.join(sessions, f), "utf8"))
      .find((s) => s.includes("accessToken"))!;
    const { accessToken, refreshToken } = JSON.parse(stored).data.auth as { accessToken: string; refreshToken: string };
    expect(accessToken.length).toBeGreaterThan(10);
    const pages = [
      "/en-kw/account",
      "/en-kw/account?_data=root",
      "/en-kw/account?_data=routes%2F(%24locale).account._index",
      "/en-kw/store/burger-bay-salmiya",
      "/en-kw/account/addresses",
    ];
    for (const page of pages) {
      const body = await (await customer.get(page)).text();
      expect(body, page).not.toContain(accessToken);
      expect(body, page).not.toContain(refreshToken);
      expect(body, page).not.toContain(SECRET);
    }
    expect(stack.storefront.output()).not.toContain(accessToken);
    expect(stack.storefront.output()).not.toContain(refreshToken);
    expect(stack.storefront.output()).not.toContain(SECRET);
  });

  it("rate-limits sign-in codes per phone", async () => {
    // From one client; code-limits.test.ts covers the per-address budget behind it.
    const customer = new Browserless(base);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const response = await customer.post("/en-kw/sign-in", {
        intent: "request-code",
        phone_code: "+965",
        phone: "69990001",
        channel: "sms",
      });
      statuses.push(response.status);
      if (response.status === 429) expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
    }
    expect(statuses).toContain(429);
    expect(statuses.indexOf(429)).toBeLessThanOrEqual(5);
  });

  it("answers bad input with a clear 4xx and no stack trace", async () => {
    const customer = new Browserless(base);
    const cases: [string, Record<string, string>][] = [
      ["/en-kw/cart", { intent: "nonsense" }],
      ["/en-kw/cart", { intent: "set-quantity", line: "zz", quantity: "abc" }],
      ["/en-kw/store/burger-bay-salmiya/product/7?menu=1", { intent: "add", quantity: "1000000000" }],
      ["/en-kw/store/burger-bay-salmiya/product/7?menu=1", { intent: "add", quantity: "-1" }],
      ["/en-kw/store/burger-bay-salmiya/product/7?menu=1", { intent: "add", "g.999999": "1" }],
      ["/en-kw/location", { lat: "abc", lng: "1", address: "x" }],
      ["/en-kw/sign-in", { intent: "request-code", phone_code: "+965", phone: "12ab567", channel: "sms" }],
    ];
    for (const [action, form] of cases) {
      const response = await customer.post(action, form);
      const body = await response.text();
      expect(response.status, `${action} ${JSON.stringify(form)}`).toBeGreaterThanOrEqual(400);
      expect(response.status, `${action} ${JSON.stringify(form)}`).toBeLessThan(500);
      expect(body).not.toMatch(/\n\s+at [\w.<>]+ \(|node_modules/);
    }
    const missing = await customer.get("/en-kw/order/NOPE-0000");
    expect(missing.status).toBe(302); // signed out: to sign-in first
  });
});
