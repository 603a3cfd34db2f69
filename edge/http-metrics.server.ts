// The HTTP edge's Prometheus metrics: every answer's duration by what answered it, the document
// cache's hits and misses, the request guard's refusals, and the process's own (CPU, memory,
// event-loop lag, GC). They share prom-client's one registry with the app's (app/server/ops/metrics.server.ts,
// whose `metric()` reuses a series already registered) and are served with them on METRICS_PORT.
import type { RequestHandler } from "express";
import { Counter, Histogram, collectDefaultMetrics, register } from "prom-client";
import { metric } from "../app/server/ops";

/** Seconds; from a cached document (≈1 ms) to the platform's total timeout (15 s). */
const SERVER_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20];

// OpenTelemetry's HTTP semantic conventions (http.server.request.duration), Prometheus-style names.
const serverDuration = metric(
  "http_server_request_duration_seconds",
  () =>
    new Histogram({
      name: "http_server_request_duration_seconds",
      help: "Duration of HTTP server requests, by route pattern (never the raw path), method and status.",
      labelNames: ["http_route", "http_request_method", "http_response_status_code"] as const,
      buckets: SERVER_BUCKETS,
    }),
);

const documentCache = metric(
  "storefront_document_cache_requests_total",
  () =>
    new Counter({
      name: "storefront_document_cache_requests_total",
      help: "Cacheable page requests (visitors without cookies), by result: hit or miss.",
      labelNames: ["result"] as const,
    }),
);

const guardRefusals = metric(
  "storefront_request_guard_refusals_total",
  () =>
    new Counter({
      name: "storefront_request_guard_refusals_total",
      help: "Requests the request guard refused before the app (decision 10), by reason.",
      labelNames: ["reason"] as const,
    }),
);

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** Node.js and process metrics (CPU, memory, event-loop lag, GC, handles), once per process. */
export function collectProcessMetrics(): void {
  if (register.getSingleMetric("process_cpu_user_seconds_total")) return;
  collectDefaultMetrics();
}

export const httpMetrics = {
  /** One answered request: `route` is a route pattern or a fixed name (static, guard, healthz), never a raw path. */
  request(route: string, method: string, status: number, seconds: number): void {
    serverDuration.labels(route, METHODS.has(method) ? method : "_OTHER", String(status)).observe(seconds);
  },
  documentCache(hit: boolean): void {
    documentCache.labels(hit ? "hit" : "miss").inc();
  },
  guardRefusal(reason: string): void {
    guardRefusals.labels(reason).inc();
  },
};

/**
 * The first step: every answer is measured (http_server_request_duration_seconds), labelled with
 * what answered it (`res.locals.route`: a route pattern, or a fixed name such as "(static)" or
 * "/healthz"), never the raw path.
 */
export function measureRequests(): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    res.once("finish", () =>
      httpMetrics.request(
        res.locals.route ?? "(unmatched)",
        req.method,
        res.statusCode,
        (performance.now() - started) / 1000,
      ),
    );
    next();
  };
}
