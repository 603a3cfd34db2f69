// A brand's palette (the `brand-*` shades of tailwind.config.ts) derived from its one colour, the
// colour of its logo (decision 0114). The brand's own colour tints what is read on nothing (50–200:
// backgrounds, borders); the shade that carries text (700: buttons with white text, links and brand
// text on white and on the 50 tint) is the brand's colour when that reads at WCAG AA (4.5:1), else
// the same colour darkened just enough (mixed with black), so buttons stay in the logo's family.
// 500 and 600 (focus rings, the progress bar) sit between the two; 800 (hover) is darker still.
import { BLACK, WHITE, contrastRatio, mix, parseHex, type Rgb } from "./colour";

export const BRAND_SHADES = [50, 100, 200, 500, 600, 700, 800] as const;
export type BrandShade = (typeof BRAND_SHADES)[number];

/** WCAG AA for normal text. */
export const MIN_CONTRAST = 4.5;

/** How much white each tint mixes into the brand's colour. */
const TINTS = { 50: 0.95, 100: 0.9, 200: 0.78 } as const;
/** How much white (positive) or black (negative) the other shades mix into the text shade (700). */
const SHADES = { 500: 0.3, 600: 0.15, 700: 0, 800: -0.2 } as const;

export type Palette = Record<BrandShade, Rgb>;

export type PaletteAnswer =
  | {
      ok: true;
      palette: Palette;
      /** How much black the text shade took to read (0: the brand's colour as it is). */
      darkened: number;
      /** White on the text shade (buttons), the same as it on white (links); and it on the 50 tint. */
      contrast: { buttonText: number; onTint: number };
    }
  | { ok: false; reason: "malformed" };

const shade = (base: Rgb, amount: number): Rgb => (amount >= 0 ? mix(base, WHITE, amount) : mix(base, BLACK, -amount));

/**
 * The least black mixed into `colour` (to a hundredth, 0–1) for it to reach `MIN_CONTRAST` against
 * `background`, which is lighter than any colour that reaches it.
 */
export function readableOn(colour: Rgb, background: Rgb): { colour: Rgb; darkened: number } {
  for (let step = 0; step <= 100; step++) {
    const candidate = mix(colour, BLACK, step / 100);
    if (contrastRatio(candidate, background) >= MIN_CONTRAST) return { colour: candidate, darkened: step / 100 };
  }
  return { colour: BLACK, darkened: 1 };
}

export function brandPalette(brandColour: string): PaletteAnswer {
  const base = parseHex(brandColour);
  if (!base) return { ok: false, reason: "malformed" };
  const tint50 = mix(base, WHITE, TINTS[50]);
  // The 50 tint is the lightest background brand text sits on (besides white, which it beats).
  const text = readableOn(base, tint50);
  const palette = {
    50: tint50,
    100: mix(base, WHITE, TINTS[100]),
    200: mix(base, WHITE, TINTS[200]),
    500: shade(text.colour, SHADES[500]),
    600: shade(text.colour, SHADES[600]),
    700: text.colour,
    800: shade(text.colour, SHADES[800]),
  } satisfies Palette;
  return {
    ok: true,
    palette,
    darkened: text.darkened,
    contrast: { buttonText: contrastRatio(WHITE, palette[700]), onTint: contrastRatio(palette[700], tint50) },
  };
}

/** The palette as the CSS custom properties app/tailwind.css declares (`--brand-700: 190 24 93`). */
export function paletteCss(palette: Palette): string {
  return BRAND_SHADES.map((shade) => `--brand-${shade}: ${palette[shade].join(" ")};`).join(" ");
}
