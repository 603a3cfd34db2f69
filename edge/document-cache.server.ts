// A short-lived cache of the pages a visitor without any cookie gets: such a visitor has no session,
// cart, language preference or sign-in, so every one of them is sent the same document for a URL
// and host — apart from the CSP nonce, which is put in afresh for each response (a public page has
// none, decision 0120: behind a shared cache this one sees only its misses). A page is kept only
// when it was a 200 HTML document that set no cookie. Kept for a few seconds (never longer than the
// catalogue and vendor caches), so what it shows is as fresh as an uncached render would be.
// Visitors with a cookie always get their own render. Why it stays, and what it saves: decision 84.
import type { Request, Response } from "express";
import { sendBody } from "./compress.server";
import { splitAtNonce } from "./conditional.server";
import { httpMetrics } from "./http-metrics.server";
import { logOf } from "./request-log.server";
import { splitLocalePath } from "../app/i18n/locale";
import { preferredLanguage } from "../app/i18n/accept-language";
import { isDataRequest } from "../app/utils/data-request";

const headerOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(",") : value);

export interface CachedDocument {
  status: number;
  headers: [string, string][];
  /** The body cut at each occurrence of the nonce it was rendered with. */
  parts: Buffer[];
  expiresAt: number;
  /** The route pattern it was rendered for (the metrics' label of a hit). */
  route?: string;
}

export interface DocumentCache {
  /** The cache key of a request that may be answered from the cache, else null. */
  keyOf(
    request: { method: string; url: string; headers: Record<string, string | string[] | undefined> },
    host: string,
  ): string | null;
  get(key: string, now?: number): CachedDocument | null;
  /** Keeps a response if it is a cookie-less 200 HTML document. */
  put(
    key: string,
    response: { status: number; headers: Headers },
    body: Buffer,
    nonce: string,
    now?: number,
    route?: string,
  ): void;
  /** The body with `nonce` in place of the one it was rendered with. */
  body(entry: CachedDocument, nonce: string): Buffer;
}

export function createDocumentCache({
  ttlSeconds,
  maxEntries = 500,
}: {
  ttlSeconds: number;
  maxEntries?: number;
}): DocumentCache {
  const entries = new Map<string, CachedDocument>();
  return {
    keyOf(request, host) {
      if (ttlSeconds <= 0 || request.method !== "GET") return null;
      if (request.headers.cookie !== undefined || request.headers.authorization !== undefined) return null;
      // Remix's own fetches (data requests) and anything but a page navigation answer per request.
      if (isDataRequest(request.url ?? "/")) return null;
      // A path without a locale is a page in the browser's language, or a redirect to it (decision 0107).
      const pathname = request.url.split(/[?#]/)[0]!;
      const lang = splitLocalePath(pathname).prefix
        ? ""
        : preferredLanguage(headerOf(request.headers["accept-language"]));
      return `${host}\n${lang}\n${request.url}`;
    },
    get(key, now = Date.now()) {
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.expiresAt <= now) {
        entries.delete(key);
        return null;
      }
      return entry;
    },
    put(key, response, body, nonce, now = Date.now(), route) {
      if (ttlSeconds <= 0 || response.status !== 200) return;
      if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return;
      if (response.headers.has("Set-Cookie")) return;
      const parts = splitAtNonce(body, nonce);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, {
        status: response.status,
        headers: [...response.headers],
        parts,
        expiresAt: now + ttlSeconds * 1000,
        route,
      });
    },
    body(entry, nonce) {
      const value = Buffer.from(nonce);
      const pieces: Buffer[] = [];
      entry.parts.forEach((part, i) => {
        if (i > 0) pieces.push(value);
        pieces.push(part);
      });
      return Buffer.concat(pieces);
    },
  };
}

/** What the Remix step sent: its response and the uncompressed body (null when it was streamed). */
export interface Rendered {
  response: globalThis.Response;
  body: Buffer | null;
}

/**
 * The step before Remix: a cookie-less page request answered from the cache (its nonce put in,
 * compressed as any answer), else rendered by `render` and, when it may be, kept. `render` answers
 * null when it sent something else (a refusal); each page answered is logged once.
 */
export function withDocumentCache(
  documents: DocumentCache,
  render: (req: Request, res: Response) => Promise<Rendered | null>,
) {
  return async (req: Request, res: Response): Promise<void> => {
    const started = performance.now();
    const key = documents.keyOf(
      { method: req.method, url: req.originalUrl, headers: req.headers },
      `${req.protocol}://${req.get("host")} ${req.get("X-Forwarded-Host") ?? ""}`,
    );
    const cached = key ? documents.get(key) : null;
    if (key) httpMetrics.documentCache(cached !== null);
    if (cached) {
      res.locals.route = cached.route;
      sendBody(req, res, cached.status, cached.headers, documents.body(cached, res.locals.nonce));
      logOf(res).info("request", {
        method: req.method,
        path: req.path,
        status: cached.status,
        cached: true,
        ms: Math.round(performance.now() - started),
      });
      return;
    }
    const rendered = await render(req, res);
    if (!rendered) return;
    if (key && rendered.body)
      documents.put(key, rendered.response, rendered.body, res.locals.nonce, undefined, res.locals.route);
    logOf(res).info("request", {
      method: req.method,
      path: req.path,
      status: res.statusCode,
      ms: Math.round(performance.now() - started),
    });
  };
}
