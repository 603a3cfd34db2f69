import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, isCrossSiteWrite } from "../../edge/security.server";
import { safeRedirectPath } from "~/utils/redirect";
import { hostLabel } from "~/server/vendor";

describe("Content-Security-Policy", () => {
  it("needs the nonce for scripts and allows Google only where the map loads", () => {
    const plain = contentSecurityPolicy({ nonce: "abc", apiOrigin: "https://api.example.com", maps: false });
    const scriptSrc = plain.split("; ").find((d) => d.startsWith("script-src"))!;
    expect(scriptSrc).toContain("'nonce-abc'");
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(plain).toContain("object-src 'none'");
    expect(plain).toContain("base-uri 'none'");
    expect(plain).toContain("frame-ancestors 'none'");
    expect(plain).not.toContain("googleapis");
    const withMap = contentSecurityPolicy({ nonce: "abc", apiOrigin: null, maps: true });
    expect(withMap).toContain("https://*.googleapis.com");
    expect(withMap.split("; ").find((d) => d.startsWith("script-src"))).not.toContain("unsafe-inline");
  });

  it("names a public page's inline scripts by hash, with no nonce (decision 0120)", () => {
    const policy = contentSecurityPolicy({ scriptHashes: ["'sha256-abc='"], apiOrigin: null, maps: false });
    expect(policy).toContain("script-src 'self' 'sha256-abc='; style-src 'self' 'unsafe-inline';");
    expect(policy).not.toMatch(/nonce|strict-dynamic/);
    expect(contentSecurityPolicy({ scriptHashes: [], apiOrigin: null, maps: true })).toContain(
      "script-src 'self' https://*.googleapis.com",
    );
  });
});

describe("cross-site writes", () => {
  const self = "http://burger-bay.localhost:3000";
  it("refuses same-site (another vendor) and cross-site posts", () => {
    expect(isCrossSiteWrite("POST", new Headers({ "Sec-Fetch-Site": "same-site" }), self)).toBe(true);
    expect(isCrossSiteWrite("POST", new Headers({ "Sec-Fetch-Site": "cross-site" }), self)).toBe(true);
    expect(isCrossSiteWrite("POST", new Headers({ Origin: "http://pizza.localhost:3000" }), self)).toBe(true);
    expect(isCrossSiteWrite("POST", new Headers({ Origin: "null" }), self)).toBe(true);
    expect(isCrossSiteWrite("POST", new Headers({ Referer: "http://pizza.localhost:3000/en-kw/cart" }), self)).toBe(
      true,
    );
    expect(isCrossSiteWrite("POST", new Headers({ Referer: "not a url" }), self)).toBe(true);
  });
  it("refuses a write that says nothing about where it comes from", () => {
    expect(isCrossSiteWrite("POST", new Headers(), self)).toBe(true);
    expect(isCrossSiteWrite("DELETE", new Headers(), self)).toBe(true);
  });
  it("allows same-origin posts (by Sec-Fetch-Site, Origin or Referer) and reads", () => {
    expect(isCrossSiteWrite("POST", new Headers({ "Sec-Fetch-Site": "same-origin" }), self)).toBe(false);
    expect(isCrossSiteWrite("POST", new Headers({ Origin: self }), self)).toBe(false);
    expect(isCrossSiteWrite("POST", new Headers({ Referer: `${self}/en-kw/cart?x=1` }), self)).toBe(false);
    expect(isCrossSiteWrite("GET", new Headers({ "Sec-Fetch-Site": "cross-site" }), self)).toBe(false);
    expect(isCrossSiteWrite("GET", new Headers(), self)).toBe(false);
  });
  it("compares with the origin the browser sees (the forwarded protocol behind a TLS proxy)", () => {
    expect(
      isCrossSiteWrite(
        "POST",
        new Headers({ Origin: "https://burger-bay.example.com" }),
        "https://burger-bay.example.com",
      ),
    ).toBe(false);
    expect(
      isCrossSiteWrite(
        "POST",
        new Headers({ Origin: "http://burger-bay.example.com" }),
        "https://burger-bay.example.com",
      ),
    ).toBe(true);
  });
});

describe("redirectTo", () => {
  it("keeps same-origin paths and refuses everything else", () => {
    expect(safeRedirectPath("/en-kw/store/x?menu=2#top")).toBe("/en-kw/store/x?menu=2#top");
    for (const forged of [
      "//evil.com",
      "/\\evil.com",
      "https://evil.com",
      "evil.com",
      "/\u0000x",
      "javascript:alert(1)",
      "",
      null,
      42,
      "/" + "a".repeat(3000),
    ]) {
      expect(safeRedirectPath(forged, "/home")).toBe("/home");
    }
  });
});

describe("vendor host label", () => {
  const reserved = ["localhost", "www"];
  it("reads the first label and knows the default hosts", () => {
    expect(hostLabel("burger-bay.localhost:3000", reserved)).toEqual({ label: "burger-bay", malformed: false });
    expect(hostLabel("burger-bay.example.com", reserved)).toEqual({ label: "burger-bay", malformed: false });
    expect(hostLabel("localhost:3000", reserved)).toEqual({ label: null, malformed: false });
    expect(hostLabel("www.example.com", reserved)).toEqual({ label: null, malformed: false });
    expect(hostLabel("127.0.0.1:3000", reserved)).toEqual({ label: null, malformed: false });
    expect(hostLabel("[::1]:3000", reserved)).toEqual({ label: null, malformed: false });
  });
  it("flags malformed hosts", () => {
    expect(hostLabel("bad_label.example.com", reserved).malformed).toBe(true);
    expect(hostLabel("-x.example.com", reserved).malformed).toBe(true);
  });
});
