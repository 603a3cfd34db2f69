// A vendor's theme on its host: the brand's palette as CSS custom properties (written in the page's
// head), its colour for `<meta name="theme-color">` and its logo. A colour the storefront refuses
// (white text on it fails WCAG AA) keeps the default colours, logged once per brand and colour.
import type { Brand } from "~/contract";
import { brandPalette, paletteCss } from "~/theme/brand-palette";
import type { Logger } from "./log.server";

export interface PageTheme {
  /** `:root { --brand-50: …; … }`: only digits, spaces and the variables' names. */
  css: string;
  color: string;
  logo: string | null;
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
        contrast: answer.contrast === null ? null : Math.round(answer.contrast * 100) / 100,
      });
    }
    return null;
  }
  return { css: `:root { ${paletteCss(answer.palette)} }`, color: brand.theme.primary_color.toLowerCase(), logo: brand.theme.logo ?? null };
}
