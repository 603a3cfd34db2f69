// What the HTTP edge (server.ts, server/) needs from the app, created once per process: the session manager and store, i18n,
// the rate limiter, the request contexts, the readiness checks and the session's commit.
import { type Config, createI18nServer, type AppContext, checkLimit, LIMITS } from "./request";
import {
  createSessionManager,
  isSessionUnavailable,
  Session,
  createFileSessionStore,
  createRedisSessionStore,
  REDIS_OPTIONS,
  landToast,
  type SessionManager,
  type SessionStore,
} from "./session";
import { createAppContext } from "./create-context.server";
import { expireSignIn, sessionLifetime } from "./sign-in";
import { setLogLevel, type Logger, createMemoryRateLimiter, createRedisRateLimiter } from "./ops";
import { createApiClient, type TokenHolder, type TraceContext } from "./platform";
import { Redis } from "ioredis";

/** The readiness ping is nobody's request: it carries no token and has none to keep. */
const NO_TOKENS: TokenHolder = { key: null, get: () => null, set: async () => {}, clear: async () => {} };

/** /readyz answers within 2 s whatever hangs: each check gets this long, then counts as failed. */
const READY_CHECK_MS = 1250;

function within(ms: number, check: Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  return Promise.race([check.catch(() => false), late]).finally(() => clearTimeout(timer));
}

/** The rate limiter: shared across instances in Redis when there is one, else this process's memory. */
function createLimiter(redisUrl: string | undefined) {
  const redis = redisUrl ? new Redis(redisUrl, REDIS_OPTIONS) : null;
  redis?.on("error", () => {});
  const limiter = redis ? createRedisRateLimiter(redis) : createMemoryRateLimiter();
  return {
    limiter,
    async close() {
      await limiter.close();
      await redis?.quit().catch(() => redis.disconnect());
    },
  };
}

/** The checks /readyz runs: each answers within 1.25 s, whatever hangs. */
function readinessChecks(store: SessionStore, apiBaseUrl: string) {
  const pingClient = createApiClient({
    baseUrl: apiBaseUrl,
    language: "en",
    tokens: NO_TOKENS,
    timeoutMs: READY_CHECK_MS,
    totalTimeoutMs: READY_CHECK_MS,
  });
  return {
    /** The session store answers within 1.25 s. */
    ping: () => within(READY_CHECK_MS, store.ping()),
    /** True when the platform answers a public read (the table's `brands`, the brand directory) within 1.25 s. */
    pingUpstream: () =>
      within(
        READY_CHECK_MS,
        pingClient.call("brands").then(
          () => true,
          () => false,
        ),
      ),
  };
}

/**
 * Persists what the request changed in its session and appends Set-Cookie. "unavailable" when
 * the session store failed: the caller answers the 503 page instead (`withoutSession`); the
 * seconds to wait when this client has started too many sessions lately (nothing is stored: the
 * caller answers 429).
 */
async function commitSession(
  sessions: SessionManager,
  context: AppContext,
  headers: Headers,
): Promise<"committed" | "unavailable" | { retryAfter: number }> {
  try {
    if (context.session.isNew && context.session.dirty) {
      const wait = await checkLimit(context, "sessionCreate", LIMITS.sessionCreate);
      if (wait !== null) return { retryAfter: wait };
    }
    await sessions.commit(context.session, headers, context.log);
    return "committed";
  } catch (error) {
    if (isSessionUnavailable(error)) return "unavailable";
    throw error;
  }
}

export function createServerRuntime({ config, apiBaseUrl }: { config: Config; apiBaseUrl: string }) {
  setLogLevel(config.LOG_LEVEL);
  const store = config.REDIS_URL
    ? createRedisSessionStore(config.REDIS_URL)
    : createFileSessionStore(config.SESSION_DIR);
  const sessions = createSessionManager({
    store,
    secrets: config.sessionSecrets,
    secure: config.secureCookies,
    lifetime: sessionLifetime,
    onLoad: expireSignIn,
  });
  const i18n = createI18nServer(config.secureCookies);
  const rateLimiter = createLimiter(config.REDIS_URL);
  return {
    sessions,
    createContext: (
      request: Request,
      extra: { requestId: string; trace: TraceContext; log: Logger; nonce: string; clientAddress: string },
    ): Promise<AppContext> =>
      createAppContext({ request, config, sessions, i18n, apiBaseUrl, rateLimiter: rateLimiter.limiter, ...extra }),
    commit: (context: AppContext, headers: Headers) => commitSession(sessions, context, headers),
    /** An answer that redirects carries the toast waiting (or taken by its page) to where it lands. */
    landToast,
    /** The context of a request whose session cannot be used: every page that reads it answers 503. */
    withoutSession: (context: AppContext): AppContext => ({
      ...context,
      session: new Session(context.session.id, {}, true),
    }),
    ...readinessChecks(store, apiBaseUrl),
    async close() {
      await store.close();
      await rateLimiter.close();
    },
  };
}

export type ServerRuntime = ReturnType<typeof createServerRuntime>;
