// The server-level pieces, unit by unit: TRUST_PROXY as Express's `trust proxy`, host and
// path checks, the guard's page, error logging, and the stored cart's schema check.
import { afterEach, describe, expect, it, vi } from "vitest";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { loadConfig, type AppContext } from "~/server/request";
import { isDecodablePath, isValidHost, withoutErrorStack } from "../../edge/request-guard.server";
import { guardLocale, renderGuardPage } from "../../edge/request-guard-page.server";
import { describeError, errorFields, log, requestLog } from "~/server/ops";
import { getCart } from "~/server/cart";
import { EMPTY_CART } from "~/cart/cart";

describe("TRUST_PROXY", () => {
  const trust = (value: string | undefined) =>
    loadConfig({ TRUST_PROXY: value } as unknown as NodeJS.ProcessEnv).TRUST_PROXY;

  it("means one proxy for true, a hop count for a number, a list of proxies otherwise", () => {
    expect(trust(undefined)).toBe(false);
    expect(trust("")).toBe(false);
    expect(trust("false")).toBe(false);
    expect(trust("0")).toBe(false);
    expect(trust("true")).toBe(1);
    expect(trust("1")).toBe(1);
    expect(trust("2")).toBe(2);
    expect(trust("10.0.0.0/8, 192.168.1.7")).toEqual(["10.0.0.0/8", "192.168.1.7"]);
    expect(trust("loopback,fd00::/8")).toEqual(["loopback", "fd00::/8"]);
  });

  it("refuses values that are none of those", () => {
    for (const bad of ["yes", "10.0.0.0/33", "999.1.1.1", "10.0.0.1,evil", "*", "::1/129"]) {
      expect(() => trust(bad), bad).toThrow(/TRUST_PROXY/);
    }
  });

  /** The address Express reports for a request from 127.0.0.1 with this X-Forwarded-For. */
  async function clientAddress(setting: string, forwardedFor: string): Promise<string | undefined> {
    const app = express();
    app.set("trust proxy", trust(setting));
    app.get("/", (req, res) => void res.send(req.ip));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      return await new Promise((resolve, reject) => {
        const req = request(
          { host: "127.0.0.1", port, path: "/", headers: { "X-Forwarded-For": forwardedFor } },
          (res) => {
            let body = "";
            res.on("data", (c: Buffer) => (body += c.toString()));
            res.on("end", () => resolve(body));
          },
        );
        req.on("error", reject);
        req.end();
      });
    } finally {
      server.close();
    }
  }

  it("keys on the address the trusted proxy saw, never on what the client wrote", async () => {
    // The client forges the leftmost entry; the proxy appends the address it saw (203.0.113.7).
    expect(await clientAddress("true", "198.51.100.1, 203.0.113.7")).toBe("203.0.113.7");
    expect(await clientAddress("true", "203.0.113.7")).toBe("203.0.113.7");
    // Two proxies: the outer one appended the client, the inner one appended the outer (10.0.0.2).
    expect(await clientAddress("2", "198.51.100.1, 203.0.113.7, 10.0.0.2")).toBe("203.0.113.7");
    expect(await clientAddress("127.0.0.1,10.0.0.0/8", "198.51.100.1, 203.0.113.7, 10.0.0.2")).toBe("203.0.113.7");
    expect(await clientAddress("false", "198.51.100.1, 203.0.113.7")).toBe("127.0.0.1");
  });
});

describe("Host header check", () => {
  it("accepts names, IPv4 and IPv6 addresses with an optional port", () => {
    for (const good of [
      "localhost",
      "localhost:3000",
      "burger-bay.localhost:3401",
      "shop.example.com",
      "shop.example.com.",
      "127.0.0.1:8080",
      "[::1]:3000",
      "[2001:db8::1]",
      "bad_label.example.com",
      "a:65535",
    ]) {
      expect(isValidHost(good), good).toBe(true);
    }
  });
  it("refuses what no URL can be built from", () => {
    for (const bad of [
      ":3401",
      "exa mple",
      "%",
      "[zz]",
      "host:99999",
      "host:0",
      "",
      undefined,
      "a..b",
      "-x.example.com",
      "x/y",
      "x@y",
      "x:3000:1",
      "[::1",
      "a".repeat(300),
      "héllo.com",
    ]) {
      expect(isValidHost(bad), String(bad)).toBe(false);
    }
  });
});

describe("malformed paths", () => {
  it("knows bad percent-encoding", () => {
    expect(isDecodablePath("/ar-kw/%E0%A4%A")).toBe(false);
    expect(isDecodablePath("/%")).toBe(false);
    expect(isDecodablePath("/en-kw/store/%ZZ")).toBe(false);
    expect(isDecodablePath("/ar-kw/%D8%A7")).toBe(true);
    expect(isDecodablePath("/en-kw/store/burger-bay-salmiya")).toBe(true);
  });
  it("answers in the language of the path's prefix", () => {
    expect(guardLocale("/ar-kw/%E0%A4%A")).toEqual({ locale: { lang: "ar", country: "kw" }, prefixed: true });
    expect(guardLocale("/%E0%A4%A?x=1")).toEqual({ locale: { lang: "en", country: "kw" }, prefixed: false });
    const page = renderGuardPage({
      problem: "badRequest",
      path: "/ar-kw/%E0%A4%A",
      stylesheets: ["/build/_assets/tailwind-X.css"],
    });
    expect(page).toMatch(/^<!DOCTYPE html><html lang="ar" dir="rtl">/);
    expect(page).toContain("تعذّر فهم هذا الطلب.");
    expect(page).toContain('href="/build/_assets/tailwind-X.css"');
    expect(page).toContain('href="/ar-kw"');
    const tooLarge = renderGuardPage({ problem: "tooLarge", path: "/en-kw/cart", stylesheets: [] });
    expect(tooLarge).toContain('lang="en" dir="ltr"');
    expect(tooLarge).toContain("Nothing was changed.");
  });

  it("keeps the header's language toggle: it posts the other language to /language, back to the home page, same country", () => {
    const toggle = (path: string) =>
      /<form method="post" action="\/language" class="([^"]*)"><input type="hidden" name="lang" value="(\w+)"\/><input type="hidden" name="redirectTo" value="([^"]*)"\/><button [^>]*data-testid="language-toggle">([^<]*)<\/button><\/form>/.exec(
        renderGuardPage({ problem: "forbidden", path, stylesheets: [] }),
      );
    expect(toggle("/ar-sa/cart")?.slice(2)).toEqual(["en", "/ar-sa", "English"]);
    expect(toggle("/en-pt/store/x")?.slice(2)).toEqual(["ar", "/en-pt", "Arabic"]);
    expect(toggle("/%")?.slice(2)).toEqual(["ar", "/en-kw", "Arabic"]); // no prefix: the default locale's page
    expect(toggle("/ar-kw")?.[1]).toMatch(/\bms-auto\b/); // logical: the far side in either direction
    // The label is marked with the language it is written in ('Arabic' and 'English' are English words).
    for (const path of ["/ar-sa/cart", "/en-kw"])
      expect(renderGuardPage({ problem: "forbidden", path, stylesheets: [] })).toMatch(
        /<button type="submit" lang="en"[^>]*data-testid="language-toggle">/,
      );
  });
});

describe("failed data requests", () => {
  it("answer without a stack or this machine's paths", async () => {
    const failed = new Response(
      JSON.stringify({
        message: `ENOENT: no such file '${process.cwd()}/app/x.ts'`,
        stack: `Error: x\n    at f (${process.cwd()}/app/x.ts:1:1)`,
      }),
      {
        status: 500,
        headers: { "Content-Type": "application/json; charset=utf-8", "X-Remix-Error": "yes" },
      },
    );
    const safe = await withoutErrorStack(failed);
    expect(safe.status).toBe(500);
    expect(safe.headers.get("X-Remix-Error")).toBe("yes");
    expect(await safe.json()).toEqual({ message: "ENOENT: no such file './app/x.ts'" });
    const page = new Response("<html></html>", { headers: { "Content-Type": "text/html" } });
    expect(await withoutErrorStack(page)).toBe(page);
  });
});

describe("error logging", () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes errors as objects with message and stack, never [object Object]", () => {
    const error = new TypeError("boom", { cause: new Error("root cause") });
    const fields = errorFields(error);
    expect(fields.error).toMatchObject({
      name: "TypeError",
      message: "boom",
      cause: { name: "Error", message: "root cause" },
    });
    expect(String(fields.error.stack)).toContain("TypeError: boom");
    // Remix hands handleError its ErrorResponse (not an Error) for e.g. a data request's route mismatch.
    const response = {
      status: 403,
      statusText: "Forbidden",
      internal: true,
      data: 'Error: Route "routes/x" does not match URL "/en-kw"',
      error: new Error("mismatch"),
    };
    expect(describeError(response)).toMatchObject({
      status: 403,
      message: response.data,
      cause: { message: "mismatch" },
    });
    expect(describeError({ a: 1 }).message).toBe('{"a":1}');
    expect(describeError("text")).toEqual({ name: "string", message: "text" });

    const lines: string[] = [];
    vi.spyOn(process.stderr, "write").mockImplementation((chunk) => (lines.push(String(chunk)), true));
    log.error("route error", { ...errorFields(response) });
    log.error("with an error field", { error: new RangeError("out of range") });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    log.error("cyclic", { cyclic });
    expect(lines.join("")).not.toContain("[object Object]");
    const [first, second, third] = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(first!.error).toMatchObject({ status: 403 });
    expect(second!.error).toMatchObject({ name: "RangeError", message: "out of range" });
    expect(String((second!.error as { stack: string }).stack)).toContain("RangeError: out of range");
    expect(third!.msg).toBe("cyclic");
  });
});

describe("the cart read back from the session store", () => {
  afterEach(() => vi.restoreAllMocks());

  function sessionWith(cart: unknown) {
    const data: Record<string, unknown> = { cart };
    return {
      data,
      context: {
        log: requestLog({ requestId: "req-1", trace_id: "0af7651916cd43dd8448eb211c80319c" }),
        session: {
          get: (key: string) => data[key],
          unset: (key: string) => void delete data[key],
        },
      } as unknown as Pick<AppContext, "session" | "log">,
    };
  }

  it("is dropped with a log line when it does not match the schema", () => {
    const lines: string[] = [];
    vi.spyOn(process.stderr, "write").mockImplementation((chunk) => (lines.push(String(chunk)), true));
    for (const broken of [
      { items: [{ id: "x" }], promoCode: null, applyWallet: false },
      { items: "nope" },
      "a string",
      { items: [], promoCode: 7, applyWallet: false },
    ]) {
      const { data, context } = sessionWith(broken);
      expect(getCart(context)).toEqual(EMPTY_CART);
      expect("cart" in data).toBe(false);
    }
    expect(lines).toHaveLength(4);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: "warn",
      requestId: "req-1",
      trace_id: "0af7651916cd43dd8448eb211c80319c",
      msg: expect.stringContaining("stored cart dropped"),
    });
  });

  it("is kept when it parses", () => {
    const cart = {
      items: [
        {
          id: 7,
          name: "Burger",
          menuId: 1,
          menuPurpose: "delivery",
          storeSlug: "burger-bay-salmiya",
          storeName: "Burger Bay",
          storeCountry: { iso_two_code: "KW" },
          quantity: 2,
          selectedVariant: null,
          selectedOptionGroups: [],
          specialRequest: null,
          unitPrice: 1500,
          unitPriceAfterDiscount: 1500,
        },
      ],
      promoCode: null,
      applyWallet: false,
    };
    const { data, context } = sessionWith(cart);
    expect(getCart(context)).toEqual(cart);
    expect(data.cart).toBe(cart);
  });
});
