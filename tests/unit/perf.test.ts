// The mechanisms behind the performance budgets (no timings here; `npm run bench` measures): static assets from
// memory, translation namespaces, the document cache and the worker count.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { preferredEncoding } from "../../edge/compress.server";
import { staticAssets } from "../../edge/static-assets.server";
import { namespacesOf, pickNamespaces } from "~/i18n/namespaces";
import { translationsFor } from "~/i18n/translations.server";
import { createT } from "~/i18n/translate";
import { RESOURCES } from "~/locales";
import { createDocumentCache } from "../../edge/document-cache.server";
import { workerCount } from "../../edge/cluster.server";

describe("static assets", () => {
  let dir: string;
  let server: Server;
  let base: string;
  const script = `export const a = "${"x".repeat(4000)}";`;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "assets-"));
    mkdirSync(path.join(dir, "assets"), { recursive: true });
    writeFileSync(path.join(dir, "assets/app-abc.js"), script);
    writeFileSync(path.join(dir, "assets/app-abc.js.br"), "precompressed-br");
    writeFileSync(path.join(dir, "assets/tiny-abc.js"), "export{};");
    writeFileSync(path.join(dir, "favicon.svg"), "<svg/>");
    const app = express();
    app.use(staticAssets(dir));
    app.use((_req, res) => res.status(200).send("page"));
    server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, "127.0.0.1", () => resolve(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it("sends the precompressed file when the browser takes br, gzip made once otherwise, raw when neither", async () => {
    const br = await fetch(`${base}/assets/app-abc.js`, { headers: { "Accept-Encoding": "gzip, br" } });
    expect(br.headers.get("Content-Encoding")).toBe("br");
    expect(br.headers.get("Content-Length")).toBe(String("precompressed-br".length));
    await br.body?.cancel();
    const gzip = await fetch(`${base}/assets/app-abc.js`, { headers: { "Accept-Encoding": "gzip, br;q=0" } });
    expect(gzip.headers.get("Content-Encoding")).toBe("gzip");
    expect(await gzip.text()).toBe(script); // fetch decodes it
    const raw = await fetch(`${base}/assets/app-abc.js`, { headers: { "Accept-Encoding": "identity" } });
    expect(raw.headers.get("Content-Encoding")).toBeNull();
    expect(await raw.text()).toBe(script);
  });

  it("carries only the headers an asset needs: type, length, caching, nosniff, Vary", async () => {
    const response = await fetch(`${base}/assets/app-abc.js`, { headers: { "Accept-Encoding": "identity" } });
    await response.text();
    expect(response.headers.get("Content-Type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("Vary")).toBe("Accept-Encoding");
    expect(response.headers.get("Content-Security-Policy")).toBeNull();
    expect(response.headers.get("ETag")).toBeNull();
    const tiny = await fetch(`${base}/assets/tiny-abc.js`, { headers: { "Accept-Encoding": "br" } });
    expect(tiny.headers.get("Content-Encoding")).toBeNull(); // too small to be worth it
    expect(await tiny.text()).toBe("export{};");
    const icon = await fetch(`${base}/favicon.svg`);
    expect(icon.headers.get("Cache-Control")).toBe("public, max-age=3600");
    expect(icon.headers.get("Content-Type")).toBe("image/svg+xml");
  });

  it("answers a missing build file with a plain 404 and leaves every other path to the app", async () => {
    const missing = await fetch(`${base}/assets/old-123.js`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe("Not found");
    expect(await (await fetch(`${base}/en-kw/about-us`)).text()).toBe("page");
    expect((await fetch(`${base}/assets/app-abc.js.br`)).status).toBe(404); // not served by its own name
    const post = await fetch(`${base}/assets/app-abc.js`, { method: "POST" });
    expect(await post.text()).toBe("page");
  });

  it("reads Accept-Encoding with q-values", () => {
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding("gzip, deflate")).toBe("gzip");
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("br;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("br;q=0.0, gzip;q=0")).toBeNull();
    expect(preferredEncoding("BR;q=0.5")).toBe("br");
  });
});

describe("translation namespaces", () => {
  it("gives every page common plus what its routes declare, in one order", () => {
    expect(namespacesOf([undefined, { layout: {} }])).toEqual(["common"]);
    expect(namespacesOf([{ i18n: ["checkout"] }, { i18n: ["cart", "checkout", "nonsense"] }])).toEqual([
      "common",
      "cart",
      "checkout",
    ]);
  });

  it("inlines only those namespaces, built once per language and set", () => {
    const store = translationsFor("ar", ["common", "cart"]);
    expect(Object.keys(store.resources)).toEqual(["common", "cart"]);
    expect(store.resources.cart).toBe(RESOURCES.ar.cart);
    expect(translationsFor("ar", ["common", "cart"])).toBe(store);
    expect(translationsFor("en", ["common", "cart"])).not.toBe(store);
    expect(pickNamespaces(RESOURCES.en, ["location"])).toEqual({ location: RESOURCES.en.location });
  });

  it("makes one translator per resources and language", () => {
    expect(createT(RESOURCES.en, "en")).toBe(createT(RESOURCES.en, "en"));
    expect(createT(RESOURCES.en, "ar")).not.toBe(createT(RESOURCES.en, "en"));
  });
});

describe("worker count", () => {
  const shared = { REDIS_URL: "redis://127.0.0.1:6379", API_BASE_URL: "https://api.example.com" };

  it("defaults to every core when sessions and limits can be shared, else one", () => {
    expect(workerCount(shared, 4)).toBe(4);
    expect(workerCount({ API_BASE_URL: shared.API_BASE_URL }, 4)).toBe(1);
    expect(workerCount({ REDIS_URL: shared.REDIS_URL }, 4)).toBe(1);
  });

  it("takes WEB_CONCURRENCY, and refuses more than one worker without Redis or a platform", () => {
    expect(workerCount({ ...shared, WEB_CONCURRENCY: 1 }, 4)).toBe(1);
    expect(workerCount({ ...shared, WEB_CONCURRENCY: 3 }, 4)).toBe(3);
    expect(workerCount({ WEB_CONCURRENCY: 1 }, 4)).toBe(1);
    expect(() => workerCount({ API_BASE_URL: shared.API_BASE_URL, WEB_CONCURRENCY: 2 }, 4)).toThrow(/REDIS_URL/);
    expect(() => workerCount({ REDIS_URL: shared.REDIS_URL, WEB_CONCURRENCY: 2 }, 4)).toThrow(/API_BASE_URL/);
  });
});

describe("document cache (visitors without cookies)", () => {
  const html = (nonce: string) =>
    Buffer.from(`<html><script nonce="${nonce}">a</script><p>same</p><script nonce="${nonce}">b</script></html>`);
  const page = (headers: Record<string, string> = {}) => ({
    status: 200,
    headers: new Headers({ "Content-Type": "text/html; charset=utf-8", ...headers }),
  });
  const get = (url: string, headers: Record<string, string> = {}) => ({ method: "GET", url, headers });

  it("answers only cookie-less page GETs, per host and URL", () => {
    const cache = createDocumentCache({ ttlSeconds: 5 });
    expect(cache.keyOf(get("/en-kw/about-us"), "http://a")).not.toBeNull();
    expect(cache.keyOf(get("/en-kw/about-us"), "http://a")).not.toBe(cache.keyOf(get("/en-kw/about-us"), "http://b"));
    expect(cache.keyOf(get("/en-kw/about-us", { cookie: "web_customer_app_session=x" }), "http://a")).toBeNull();
    expect(cache.keyOf({ method: "POST", url: "/en-kw/cart", headers: {} }, "http://a")).toBeNull();
    expect(cache.keyOf(get("/en-kw/store/x?_data=root"), "http://a")).toBeNull();
    expect(createDocumentCache({ ttlSeconds: 0 }).keyOf(get("/en-kw"), "http://a")).toBeNull();
  });

  it("keys a path without a locale by the browser's language, a prefixed one by its URL only", () => {
    const cache = createDocumentCache({ ttlSeconds: 5 });
    const arabic = { "accept-language": "ar-SA,ar;q=0.9,en;q=0.8" };
    const english = { "accept-language": "en-US,en;q=0.9" };
    // An English browser's page at "/" is never what an Arabic browser is sent there (it is redirected).
    expect(cache.keyOf(get("/", arabic), "http://a")).not.toBe(cache.keyOf(get("/", english), "http://a"));
    expect(cache.keyOf(get("/brand/x?y=1", arabic), "http://a")).not.toBe(
      cache.keyOf(get("/brand/x?y=1", english), "http://a"),
    );
    expect(cache.keyOf(get("/", { "accept-language": "fr" }), "http://a")).toBe(
      cache.keyOf(get("/", english), "http://a"),
    );
    expect(cache.keyOf(get("/ar-kw/about-us", arabic), "http://a")).toBe(
      cache.keyOf(get("/ar-kw/about-us", english), "http://a"),
    );
  });

  it("gives each response its own nonce and forgets a page after its time", () => {
    const cache = createDocumentCache({ ttlSeconds: 5 });
    cache.put("k", page(), html("OLD+nonce/=="), "OLD+nonce/==", 1000);
    const entry = cache.get("k", 2000)!;
    expect(cache.body(entry, "NEW").toString()).toBe(html("NEW").toString());
    expect(cache.get("k", 6000)).toBeNull();
  });

  it("keeps only 200 HTML documents that set no cookie", () => {
    const cache = createDocumentCache({ ttlSeconds: 5 });
    cache.put("cookie", page({ "Set-Cookie": "web_customer_app_session=new" }), html("n"), "n");
    cache.put(
      "json",
      { status: 200, headers: new Headers({ "Content-Type": "application/json" }) },
      Buffer.from("{}"),
      "n",
    );
    cache.put("missing", { status: 404, headers: page().headers }, html("n"), "n");
    expect(cache.get("cookie") ?? cache.get("json") ?? cache.get("missing")).toBeNull();
  });
});
