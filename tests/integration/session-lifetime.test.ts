// Sessions that end: the cookie is `__Host-`-prefixed when Secure (a sibling vendor host cannot plant
// one), a visitor's session ends 30 days after its last use (renewed once a day while in use), a
// sign-in lasts at most 90 days (then the customer signs in again; the cart stays), nothing is stored
// for a visitor until something needs storing, and one client may start only so many sessions.
import { beforeAll, describe, expect, it } from "vitest";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type Running } from "../support/processes";
import { Browserless } from "../support/http-client";
import { signInThroughForms } from "../support/sign-in";
import { SIMPLE_PRODUCT } from "../support/orders";
import { testStack } from "../support/stack";

const DAY = 86_400;
let production: Running;

// The stack's storefront is the development one; a production one (Secure cookies, its own sessions,
// unscaled limits) runs beside it on the same sandbox.
const stack = testStack({
  sandbox: { SANDBOX_OTP_RESEND_SECONDS: "0" },
  storefront: () => ({ SESSION_DIR: path.join(stack.dir, "dev") }),
});

beforeAll(async () => {
  production = await stack.another({
    NODE_ENV: "production",
    SESSION_DIR: path.join(stack.dir, "prod"),
    SECURE_COOKIES: "true",
    TRUST_PROXY: "true",
    RATE_LIMIT_SCALE: "1",
  });
}, 300_000); // another storefront, on a busy machine

const base = (running: Running) => running.url.replace("localhost", "127.0.0.1");
const sessionFiles = (folder: string) =>
  readdirSync(path.join(stack.dir, folder), { withFileTypes: true })
    .filter((f) => f.isFile() && f.name.endsWith(".json"))
    .map((f) => f.name);
const recordOf = (customer: Browserless) => {
  const id = decodeURIComponent(customer.cookies.get("web_customer_app_session")!).split(".")[0]!;
  const file = path.join(stack.dir, "dev", `${id}.json`);
  return {
    read: () => JSON.parse(readFileSync(file, "utf8")) as { expiresAt: number; data: Record<string, unknown> },
    write: (record: { expiresAt: number; data: Record<string, unknown> }) =>
      writeFileSync(file, JSON.stringify(record)),
  };
};
const cartLines = async (customer: Browserless) =>
  ((await (await customer.get("/en-kw/cart")).text()).match(/data-testid="cart-line"/g) ?? []).length;
/** Behind a TLS-terminating proxy: the forwarded scheme, and the origin a browser would send. */
const secure = (customer: Browserless, address?: string) => ({
  "X-Forwarded-Proto": "https",
  Origin: `https://${new URL(customer.base).host}`,
  ...(address ? { "X-Forwarded-For": address } : {}),
});
const maxAge = (response: Response) => Number(/Max-Age=(\d+)/.exec(response.headers.get("set-cookie") ?? "")?.[1]);

describe("the cookie", () => {
  it("is __Host- prefixed, Secure, host-only and Path=/ when Secure; an unprefixed one is not read", async () => {
    const visitor = new Browserless(base(production));
    const added = await visitor.post(SIMPLE_PRODUCT.path, { intent: "add", quantity: "1" }, secure(visitor));
    expect(added.status).toBe(303);
    const line = added.headers.getSetCookie().find((c) => c.includes("web_customer_app_session"))!;
    const [pair, ...attributes] = line.split("; ");
    expect(pair).toMatch(/^__Host-web_customer_app_session=[^;]+$/);
    expect(attributes).toEqual(expect.arrayContaining(["Path=/", "Secure"]));
    expect(line).not.toMatch(/Domain=/i);
    const value = visitor.cookies.get("__Host-web_customer_app_session")!;
    expect(await cartLines(visitor)).toBe(1);
    // The same id, as a cookie a sibling host could have planted for the parent domain: no session.
    const planted = new Browserless(base(production));
    planted.cookies.set("web_customer_app_session", value);
    expect(await cartLines(planted)).toBe(0);
  });
});

describe("lifetimes", () => {
  it("a visitor's session lives 30 days from its last use, renewed once a day while in use", async () => {
    const visitor = new Browserless(stack.base);
    const added = await visitor.post(SIMPLE_PRODUCT.path, { intent: "add", quantity: "1" });
    expect(maxAge(added)).toBe(30 * DAY);
    const record = recordOf(visitor);
    expect(record.read().expiresAt).toBeGreaterThan(Date.now() + 29 * DAY * 1000);
    expect(record.read().expiresAt).toBeLessThanOrEqual(Date.now() + 30 * DAY * 1000);
    // Used within the day (the first page takes the add's toast): nothing written, no cookie.
    await visitor.get("/en-kw/cart");
    expect((await visitor.get("/en-kw/cart")).headers.get("set-cookie")).toBeNull();
    // Last written two days ago, ending in a day: the next visit renews it for 30 days.
    const stale = record.read();
    record.write({
      expiresAt: Date.now() + DAY * 1000,
      data: { ...stale.data, renewedAt: Date.now() - 2 * DAY * 1000 },
    });
    const renewed = await visitor.get("/en-kw/cart");
    expect(maxAge(renewed)).toBe(30 * DAY);
    expect(record.read().expiresAt).toBeGreaterThan(Date.now() + 29 * DAY * 1000);
    expect(await cartLines(visitor)).toBe(1);
  });

  it("a sign-in lasts at most 90 days; then the customer signs in again and the cart stays", async () => {
    const customer = new Browserless(stack.base);
    await signInThroughForms(customer, stack.sandbox.url, "63200001");
    const added = await customer.post(SIMPLE_PRODUCT.path, { intent: "add", quantity: "1" });
    expect(maxAge(added)).toBeGreaterThan(89 * DAY);
    expect(maxAge(added)).toBeLessThanOrEqual(90 * DAY);
    const record = recordOf(customer);
    expect(record.read().expiresAt).toBeGreaterThan(Date.now() + 89 * DAY * 1000);
    expect((await customer.get("/en-kw/account")).status).toBe(200);
    // Signed in 91 days ago (and used since): the sign-in has ended.
    const stored = record.read();
    record.write({ ...stored, data: { ...stored.data, signedInAt: Date.now() - 91 * DAY * 1000 } });
    const account = await customer.get("/en-kw/account");
    expect(account.status).toBe(302);
    expect(account.headers.get("location")).toContain("/en-kw/sign-in");
    const signIn = await (await customer.get(account.headers.get("location")!)).text();
    expect(signIn).toContain("Your session has expired. Please Sign In again.");
    expect(await cartLines(customer)).toBe(1);
    expect(record.read().data.auth).toBeUndefined();
  });
});

describe("creating sessions", () => {
  it("stores nothing for a visitor who only reads pages or sends a refused form", async () => {
    const before = sessionFiles("dev").length;
    for (let i = 0; i < 25; i++) {
      const visitor = new Browserless(stack.base);
      expect((await visitor.get("/en-kw/store/burger-bay-salmiya")).status).toBe(200);
      expect(
        (await visitor.post("/en-kw/sign-in", { intent: "request-code", phone_code: "+965", phone: "1" })).status,
      ).toBeGreaterThanOrEqual(300);
    }
    expect(sessionFiles("dev").length - before).toBe(0);
  });

  it("are limited per client: past the limit a 429 page with Retry-After, nothing stored, another client unaffected", async () => {
    const statuses: number[] = [];
    let refused: Response | null = null;
    const before = sessionFiles("prod").length;
    for (let i = 0; i < 101; i++) {
      const visitor = new Browserless(base(production));
      const response = await visitor.post(
        SIMPLE_PRODUCT.path,
        { intent: "add", quantity: "1" },
        secure(visitor, "203.0.113.50"),
      );
      statuses.push(response.status);
      if (response.status === 429) refused = response;
    }
    expect(statuses.slice(0, 100).every((s) => s === 303)).toBe(true);
    expect(statuses[100]).toBe(429);
    expect(Number(refused!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused!.headers.getSetCookie()).toEqual([]);
    expect(await refused!.text()).toContain("Too many attempts. Please wait a moment and try again.");
    expect(sessionFiles("prod").length - before).toBe(100);
    const another = new Browserless(base(production));
    const other = await another.post(
      SIMPLE_PRODUCT.path,
      { intent: "add", quantity: "1" },
      secure(another, "203.0.113.51"),
    );
    expect(other.status).toBe(303);
  });
});
