// Security headers (a page's CSP with its nonce), the browser's CSP reports, and the cross-site
// check for non-GET requests (the request guard's).
import { randomBytes } from "node:crypto";
import express, { type RequestHandler } from "express";
import onHeaders from "on-headers";
import { isMapPage } from "../app/location/map-pages";
import { logOf } from "./request-log.server";

/** Where browsers post CSP violation reports; `cspReports` logs them. */
export const CSP_REPORT_PATH = "/csp-report";

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

export interface CspOptions {
  /** The response's own nonce; a public page (`public-page.server.ts`) has none and names `scriptHashes`. */
  nonce?: string;
  /** Hashes of a public page's inline scripts ('sha256-…'), the only inline scripts it may run. */
  scriptHashes?: string[];
  /** Origin of the platform API (images, the payment page a form may redirect to). */
  apiOrigin: string | null;
  /** Google Maps hosts, only on pages that can open the map. */
  maps: boolean;
  /** `npm run dev` only: Vite's HMR websocket on this server (`edge/vite-dev.server.ts`). */
  hmr?: boolean;
}

/**
 * Content-Security-Policy with a per-request nonce: no inline script runs without it. A public page
 * names its inline scripts' hashes instead, without 'strict-dynamic' (its external scripts carry no
 * nonce: the site's own, and Google's on map pages, are allowed by origin), and allows inline styles
 * as the map's pages do (a style the browser adds on a later navigation cannot be hashed beforehand).
 */
export function contentSecurityPolicy({ nonce, scriptHashes, apiOrigin, maps, hmr = false }: CspOptions): string {
  const api = apiOrigin ? ` ${apiOrigin}` : "";
  // Hosts Google documents for the Maps JavaScript API (developers.google.com/maps/documentation/javascript/content-security-policy).
  const google = maps
    ? " https://*.googleapis.com https://*.gstatic.com https://*.google.com https://*.ggpht.com https://*.googleusercontent.com"
    : "";
  const scripts =
    nonce !== undefined ? `'nonce-${nonce}' 'strict-dynamic' 'self'` : ["'self'", ...(scriptHashes ?? [])].join(" ");
  return [
    "default-src 'self'",
    `script-src ${scripts}${maps ? " https://*.googleapis.com https://*.gstatic.com https://*.google.com" : ""}`,
    // A vendor's colours are a nonce'd <style> (app/root.tsx); the map's pages allow every inline
    // style already (a nonce beside 'unsafe-inline' would turn it off).
    `style-src 'self'${maps ? " 'unsafe-inline' https://fonts.googleapis.com" : nonce !== undefined ? ` 'nonce-${nonce}'` : " 'unsafe-inline'"}`,
    `img-src 'self' data: blob:${api}${google}`,
    `font-src 'self'${maps ? " https://fonts.gstatic.com" : ""}`,
    `connect-src 'self'${hmr ? " ws: wss:" : ""}${maps ? " https://*.googleapis.com https://*.google.com https://*.gstatic.com data: blob:" : ""}`,
    `worker-src blob:`,
    `form-action 'self'${api}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    `report-uri ${CSP_REPORT_PATH}`,
  ].join("; ");
}

export function securityHeaders(production: boolean): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "geolocation=(self), camera=(), microphone=(), payment=()",
    ...(production ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" } : {}),
  };
}

/** What a document's headers say that means nothing on a script, data or a file: only a page obeys them. */
const DOCUMENT_ONLY = ["Referrer-Policy", "X-Frame-Options", "Cross-Origin-Opener-Policy", "Permissions-Policy"];
/** The policy of an answer that is not a page (data, a script, robots.txt), as an API sends it. */
const NOT_A_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * Every answer after the static files: the security headers, and a CSP with a fresh nonce
 * (`res.locals.nonce`, which the page's scripts carry). Google's hosts are allowed only on the pages
 * whose header can open the map dialog. An answer that turns out not to be HTML (the page's
 * translations script, a client navigation's data) keeps nosniff, HSTS and a short CSP: the page's
 * policy and the other document headers were half a kilobyte of every such answer, on every page.
 * A 304 (`conditional.server.ts`) keeps none of them.
 */
export function pageSecurity({
  production,
  apiOrigin,
  hmr = false,
}: {
  production: boolean;
  apiOrigin: string;
  hmr?: boolean;
}): RequestHandler {
  const headers = securityHeaders(production);
  return (req, res, next) => {
    res.locals.nonce = createNonce();
    // What a public page's own policy is made of (`public-page.server.ts`).
    res.locals.csp = { apiOrigin, maps: isMapPage(req.path), hmr };
    res.set(headers);
    res.set("Content-Security-Policy", contentSecurityPolicy({ nonce: res.locals.nonce, ...res.locals.csp }));
    onHeaders(res, () => {
      // A 304 says no policy: the browser keeps the one stored with its copy, whose nonce it matches.
      if (res.statusCode === 304) return;
      if (/^text\/html\b/i.test(String(res.getHeader("Content-Type") ?? ""))) return;
      for (const name of DOCUMENT_ONLY) res.removeHeader(name);
      res.setHeader("Content-Security-Policy", NOT_A_PAGE_CSP);
    });
    next();
  };
}

/** CSP violation reports (report-uri): logged, bounded in size, never an error page. */
export function cspReports(): RequestHandler[] {
  const json = express.json({
    type: ["application/csp-report", "application/json", "application/reports+json"],
    limit: "16kb",
  });
  return [
    json,
    (req, res) => {
      res.locals.route = CSP_REPORT_PATH;
      const report = (req.body?.["csp-report"] ?? req.body) as Record<string, unknown> | undefined;
      logOf(res).warn("csp violation", {
        directive: report?.["violated-directive"] ?? report?.["effective-directive"],
        blocked: report?.["blocked-uri"],
        page: report?.["document-uri"],
      });
      res.status(204).end();
    },
  ];
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Every vendor subdomain is the same *site* to the browser, so SameSite=Lax cookies do not stop one
 * storefront posting to another: non-GET requests must come from this very origin. Browsers say
 * where a request comes from in Sec-Fetch-Site, else Origin, else Referer; a write that says
 * nothing is refused too (a client that hides where it comes from cannot be told from a forgery).
 * `selfOrigin` is the origin the browser sees: behind a TLS-terminating proxy, the forwarded
 * protocol and host.
 */
export function isCrossSiteWrite(method: string, headers: Headers, selfOrigin: string): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  const fetchSite = headers.get("Sec-Fetch-Site");
  if (fetchSite) return fetchSite !== "same-origin" && fetchSite !== "none";
  const origin = headers.get("Origin");
  if (origin) return origin === "null" || origin !== selfOrigin;
  const referer = headers.get("Referer");
  if (referer) return originOf(referer) !== selfOrigin;
  return true;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
