// The server's half of app/utils/in-markup.ts: a document's hydration data without what its markup
// already shows in full (docs/decisions/0031). The page itself is rendered from the whole data.
import type { EntryContext } from "@remix-run/node";
import { inMarkupOf } from "~/utils/in-markup";

// As Remix escapes its hydration data for a <script> element.
const ESCAPES: Record<string, string> = { "&": "\\u0026", ">": "\\u003e", "<": "\\u003c", "\u2028": "\\u2028", "\u2029": "\\u2029" };
const escapeForScript = (json: string) => json.replace(/[&><\u2028\u2029]/g, (c) => ESCAPES[c]!);

/**
 * Rewrites `context.serverHandoffString` when a matched route's handle leaves data to the markup.
 * Remix wrote each route's data into it as `"<route id>":<its JSON, escaped>`; that piece is found by
 * reading the handoff's JSON structure (its escapes are inside strings, so they change no structure)
 * and replaced by the stripped data's JSON: the whole data is never written a second time, nor the
 * handoff parsed.
 */
export function leaveToMarkup(context: EntryContext): void {
  const { matches, loaderData } = context.staticHandlerContext;
  for (const { route } of matches) {
    const inMarkup = inMarkupOf(context.routeModules[route.id]?.handle);
    const data: unknown = loaderData[route.id];
    if (!inMarkup || data === undefined || data === null) continue;
    const stripped = inMarkup.strip(data);
    const handoff = context.serverHandoffString;
    if (stripped === data || !handoff) continue;
    const piece = loaderDataPiece(handoff, JSON.stringify(route.id));
    if (!piece) continue; // not as Remix writes it: the whole data stays (the page is only larger)
    context.serverHandoffString = handoff.slice(0, piece.start) + escapeForScript(JSON.stringify(stripped)) + handoff.slice(piece.end);
  }
}

/** Where the JSON value of `key` (a JSON string) in the handoff's `"loaderData":{…}` starts and ends. */
function loaderDataPiece(handoff: string, key: string): { start: number; end: number } | null {
  const open = handoff.indexOf('"loaderData":{');
  if (open === -1) return null;
  let at = open + '"loaderData":{'.length;
  while (handoff[at] === '"') {
    const keyEnd = jsonValueEnd(handoff, at);
    if (keyEnd === -1 || handoff[keyEnd] !== ":") return null;
    const end = jsonValueEnd(handoff, keyEnd + 1);
    if (end === -1) return null;
    if (handoff.slice(at, keyEnd) === key) return { start: keyEnd + 1, end };
    if (handoff[end] !== ",") return null;
    at = end + 1;
  }
  return null;
}

/** The end (exclusive) of the JSON value that starts at `from`, or -1. */
function jsonValueEnd(json: string, from: number): number {
  const first = json[from];
  if (first !== "{" && first !== "[" && first !== '"') {
    // A number, true, false or null: up to the next separator.
    const end = json.slice(from).search(/[,}\]]/);
    return end <= 0 ? -1 : from + end;
  }
  let depth = 0;
  for (let i = from; i < json.length; i++) {
    const c = json.charCodeAt(i);
    if (c === 34) {
      // A string is skipped whole, not read character by character (most of the data is text).
      i = stringEnd(json, i);
      if (i === -1) return -1;
      if (depth === 0) return i + 1;
    } else if (c === 123 || c === 91) depth++;
    else if ((c === 125 || c === 93) && --depth === 0) return i + 1;
  }
  return -1;
}

/** The closing quote of the JSON string opened at `open`: the next quote after an even run of backslashes. */
function stringEnd(json: string, open: number): number {
  let quote = open;
  for (;;) {
    quote = json.indexOf('"', quote + 1);
    if (quote === -1) return -1;
    let before = quote - 1;
    while (json.charCodeAt(before) === 92) before--;
    if ((quote - 1 - before) % 2 === 0) return quote;
  }
}
