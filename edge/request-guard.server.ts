// The request guard: checks every request passes before Remix sees it, so bad input from a client
// gets a clear 4xx page instead of a 500 (or an action applied to half-read data). See
// docs/decisions/0010-request-guard-before-remix.md.
//   - the request target must be origin-form, or absolute-form naming this host     → 400 page
//   - X-Forwarded-* and Forwarded reach nothing unless a trusted proxy sent them    (dropped)
//   - the Host and X-Forwarded-Host must be valid host[:port], the forwarded scheme http(s) → 400 page
//   - the path must be valid percent-encoding                                      → 400 page
//   - a body may be at most FORM_BODY_LIMIT_BYTES (declared or streamed)           → 413 page
//   - `?_data=` must name a route of the build                                    → JSON 404
//   - a write (non-GET) must come from this very origin                           → 403 page
// Pure functions plus Express middleware (no per-process state).
import { isIPv6 } from "node:net";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { isCrossSiteWrite } from "./security.server";
import { logOf } from "./request-log.server";
import { renderGuardPage, type GuardProblem } from "./request-guard-page.server";
import { httpMetrics } from "./http-metrics.server";
import { dataRouteId } from "../app/utils/data-request";

/** The largest request body (a urlencoded or multipart form) the storefront reads: 64 KB. */
export const FORM_BODY_LIMIT_BYTES = 64 * 1024;

const LABEL = /^[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?$/;

/**
 * A Host header value a URL can be built from: a DNS name or IPv4 address, or a bracketed IPv6
 * address, with an optional port 1–65535. (Whether the name is one of our vendors is decided later.)
 */
export function isValidHost(value: string | undefined | null): boolean {
  if (!value || value.length > 260) return false;
  const match = /^(\[[^\]]*\]|[^:[\]]+)(?::(\d{1,5}))?$/.exec(value);
  if (!match) return false;
  const [, name, port] = match;
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return false;
  if (name!.startsWith("[")) return isIPv6(name!.slice(1, -1));
  const labels = (name!.endsWith(".") ? name!.slice(0, -1) : name!).split(".");
  return name!.length <= 254 && labels.every((label) => LABEL.test(label));
}

/** Whether every percent-escape in the path decodes (Express and Remix both decode it). */
export function isDecodablePath(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** The host the client addressed: a trusted proxy's X-Forwarded-Host (forwardedFromTrustedProxies), else Host. */
export function requestHost(req: Request): string | undefined {
  return req.get("X-Forwarded-Host") ?? req.get("Host");
}

/**
 * First of all (RFC 9112, 3.2): a request target in absolute-form (`GET http://host/path`) is served
 * as its origin-form when its authority is the Host it was sent with, and refused otherwise; `*` is
 * for OPTIONS only (answered with what the server allows). Nothing after this sees anything but a
 * path, so no route, cache key or log reads another host from the target.
 */
export function requestTarget(): RequestHandler {
  return (req, res, next) => {
    const target = req.url;
    if (target.startsWith("/")) return next();
    if (target === "*") {
      if (req.method === "OPTIONS") {
        res.status(204).set({ Allow: "GET, HEAD, POST, OPTIONS", "Cache-Control": "no-store" }).end();
        return;
      }
      refuse(req, res, "badRequest", 400, "asterisk target");
      return;
    }
    const absolute = /^https?:\/\/([^/?#]*)([^#]*)/i.exec(target);
    const host = req.get("Host");
    if (!absolute || !host || absolute[1]!.toLowerCase() !== host.toLowerCase()) {
      refuse(req, res, "badRequest", 400, "foreign request target");
      return;
    }
    const path = absolute[2] || "/";
    req.url = req.originalUrl = path.startsWith("/") ? path : `/${path}`;
    next();
  };
}

const FORWARDED_HEADERS = [
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-forwarded-port",
  "x-forwarded-prefix",
  "forwarded",
];

/**
 * Forwarded headers count only as far as TRUST_PROXY reaches. From a client that is not a trusted
 * proxy they are dropped, so no URL, rate-limit key, log line or cache key reads them. Behind k
 * trusted proxies (the rightmost X-Forwarded-For entries the trust setting accepts), X-Forwarded-Host
 * and -Proto become the one value the outermost of them wrote: entries to its left were the client's.
 */
export function forwardedFromTrustedProxies(): RequestHandler {
  return (req, _res, next) => {
    const trust = req.app.get("trust proxy fn") as (address: string | undefined, hop: number) => boolean;
    const chain = [
      req.socket.remoteAddress,
      ...(req.get("X-Forwarded-For") ?? "")
        .split(",")
        .map((a) => a.trim())
        .filter(Boolean)
        .reverse(),
    ];
    let proxies = 0;
    while (proxies < chain.length - 1 && trust(chain[proxies], proxies)) proxies++;
    if (proxies === 0 && !trust(chain[0], 0)) {
      for (const name of FORWARDED_HEADERS) delete req.headers[name];
      return next();
    }
    for (const name of ["x-forwarded-host", "x-forwarded-proto"]) {
      const entries = req
        .get(name)
        ?.split(",")
        .map((e) => e.trim());
      if (!entries) continue;
      req.headers[name] = entries[Math.max(0, entries.length - Math.max(proxies, 1))];
    }
    next();
  };
}

/** This site's origin as the browser sees it: the forwarded protocol and host behind a trusted proxy. */
export function requestOrigin(req: Request): string {
  return `${req.protocol}://${requestHost(req)}`;
}

function refuse(req: Request, res: Response, problem: GuardProblem, status: number, reason: string): void {
  logOf(res).warn("request refused", { reason, method: req.method, path: req.path, status });
  httpMetrics.guardRefusal(reason);
  res
    .status(status)
    .set({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex" })
    .type("text/html")
    .send(renderGuardPage({ problem, path: req.originalUrl, stylesheets: res.app.locals.guardStylesheets ?? [] }));
}

function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/**
 * First in the chain, for every request: the host, the path and the declared body size. Nothing
 * here reads the body, so a refused request costs nothing.
 */
export function guardRequest(): RequestHandler {
  return (req, res, next) => {
    // A trusted proxy's X-Forwarded-Proto becomes the URL's scheme: only http and https are.
    const schemeValid = req.protocol === "http" || req.protocol === "https";
    if (!isValidHost(requestHost(req)) || !isValidHost(req.get("Host")) || !schemeValid) {
      refuse(req, res, "badRequest", 400, "invalid host");
      return;
    }
    if (!isDecodablePath(pathOf(req.originalUrl))) {
      refuse(req, res, "badRequest", 400, "malformed path");
      return;
    }
    const declared = req.get("Content-Length");
    if (declared !== undefined && !(Number(declared) <= FORM_BODY_LIMIT_BYTES)) {
      refuse(req, res, "tooLarge", 413, "body too large");
      return;
    }
    next();
  };
}

/**
 * Last before Remix: `?_data=` must name a route of the build, writes must come from this origin,
 * and a body sent without a length (chunked) is read here, up to the limit, so Remix never gets
 * more. The body read is left in `res.locals.body` for {@link remixBody}.
 */
export function guardRemixRequest({ routeIds }: { routeIds: ReadonlySet<string> }): RequestHandler {
  return (req, res, next) => {
    const dataRoute = dataRouteId(req.originalUrl);
    if (dataRoute !== undefined && (dataRoute === null || !routeIds.has(dataRoute))) {
      logOf(res).info("unknown data route", { path: req.path });
      res.status(404).set("Cache-Control", "no-store").json({ message: "Not Found" });
      return;
    }
    const headers = new Headers();
    for (const name of ["Sec-Fetch-Site", "Origin", "Referer"]) {
      const value = req.get(name);
      if (value) headers.set(name, value);
    }
    if (isCrossSiteWrite(req.method, headers, requestOrigin(req))) {
      refuse(req, res, "forbidden", 403, "cross-site write");
      return;
    }
    if (
      req.method === "GET" ||
      req.method === "HEAD" ||
      req.get("Content-Length") !== undefined ||
      !req.get("Transfer-Encoding")
    ) {
      next();
      return;
    }
    readLimited(req, res, next);
  };
}

function readLimited(req: Request, res: Response, next: NextFunction): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let done = false;
  const finish = (error?: unknown) => {
    if (done) return;
    done = true;
    req.off("data", onData);
    if (error) next(error);
  };
  const onData = (chunk: Buffer) => {
    size += chunk.length;
    if (size > FORM_BODY_LIMIT_BYTES) {
      finish();
      // The rest of the body is read and dropped by Node once the answer is sent.
      refuse(req, res, "tooLarge", 413, "body too large");
      return;
    }
    chunks.push(chunk);
  };
  req.on("data", onData);
  req.once("error", finish);
  req.once("end", () => {
    if (done) return;
    finish();
    res.locals.body = Buffer.concat(chunks);
    next();
  });
}

/** The adapter's request for Remix, with the body {@link guardRemixRequest} already read when it read one. */
export function remixBody(request: globalThis.Request, res: Response): globalThis.Request {
  const body = res.locals.body as Buffer | undefined;
  return body ? new globalThis.Request(request, { body: new Uint8Array(body) }) : request;
}

/**
 * Data requests (`?_data=`) that fail answer `{ message, stack }` in development: the stack is
 * dropped in every mode, and the message keeps no absolute path of this machine's checkout.
 */
export async function withoutErrorStack(response: globalThis.Response): Promise<globalThis.Response> {
  if (!response.headers.has("X-Remix-Error") || !response.headers.get("Content-Type")?.includes("json"))
    return response;
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  const headers = new Headers(response.headers);
  headers.delete("Content-Length");
  const message =
    typeof body?.message === "string" ? body.message.replaceAll(process.cwd(), ".") : "Unexpected Server Error";
  return new globalThis.Response(JSON.stringify({ message }), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** Express's error handler for bodies it could not read (express.json's limit, bad JSON); a 429 for a client starting too many sessions. */
export function guardErrorPage(req: Request, res: Response, status: number): void {
  if (status === 429) refuse(req, res, "tooManyRequestsLater", 429, "too many new sessions");
  else refuse(req, res, status === 413 ? "tooLarge" : "badRequest", status === 413 ? 413 : 400, "unreadable body");
}
