// A vendor's theme on its host (decisions 0101, 0114): the brand's palette as CSS custom properties
// (written in the page's head), its colour for the browser's theme colour and the 50 tint for an
// installed app's splash screen; and the brand's logo, which is the header's whatever the colours.
// A malformed colour (which the contract's schema already drops) keeps the default colours, logged
// once per brand and colour.
import type { Brand } from "~/contract";
import { brandPalette, paletteCss } from "~/theme/brand-palette";
import { toHex } from "~/theme/colour";
import type { Logger } from "../ops";

export interface PageTheme {
  /** `:root { --brand-50: …; … }`: only digits, spaces and the variables' names. */
  css: string;
  /** The brand's own colour (`#rrggbb`): the browser's theme colour. */
  color: string;
  /** Its lightest tint: an installed app's background while it starts. */
  background: string;
}

/** The product's own colours, the directory host's (app/tailwind.css: `--brand-700`, `--brand-50`). */
export function productTheme(): Pick<PageTheme, "color" | "background"> {
  return { color: "#be185d", background: "#fdf2f8" };
}

const refused = new Set<string>();

export function pageTheme(brand: Pick<Brand, "slug" | "theme">, log: Logger): PageTheme | null {
  if (!brand.theme) return null;
  const answer = brandPalette(brand.theme.primary_color);
  if (!answer.ok) {
    const key = `${brand.slug} ${brand.theme.primary_color}`;
    if (!refused.has(key)) {
      refused.add(key);
      log.warn("brand theme refused: the default colours stay", {
        brand: brand.slug,
        primary_color: brand.theme.primary_color,
        reason: answer.reason,
      });
    }
    return null;
  }
  return {
    css: `:root { ${paletteCss(answer.palette)} }`,
    color: brand.theme.primary_color.toLowerCase(),
    background: toHex(answer.palette[50]),
  };
}

/**
 * The brand's logo: the theme's when the platform gives one, else its branches' (the spec's
 * `Store.logo`, the first listed); null for a brand with neither (the header then shows its initials).
 */
export function brandLogo(brand: Pick<Brand, "theme" | "stores">): string | null {
  return brand.theme?.logo ?? brand.stores[0]?.logo ?? null;
}
