// JSON-LD as the text of a <script type="application/ld+json">: no catalogue text can end the
// element or open a comment in it. `<`, `>` and `&` are written as JSON escapes (\u003c, …), which
// every JSON-LD reader decodes back to the same characters, and the line separators U+2028/2029 too.

const ESCAPES: Record<string, string> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => ESCAPES[c]!);
}

/** The id of a page's JSON-LD script element (one per page). */
export const JSON_LD_ID = "ld";
