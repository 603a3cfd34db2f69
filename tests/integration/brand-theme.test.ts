// A vendor's theme from the platform's brand read: none → the page as on the directory host (the
// stylesheet's pink, no theme colour); one → its palette in a nonce'd <style>, its colour as the
// browser's theme colour, its logo in the link named after the brand; a refused or malformed one →
// the default colours, and one log line.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startSandboxProcess, startStorefrontProcess, type Running } from "../support/processes";
import { Browserless } from "../support/http-client";

let sandbox: Running;
let storefront: Running;
let dir: string;
let base: string;

const page = async (label: string | null, pathname: string) => {
  const host = `${label ? `${label}.` : ""}localhost:${new URL(base).port}`;
  const response = await new Browserless(base, host).get(pathname);
  return { status: response.status, csp: response.headers.get("content-security-policy") ?? "", html: await response.text() };
};

const setTheme = async (slug: string, theme: { primary_color: string | null; logo?: boolean }) => {
  const response = await fetch(`${sandbox.url}/sandbox/brand-theme?slug=${slug}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(theme) });
  expect(response.status).toBe(200);
};

const themeStyle = (html: string) => /<style nonce="([^"]*)">([^<]*)<\/style>/.exec(html);
const themeColor = (html: string) => /<meta name="theme-color" content="([^"]*)"/.exec(html)?.[1] ?? null;
const logoLink = (html: string) => /<header[\s\S]*?(<a [^>]*aria-label="[^"]*"[^>]*>[\s\S]*?<\/a>)/.exec(html)?.[1] ?? "";

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "brand-theme-"));
  sandbox = await startSandboxProcess();
  // Brands without a theme in the seed, given one (or none) before the storefront first reads them.
  await setTheme("date-palm-cafe", { primary_color: null });
  await setTheme("marina-sushi", { primary_color: "#fbbf24" });
  await setTheme("falafel-corner", { primary_color: '#fff"><script>alert(1)</script>' });
  await setTheme("lisbon-pastry", { primary_color: "#0F766E", logo: true });
  storefront = await startStorefrontProcess({ API_BASE_URL: sandbox.url, SESSION_DIR: path.join(dir, "sessions"), RATE_LIMIT_SCALE: "10" });
  base = storefront.url.replace("localhost", "127.0.0.1");
}, 180_000);

afterAll(async () => {
  await storefront?.stop();
  await sandbox?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe("a vendor's theme", () => {
  it("is absent without one: no theme style or colour, the storefront's own logo link", async () => {
    const { status, html } = await page("date-palm-cafe", `/en-sa/brand/date-palm-cafe`);
    expect(status).toBe(200);
    expect(themeStyle(html)).toBeNull();
    expect(themeColor(html)).toBeNull();
    expect(logoLink(html)).not.toContain("<img");
  });

  it("sets the palette, the theme colour and the logo, in both languages", async () => {
    for (const [lang, name] of [["en", "Burger Bay home"], ["ar", "برجر باي: الصفحة الرئيسية"]] as const) {
      const { status, html, csp } = await page("burger-bay", `/${lang}-kw/brand/burger-bay`);
      expect(status).toBe(200);
      const style = themeStyle(html);
      expect(style?.[2]).toContain("--brand-700: 190 18 60;");
      expect(csp).toContain(`'nonce-${style?.[1]}'`);
      expect(themeColor(html)).toBe("#be123c");
      const link = logoLink(html);
      expect(link).toContain(`aria-label="${name}"`);
      expect(link).toMatch(/<img src="http[^"]*\/static\/brands\/burger-bay\/logo\?w=44" srcset="[^"]*" alt="" width="44" height="44"/i);
    }
    const shawarma = await page("shawarma-house", `/en-kw/brand/shawarma-house`);
    expect(themeColor(shawarma.html)).toBe("#047857");
    expect(logoLink(shawarma.html)).toContain('aria-label="Shawarma House home"');
    expect(logoLink(shawarma.html)).toContain("<svg");
  });

  it("keeps the default for a colour white text fails on, logged once", async () => {
    for (let i = 0; i < 2; i++) {
      const { status, html } = await page("marina-sushi", `/en-ae/brand/marina-sushi`);
      expect(status).toBe(200);
      expect(themeStyle(html)).toBeNull();
      expect(themeColor(html)).toBeNull();
      expect(logoLink(html)).toContain("home");
    }
    const lines = storefront.output().split("\n").filter((line) => line.includes("brand theme refused") && line.includes("marina-sushi"));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: "warn", brand: "marina-sushi", primary_color: "#fbbf24", reason: "contrast" });
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
