// Compression of a complete response body, in one call (docs/decisions/0066). Every page, data and
// resource answer leaves server.ts in one write, so it is compressed once, whole, on the spot: no
// stream, no trips through the thread pool (each cost more of this thread than the compression itself).
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Below a packet's size compression saves nothing worth its CPU. */
export const MIN_COMPRESS_BYTES = 1024;

// Text formats: HTML, JSON (Remix's data), XML (sitemaps), plain text (robots.txt), JS, CSS, SVG.
const COMPRESSIBLE_TYPE = /^(?:text\/|application\/(?:json|xml|javascript|manifest\+json|[\w.-]+\+(?:json|xml))|image\/svg\+xml)/i;

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
