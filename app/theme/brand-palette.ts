// A brand's palette (the `brand-*` shades of tailwind.config.ts) derived from one colour, the shade
// its buttons are (700): lighter shades mixed with white, darker ones with black. A colour that white
// text on it would fail WCAG AA (4.5:1) is refused: the page keeps the default palette.
import { BLACK, WHITE, contrastRatio, mix, parseHex, type Rgb } from "./colour";

export const BRAND_SHADES = [50, 100, 200, 500, 600, 700, 800] as const;
export type BrandShade = (typeof BRAND_SHADES)[number];

/** WCAG AA for normal text. */
export const MIN_CONTRAST = 4.5;

/** How much white (positive) or black (negative) each shade mixes into the 700 colour. */
const MIX: Record<BrandShade, number> = { 50: 0.95, 100: 0.9, 200: 0.78, 500: 0.3, 600: 0.15, 700: 0, 800: -0.2 };

export type Palette = Record<BrandShade, Rgb>;

export type PaletteAnswer =
  | { ok: true; palette: Palette; contrast: { buttonText: number; linkText: number } }
  | { ok: false; reason: "malformed" | "contrast"; contrast: number | null };

export function brandPalette(primaryColor: string): PaletteAnswer {
  const base = parseHex(primaryColor);
  if (!base) return { ok: false, reason: "malformed", contrast: null };
  const buttonText = contrastRatio(WHITE, base);
  if (buttonText < MIN_CONTRAST) return { ok: false, reason: "contrast", contrast: buttonText };
  const palette = Object.fromEntries(
    BRAND_SHADES.map((shade) => {
      const amount = MIX[shade];
      return [shade, amount >= 0 ? mix(base, WHITE, amount) : mix(base, BLACK, -amount)];
    }),
  ) as Palette;
  // Links are brand-700 on white: the same pair as the button's text, the same ratio.
  return { ok: true, palette, contrast: { buttonText, linkText: contrastRatio(palette[700], WHITE) } };
}

/** The palette as the CSS custom properties app/tailwind.css declares (`--brand-700: 190 24 93`). */
export function paletteCss(palette: Palette): string {
  return BRAND_SHADES.map((shade) => `--brand-${shade}: ${palette[shade].join(" ")};`).join(" ");
}
