// The last step: an answer written in one write, its body compressed once, whole, in one call
// (docs/decisions/0084): no stream, no trips through the thread pool (each cost more of this thread
// than the compression itself). Only deferred data is streamed, uncompressed.
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { sendIfModified } from "./conditional.server";
import { sendStream } from "./fetch-bridge.server";

/** Below a packet's size compression saves nothing worth its CPU. */
export const MIN_COMPRESS_BYTES = 1024;

// Text formats: HTML, JSON (Remix's data), XML (sitemaps), plain text (robots.txt), JS, CSS, SVG.
const COMPRESSIBLE_TYPE =
  /^(?:text\/|application\/(?:json|xml|javascript|manifest\+json|[\w.-]+\+(?:json|xml))|image\/svg\+xml)/i;

/** The best encoding the client accepts of br and gzip (a q=0 refuses one). */
export function preferredEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  if (!acceptEncoding) return null;
  let br = false;
  let gzip = false;
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const refused = params.some((p) => /^\s*q=0(?:\.0*)?\s*$/.test(p));
    if (name === "br") br = !refused;
    else if (name === "gzip") gzip = !refused;
  }
  return br ? "br" : gzip ? "gzip" : null;
}

/** Whether an answer with these headers (`header` reads one, empty when absent) and body size is worth compressing. */
export function compressible(header: (name: string) => string, size: number): boolean {
  if (size < MIN_COMPRESS_BYTES || header("Content-Encoding")) return false;
  if (/\bno-transform\b/i.test(header("Cache-Control"))) return false;
  return COMPRESSIBLE_TYPE.test(header("Content-Type"));
}

/**
 * The body compressed for a page: brotli at quality 5, told the body's size (the HTML budgets are
 * bytes customers wait for: with the cards in the hydration data, quality 3 left the Arabic store
 * page at 7.3 KB and the 300-product one at 17.0 KB; quality 5 gives 6.4 and 14.4, decision 87);
 * gzip at zlib's default level.
 */
export function compress(body: Buffer, encoding: "br" | "gzip"): Buffer {
  if (encoding === "gzip") return gzipSync(body);
  return brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}

/** Writes a complete answer, compressed when the client takes it and the body is worth it. */
export function sendBody(
  req: ExpressRequest,
  res: ExpressResponse,
  status: number,
  headers: Iterable<[string, string]>,
  body: Buffer,
): void {
  res.status(status);
  // An answer's own policy (a public page's, `public-page.server.ts`) replaces the page default:
  // two policies would both be enforced.
  for (const [key, value] of headers) {
    if (key.toLowerCase() === "content-security-policy") res.setHeader(key, value);
    else res.append(key, value);
  }
  let sent = body;
  if (compressible((name) => String(res.getHeader(name) ?? ""), body.length)) {
    res.append("Vary", "Accept-Encoding");
    const encoding = preferredEncoding(req.get("Accept-Encoding"));
    if (encoding) {
      sent = compress(body, encoding);
      res.setHeader("Content-Encoding", encoding);
    }
  }
  oneVaryLine(res);
  res.setHeader("Content-Length", String(sent.length));
  res.end(sent);
}

/**
 * Vary as one line: a shared cache may read only one of several (nginx before 1.23 keeps the last),
 * and a page without a locale would then be kept apart by encoding but not by language.
 */
function oneVaryLine(res: ExpressResponse): void {
  const vary = res.getHeader("Vary");
  if (!Array.isArray(vary)) return;
  res.setHeader(
    "Vary",
    [
      ...new Set(
        vary
          .flatMap((v) => v.split(","))
          .map((v) => v.trim())
          .filter(Boolean),
      ),
    ].join(", "),
  );
}

/**
 * Sends a Remix response. A complete body (documents, data, resource routes) goes out in one write,
 * compressed whole (`sendBody`), or as a 304 when the client holds it already (an answer that asks
 * to be revalidated, `edge/conditional.server.ts`); only deferred data is streamed. Returns the
 * uncompressed body it sent or matched, or null for a stream.
 */
export async function sendResponse(
  req: ExpressRequest,
  res: ExpressResponse,
  response: Response,
): Promise<Buffer | null> {
  const type = response.headers.get("Content-Type") ?? "";
  if (!response.body || /text\/event-stream|text\/remix-deferred/i.test(type)) {
    await sendStream(res, response);
    return null;
  }
  const body = Buffer.from(await response.arrayBuffer());
  const header = (name: string) => response.headers.get(name) ?? "";
  if (sendIfModified(req, res, response.status, response.headers, body, compressible(header, body.length))) return body;
  res.statusMessage = response.statusText;
  sendBody(req, res, response.status, response.headers, body);
  return body;
}
