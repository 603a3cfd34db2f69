// What keeps the storefront running, below every other folder: JSON logs (log), Prometheus metrics (metrics),
// TTL caches (cache), the rate limits' counters (rate-counters) and every 429 (too-many-requests). What the
// rest of the app may use of it:
export { createTtlCache, derivedFrom } from "./cache.server";
export { describeError, errorFields, log, requestLog, setLogLevel } from "./log.server";
export type { Logger } from "./log.server";
export { metric, metrics } from "./metrics.server";
export { createMemoryRateLimiter, createRedisRateLimiter } from "./rate-counters.server";
export type { RateLimiter } from "./rate-counters.server";
export { apiErrorInit, keepRetryAfter, retrySeconds, tooManyRequests, waitMessage } from "./too-many-requests.server";
