// The brand theme's colour maths: WCAG luminance and contrast, sRGB mixing, the palette derived from
// one colour, and the text shade darkened from a colour too light to read (decision 0114).
import { describe, expect, it } from "vitest";
import { BLACK, WHITE, contrastRatio, mix, parseHex, relativeLuminance, toHex } from "~/theme/colour";
import { BRAND_SHADES, MIN_CONTRAST, brandPalette, paletteCss, readableOn } from "~/theme/brand-palette";

describe("colour", () => {
  it("parses #RRGGBB in either case and nothing else", () => {
    expect(parseHex("#BE185d")).toEqual([190, 24, 93]);
    for (const bad of ["be185d", "#be185", "#be185dd", "#gg0000", " #be185d", "red", ""])
      expect(parseHex(bad)).toBeNull();
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
  const palette = (colour: string) => {
    const answer = brandPalette(colour);
    if (!answer.ok) throw new Error("malformed");
    return answer;
  };

  it("keeps a colour that reads as the 700 shade, lighter shades above it and a darker 800", () => {
    const answer = palette("#1D4ED8");
    expect(toHex(answer.palette[700])).toBe("#1d4ed8");
    expect(answer.darkened).toBe(0);
    const luminances = BRAND_SHADES.map((shade) => relativeLuminance(answer.palette[shade]));
    expect([...luminances].sort((a, b) => b - a)).toEqual(luminances);
    expect(answer.contrast.buttonText).toBeGreaterThanOrEqual(MIN_CONTRAST);
    expect(contrastRatio(answer.palette[700], WHITE)).toBeCloseTo(answer.contrast.buttonText, 6);
    // The hover shade is darker still: white text on it passes too.
    expect(contrastRatio(WHITE, answer.palette[800])).toBeGreaterThan(answer.contrast.buttonText);
  });

  it("darkens a colour too light for white text just enough, in its own hue", () => {
    // Shawarma House's amber (#d97706): white on it 3.19, under 4.5.
    expect(contrastRatio(WHITE, parseHex("#d97706")!)).toBeCloseTo(3.19, 2);
    const answer = palette("#d97706");
    expect(toHex(answer.palette[700])).toBe("#ab5e05");
    expect(answer.darkened).toBe(0.21);
    expect(answer.contrast.buttonText).toBeGreaterThanOrEqual(MIN_CONTRAST);
    expect(answer.contrast.onTint).toBeGreaterThanOrEqual(MIN_CONTRAST);
    // One step less black would not read on the 50 tint: the least darkening that does.
    expect(contrastRatio(mix(parseHex("#d97706")!, BLACK, 0.2), answer.palette[50])).toBeLessThan(MIN_CONTRAST);
    // The same hue: each channel scaled alike (mixing with black keeps their ratios).
    const [r, g] = answer.palette[700];
    expect(r / g).toBeCloseTo(0xd9 / 0x77, 1);
    // The tints stay the brand's own colour, not the darkened one.
    expect(toHex(answer.palette[50])).toBe(toHex(mix(parseHex("#d97706")!, WHITE, 0.95)));
  });

  it("reads on the 50 tint as well as on white, for any colour", () => {
    for (const colour of ["#fbbf24", "#ffffff", "#e11d48", "#b45309", "#0f766e", "#000000", "#777777"]) {
      const answer = palette(colour);
      expect(contrastRatio(WHITE, answer.palette[700])).toBeGreaterThanOrEqual(MIN_CONTRAST);
      expect(contrastRatio(answer.palette[700], answer.palette[50])).toBeGreaterThanOrEqual(MIN_CONTRAST);
      expect(contrastRatio(answer.palette[800], answer.palette[50])).toBeGreaterThanOrEqual(MIN_CONTRAST);
    }
    // A colour that reads against white but not against its own tint is darkened a little.
    expect(contrastRatio(WHITE, parseHex("#e11d48")!)).toBeGreaterThan(MIN_CONTRAST);
    expect(palette("#e11d48").darkened).toBeGreaterThan(0);
  });

  it("finds the least black that reads on a background", () => {
    expect(readableOn(parseHex("#767676")!, WHITE)).toEqual({ colour: [118, 118, 118], darkened: 0 });
    expect(readableOn(parseHex("#777777")!, WHITE).darkened).toBe(0.01);
    // White itself becomes the first grey that reads on white.
    expect(readableOn(WHITE, WHITE)).toEqual({ colour: [117, 117, 117], darkened: 0.54 });
    expect(brandPalette("pink")).toEqual({ ok: false, reason: "malformed" });
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
