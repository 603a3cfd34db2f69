// Per-client rate limits for sign-in, code verification and checkout: fixed windows counted in
// memory (one instance) or in Redis (shared by every instance) when REDIS_URL is set.
import type { Redis } from "ioredis";
import type { AppContext } from "./context.server";
import { metrics } from "./metrics.server";
import { log, errorFields } from "./log.server";
import { serviceUnavailable } from "./route-errors.server";

export interface RateLimiter {
  /** Counts one attempt; `retryAfter` (seconds) is set when the limit is passed. */
  hit(key: string, limit: number, windowSeconds: number): Promise<{ allowed: boolean; retryAfter: number }>;
  close(): Promise<void>;
}

export function createMemoryRateLimiter(): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, w] of windows) if (w.resetAt <= now) windows.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    async hit(key, limit, windowSeconds) {
      const now = Date.now();
      let w = windows.get(key);
      if (!w || w.resetAt <= now) {
        w = { count: 0, resetAt: now + windowSeconds * 1000 };
        windows.set(key, w);
      }
      w.count += 1;
      return { allowed: w.count <= limit, retryAfter: Math.max(1, Math.ceil((w.resetAt - now) / 1000)) };
    },
    async close() {
      clearInterval(sweep);
    },
  };
}

export function createRedisRateLimiter(redis: Redis): RateLimiter {
  return {
    async hit(key, limit, windowSeconds) {
      const k = `web_customer_app:rate:${key}`;
      const [[, count], [, ttl]] = (await redis.multi().incr(k).expire(k, windowSeconds, "NX").ttl(k).exec()) as [
        [unknown, number],
        [unknown, number],
        [unknown, number],
      ];
      return { allowed: count <= limit, retryAfter: Math.max(1, ttl > 0 ? ttl : windowSeconds) };
    },
    async close() {},
  };
}

/** The limits, per client address and window. */
export const LIMITS = {
  otpRequest: { limit: 5, windowSeconds: 600 },
  otpVerify: { limit: 10, windowSeconds: 600 },
  checkout: { limit: 20, windowSeconds: 60 },
} as const;

/**
 * Counts one attempt of `name` for this client: null while within the limit, else the seconds to
 * wait. The caller answers with `tooManyRequests` (too-many-requests.server.ts): the wait in the
 * customer's language and `Retry-After`, on the form that was sent (page, dialog or data).
 */
export async function checkRateLimit(context: AppContext, name: keyof typeof LIMITS): Promise<number | null> {
  const { limit, windowSeconds } = LIMITS[name];
  const result = await context.rateLimiter
    .hit(`${name}:${context.clientAddress}`, limit * context.config.RATE_LIMIT_SCALE, windowSeconds)
    .catch((error: unknown) => {
      // The shared counter is unreachable (Redis down): the form cannot be let through uncounted,
      // and it is no fault of the customer's: the 503 page (say so, retry later), never a 500.
      log.warn("rate limiter unavailable", { limit: name, ...errorFields(error) });
      throw serviceUnavailable();
    });
  if (result.allowed) return null;
  metrics.rateLimited(name);
  return result.retryAfter;
}
