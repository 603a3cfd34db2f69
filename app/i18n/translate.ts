// A translator over i18next-format JSON (nested keys, `{{var}}` interpolation, `_one`/`_other`/... plural
// suffixes). The same resources feed i18next on the server (app/server/request/i18n.server.ts); the browser uses
// this 1 KB function instead of shipping i18next (see docs/decisions/0003-translations-inlined-no-i18next-in-browser.md).
import type { Language } from "./locale";
import { formatNumber } from "./format";

export type Resources = { [key: string]: string | Resources };
export type TranslateVars = Record<string, string | number | null | undefined>;
export type TFunction = (key: string, vars?: TranslateVars) => string;

function lookup(resources: Resources, key: string): string | undefined {
  let node: string | Resources | undefined = resources;
  for (const part of key.split(".")) {
    if (node === undefined || typeof node === "string") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

const made = new WeakMap<Resources, Map<Language, TFunction>>();

/** One translator per resources object and language, made once (not per request or render). */
export function createT(resources: Resources, lang: Language): TFunction {
  let byLanguage = made.get(resources);
  if (!byLanguage) made.set(resources, (byLanguage = new Map()));
  let t = byLanguage.get(lang);
  if (!t) byLanguage.set(lang, (t = makeT(resources, lang)));
  return t;
}

function makeT(resources: Resources, lang: Language): TFunction {
  // Made when a text first has a count: most pages hydrate without one, and a tab's first plural
  // rules cost ~1 ms of ICU set-up on a phone.
  let plurals: Intl.PluralRules | undefined;
  const template = (key: string): string | undefined => lookup(resources, key);
  return (key, vars) => {
    let text: string | undefined;
    if (vars && typeof vars.count === "number") {
      plurals ??= new Intl.PluralRules(lang);
      text = template(`${key}_${plurals.select(vars.count)}`) ?? template(`${key}_other`);
    }
    text ??= template(key);
    if (text === undefined) return key;
    if (!vars) return text;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
      const value = vars[name];
      if (value === undefined || value === null) return "";
      // Numbers ("choose up to 3", counts) in the page's digits, like prices and dates.
      return typeof value === "number" ? formatNumber(lang, value) : value;
    });
  };
}
