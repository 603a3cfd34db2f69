// The server's half of app/utils/in-markup.ts: a document's hydration data without what its markup
// already shows in full (docs/decisions/0031). The page itself is rendered from the whole data.
import type { EntryContext } from "@remix-run/node";
import { inMarkupOf } from "~/utils/in-markup";

// As Remix escapes its hydration data for a <script> element.
const ESCAPES: Record<string, string> = { "&": "\\u0026", ">": "\\u003e", "<": "\\u003c", "\u2028": "\\u2028", "\u2029": "\\u2029" };
const escapeForScript = (json: string) => json.replace(/[&><\u2028\u2029]/g, (c) => ESCAPES[c]!);

interface Handoff {
  state?: { loaderData?: Record<string, unknown> };
}

/** Rewrites `context.serverHandoffString` when a matched route's handle leaves data to the markup. */
export function leaveToMarkup(context: EntryContext): void {
  const { matches, loaderData } = context.staticHandlerContext;
  let handoff: Handoff | null = null;
  for (const { route } of matches) {
    const inMarkup = inMarkupOf(context.routeModules[route.id]?.handle);
    const data: unknown = loaderData[route.id];
    if (!inMarkup || data === undefined || data === null) continue;
    const stripped = inMarkup.strip(data);
    if (stripped === data || !context.serverHandoffString) continue;
    handoff ??= JSON.parse(context.serverHandoffString) as Handoff;
    if (handoff?.state?.loaderData) handoff.state.loaderData[route.id] = stripped;
  }
  if (handoff) context.serverHandoffString = escapeForScript(JSON.stringify(handoff));
}
