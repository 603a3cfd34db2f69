// Loader data a first page load carries once, in its HTML (docs/decisions/0031). A route whose
// handle has `inMarkup` says which part of its loader data its markup shows in full: the server
// leaves that part out of the hydration data it puts in the document
// (app/server/in-markup.server.ts), and the browser reads it back from the markup before React
// hydrates (`restoreFromMarkup`, called by entry.client). A client navigation gets the whole loader
// data as usual. `restore(strip(data), the HTML rendered from data)` must equal `data` exactly,
// or hydration would not match.
export interface InMarkup<Data> {
  /** The data without what the markup shows (the same object when nothing can be left out). */
  strip(data: Data): Data;
  /** The data back, read from the server's markup. */
  restore(data: Data, document: Document): Data;
}

export interface InMarkupHandle {
  inMarkup?: InMarkup<unknown>;
}

export function inMarkupOf(handle: unknown): InMarkup<unknown> | undefined {
  return (handle as { inMarkup?: InMarkup<unknown> } | undefined)?.inMarkup;
}

/** In the browser, before hydration: each route's loader data completed from the markup. */
export function restoreFromMarkup(
  loaderData: Record<string, unknown>,
  routeModules: Record<string, { handle?: unknown } | undefined>,
  document: Document,
): void {
  for (const [routeId, data] of Object.entries(loaderData)) {
    const inMarkup = inMarkupOf(routeModules[routeId]?.handle);
    if (inMarkup && data !== undefined && data !== null) loaderData[routeId] = inMarkup.restore(data, document);
  }
}

/** Two parts of a page's data left to its markup (strip one then the other; restore in reverse). */
export function bothInMarkup<A, B>(first: InMarkup<A>, second: InMarkup<B>): InMarkup<A & B> {
  return {
    strip: (data) => second.strip(first.strip(data) as A & B) as A & B,
    restore: (data, document) => first.restore(second.restore(data, document) as A & B, document) as A & B,
  };
}
