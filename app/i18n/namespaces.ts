// Which translation files (namespaces) a document carries. Every page gets `common`; a route adds the
// ones its markup uses in its `handle` (`{ i18n: ["cart"] }`), and in the browser a client navigation
// or a lazy dialog loads what is missing before it renders (app/i18n/client-translations.ts). So a
// store page does not carry the account or checkout texts (docs/decisions/0084).
import type { Resources } from "./translate";

export const NAMESPACES = [
  "common",
  "browse",
  "cart",
  "product",
  "account",
  "address",
  "checkout",
  "order",
  "store",
  "location",
  "seo",
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export interface I18nHandle {
  i18n?: readonly Namespace[];
}

export function isNamespace(value: unknown): value is Namespace {
  return typeof value === "string" && (NAMESPACES as readonly string[]).includes(value);
}

/** `common` and the namespaces the matched routes declare, in a stable order. */
export function namespacesOf(handles: readonly unknown[]): Namespace[] {
  const wanted = new Set<Namespace>(["common"]);
  for (const handle of handles) {
    for (const ns of (handle as I18nHandle | undefined)?.i18n ?? []) if (isNamespace(ns)) wanted.add(ns);
  }
  return NAMESPACES.filter((ns) => wanted.has(ns));
}

export function pickNamespaces(resources: Resources, namespaces: readonly Namespace[]): Resources {
  const picked: Resources = {};
  for (const ns of namespaces) if (resources[ns] !== undefined) picked[ns] = resources[ns]!;
  return picked;
}
