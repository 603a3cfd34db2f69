// What makes a page public (decision 0120): a cookie-less GET of a menu page that rendered a plain
// 200 document; its answer without the nonce and with its inline scripts' hashes in the policy.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { asPublicPage, inlineScriptHashes, isPublicPage, publicCacheControl } from "../../edge/public-page.server";

const STORE = "routes/($locale).store.$storeSlug._index";
const request = (method = "GET", headers: Record<string, string> = {}, query: Record<string, string> = {}) => ({
  method,
  originalUrl: `/en-kw/store/burger-bay-salmiya${Object.keys(query).length ? `?${new URLSearchParams(query)}` : ""}`,
  get: (name: string) => Object.entries(headers).find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1],
});
const page = (status = 200, headers: Record<string, string> = {}) =>
  new Response("<html></html>", { status, headers: { "Content-Type": "text/html; charset=utf-8", ...headers } });
const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("a public page", () => {
  it("is a cookie-less GET or HEAD of a menu page answered 200 with a document", () => {
    expect(isPublicPage(request() as never, page(), STORE)).toBe(true);
    expect(isPublicPage(request("HEAD") as never, page(), "routes/($locale)._index")).toBe(true);
    expect(isPublicPage(request("GET", { Cookie: "" }) as never, page(), STORE)).toBe(true);
  });

  it("is never a visitor's own, a write, an error, a redirect, data or a private route", () => {
    expect(isPublicPage(request("GET", { Cookie: "web_customer_app_session=x" }) as never, page(), STORE)).toBe(false);
    expect(isPublicPage(request("GET", { Authorization: "Basic x" }) as never, page(), STORE)).toBe(false);
    expect(isPublicPage(request("POST") as never, page(), STORE)).toBe(false);
    expect(isPublicPage(request("GET", {}, { _data: "root" }) as never, page(), STORE)).toBe(false);
    expect(isPublicPage(request() as never, page(404), STORE)).toBe(false);
    expect(isPublicPage(request() as never, page(302), STORE)).toBe(false);
    expect(isPublicPage(request() as never, page(200, { "Set-Cookie": "a=b" }), STORE)).toBe(false);
    expect(isPublicPage(request() as never, page(200, { "Cache-Control": "no-cache" }), STORE)).toBe(false);
    expect(isPublicPage(request() as never, page(200, { "Content-Type": "application/json" }), STORE)).toBe(false);
    expect(isPublicPage(request() as never, page(), "routes/($locale).cart")).toBe(false);
    expect(isPublicPage(request() as never, page(), null)).toBe(false);
  });

  it("says how long a shared cache keeps it, or nothing when that is off", () => {
    expect(publicCacheControl(30, 300)).toBe("public, max-age=0, s-maxage=30, stale-while-revalidate=300");
    expect(publicCacheControl(10, 0)).toBe("public, max-age=0, s-maxage=10");
    expect(publicCacheControl(0, 300)).toBeNull();
  });

  it("hashes the inline scripts a browser runs, not external scripts or data blocks", () => {
    const html = `<script defer src="/t.js"></script><script id="ld" type="application/ld+json">{"a":1}</script><script>window.a=1</script><script type="module" async="">import "/b.js";</script><script>window.a=1</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("window.a=1"), sha('import "/b.js";')]);
  });

  it("answers without the nonce it was rendered with, its scripts' hashes in its policy", async () => {
    const nonce = "Ab+/cd==";
    const rendered = new Response(`<style nonce="${nonce}">a{}</style><script nonce="${nonce}">go()</script>`, {
      headers: { "Content-Type": "text/html", Vary: "Accept-Encoding" },
    });
    const answer = await asPublicPage(rendered, nonce, "public, s-maxage=30", { apiOrigin: null, maps: false });
    expect(await answer.text()).toBe("<style>a{}</style><script>go()</script>");
    expect(answer.headers.get("Cache-Control")).toBe("public, s-maxage=30");
    expect(answer.headers.get("Vary")).toBe("Accept-Encoding");
    const policy = answer.headers.get("Content-Security-Policy")!;
    expect(policy).toContain(`script-src 'self' ${sha("go()")};`);
    expect(policy).toContain("style-src 'self' 'unsafe-inline';");
    expect(policy).not.toMatch(/nonce|strict-dynamic/);
  });
});
