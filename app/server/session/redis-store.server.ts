// Shared session store for several instances: one Redis hash per session, one field per key, so a
// write touches only the keys it changed (HSET/HDEL with the expiry, in one script: atomic, and able
// to leave alone a session deleted meanwhile).
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

/**
 * One write, atomically: KEYS[1] the hash; ARGV: "1" to write only to an existing hash, the TTL,
 * the number of fields set, those fields and values, then the fields unset. 1 when written.
 */
const WRITE_SCRIPT = `
if ARGV[1] == "1" and redis.call("EXISTS", KEYS[1]) == 0 then return 0 end
local sets = tonumber(ARGV[3])
if sets > 0 then redis.call("HSET", KEYS[1], unpack(ARGV, 4, 3 + 2 * sets)) end
if #ARGV > 3 + 2 * sets then redis.call("HDEL", KEYS[1], unpack(ARGV, 4 + 2 * sets)) end
redis.call("EXPIRE", KEYS[1], ARGV[2])
return 1
`;

type ScriptedRedis = Redis & { sessionWrite(key: string, ...args: string[]): Promise<number> };

export function createRedisSessionStore(url: string): SessionStore {
  const redis = new Redis(url, REDIS_OPTIONS) as ScriptedRedis;
  redis.defineCommand("sessionWrite", { numberOfKeys: 1, lua: WRITE_SCRIPT });
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
    async write(id, set, unset, ttlSeconds, options) {
      const entries = Object.entries(set).filter(([, v]) => v !== undefined);
      const args = [options?.existing ? "1" : "0", String(ttlSeconds), String(entries.length)];
      for (const [field, value] of entries) args.push(field, JSON.stringify(value));
      args.push(...unset);
      return (await redis.sessionWrite(PREFIX + id, ...args)) === 1;
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
