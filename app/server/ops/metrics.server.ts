// The app's Prometheus metrics (prom-client): calls to the platform, token refreshes, rate limits,
// the session store, orders. The HTTP edge's own (requests, the document cache, the guard) are in
// edge/http-metrics.server.ts; both are served on METRICS_PORT only (edge/metrics-endpoint.server.ts).
// Every metric lives in prom-client's default registry and is created through `metric()`, which reuses one
// already registered under the name, so a second load of this module (a test's) counts into the same
// series. prom-client itself is one module (not bundled), so its registry is one per process.
// Each observation is O(1): a label lookup and an add; nothing here runs per scrape but collection.
import { Counter, Histogram, register, type Metric } from "prom-client";

export function metric<M extends Metric>(name: string, make: () => M): M {
  return (register.getSingleMetric(name) as M | undefined) ?? make();
}

const CLIENT_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

// OpenTelemetry's HTTP semantic conventions (http.client.request.duration), Prometheus-style names.
const clientDuration = metric(
  "http_client_request_duration_seconds",
  () =>
    new Histogram({
      name: "http_client_request_duration_seconds",
      help: "Duration of calls to the platform, by the endpoint table's name and the answer's status (or timeout/error).",
      labelNames: ["endpoint", "http_response_status_code"] as const,
      buckets: CLIENT_BUCKETS,
    }),
);

const tokenRefreshes = metric(
  "storefront_token_refreshes_total",
  () =>
    new Counter({
      name: "storefront_token_refreshes_total",
      help: "Token refreshes after a 401, by outcome: refreshed, shared (another request's rotation), rejected, error.",
      labelNames: ["outcome"] as const,
    }),
);

const rateLimited = metric(
  "storefront_rate_limit_refusals_total",
  () =>
    new Counter({
      name: "storefront_rate_limit_refusals_total",
      help: "Requests refused by a rate limit, by limit.",
      labelNames: ["limit"] as const,
    }),
);

const sessionStoreErrors = metric(
  "storefront_session_store_errors_total",
  () =>
    new Counter({
      name: "storefront_session_store_errors_total",
      help: "Session store operations that failed or timed out, by operation.",
      labelNames: ["operation"] as const,
    }),
);

const ordersPlaced = metric(
  "storefront_orders_placed_total",
  () =>
    new Counter({
      name: "storefront_orders_placed_total",
      help: "Orders the platform accepted, by payment method.",
      labelNames: ["payment_method"] as const,
    }),
);

export const metrics = {
  /** One call to the platform; `outcome` is the status code, `timeout` or `error`. */
  upstreamCall(endpoint: string, outcome: number | "timeout" | "error", seconds: number): void {
    clientDuration.labels(endpoint, String(outcome)).observe(seconds);
  },
  tokenRefresh(outcome: "refreshed" | "shared" | "rejected" | "error"): void {
    tokenRefreshes.labels(outcome).inc();
  },
  rateLimited(limit: string): void {
    rateLimited.labels(limit).inc();
  },
  sessionStoreError(operation: "read" | "write" | "delete"): void {
    sessionStoreErrors.labels(operation).inc();
  },
  orderPlaced(paymentMethod: string): void {
    ordersPlaced.labels(paymentMethod).inc();
  },
};
