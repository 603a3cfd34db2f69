// What server.ts needs from the app, created once per process. It is exported by entry.server, so
// server.ts reaches it through the Remix build and every class (ApiError, Session, ...) exists once:
// importing app/ modules directly from server.ts would load a second copy beside the bundle's.
import type { Config } from "./config.server";
import { createSessionManager } from "./session.server";
import { createFileSessionStore } from "./session/file-store.server";
import { createRedisSessionStore } from "./session/redis-store.server";
import { createI18nServer } from "./i18n.server";
import type { AppContext } from "./context.server";
import { createAppContext } from "./create-context.server";
import { setLogLevel } from "./log.server";
import { createApiClient, type TokenHolder } from "./api/client.server";
import { Redis } from "ioredis";
import { createMemoryRateLimiter, createRedisRateLimiter } from "./rate-limiter.server";

/** The readiness ping is nobody's request: it carries no token and has none to keep. */
const NO_TOKENS: TokenHolder = { key: null, get: () => null, set: async () => {}, clear: async () => {} };

export function createServerRuntime({ config, apiBaseUrl }: { config: Config; apiBaseUrl: string }) {
  setLogLevel(config.LOG_LEVEL);
  const store = config.REDIS_URL ? createRedisSessionStore(config.REDIS_URL) : createFileSessionStore(config.SESSION_DIR);
  const sessions = createSessionManager({ store, secrets: config.sessionSecrets, secure: config.secureCookies });
  const i18n = createI18nServer(config.secureCookies);
  const limiterRedis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 }) : null;
  limiterRedis?.on("error", () => {});
  const rateLimiter = limiterRedis ? createRedisRateLimiter(limiterRedis) : createMemoryRateLimiter();
  const pingClient = createApiClient({ baseUrl: apiBaseUrl, language: "en", tokens: NO_TOKENS, timeoutMs: 2000, totalTimeoutMs: 2000 });
  return {
    sessions,
    createContext: (request: Request, extra: { requestId: string; nonce: string; clientAddress: string }): Promise<AppContext> =>
      createAppContext({ request, config, sessions, i18n, apiBaseUrl, rateLimiter, ...extra }),
    /** Persists what the request changed in its session and appends Set-Cookie. */
    commit: (context: AppContext, headers: Headers) => sessions.commit(context.session, headers),
    ping: () => store.ping(),
    /** True when the platform answers a public read (the table's `brands`, the brand directory) within 2 s. */
    pingUpstream: () => pingClient.call("brands").then(() => true, () => false),
    async close() {
      await store.close();
      await rateLimiter.close();
      await limiterRedis?.quit().catch(() => limiterRedis.disconnect());
    },
  };
}

export type ServerRuntime = ReturnType<typeof createServerRuntime>;
