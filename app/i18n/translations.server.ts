// The translations a document carries, built once per language and set of namespaces (not per request),
// and the script that brings them to the browser.
import { RESOURCES } from "~/locales";
import { TRANSLATIONS_GLOBAL, serializeTranslations, translationsVersion, type Translations } from "./react";
import type { Language } from "./locale";
import { NAMESPACES, pickNamespaces, type Namespace } from "./namespaces";

const made = new Map<string, Translations>();

export function translationsFor(lang: Language, namespaces: readonly Namespace[]): Translations {
  const key = `${lang}:${namespaces.join(",")}`;
  let translations = made.get(key);
  if (!translations) {
    translations = { lang, resources: pickNamespaces(RESOURCES[lang], namespaces) };
    made.set(key, translations);
  }
  return translations;
}

/**
 * The script a document loads for its translations (`translationsScriptSrc`): the asked version is
 * cached for a year; an older one (a document from before a deploy) gets today's texts, briefly cached.
 */
export function translationsScript(
  lang: Language,
  namespaces: readonly Namespace[],
  version: string | null,
): { body: string; immutable: boolean } {
  const translations = translationsFor(
    lang,
    NAMESPACES.filter((ns) => namespaces.includes(ns)),
  );
  return {
    body: `window.${TRANSLATIONS_GLOBAL}=${serializeTranslations(translations)}`,
    immutable: version === translationsVersion(translations),
  };
}
