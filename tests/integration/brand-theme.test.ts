// A vendor's theme from the platform's brand read: none → the directory host's colours (the
// stylesheet's pink, no theme colour); one → its palette in a nonce'd <style> (a colour too light for
// white text darkened, decision 0114), its colour as the browser's theme colour; a malformed one →
// the default colours. The header's link is named after the brand and shows its logo, the theme's
// or its branches', whatever the colours.
import { describe, expect, it } from "vitest";
import { testStack } from "../support/stack";
import { Browserless } from "../support/http-client";

const page = async (label: string | null, pathname: string) => {
  const host = `${label ? `${label}.` : ""}localhost:${new URL(stack.base).port}`;
  const response = await new Browserless(stack.base, host).get(pathname);
  return {
    status: response.status,
    csp: response.headers.get("content-security-policy") ?? "",
    html: await response.text(),
  };
};

const setTheme = async (slug: string, theme: { primary_color: string | null; logo?: boolean }) => {
  const response = await fetch(`${stack.sandbox.url}/sandbox/brand-theme?slug=${slug}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(theme),
  });
  expect(response.status).toBe(200);
};

const themeStyle = (html: string) => /<style(?: nonce="([^"]*)")?>([^<]*)<\/style>/.exec(html);
const themeColor = (html: string) => /<meta name="theme-color" content="([^"]*)"/.exec(html)?.[1] ?? null;
const logoLink = (html: string) =>
  /<header[\s\S]*?(<a [^>]*aria-label="[^"]*"[^>]*>[\s\S]*?<\/a>)/.exec(html)?.[1] ?? "";

const stack = testStack({
  // Brands without a theme in the seed, given one (or none) before the storefront first reads them.
  beforeStorefront: async () => {
    await setTheme("date-palm-cafe", { primary_color: null });
    await setTheme("marina-sushi", { primary_color: "#fbbf24" });
    await setTheme("falafel-corner", { primary_color: '#fff"><script>alert(1)</script>' });
    await setTheme("lisbon-pastry", { primary_color: "#0F766E", logo: true });
  },
  timeout: 180_000,
});

describe("a vendor's theme", () => {
  it("is absent without one: no theme style or colour; the header still shows the brand's logo (its branches')", async () => {
    const { status, html } = await page("date-palm-cafe", `/en-sa/brand/date-palm-cafe`);
    expect(status).toBe(200);
    expect(themeStyle(html)).toBeNull();
    expect(themeColor(html)).toBeNull();
    expect(logoLink(html)).toMatch(/<img src="http[^"]*\/static\/stores\/date-palm-cafe-jeddah\/logo\?w=44"/);
    expect(logoLink(html)).not.toContain("<svg");
  });

  it("sets the palette, the theme colour and the logo, in both languages", async () => {
    for (const [lang, name] of [
      ["en", "Burger Bay home"],
      ["ar", "برجر باي: الصفحة الرئيسية"],
    ] as const) {
      const { status, html, csp } = await page("burger-bay", `/${lang}-kw/brand/burger-bay`);
      expect(status).toBe(200);
      const style = themeStyle(html);
      expect(style?.[2]).toContain("--brand-700: 190 18 60;");
      // A public page (no cookie, decision 0120): one copy for every visitor, so no nonce.
      expect(style?.[1]).toBeUndefined();
      expect(csp).toMatch(/style-src 'self' 'unsafe-inline'/);
      // A visitor's own page: the style carries the response's nonce.
      const own = await new Browserless(stack.base, `burger-bay.localhost:${new URL(stack.base).port}`).get(
        `/${lang}-kw/brand/burger-bay`,
        { Cookie: "seen=1" },
      );
      const nonce = themeStyle(await own.text())?.[1];
      expect(nonce).toBeTruthy();
      expect(own.headers.get("content-security-policy")).toContain(`'nonce-${nonce}'`);
      expect(themeColor(html)).toBe("#be123c");
      const link = logoLink(html);
      expect(link).toContain(`aria-label="${name}"`);
      expect(link).toMatch(
        /<img src="http[^"]*\/static\/brands\/burger-bay\/logo\?w=44" srcset="[^"]*" alt="" width="44" height="44"/i,
      );
    }
  });

  it("Shawarma House: its amber darkened for buttons, its branches' logo in the header, never the product's basket", async () => {
    const { html } = await page("shawarma-house", `/en-kw/brand/shawarma-house`);
    expect(themeColor(html)).toBe("#d97706");
    expect(themeStyle(html)?.[2]).toContain("--brand-700: 171 94 5;");
    const link = logoLink(html);
    expect(link).toContain('aria-label="Shawarma House home"');
    expect(link).toMatch(/<img src="http[^"]*\/static\/stores\/shawarma-house-city\/logo\?w=44"/);
    expect(link).not.toContain("<svg");
    // The footer's mark too.
    expect(/<footer[\s\S]*?<a [^>]*aria-label="Shawarma House home"[^>]*>([\s\S]*?)<\/a>/.exec(html)?.[1]).toContain(
      "/static/stores/shawarma-house-city/logo?w=44",
    );
  });

  it("darkens a colour white text fails on, keeps it as the theme colour, and logs nothing", async () => {
    const { status, html } = await page("marina-sushi", `/en-ae/brand/marina-sushi`);
    expect(status).toBe(200);
    expect(themeStyle(html)?.[2]).toContain("--brand-700: 146 111 21;");
    expect(themeColor(html)).toBe("#fbbf24");
    expect(stack.storefront.output()).not.toContain("brand theme refused");
  });

  it("drops a malformed one: the page is served, nothing of it in the HTML", async () => {
    const { status, html } = await page("falafel-corner", `/en-ae/brand/falafel-corner`);
    expect(status).toBe(200);
    expect(html).not.toContain("alert(1)");
    expect(themeStyle(html)).toBeNull();
  });

  it("the directory host has no theme", async () => {
    const { html } = await page(null, "/en-kw/brand/burger-bay");
    expect(themeStyle(html)).toBeNull();
    expect(themeColor(html)).toBeNull();
  });

  it("follows what the platform serves: a theme it adds later to a brand, with its logo", async () => {
    const { html } = await page("lisbon-pastry", `/en-pt/brand/lisbon-pastry`);
    expect(themeColor(html)).toBe("#0f766e");
    expect(logoLink(html)).toContain("<img");
  });
});
