// Locales: `/{lang}-{country}` URL prefixes. Pure helpers shared by server and client.
import { COUNTRIES, type CountryCode } from "./countries";

export const LANGUAGES = ["en", "ar"] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = "en";
export const DEFAULT_COUNTRY: CountryCode = "kw";

export interface Locale {
  lang: Language;
  country: CountryCode;
}

export const DEFAULT_LOCALE: Locale = { lang: DEFAULT_LANGUAGE, country: DEFAULT_COUNTRY };

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === "string" && Object.hasOwn(COUNTRIES, value);
}

export function direction(lang: Language): "ltr" | "rtl" {
  return lang === "ar" ? "rtl" : "ltr";
}

/** `en-kw` -> { lang: "en", country: "kw" }; anything else -> null. */
export function parseLocaleSegment(segment: string | undefined): Locale | null {
  if (!segment) return null;
  const match = /^([a-z]{2})-([a-z]{2})$/.exec(segment.toLowerCase());
  if (!match) return null;
  const [, lang, country] = match;
  if (!isLanguage(lang) || !isCountryCode(country)) return null;
  return { lang, country };
}

export function localeSegment(locale: Locale): string {
  return `${locale.lang}-${locale.country}`;
}

/** Splits a pathname into its locale prefix (if any) and the rest ("/" at least). */
export function splitLocalePath(pathname: string): { prefix: Locale | null; rest: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const prefix = parseLocaleSegment(match?.[1]);
  if (!prefix) return { prefix: null, rest: pathname || "/" };
  return { prefix, rest: match?.[2] || "/" };
}

/** The path with the given locale as its prefix: localePath({ar,kw}, "/brand/x") -> "/ar-kw/brand/x". */
export function localePath(locale: Locale, path: string): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  return `/${localeSegment(locale)}${clean === "/" ? "" : clean}`;
}

/** Re-prefixes a full path (with or without a prefix, with query) for another locale. */
export function switchLocalePath(pathWithSearch: string, locale: Locale): string {
  const queryStart = pathWithSearch.search(/[?#]/);
  const pathname = queryStart === -1 ? pathWithSearch : pathWithSearch.slice(0, queryStart);
  const tail = queryStart === -1 ? "" : pathWithSearch.slice(queryStart);
  return localePath(locale, splitLocalePath(pathname).rest) + tail;
}

/**
 * The language the language toggle's label is written in: the spec's labels, 'Arabic' on English
 * pages and 'English' on Arabic ones, are both English words (marked so for screen readers).
 */
export const TOGGLE_LABEL_LANG: Language = "en";

export function otherLanguage(lang: Language): Language {
  return lang === "en" ? "ar" : "en";
}

/**
 * The digits each language's pages show: Latin (0-9) in Arabic too, so prices, quantities, counts,
 * dates, order codes, phones and the platform's own messages agree on a page (decision 0025).
 */
export const NUMBERING_SYSTEM: Record<Language, "latn" | "arab"> = { en: "latn", ar: "latn" };

/** BCP 47 tag for Intl APIs, with the page's digits: en-KW-u-nu-latn, ar-SA-u-nu-latn, ... */
export function intlTag(locale: Locale): string {
  return `${locale.lang}-${locale.country.toUpperCase()}-u-nu-${NUMBERING_SYSTEM[locale.lang]}`;
}
