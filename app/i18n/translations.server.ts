// The translations a document inlines, built once per language and set of namespaces (not per request).
import { RESOURCES } from "~/locales";
import type { Translations } from "./react";
import type { Language } from "./locale";
import { pickNamespaces, type Namespace } from "./namespaces";

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
