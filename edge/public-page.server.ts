// Menus a shared cache can serve (docs/decisions/0120). A public page (home, brand, store, product,
// about) asked for by a visitor who sends no cookie is the same document for every such visitor: no
// session, cart, flash, stored language or sign-in can reach it. Its answer says so
// (`Cache-Control: public, max-age=0, s-maxage=…, stale-while-revalidate=…`), and since one copy
// goes to many browsers it carries no per-response nonce: the nonce is taken out of the rendered
// page and its policy names the hashes of the page's inline scripts instead. Everything else (any
// request with a cookie, every write, error, redirect, data request and personal page) stays
// `private, no-store`.
import { createHash } from "node:crypto";
import type { Request as ExpressRequest } from "express";
import { contentSecurityPolicy, type CspOptions } from "./security.server";
import { isDataRequest } from "../app/utils/data-request";

/** The routes whose cookie-less page is public: what a menu rush reads. */
export const PUBLIC_ROUTES = new Set([
  "routes/($locale)._index",
  "routes/($locale).about-us",
  "routes/($locale).brand.$brandSlug",
  "routes/($locale).store.$storeSlug._index",
  "routes/($locale).store.$storeSlug.product.$productId",
]);

/** `Cache-Control` of a public page; null when shared caching is off (`sharedSeconds` 0). */
export function publicCacheControl(sharedSeconds: number, staleSeconds: number): string | null {
  if (sharedSeconds <= 0) return null;
  return `public, max-age=0, s-maxage=${sharedSeconds}${staleSeconds > 0 ? `, stale-while-revalidate=${staleSeconds}` : ""}`;
}

/** Whether this answer to this request is the same for every visitor who could send it. */
export function isPublicPage(
  req: Pick<ExpressRequest, "method" | "get" | "originalUrl">,
  response: Response,
  routeId: string | null,
): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (req.get("Cookie") || req.get("Authorization") || isDataRequest(req.originalUrl)) return false;
  if (!routeId || !PUBLIC_ROUTES.has(routeId) || response.status !== 200) return false;
  if (response.headers.has("Set-Cookie") || response.headers.has("Cache-Control")) return false;
  return (response.headers.get("Content-Type") ?? "").startsWith("text/html");
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** Script types a browser runs (a JSON-LD data block is not run, so no policy applies to it). */
const RUNNABLE_TYPE = /^\s*(?:|text\/javascript|module|application\/javascript)\s*$/i;

/** The CSP hash sources of the inline scripts a browser would run in `html`. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes!)) continue;
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes!)?.[1] ?? "";
    if (!RUNNABLE_TYPE.test(type)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text!, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * The public answer of a rendered page: its body without the nonce it was rendered with, a policy
 * naming the hashes of its inline scripts, and the shared cache's `Cache-Control`.
 */
export async function asPublicPage(
  response: Response,
  nonce: string,
  cacheControl: string,
  csp: Omit<CspOptions, "nonce">,
): Promise<Response> {
  let html = await response.text();
  if (nonce) html = html.split(` nonce="${nonce}"`).join("");
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", cacheControl);
  headers.set("Content-Security-Policy", contentSecurityPolicy({ ...csp, scriptHashes: inlineScriptHashes(html) }));
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}
