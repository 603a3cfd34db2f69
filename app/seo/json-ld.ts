// JSON-LD as the text of a <script type="application/ld+json">: no catalogue text can end the
// element or open a comment in it. `<`, `>` and `&` are written as JSON escapes (\u003c, …), which
// every JSON-LD reader decodes back to the same characters, and the line separators U+2028/2029 too.
import type { InMarkup } from "~/utils/in-markup";

const ESCAPES: Record<string, string> = { "<": "\\u003c", ">": "\\u003e", "&": "\\u0026", "\u2028": "\\u2028", "\u2029": "\\u2029" };

export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => ESCAPES[c]!);
}

/** The id of a page's JSON-LD script element (one per page). */
export const JSON_LD_ID = "ld";

/**
 * A page's JSON-LD travels once, like its cards (docs/decisions/0031): a first load's hydration data
 * leaves it out and the browser reads it back from the script element before React hydrates.
 */
export const jsonLdInMarkup: InMarkup<{ jsonLd: string | null }> = {
  strip: (data) => (data.jsonLd ? { ...data, jsonLd: "" } : data),
  restore: (data, document) => (data.jsonLd === "" ? { ...data, jsonLd: document.getElementById(JSON_LD_ID)?.textContent ?? null } : data),
};
