// Builds a request's context (context.server.ts) once per request, for the edge (edge/remix.server.ts) through the
// server runtime (runtime.server.ts): the session, the API client with the session's tokens, the
// vendor of the host, the locale of the path and its translator.
import { createApiClient, type TraceContext } from "./platform";
import { createTokenHolder } from "./sign-in";
import { resolveVendor } from "./vendor";
import type { Config, I18nServer, AppContext } from "./request";
import type { SessionManager } from "./session";
import { DEFAULT_LOCALE, splitLocalePath } from "~/i18n/locale";
import type { RateLimiter, Logger } from "./ops";
import { isDataRequest } from "~/utils/data-request";

/** What the edge knows of a request before the app sees it, and the process's shared parts. */
interface ContextInput {
  rateLimiter: RateLimiter;
  clientAddress: string;
  request: Request;
  config: Config;
  sessions: SessionManager;
  i18n: I18nServer;
  apiBaseUrl: string;
  requestId: string;
  trace: TraceContext;
  log: Logger;
  nonce: string;
}

export async function createAppContext(input: ContextInput): Promise<AppContext> {
  const { request, config, sessions, i18n, apiBaseUrl, requestId, trace, log, nonce, rateLimiter, clientAddress } =
    input;
  const url = new URL(request.url);
  const locale = splitLocalePath(url.pathname).prefix ?? DEFAULT_LOCALE;
  const storedLanguage = await i18n.storedLanguage(request);
  const session = await sessions.load(request, log);
  const api = createApiClient({
    baseUrl: apiBaseUrl,
    language: storedLanguage ?? locale.lang,
    tokens: createTokenHolder(session, sessions, log),
    signal: request.signal,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    totalTimeoutMs: config.UPSTREAM_TOTAL_TIMEOUT_MS,
    requestId,
    trace,
    log,
  });
  const vendor = await resolveVendor({
    host: url.host, // respects TRUST_PROXY (X-Forwarded-Host) through Express
    reserved: config.reservedLabels,
    api,
    cacheSeconds: config.VENDOR_CACHE_SECONDS,
  });
  return {
    config,
    sessions,
    session,
    api,
    vendor,
    locale,
    storedLanguage,
    t: await i18n.t(locale.lang),
    i18n,
    requestId,
    trace,
    log,
    nonce,
    apiBaseUrl,
    isDataRequest: isDataRequest(url),
    rateLimiter,
    clientAddress,
  };
}
