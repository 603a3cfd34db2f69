// A vendor's page theme: its palette as CSS variables, its colour and its splash background; a colour
// too light to read is darkened, not refused; the brand's logo, the theme's or its branches'; the CSP
// lets only the nonce'd <style> in.
import { describe, expect, it } from "vitest";
import { brandLogo, pageTheme, productTheme } from "~/server/vendor";
import type { Logger } from "~/server/ops";
import { brandSchema } from "~/contract";
import { contentSecurityPolicy } from "../../edge/security.server";

function recorder() {
  const lines: { level: string; msg: string; fields?: Record<string, unknown> }[] = [];
  const at = (level: string) => (msg: string, fields?: Record<string, unknown>) =>
    void lines.push({ level, msg, fields });
  const log: Logger = { debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error") };
  return { log, lines };
}

describe("pageTheme", () => {
  it("has no theme without one: the default colours", () => {
    const { log, lines } = recorder();
    expect(pageTheme({ slug: "plain", theme: undefined }, log)).toBeNull();
    expect(lines).toEqual([]);
  });

  it("writes the palette, the colour and the background", () => {
    const { log } = recorder();
    const theme = pageTheme(
      { slug: "najd-grill", theme: { primary_color: "#1D4ED8", logo: "https://img.example/logo" } },
      log,
    );
    expect(theme).toMatchObject({ color: "#1d4ed8", background: "#f4f6fd" });
    expect(theme!.css).toMatch(/^:root \{ (--brand-\d+: \d+ \d+ \d+; ?)+ \}$/);
    expect(theme!.css).toContain("--brand-700: 29 78 216;");
  });

  it("darkens a colour too light for white text instead of refusing it, and logs nothing", () => {
    const { log, lines } = recorder();
    const theme = pageTheme({ slug: "pale-brand", theme: { primary_color: "#fbbf24" } }, log);
    expect(theme).toMatchObject({ color: "#fbbf24" });
    expect(theme!.css).toContain("--brand-700: 146 111 21;");
    expect(lines).toEqual([]);
  });

  it("the product's own colours are the stylesheet's pink", () => {
    expect(productTheme()).toEqual({ color: "#be185d", background: "#fdf2f8" });
  });
});

describe("brandLogo", () => {
  const store = (logo: string) => ({ logo }) as never;
  it("is the theme's logo, else the branches', else none", () => {
    expect(
      brandLogo({
        theme: { primary_color: "#000000", logo: "https://img.example/brand" },
        stores: [store("https://img.example/store")],
      }),
    ).toBe("https://img.example/brand");
    expect(brandLogo({ theme: { primary_color: "#000000" }, stores: [store("https://img.example/store")] })).toBe(
      "https://img.example/store",
    );
    expect(brandLogo({ theme: undefined, stores: [store("https://img.example/store")] })).toBe(
      "https://img.example/store",
    );
    expect(brandLogo({ theme: undefined, stores: [] })).toBeNull();
  });
});

describe("the brand read's theme", () => {
  const brand = {
    id: 1,
    slug: "b",
    name: "B",
    description: "",
    country_iso_code: "KW",
    images: { image: "x", cover: null },
    stores: [],
  };

  it("is optional, and a malformed one is dropped rather than failing the read", () => {
    expect(brandSchema.parse(brand).theme).toBeUndefined();
    expect(brandSchema.parse({ ...brand, theme: { primary_color: "#AbC123" } }).theme).toEqual({
      primary_color: "#AbC123",
    });
    for (const theme of [
      { primary_color: "red" },
      { primary_color: "#abc" },
      { primary_color: "#abc123", logo: "not a url" },
      "#abc123",
      42,
    ]) {
      expect(brandSchema.parse({ ...brand, theme }).theme).toBeUndefined();
    }
  });
});

describe("the CSP's styles", () => {
  it("lets the page's nonce'd <style> in, and keeps the map pages' inline styles", () => {
    const styleSrc = (maps: boolean) =>
      contentSecurityPolicy({ nonce: "abc", apiOrigin: "", maps })
        .split("; ")
        .find((d) => d.startsWith("style-src"))!;
    expect(styleSrc(false)).toBe("style-src 'self' 'nonce-abc'");
    expect(styleSrc(true)).toContain("'unsafe-inline'");
    expect(styleSrc(true)).not.toContain("nonce");
  });
});
