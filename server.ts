// The production server. A request's path, one step a file in edge/ (the HTTP edge; the app's
// domain is app/server/): measured (http-metrics), its target and forwarded headers checked
// (request-guard), a static file answered (static-assets), its id, trace and logger
// (request-log), security headers and CSP (security), the guard's checks (request-guard), the
// health checks (health), then a page: the anonymous document cache (document-cache), Remix with one
// context per request and the session committed once (remix), the answer compressed whole
// (compress); whatever failed, the last-resort page (error-page).
// Vite builds this file with the app into one module, build/server/index.js (vite.config.ts): every
// module it imports, and the app's, exists once at run time (docs/decisions/0088, 0121). `npm run
// dev` runs it from source with `--dev`: the app then comes from Vite's dev server (vite-dev).
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createServer, type Server } from "node:http";
import express from "express";
import type { ServerBuild } from "@remix-run/node";
import { getConfig, setConfig, type Config } from "./app/server/request";
import { log, errorFields, setLogLevel } from "./app/server/ops";
import { createServerRuntime, type ServerRuntime } from "./app/server/runtime.server";
import { collectProcessMetrics, measureRequests } from "./edge/http-metrics.server";
import {
  forwardedFromTrustedProxies,
  guardRemixRequest,
  guardRequest,
  requestTarget,
} from "./edge/request-guard.server";
import { staticAssets } from "./edge/static-assets.server";
import { requestLogger } from "./edge/request-log.server";
import { CSP_REPORT_PATH, cspReports, pageSecurity } from "./edge/security.server";
import { liveness, readiness } from "./edge/health.server";
import { createDocumentCache } from "./edge/document-cache.server";
import { remixPages } from "./edge/remix.server";
import { publicCacheControl } from "./edge/public-page.server";
import { errorPage } from "./edge/error-page.server";
import { startPlatform } from "./edge/platform.server";
import { serveMetrics, startMetricsEndpoint } from "./edge/metrics-endpoint.server";
import { drainable, type Drainable } from "./edge/shutdown.server";
import { requireSupportedNode } from "./edge/node-version.server";
import { isWorker, reportListening, runPrimary, workerCount } from "./edge/cluster.server";
import { startViteDev } from "./edge/vite-dev.server";

/** The project (or the image's /app): where package.json is, above build/server/index.js or beside server.ts. */
const ROOT = [import.meta.dirname, path.resolve(import.meta.dirname, "../..")].find((dir) =>
  existsSync(path.join(dir, "package.json")),
)!;
/** The browser's files: the built ones (with public/'s, which Vite copies), or public/ in development. */
const CLIENT_DIR = path.join(ROOT, "build/client");

/** The app: built into this module, or (`dev`) from Vite, reloaded per request. */
type AppBuild = ServerBuild | (() => Promise<ServerBuild>);

export interface Storefront {
  url: string;
  /** `GET /metrics` (Prometheus) when METRICS_PORT is set and this process serves it itself. */
  metricsUrl: string | null;
  server: Server;
  runtime: ServerRuntime;
  close(): Promise<void>;
}

export async function startStorefront({ config, dev = false }: { config: Config; dev?: boolean }): Promise<Storefront> {
  setLogLevel(config.LOG_LEVEL);
  // From the start: the process metrics' GC histogram shows only collections made after it began.
  if (config.METRICS_PORT !== undefined) collectProcessMetrics();
  const platform = await startPlatform(config, ROOT);
  // The app's sessions, i18n, rate limits and request contexts, once per process.
  const runtime = createServerRuntime({ config, apiBaseUrl: platform.url });
  const app = express();
  const server = createServer(app);
  const shutdown = drainable(server);
  const vite = dev ? await startViteDev(server, ROOT) : null;
  // Built: the app is in this very module (inlined by the build).
  const build: AppBuild = vite ? vite.build : ((await import("virtual:remix/server-build")) as ServerBuild);
  mountRequestPath(app, {
    config,
    build,
    runtime,
    shutdown,
    apiOrigin: new URL(platform.url).origin,
    vite: vite?.middleware ?? null,
  });

  const url = await listen(server, config);
  const metricsEndpoint = await serveMetrics(config);
  let closing: Promise<void> | null = null;
  return {
    url,
    metricsUrl: metricsEndpoint?.url ?? null,
    server,
    runtime,
    close() {
      closing ??= (async () => {
        // Stop accepting, close idle sockets, let in-flight requests finish (SHUTDOWN_TIMEOUT_MS at most).
        await shutdown.drain(config.SHUTDOWN_TIMEOUT_MS);
        await metricsEndpoint?.close();
        await runtime.close();
        await vite?.close();
        await platform.close();
      })();
      return closing;
    },
  };
}

/** Every step of a request, in the order it meets them. */
function mountRequestPath(
  app: express.Express,
  { config, build, runtime, shutdown, apiOrigin, vite }: RequestPathParts,
): void {
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);
  app.use(measureRequests());
  // Before anything reads the request: its target as a path, and forwarded headers only from trusted proxies.
  app.use(requestTarget(), forwardedFromTrustedProxies());
  // Assets answer from memory with their own few headers, before any page middleware.
  if (vite) app.use(vite);
  else app.use(staticAssets(CLIENT_DIR));
  app.use(requestLogger(), pageSecurity({ production: config.isProduction, apiOrigin, hmr: vite !== null }));
  // Host, path and body size checked before anything else reads the request (decision 10).
  if (typeof build !== "function") app.locals.guardStylesheets = stylesheets(build);
  app.use(guardRequest());
  app.get("/healthz", liveness());
  app.get("/readyz", readiness(runtime, shutdown));
  app.post(CSP_REPORT_PATH, ...cspReports());
  // Pages for visitors without cookies are reused for a few seconds, never longer than the data they show.
  const documents = createDocumentCache({
    ttlSeconds: Math.min(config.DOCUMENT_CACHE_SECONDS, config.CATALOGUE_CACHE_SECONDS, config.VENDOR_CACHE_SECONDS),
  });
  const publicCache = publicCacheControl(config.SHARED_CACHE_SECONDS, config.SHARED_CACHE_STALE_SECONDS);
  const pagesOf = (build: ServerBuild): express.RequestHandler[] => [
    guardRemixRequest({ routeIds: new Set(Object.keys(build.routes)) }),
    remixPages({ build, runtime, documents, mode: config.NODE_ENV, publicCache }),
  ];
  if (typeof build === "function") app.all("*", reloaded(build, pagesOf));
  else app.all("*", ...pagesOf(build));
  app.use(errorPage());
}

/** Development: the page steps of the app as Vite has it now, made again when a change gave a new build. */
function reloaded(
  load: () => Promise<ServerBuild>,
  pagesOf: (build: ServerBuild) => express.RequestHandler[],
): express.RequestHandler {
  const made = new WeakMap<ServerBuild, express.RequestHandler[]>();
  return (req, res, next) => {
    load().then((build) => {
      req.app.locals.guardStylesheets = stylesheets(build);
      let steps = made.get(build);
      if (!steps) made.set(build, (steps = pagesOf(build)));
      const [guard, pages] = steps as [express.RequestHandler, express.RequestHandler];
      guard(req, res, (error?: unknown) => (error ? next(error) : pages(req, res, next)));
    }, next);
  };
}

interface RequestPathParts {
  config: Config;
  build: AppBuild;
  /** Vite's dev middleware (`npm run dev`), in place of the built files. */
  vite: express.RequestHandler | null;
  runtime: ServerRuntime;
  shutdown: Drainable;
  apiOrigin: string;
}

/** The app's stylesheets (root's links), for pages served without Remix. */
function stylesheets(build: ServerBuild): string[] {
  const links = (build.routes.root?.module as { links?: () => { rel?: string; href?: string }[] }).links?.() ?? [];
  return links.filter((l) => l.rel === "stylesheet" && l.href).map((l) => l.href!);
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

async function main() {
  let config: Config;
  let workers: number;
  try {
    requireSupportedNode(ROOT);
    config = getConfig();
    workers = workerCount(config);
  } catch (error) {
    log.error("refusing to start", errorFields(error));
    process.exit(1);
  }
  setConfig(config);
  setLogLevel(config.LOG_LEVEL);
  if (workers > 1 && !isWorker()) {
    runPrimary(
      workers,
      (url) => announce(url, workers),
      (message, fields) => log.info(message, fields),
    );
    // One scrape sees every worker: the primary sums what each one counted.
    if (config.METRICS_PORT !== undefined) {
      const endpoint = await startMetricsEndpoint({
        port: config.METRICS_PORT,
        host: config.METRICS_HOST,
        cluster: true,
      });
      log.info("metrics listening", { url: endpoint.url, workers });
    }
    return;
  }
  const storefront = await startStorefront({ config, dev: process.argv.includes("--dev") });
  if (storefront.metricsUrl) log.info("metrics listening", { url: storefront.metricsUrl });
  if (isWorker()) reportListening(storefront.url);
  else announce(storefront.url, 1);
  stopOnSignals(storefront, config);
}

function stopOnSignals(storefront: Storefront, config: Config): void {
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
  process.stdout.write(
    `\nStorefront ready: ${url}  (a vendor host: ${demo}; ${workers} worker${workers > 1 ? "s" : ""})\n\n`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void main();
}
