// sitemap.xml of a host: each public page once per language of its country, with its language
// versions as xhtml:link alternates (and x-default) and when it last changed.
import type { CountryCode } from "~/i18n/countries";
import { LANGUAGES } from "~/i18n/locale";
import { absoluteUrl, alternates } from "./site-url";

export interface SitemapPage {
  country: CountryCode;
  /** The page's path without a locale prefix: "/brand/burger-bay". */
  path: string;
  /** ISO 8601 time of its last change, when the platform says. */
  lastmod: string | null;
}

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

export function sitemapXml(origin: string, pages: SitemapPage[]): string {
  const urls = pages.flatMap((page) =>
    LANGUAGES.map((lang) => {
      const place = { origin, locale: { lang, country: page.country }, path: page.path };
      const links = alternates(place).map(
        (a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${xml(a.href)}"/>`,
      );
      const lastmod = page.lastmod ? `<lastmod>${xml(page.lastmod)}</lastmod>` : "";
      return `<url><loc>${xml(absoluteUrl(origin, place.locale, page.path))}</loc>${lastmod}${links.join("")}</url>`;
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** The latest of some ISO times (null when none is known). */
export function latest(times: (string | null | undefined)[]): string | null {
  const known = times.filter((t): t is string => !!t).sort();
  return known[known.length - 1] ?? null;
}
