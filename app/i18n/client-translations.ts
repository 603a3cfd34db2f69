// In the browser: the translations the document brought (window.__translations), extended on demand.
// A route whose namespaces the document lacks loads them in its clientLoader (before it renders);
// a lazy dialog loads its namespaces with its code. The texts come from /resources/i18n.
import { useSyncExternalStore } from "react";
import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import { TRANSLATIONS_SCRIPT_PATH, type Translations } from "./react";
import type { Namespace } from "./namespaces";

const listeners = new Set<() => void>();
const pending = new Map<string, Promise<void>>();

function current(): Translations | null {
  return typeof window === "undefined" ? null : (window.__translations ?? null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Resolves once the document's translations script has run (it is deferred so it never holds up the
 * first paint, and Remix's module script is async, so either may run first), or failed, or when the
 * document has none.
 */
export function documentTranslationsReady(): Promise<void> {
  if (current()) return Promise.resolve();
  const script = document.querySelector<HTMLScriptElement>(`script[src^="${TRANSLATIONS_SCRIPT_PATH}?"]`);
  if (!script) return Promise.resolve();
  return new Promise((resolve) => {
    script.addEventListener("load", () => resolve(), { once: true });
    script.addEventListener("error", () => resolve(), { once: true });
  });
}

/** The browser's translations; re-renders when namespaces arrive. */
export function useClientTranslations(): Translations | null {
  return useSyncExternalStore(subscribe, current, current);
}

/** Loads the namespaces the page does not have yet (once each); resolves when they are usable. */
export function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  const translations = current();
  if (!translations) return Promise.resolve();
  const missing = namespaces.filter((ns) => translations.resources[ns] === undefined);
  if (missing.length === 0) return Promise.resolve();
  const key = `${translations.lang}:${missing.join(",")}`;
  let loading = pending.get(key);
  if (!loading) {
    loading = fetch(`/resources/i18n?lang=${translations.lang}&ns=${missing.join(",")}`)
      .then((response) => (response.ok ? (response.json() as Promise<Translations["resources"]>) : {}))
      .then((resources) => {
        const now = current()!;
        window.__translations = { lang: now.lang, resources: { ...now.resources, ...resources } };
        listeners.forEach((listener) => listener());
      })
      .catch(() => undefined) // offline: the texts show as keys until the next document
      .finally(() => pending.delete(key));
    pending.set(key, loading);
  }
  return loading;
}

/** A route's clientLoader: its server data and its namespaces, together. */
export function withNamespaces(namespaces: readonly Namespace[]) {
  return async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
    const [data] = await Promise.all([serverLoader(), loadNamespaces(namespaces)]);
    return data;
  };
}

/** For React.lazy: a dialog's code and its namespaces, together. */
export function lazyWithNamespaces<T>(namespaces: readonly Namespace[], load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadNamespaces(namespaces)]))[0];
}
