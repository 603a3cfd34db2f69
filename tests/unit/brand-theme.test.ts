// A vendor's page theme: its palette as CSS variables, its colour and logo; a refused colour keeps
// the default and is logged once per brand and colour; the CSP lets only the nonce'd <style> in.
import { describe, expect, it } from "vitest";
import { pageTheme } from "~/server/brand-theme.server";
import type { Logger } from "~/server/log.server";
import { brandSchema } from "~/contract";
import { contentSecurityPolicy } from "../../server/security.server";

function recorder() {
  const lines: { level: string; msg: string; fields?: Record<string, unknown> }[] = [];
  const at = (level: string) => (msg: string, fields?: Record<string, unknown>) => void lines.push({ level, msg, fields });
  const log: Logger = { debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error") };
  return { log, lines };
}

describe("pageTheme", () => {
  it("has no theme without one: the default colours", () => {
    const { log, lines } = recorder();
    expect(pageTheme({ slug: "plain", theme: undefined }, log)).toBeNull();
    expect(lines).toEqual([]);
  });

  it("writes the palette, the colour and the logo", () => {
    const { log } = recorder();
    const theme = pageTheme({ slug: "najd-grill", theme: { primary_color: "#1D4ED8", logo: "https://img.example/logo" } }, log);
    expect(theme).toMatchObject({ color: "#1d4ed8", logo: "https://img.example/logo" });
    expect(theme!.css).toMatch(/^:root \{ (--brand-\d+: \d+ \d+ \d+; ?)+ \}$/);
    expect(theme!.css).toContain("--brand-700: 29 78 216;");
  });

  it("refuses a colour that fails AA with white text, logging it once per brand", () => {
    const { log, lines } = recorder();
    const brand = { slug: "pale-brand", theme: { primary_color: "#fbbf24" } };
    expect(pageTheme(brand, log)).toBeNull();
    expect(pageTheme(brand, log)).toBeNull();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: "warn", fields: { brand: "pale-brand", primary_color: "#fbbf24", reason: "contrast" } });
    expect(lines[0]!.fields!.contrast).toBeLessThan(4.5);
  });
});

describe("the brand read's theme", () => {
  const brand = { id: 1, slug: "b", name: "B", description: "", country_iso_code: "KW", images: { image: "x", cover: null }, stores: [] };

  it("is optional, and a malformed one is dropped rather than failing the read", () => {
    expect(brandSchema.parse(brand).theme).toBeUndefined();
    expect(brandSchema.parse({ ...brand, theme: { primary_color: "#AbC123" } }).theme).toEqual({ primary_color: "#AbC123" });
    for (const theme of [{ primary_color: "red" }, { primary_color: "#abc" }, { primary_color: "#abc123", logo: "not a url" }, "#abc123", 42]) {
      expect(brandSchema.parse({ ...brand, theme }).theme).toBeUndefined();
    }
  });
});

describe("the CSP's styles", () => {
  it("lets the page's nonce'd <style> in, and keeps the map pages' inline styles", () => {
    const styleSrc = (maps: boolean) => contentSecurityPolicy({ nonce: "abc", apiOrigin: "", maps }).split("; ").find((d) => d.startsWith("style-src"))!;
    expect(styleSrc(false)).toBe("style-src 'self' 'nonce-abc'");
    expect(styleSrc(true)).toContain("'unsafe-inline'");
    expect(styleSrc(true)).not.toContain("nonce");
  });
});
