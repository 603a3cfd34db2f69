// The brand theme's colour maths: WCAG luminance and contrast, sRGB mixing, the palette derived from
// one colour, and the refusal of a colour white text on which fails WCAG AA.
import { describe, expect, it } from "vitest";
import { BLACK, WHITE, contrastRatio, mix, parseHex, relativeLuminance, toHex } from "~/theme/colour";
import { BRAND_SHADES, MIN_CONTRAST, brandPalette, paletteCss } from "~/theme/brand-palette";

describe("colour", () => {
  it("parses #RRGGBB in either case and nothing else", () => {
    expect(parseHex("#BE185d")).toEqual([190, 24, 93]);
    for (const bad of ["be185d", "#be185", "#be185dd", "#gg0000", " #be185d", "red", ""]) expect(parseHex(bad)).toBeNull();
    expect(toHex([190, 24, 93])).toBe("#be185d");
  });

  it("gives WCAG's relative luminance and contrast ratios", () => {
    expect(relativeLuminance(BLACK)).toBe(0);
    expect(relativeLuminance(WHITE)).toBe(1);
    expect(contrastRatio(WHITE, BLACK)).toBe(21);
    expect(contrastRatio(BLACK, WHITE)).toBe(21);
    expect(contrastRatio(WHITE, WHITE)).toBe(1);
    // Known pairs: #767676 on white is the lightest grey that passes AA; the spec's pink 700.
    expect(contrastRatio(WHITE, parseHex("#767676")!)).toBeCloseTo(4.54, 2);
    expect(contrastRatio(WHITE, parseHex("#be185d")!)).toBeCloseTo(6.04, 2);
  });

  it("mixes two colours channel by channel", () => {
    expect(mix([0, 100, 200], WHITE, 0)).toEqual([0, 100, 200]);
    expect(mix([0, 100, 200], WHITE, 1)).toEqual([255, 255, 255]);
    expect(mix([0, 100, 200], BLACK, 0.5)).toEqual([0, 50, 100]);
  });
});

describe("brand palette", () => {
  it("keeps the colour as the 700 shade, lighter shades above it and a darker 800", () => {
    const answer = brandPalette("#1D4ED8");
    if (!answer.ok) throw new Error("refused");
    expect(toHex(answer.palette[700])).toBe("#1d4ed8");
    const luminances = BRAND_SHADES.map((shade) => relativeLuminance(answer.palette[shade]));
    expect([...luminances].sort((a, b) => b - a)).toEqual(luminances);
    expect(answer.contrast.buttonText).toBeGreaterThanOrEqual(MIN_CONTRAST);
    expect(answer.contrast.linkText).toBeCloseTo(answer.contrast.buttonText, 6);
    // The hover shade is darker still: white text on it passes too.
    expect(contrastRatio(WHITE, answer.palette[800])).toBeGreaterThan(answer.contrast.buttonText);
  });

  it("refuses a colour white text on which fails AA, and a malformed one", () => {
    // #d97706 (amber 600) against white: about 3.19, under 4.5.
    const light = brandPalette("#d97706");
    expect(light).toMatchObject({ ok: false, reason: "contrast" });
    expect(!light.ok && light.contrast).toBeCloseTo(3.19, 2);
    expect(brandPalette("#767676").ok).toBe(true);
    expect(brandPalette("#777777").ok).toBe(false);
    expect(brandPalette("pink")).toEqual({ ok: false, reason: "malformed", contrast: null });
  });

  it("writes the palette as the stylesheet's variables: channels only", () => {
    const answer = brandPalette("#be185d");
    if (!answer.ok) throw new Error("refused");
    const css = paletteCss(answer.palette);
    expect(css).toContain("--brand-700: 190 24 93;");
    expect(css).toMatch(/^(--brand-\d+: \d+ \d+ \d+; ?)+$/);
    expect(css.split(";").filter(Boolean)).toHaveLength(BRAND_SHADES.length);
  });
});
