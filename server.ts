// The production server: static files, security headers, the request guard (decision 10),
// compression, health checks, then Remix with one context per request; the session is committed once, here.
// Remix compiles this file with the app into one module, build/index.js (remix.config.js `server`):
// every module it imports, and the app's, exists once at run time (docs/decisions/0088).
import path from "node:path";
import { pathToFileURL } from "node:url";
import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import express from "express";
import { createRemixRequest, sendRemixResponse } from "@remix-run/express/dist/server.js";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import { getConfig, setConfig, type Config } from "./app/server/config.server";
import { isMapPage } from "./app/location/map-pages";
import { isPrivatePath } from "./app/seo/private-paths";
import { contentSecurityPolicy, createNonce, CSP_REPORT_PATH, securityHeaders } from "./app/server/security.server";
import { forwardedFromTrustedProxies, guardErrorPage, guardRemixRequest, guardRequest, remixBody, requestTarget, withoutErrorStack } from "./app/server/request-guard.server";
import { staticAssets } from "./app/server/static-assets.server";
import { compress, compressible, preferredEncoding } from "./app/server/compress.server";
import { createDocumentCache } from "./app/server/document-cache.server";
import { log, errorFields, logOf, requestLog, setLogLevel } from "./app/server/log.server";
import { collectProcessMetrics, metrics } from "./app/server/metrics.server";
import { answerPrimaryForMetrics, startMetricsEndpoint, type MetricsEndpoint } from "./app/server/metrics-endpoint.server";
import { routeLabels } from "./app/server/route-label.server";
import { traceOf } from "./app/server/trace.server";
import { withSessionLock } from "./app/server/session/lock.server";
import { drainable, type Drainable } from "./app/server/shutdown.server";
import { createServerRuntime, type ServerRuntime } from "./app/server/runtime.server";
import * as build from "@remix-run/dev/server-build";
import type * as Sandbox from "./sandbox/server";
import { isWorker, reportListening, runPrimary, workerCount } from "./cluster";


/** The project (or the image's /app): this module runs as build/index.js. */
const ROOT = path.resolve(import.meta.dirname, "..");
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

export interface Storefront {
  url: string;
  /** `GET /metrics` (Prometheus) when METRICS_PORT is set and this process serves it itself. */
  metricsUrl: string | null;
  server: Server;
  runtime: ServerRuntime;
  close(): Promise<void>;
}

export async function startStorefront({ config }: { config: Config }): Promise<Storefront> {
  setLogLevel(config.LOG_LEVEL);
  // From the start: the process metrics' GC histogram shows only collections made after it began.
  if (config.METRICS_PORT !== undefined) collectProcessMetrics();
  const platform = await startPlatform(config);
  const loaded = loadApp(config, platform.url);
  const app = express();
  const server = createServer(app);
  const shutdown = drainable(server);
  mountEdge(app, config, loaded.serverBuild, new URL(platform.url).origin);
  mountHealthAndReports(app, loaded.runtime, shutdown);
  mountRemix(app, config, loaded);
  mountErrorPage(app);
  const url = await listen(server, config);
  const metricsEndpoint = await serveMetrics(config);

  let closing: Promise<void> | null = null;
  return {
    url,
    metricsUrl: metricsEndpoint?.url ?? null,
    server,
    runtime: loaded.runtime,
    close() {
      closing ??= (async () => {
        // Stop accepting, close idle sockets, let in-flight requests finish (SHUTDOWN_TIMEOUT_MS at most).
        await shutdown.drain(config.SHUTDOWN_TIMEOUT_MS);
        await metricsEndpoint?.close();
        await loaded.runtime.close();
        await platform.close();
      })();
      return closing;
    },
  };
}

/** The platform: the one configured (API_BASE_URL), else the sandbox, started in this process. */
async function startPlatform(config: Config): Promise<{ url: string; close: () => Promise<void> }> {
  if (config.API_BASE_URL) return { url: config.API_BASE_URL, close: async () => {} };
  // No platform configured (development, demo, tests): run the sandbox platform in this process. It
  // is TypeScript outside the build (never in the image): this needs `node --import tsx`.
  const sandboxModule = pathToFileURL(path.join(ROOT, "sandbox/server.ts")).href;
  const { startSandbox } = (await import(sandboxModule)) as typeof Sandbox;
  const sandbox = await startSandbox({
    port: config.SANDBOX_PORT,
    host: "127.0.0.1",
    dataDir: config.SANDBOX_DATA_DIR,
    log: (line: string) => log.info("sandbox", { line }),
  });
  log.info("sandbox platform started", { url: sandbox.url });
  return { url: sandbox.url, close: sandbox.close };
}

interface LoadedApp {
  serverBuild: ServerBuild;
  runtime: ServerRuntime;
  labels: ReturnType<typeof routeLabels>;
  handleRequest: ReturnType<typeof createRequestHandler>;
}

/** The Remix build, the app's runtime (sessions, i18n, rate limits, contexts) and its request handler. */
function loadApp(config: Config, apiBaseUrl: string): LoadedApp {
  const serverBuild = build as unknown as ServerBuild;
  return {
    serverBuild,
    runtime: createServerRuntime({ config, apiBaseUrl }),
    labels: routeLabels(serverBuild),
    handleRequest: createRequestHandler(withRouteLabel(serverBuild), config.NODE_ENV),
  };
}

/**
 * What every request passes before any page: its measurement, its target and forwarded headers,
 * static files, its id, trace, nonce, security headers and logger, and the request guard.
 */
function mountEdge(app: express.Express, config: Config, serverBuild: ServerBuild, apiOrigin: string): void {
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);
  // Every answer is measured (http_server_request_duration_seconds), labelled with what answered it:
  // a route pattern, or a fixed name (static, /healthz, ...); never the raw path.
  app.use((req, res, next) => {
    const started = performance.now();
    res.once("finish", () => metrics.request(res.locals.route ?? "(unmatched)", req.method, res.statusCode, (performance.now() - started) / 1000));
    next();
  });
  // Before anything reads the request: its target as a path, and forwarded headers only from trusted proxies.
  app.use(requestTarget(), forwardedFromTrustedProxies());
  // First: assets answer from memory with their own few headers, before any page middleware.
  const assets = staticAssets(path.join(ROOT, "public"));
  app.use((req, res, next) => {
    res.locals.route = "(static)";
    assets(req, res, (error?: unknown) => {
      res.locals.route = undefined;
      next(error);
    });
  });

  app.use((req, res, next) => {
    const incoming = req.get("X-Request-Id");
    res.locals.requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.locals.trace = traceOf(req.get("traceparent"));
    res.locals.nonce = createNonce();
    res.set("X-Request-Id", res.locals.requestId);
    res.set(securityHeaders(config.isProduction));
    // Google's hosts are allowed only on the pages whose header can open the map dialog.
    const maps = isMapPage(req.path);
    res.set("Content-Security-Policy", contentSecurityPolicy({ nonce: res.locals.nonce, apiOrigin, maps }));
    // Every line logged while this request is handled carries its id and trace id.
    res.locals.log = requestLog({ requestId: res.locals.requestId, trace_id: res.locals.trace.traceId });
    next();
  });
  // Host, path and body size checked before anything else reads the request (decision 10).
  app.locals.guardStylesheets = stylesheets(serverBuild);
  app.use(guardRequest());
}

/** Liveness, this instance's readiness (decision 80) and the browser's CSP reports. */
function mountHealthAndReports(app: express.Express, runtime: ServerRuntime, shutdown: Drainable): void {
  app.get("/healthz", (_req, res) => {
    res.locals.route = "/healthz";
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  // Readiness is this instance's own: it fails once a drain starts. The platform and the session
  // store are shared by every instance, so their state is reported, never failed on: taking every
  // instance out of the balancer would stop the pages that still work (docs/decisions/0080).
  app.get("/readyz", async (_req, res) => {
    res.locals.route = "/readyz";
    res.set("Cache-Control", "no-store");
    // Each check gives up after 1.25 s (runtime.ping*): a load balancer's check never times out.
    const [upstream, sessionStore] = shutdown.draining() ? [null, null] : await Promise.all([runtime.pingUpstream(), runtime.ping()]);
    if (shutdown.draining()) res.status(503).json({ status: "draining", upstream, sessionStore });
    else res.json({ status: "ready", upstream, sessionStore });
  });

  // CSP violation reports (report-uri): logged, bounded in size, never an error page.
  app.post(CSP_REPORT_PATH, express.json({ type: ["application/csp-report", "application/json", "application/reports+json"], limit: "16kb" }), (req, res) => {
    res.locals.route = CSP_REPORT_PATH;
    const report = (req.body?.["csp-report"] ?? req.body) as Record<string, unknown> | undefined;
    logOf(res).warn("csp violation", {
      directive: report?.["violated-directive"] ?? report?.["effective-directive"],
      blocked: report?.["blocked-uri"],
      page: report?.["document-uri"],
    });
    res.status(204).end();
  });
}

/** Remix, with one context per request, the session committed once, and the anonymous document cache. */
function mountRemix(app: express.Express, config: Config, { serverBuild, runtime, labels, handleRequest }: LoadedApp): void {
  app.all("*", guardRemixRequest({ routeIds: new Set(Object.keys(serverBuild.routes)) }), (req, res, next) => {
    // Writes of one session run one after another on this instance, so none overwrites another.
    const sessionCookie = req.method === "GET" || req.method === "HEAD" ? null : cookieValue(req.get("Cookie"), runtime.sessions.cookieName);
    withSessionLock(sessionCookie, () => handle(req, res)).catch(next);
  });

  // Pages for visitors without cookies, reused for a few seconds (docs/decisions/0017).
  const documents = createDocumentCache({
    ttlSeconds: Math.min(config.DOCUMENT_CACHE_SECONDS, config.CATALOGUE_CACHE_SECONDS, config.VENDOR_CACHE_SECONDS),
  });

  async function handle(req: express.Request, res: express.Response): Promise<void> {
    const started = performance.now();
    const cacheKey = documents.keyOf(
      { method: req.method, url: req.originalUrl, headers: req.headers },
      `${req.protocol}://${req.get("host")} ${req.get("X-Forwarded-Host") ?? ""}`,
    );
    const cached = cacheKey ? documents.get(cacheKey) : null;
    if (cacheKey) metrics.documentCache(cached !== null);
    if (cached) {
      res.locals.route = cached.route;
      sendBody(req, res, cached.status, cached.headers, documents.body(cached, res.locals.nonce));
      logOf(res).info("request", { method: req.method, path: req.path, status: cached.status, cached: true, ms: Math.round(performance.now() - started) });
      return;
    }
    const request = remixBody(createRemixRequest(req, res), res);
    const context = await runtime.createContext(request, {
      requestId: res.locals.requestId,
      trace: res.locals.trace,
      log: logOf(res),
      nonce: res.locals.nonce,
      clientAddress: req.ip ?? "unknown",
    });
    let response = await withoutErrorStack(await handleRequest(request, context as AppLoadContext));
    runtime.landToast(context.session, response);
    const committed = await runtime.commit(context, response.headers);
    if (committed === "unavailable") {
      // The session store failed while keeping what the request changed: nothing was kept, and the
      // customer gets the 503 page (or a data request its 503), not a page that pretends it was.
      await response.body?.cancel();
      response = await sessionUnavailable(request, runtime.withoutSession(context) as AppLoadContext);
    } else if (committed !== "committed") {
      // This client started too many sessions lately: nothing was stored, and it is told to wait.
      await response.body?.cancel();
      res.set("Retry-After", String(committed.retryAfter));
      guardErrorPage(req, res, 429);
      return;
    }
    res.locals.route =
      labels.ofRoute(routeOf(context) ?? (req.query._data as string | undefined)) ?? labels.ofPath(req.path) ?? "(unmatched)";
    // A customer's own pages and every error page stay out of search (robots.txt disallows the former too).
    if (isPrivatePath(req.path) || response.status >= 400) response.headers.set("X-Robots-Tag", "noindex");
    if (!response.headers.has("Cache-Control")) {
      // Pages show a cart or a customer: never stored by a shared cache.
      response.headers.set("Cache-Control", "private, no-store");
    }
    const body = await sendResponse(req, res, response);
    if (cacheKey && body) documents.put(cacheKey, response, body, res.locals.nonce, undefined, res.locals.route);
    logOf(res).info("request", {
      method: req.method,
      path: req.path,
      status: response.status,
      ms: Math.round(performance.now() - started),
    });
  }

  /** The 503 answer of a request whose session could not be kept: its page, read again without a session. */
  async function sessionUnavailable(request: Request, context: AppLoadContext): Promise<Response> {
    const url = new URL(request.url);
    if (url.searchParams.has("_data")) {
      return Response.json({ kind: "unavailable", message: "" }, { status: 503, headers: { "Retry-After": "5", "X-Remix-Catch": "yes" } });
    }
    const headers = new Headers(request.headers);
    headers.delete("Content-Type");
    headers.delete("Content-Length");
    return withoutErrorStack(await handleRequest(new Request(url, { method: "GET", headers, signal: request.signal }), context));
  }
}

/** The last resort: a body the server could not read is the sender's 4xx; anything else a plain 500 page. */
function mountErrorPage(app: express.Express): void {
  app.use((error: unknown, req: express.Request, res: express.Response, _next: express.NextFunction) => {
    if (req.destroyed || res.headersSent) {
      res.end();
      return;
    }
    const status = (error as { status?: unknown })?.status;
    if (typeof status === "number" && status >= 400 && status < 500) {
      // A body the server could not read (too large, malformed): the sender's problem, said plainly.
      guardErrorPage(req, res, status);
      return;
    }
    logOf(res).error("unhandled error", { path: req.path, ...errorFields(error) });
    res.status(500).type("text/html").send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Error</title></head><body><main><h1>Sorry, something went wrong!</h1><p><a href="${req.originalUrl.replace(/[^\w\-/?=&.%]/g, "")}">Try again</a></p></main></body></html>`,
    );
  });
}

/** Listens on HOST:PORT; answers the URL it can be reached at. */
async function listen(server: Server, config: Config): Promise<string> {
  await new Promise<void>((resolve) => server.listen(config.PORT, config.HOST, resolve));
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.requestTimeout = 60_000;
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  const host = config.HOST === "0.0.0.0" || config.HOST === "127.0.0.1" ? "localhost" : config.HOST;
  return `http://${host}:${port}`;
}

/** One process serves its own metrics; a worker's are served, summed, by the primary (cluster.ts). */
async function serveMetrics(config: Config): Promise<MetricsEndpoint | null> {
  if (config.METRICS_PORT === undefined) return null;
  if (isWorker()) {
    answerPrimaryForMetrics();
    return null;
  }
  return startMetricsEndpoint({ port: config.METRICS_PORT, host: config.METRICS_HOST, cluster: false });
}

/** The route a document was rendered for, as the build's entry saw it (`withRouteLabel`). */
const ROUTE_ID = Symbol("routeId");
function routeOf(context: object): string | null {
  return (context as { [ROUTE_ID]?: string })[ROUTE_ID] ?? null;
}

/**
 * The build with a document entry that notes, on the request's context, the deepest route Remix
 * matched (for the metrics' `http_route`), so no request is matched twice.
 */
function withRouteLabel(build: ServerBuild): ServerBuild {
  const entry = build.entry.module;
  const render: typeof entry.default = (request, status, headers, remixContext, loadContext) => {
    const matches = remixContext.staticHandlerContext.matches;
    (loadContext as { [ROUTE_ID]?: string })[ROUTE_ID] = matches[matches.length - 1]?.route.id;
    return entry.default(request, status, headers, remixContext, loadContext);
  };
  return { ...build, entry: { ...build.entry, module: { ...entry, default: render } } };
}

/** The app's stylesheets (root's links), for pages served without Remix. */
function stylesheets(build: ServerBuild): string[] {
  const links = (build.routes.root?.module as { links?: () => { rel?: string; href?: string }[] }).links?.() ?? [];
  return links.filter((l) => l.rel === "stylesheet" && l.href).map((l) => l.href!);
}

/**
 * Sends a Remix response. A complete body (documents, data, resource routes) goes out in one write,
 * compressed once, whole (app/server/compress.server.ts); only deferred data is streamed. Returns
 * the uncompressed body it sent, or null for a stream.
 */
async function sendResponse(req: express.Request, res: express.Response, response: Response): Promise<Buffer | null> {
  const type = response.headers.get("Content-Type") ?? "";
  if (!response.body || /text\/event-stream|text\/remix-deferred/i.test(type)) {
    await sendRemixResponse(res, response);
    return null;
  }
  const body = Buffer.from(await response.arrayBuffer());
  res.statusMessage = response.statusText;
  sendBody(req, res, response.status, response.headers, body);
  return body;
}

/** Writes a complete answer, compressed when the client takes it and the body is worth it. */
function sendBody(req: express.Request, res: express.Response, status: number, headers: Iterable<[string, string]>, body: Buffer): void {
  res.status(status);
  for (const [key, value] of headers) res.append(key, value);
  let sent = body;
  if (compressible((name) => String(res.getHeader(name) ?? ""), body.length)) {
    res.append("Vary", "Accept-Encoding");
    const encoding = preferredEncoding(req.get("Accept-Encoding"));
    if (encoding) {
      sent = compress(body, encoding);
      res.setHeader("Content-Encoding", encoding);
    }
  }
  res.setHeader("Content-Length", String(sent.length));
  res.end(sent);
}

function cookieValue(header: string | undefined, name: string): string | null {
  const match = header?.match(new RegExp(`(?:^|;\\s*)${name}=([^;]*)`));
  return match?.[1] ?? null;
}

async function main() {
  let config: Config;
  let workers: number;
  try {
    config = getConfig();
    workers = workerCount(config);
  } catch (error) {
    log.error("refusing to start", errorFields(error));
    process.exit(1);
  }
  setConfig(config);
  setLogLevel(config.LOG_LEVEL);
  if (workers > 1 && !isWorker()) {
    runPrimary(workers, (url) => announce(url, workers), (message, fields) => log.info(message, fields));
    // One scrape sees every worker: the primary sums what each one counted.
    if (config.METRICS_PORT !== undefined) {
      const endpoint = await startMetricsEndpoint({ port: config.METRICS_PORT, host: config.METRICS_HOST, cluster: true });
      log.info("metrics listening", { url: endpoint.url, workers });
    }
    return;
  }
  const storefront = await startStorefront({ config });
  if (storefront.metricsUrl) log.info("metrics listening", { url: storefront.metricsUrl });
  if (isWorker()) reportListening(storefront.url);
  else announce(storefront.url, 1);
  let stopping = false;
  const stop = (signal: string) => {
    // A terminal's Ctrl-C reaches a worker twice (from the terminal and from the primary): once is enough.
    if (stopping) return;
    stopping = true;
    log.info("shutting down", { signal });
    // Leave shortly after the drain's deadline even if a store will not close (Docker sends SIGKILL
    // 10 s after SIGTERM; Kubernetes after terminationGracePeriodSeconds).
    setTimeout(() => process.exit(1), config.SHUTDOWN_TIMEOUT_MS + 1_500).unref();
    storefront.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

function announce(url: string, workers: number): void {
  const demo = url.replace("://localhost", "://burger-bay.localhost");
  log.info("storefront listening", { url, workers });
  process.stdout.write(`\nStorefront ready: ${url}  (a vendor host: ${demo}; ${workers} worker${workers > 1 ? "s" : ""})\n\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void main();
}
