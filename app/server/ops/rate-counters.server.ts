// The counters behind the per-client rate limits (app/server/request/rate-limits.server.ts): fixed windows counted in
// memory (one instance) or in Redis (shared by every instance) when REDIS_URL is set. Each request's
// context holds one (context.server.ts); nothing here knows the context.
import type { Redis } from "ioredis";

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
