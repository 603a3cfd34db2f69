// The sandbox platform: a real HTTP implementation of the /v5/web contract (app/contract) over an
// embedded PGlite database, seeded with demo brands and stores on first start.
//
//   const sandbox = await startSandbox({ port: 0 });   // in memory, free port
//   fetch(`${sandbox.url}/v5/web/customer/brands`) …
//   await sandbox.close();
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { authenticate, type App, type Settings } from "./app";
import { Catalogue } from "./catalogue";
import { openDb } from "./db";
import { ApiError, Router, apiError, languageOf, readBody, send, type RequestContext } from "./http";
import { messages } from "./i18n";
import { accountRoutes } from "./routes-account";
import { catalogueRoutes } from "./routes-catalogue";
import { orderRoutes } from "./routes-orders";
import { sandboxRoutes } from "./routes-sandbox";
import { seedIfEmpty } from "./seed";

export interface SandboxOptions {
  /** 0 = a free port (default 0). */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Database directory; undefined = in memory. */
  dataDir?: string;
  /** Default 900. */
  accessTokenTtlSeconds?: number;
  /** Default 30 days. */
  refreshTokenTtlSeconds?: number;
  /** One-time code lifetime, default 300. */
  otpTtlSeconds?: number;
  /** Wait between two codes for one phone, default 60. */
  otpResendSeconds?: number;
  /** Wrong tries before a code dies, default 5. */
  otpMaxAttempts?: number;
  /** Codes per phone per hour, default 10. */
  otpMaxPerHour?: number;
  /** Failed verifications per phone over a sliding 24 h before it is locked, default 100 (NIST SP 800-63B). */
  otpMaxFailuresPerDay?: number;
  /** Seconds between two order statuses, default 30. */
  orderStepSeconds?: number;
  /** Google Maps key handed out by maps-key; default env SANDBOX_MAPS_KEY or a demo string. */
  mapsKey?: string;
  /** Base of absolute image and payment URLs; default the listening URL. */
  publicUrl?: string;
  /** Milliseconds since the epoch; tests inject a fake clock. */
  clock?: () => number;
  /** Log sink (one line per call); default console.log. */
  log?: (line: string) => void;
  /** Log every request (default true). */
  logRequests?: boolean;
}

export interface Sandbox {
  url: string;
  close(): Promise<void>;
}

export async function startSandbox(opts: SandboxOptions = {}): Promise<Sandbox> {
  const clock = opts.clock ?? Date.now;
  const log = opts.log ?? ((line: string) => console.log(line));
  const settings: Settings = {
    accessTokenTtlSeconds: opts.accessTokenTtlSeconds ?? 900,
    refreshTokenTtlSeconds: opts.refreshTokenTtlSeconds ?? 30 * 86_400,
    otpTtlSeconds: opts.otpTtlSeconds ?? 300,
    otpResendSeconds: opts.otpResendSeconds ?? 60,
    otpMaxAttempts: opts.otpMaxAttempts ?? 5,
    otpMaxPerHour: opts.otpMaxPerHour ?? 10,
    otpMaxFailuresPerDay: opts.otpMaxFailuresPerDay ?? 100,
    registrationTtlSeconds: 900,
    orderStepSeconds: opts.orderStepSeconds ?? 30,
    mapsKey: opts.mapsKey ?? process.env.SANDBOX_MAPS_KEY ?? "sandbox-demo-maps-key",
  };

  const started = Date.now();
  const db = await openDb(opts.dataDir);
  const seeded = await seedIfEmpty(db, clock());
  let baseUrl = opts.publicUrl?.replace(/\/+$/, "") ?? "";
  const catalogue = await Catalogue.load(db, () => baseUrl, clock);
  const app: App = { db, catalogue, clock, baseUrl: () => baseUrl, log, settings };

  const router = new Router((ctx, required) => authenticate(app, ctx, required));
  catalogueRoutes(app, router);
  accountRoutes(app, router);
  orderRoutes(app, router);
  sandboxRoutes(app, router);
  router.add("GET", "/healthz", () => ({ kind: "json", status: 200, body: { ok: true } }));

  const logRequests = opts.logRequests ?? true;
  const server: Server = createServer((req, res) => {
    const t0 = performance.now();
    const lang = languageOf(req.headers["accept-language"]);
    let status = 500;
    void (async () => {
      try {
        const url = new URL(req.url ?? "/", "http://sandbox.invalid");
        const method = (req.method ?? "GET").toUpperCase();
        const found = router.match(method === "HEAD" ? "GET" : method, url.pathname);
        if (!("handler" in found)) {
          throw apiError(404, lang, found.allowed.length ? "method_not_allowed" : "route_not_found", {
            code: "not_found",
          });
        }
        const body = method === "GET" || method === "HEAD" ? undefined : await readBody(req, lang);
        const ctx: RequestContext = { req, method, url, params: found.params, lang, body };
        const result = await found.handler(ctx);
        status = result.kind === "redirect" ? 303 : result.status;
        send(res, result);
      } catch (error) {
        if (error instanceof ApiError) {
          status = error.status;
          send(res, {
            kind: "json",
            status,
            body: error.body,
            headers:
              error.body.retry_after !== undefined ? { "Retry-After": String(error.body.retry_after) } : undefined,
          });
        } else {
          status = 500;
          log(
            `[error] ${req.method} ${req.url}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
          );
          if (!res.headersSent)
            send(res, {
              kind: "json",
              status: 500,
              body: { message: messages.t(lang, "server_error"), code: "server_error" },
            });
          else res.destroy();
        }
      } finally {
        if (logRequests) log(`${req.method} ${req.url} ${status} ${(performance.now() - t0).toFixed(1)}ms`);
      }
    })();
  });
  server.keepAliveTimeout = 5_000;

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? 0, opts.host ?? "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  const url = `http://${host === "0.0.0.0" || host === "[::]" ? "127.0.0.1" : host}:${address.port}`;
  if (!baseUrl) baseUrl = url;
  log(
    `[sandbox] ${seeded ? "seeded demo data, " : ""}ready in ${Date.now() - started} ms (${opts.dataDir ? `data in ${opts.dataDir}` : "in memory"})`,
  );

  let closing: Promise<void> | null = null;
  return {
    url,
    close() {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
          setTimeout(() => server.closeAllConnections(), 2_000).unref();
        });
        await db.close();
      })();
      return closing;
    },
  };
}
