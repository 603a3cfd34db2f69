// Shared session store for several instances: one Redis hash per session, one field per key, so a
// write touches only the keys it changed (HSET/HDEL in one MULTI with the expiry).
import { Redis } from "ioredis";
import type { SessionRecord, SessionStore } from "./store.server";

const PREFIX = "web_customer_app:session:";

/**
 * How long one command may take, queued while Redis is away included, before it fails. Redis answers
 * in a millisecond: a second means it is gone, and the customer gets the 503 page at once instead
 * of a page that hangs while ioredis reconnects (it keeps reconnecting by itself).
 */
export const REDIS_COMMAND_TIMEOUT_MS = 1000;

/** Options for every Redis connection of the storefront (sessions, rate limits). */
export const REDIS_OPTIONS = {
  lazyConnect: false,
  maxRetriesPerRequest: 1,
  enableOfflineQueue: true,
  commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
} as const;

export function createRedisSessionStore(url: string): SessionStore {
  const redis = new Redis(url, REDIS_OPTIONS);
  redis.on("error", () => {
    /* reported through ping() and failing requests; ioredis reconnects by itself */
  });
  return {
    async read(id) {
      const hash = await redis.hgetall(PREFIX + id);
      const keys = Object.keys(hash);
      if (keys.length === 0) return null;
      const data: SessionRecord = {};
      for (const key of keys) {
        try {
          data[key] = JSON.parse(hash[key]!);
        } catch {
          /* a corrupt field is dropped */
        }
      }
      return data;
    },
    async write(id, set, unset, ttlSeconds) {
      const key = PREFIX + id;
      const multi = redis.multi();
      const entries = Object.entries(set).filter(([, v]) => v !== undefined);
      if (entries.length) multi.hset(key, Object.fromEntries(entries.map(([k, v]) => [k, JSON.stringify(v)])));
      if (unset.length) multi.hdel(key, ...unset);
      multi.expire(key, ttlSeconds);
      await multi.exec();
    },
    async delete(id) {
      await redis.del(PREFIX + id);
    },
    async ping() {
      try {
        return (await redis.ping()) === "PONG";
      } catch {
        return false;
      }
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
