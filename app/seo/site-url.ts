// A public page's absolute URLs: its canonical URL and its versions in each language of its
// country (hreflang), built from the request's validated public origin (app/server/request/public-origin.server.ts).
import { LANGUAGES, localePath, type Language, type Locale } from "~/i18n/locale";
import { COUNTRIES } from "~/i18n/countries";

/** A page as its links name it: the origin it is served on, its locale and its path without the locale prefix. */
export interface PagePlace {
  origin: string;
  locale: Locale;
  /** "/", "/brand/burger-bay", "/store/burger-bay-salmiya": no locale prefix, no query. */
  path: string;
}

/** The absolute URL of a page in a locale: `https://burger-bay.example.com/ar-kw/store/x`. */
export function absoluteUrl(origin: string, locale: Locale, path: string): string {
  return `${origin}${localePath(locale, path)}`;
}

export function canonicalUrl({ origin, locale, path }: PagePlace): string {
  return absoluteUrl(origin, locale, path);
}

/** BCP 47 tag of a locale for hreflang: `en-KW`. */
export function hreflang(locale: Locale): string {
  return `${locale.lang}-${COUNTRIES[locale.country].iso2}`;
}

/** Open Graph's form of a locale: `ar_KW`. */
export function ogLocale(locale: Locale): string {
  return `${locale.lang}_${COUNTRIES[locale.country].iso2}`;
}

/**
 * The page in every language of its country plus `x-default` (the English one): the same list on
 * each version, so the alternates are reciprocal.
 */
export function alternates({ origin, locale, path }: PagePlace): { hreflang: string; href: string }[] {
  const versions = LANGUAGES.map((lang: Language) => {
    const version = { lang, country: locale.country };
    return { hreflang: hreflang(version), href: absoluteUrl(origin, version, path) };
  });
  return [
    ...versions,
    { hreflang: "x-default", href: absoluteUrl(origin, { lang: "en", country: locale.country }, path) },
  ];
}
