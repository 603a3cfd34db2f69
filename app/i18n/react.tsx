import { createContext, useContext, useMemo, type ReactNode } from "react";
import { createT, type Resources, type TFunction } from "./translate";
import { direction, type Language, type Locale } from "./locale";
import type { MoneyStyle } from "./money";

/** The translations of one language a document carries (a script of their own, see translationsScriptSrc). */
export interface Translations {
  lang: Language;
  resources: Resources;
}

/** Name of the global the server writes the document's translations into. */
export const TRANSLATIONS_GLOBAL = "__translations";

declare global {
  interface Window {
    __translations?: Translations;
  }
}

const serialized = new WeakMap<Translations, string>();

/** The translations as a script-safe JSON literal ("<" escaped), made once per translations object. */
export function serializeTranslations(translations: Translations | null): string {
  if (!translations) return "null";
  let json = serialized.get(translations);
  if (json === undefined) serialized.set(translations, (json = JSON.stringify(translations).replace(/</g, "\\u003c")));
  return json;
}

/** A short hash of the texts (FNV-1a): the script's URL changes whenever they do. */
function versionOf(json: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < json.length; i++) hash = Math.imul(hash ^ json.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

const versions = new WeakMap<Translations, string>();

/** The texts' version, worked out once per translations object (a hash over ~10 KB, every rendered page). */
export function translationsVersion(translations: Translations): string {
  let version = versions.get(translations);
  if (version === undefined) versions.set(translations, (version = versionOf(serializeTranslations(translations))));
  return version;
}

/** Where a document's translations script is served (app/routes/resources.translations[.]js.ts). */
export const TRANSLATIONS_SCRIPT_PATH = "/resources/translations.js";

/**
 * The document's translations as a script of their own, cached by the browser across pages and visits
 * (served by app/routes/resources.translations[.]js.ts; docs/decisions/0084).
 */
export function translationsScriptSrc(translations: Translations): string {
  return `${TRANSLATIONS_SCRIPT_PATH}?lang=${translations.lang}&ns=${Object.keys(translations.resources).join(",")}&v=${translationsVersion(translations)}`;
}

/** Provided by entry.server / entry.client around the whole app. */
export const TranslationsContext = createContext<Translations | null>(null);

interface I18nValue {
  locale: Locale;
  lang: Language;
  dir: "ltr" | "rtl";
  t: TFunction;
  /** How the page writes its country's amounts, read on the server (null: each amount through Intl). */
  money: MoneyStyle | null;
}

const I18nContext = createContext<I18nValue | null>(null);

export function I18nProvider({
  locale,
  money = null,
  children,
}: {
  locale: Locale;
  money?: MoneyStyle | null;
  children: ReactNode;
}) {
  const translations = useContext(TranslationsContext);
  const value = useMemo<I18nValue>(() => {
    // The locale comes from the route; the document was rendered for one language and a
    // language switch always reloads the document, so they agree.
    const resources = translations?.lang === locale.lang ? translations.resources : {};
    return { locale, lang: locale.lang, dir: direction(locale.lang), t: createT(resources, locale.lang), money };
  }, [locale, translations, money]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n outside I18nProvider");
  return value;
}

export function useT(): TFunction {
  return useI18n().t;
}
