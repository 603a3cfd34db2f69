// Static files, served from memory: the fingerprinted build under /assets (a year, immutable) and
// the few files at the top of public/ (an hour), both in build/client. Read once at startup, so a page request never
// touches the disk and an asset request needs no `stat`. Compressible files go out as the .br/.gz
// written next to them by `npm run build` (scripts/precompress.ts), or, when a build was made
// without that step, compressed once on first request. Assets carry only the headers they need:
// no CSP or page headers (those belong to documents).
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import { MIN_COMPRESS_BYTES, preferredEncoding } from "./compress.server";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".ico": "image/x-icon",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

/** Worth compressing: text formats above a packet's size. */
export const COMPRESSIBLE = new Set([".js", ".mjs", ".css", ".map", ".json", ".svg", ".txt", ".webmanifest"]);

export const IMMUTABLE = "public, max-age=31536000, immutable";
const HOURLY = "public, max-age=3600";

interface Asset {
  type: string;
  cacheControl: string;
  raw: Buffer;
  compressible: boolean;
  file: string;
  br?: Buffer;
  gz?: Buffer;
}

function readIfPresent(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : entry.isFile() ? [full] : [];
  });
}

function asset(file: string, cacheControl: string): Asset {
  const ext = path.extname(file).toLowerCase();
  const raw = readFileSync(file);
  const compressible = COMPRESSIBLE.has(ext) && raw.length >= MIN_COMPRESS_BYTES;
  return {
    type: TYPES[ext] ?? "application/octet-stream",
    cacheControl,
    raw,
    compressible,
    file,
    br: compressible ? readIfPresent(`${file}.br`) : undefined,
    gz: compressible ? readIfPresent(`${file}.gz`) : undefined,
  };
}

/** Where the build's fingerprinted files are, under the client folder and in URLs. */
export const ASSETS = "/assets/";

/** Every file of the client folder (build/client) that is served, by URL path. */
export function loadStaticAssets(publicDir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  const buildDir = path.join(publicDir, ASSETS);
  for (const file of statSync(buildDir, { throwIfNoEntry: false })?.isDirectory() ? walk(buildDir) : []) {
    if (file.endsWith(".br") || file.endsWith(".gz")) continue;
    assets.set(`${ASSETS}${path.relative(buildDir, file).split(path.sep).join("/")}`, asset(file, IMMUTABLE));
  }
  for (const entry of readdirSync(publicDir, { withFileTypes: true })) {
    if (entry.isFile() && !entry.name.startsWith(".") && !/\.(br|gz)$/.test(entry.name)) {
      assets.set(`/${entry.name}`, asset(path.join(publicDir, entry.name), HOURLY));
    }
  }
  return assets;
}

/** The step after the request target's check: a static file answers here, labelled "(static)" in the metrics. */
export function staticAssets(publicDir: string) {
  const assets = loadStaticAssets(publicDir);
  return function serveStatic(req: Request, res: Response, next: NextFunction): void {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const found = assets.get(req.path);
    if (found || req.path.startsWith(ASSETS)) res.locals.route = "(static)";
    if (!found) {
      if (req.path.startsWith(ASSETS)) {
        // A missing fingerprinted file (an old build's): a plain 404, not a rendered page.
        res
          .writeHead(404, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" })
          .end("Not found");
        return;
      }
      return next();
    }
    let body = found.raw;
    const headers: Record<string, string> = {
      "Content-Type": found.type,
      "Cache-Control": found.cacheControl,
      "X-Content-Type-Options": "nosniff",
    };
    if (found.compressible) {
      headers.Vary = "Accept-Encoding";
      const encoding = preferredEncoding(req.get("Accept-Encoding"));
      if (encoding === "br") {
        found.br ??= brotliCompressSync(found.raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
        body = found.br;
        headers["Content-Encoding"] = "br";
      } else if (encoding === "gzip") {
        found.gz ??= gzipSync(found.raw, { level: 9 });
        body = found.gz;
        headers["Content-Encoding"] = "gzip";
      }
    }
    headers["Content-Length"] = String(body.length);
    res.writeHead(200, headers);
    res.end(req.method === "HEAD" ? undefined : body);
  };
}
