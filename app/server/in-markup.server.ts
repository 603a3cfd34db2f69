// The server's half of app/utils/in-markup.ts: a document's hydration data without what its markup
// already shows in full (docs/decisions/0031). The page itself is rendered from the whole data.
import type { EntryContext } from "@remix-run/node";
import { inMarkupOf } from "~/utils/in-markup";

// As Remix escapes its hydration data for a <script> element.
const ESCAPES: Record<string, string> = { "&": "\\u0026", ">": "\\u003e", "<": "\\u003c", "\u2028": "\\u2028", "\u2029": "\\u2029" };
const escapeForScript = (json: string) => json.replace(/[&><\u2028\u2029]/g, (c) => ESCAPES[c]!);

/**
 * Rewrites `context.serverHandoffString` when a matched route's handle leaves data to the markup.
 * Remix wrote each route's data into it as `"<route id>":<its JSON, escaped>` (from the very object
 * the render read, decision 68), so that piece is replaced by the stripped data's: no parse of the
 * whole handoff, and no stringify of the rest.
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
    const key = `${JSON.stringify(route.id)}:`;
    const whole = key + escapeForScript(JSON.stringify(data));
    const at = handoff.indexOf(whole, handoff.indexOf('"loaderData":'));
    if (at === -1) continue; // not as Remix writes it: the whole data stays (the page is only larger)
    context.serverHandoffString = handoff.slice(0, at) + key + escapeForScript(JSON.stringify(stripped)) + handoff.slice(at + whole.length);
  }
}
