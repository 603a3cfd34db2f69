// The translations a document inlines, built once per language (not per request).
import { RESOURCES } from "~/locales";
import type { Translations } from "./react";
import type { Language } from "./locale";

const byLanguage = new Map<Language, Translations>();

export function translationsFor(lang: Language): Translations {
  let translations = byLanguage.get(lang);
  if (!translations) {
    translations = { lang, resources: RESOURCES[lang] };
    byLanguage.set(lang, translations);
  }
  return translations;
}
