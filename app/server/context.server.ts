// One context per request, handed to every loader and action (Remix `context`):
// { session, api, vendor, locale, t, requestId, nonce, config }.
import { createApiClient, type ApiClient } from "./api/client.server";
import { createTokenHolder } from "./auth.server";
import { resolveVendor, type Vendor } from "./vendor.server";
import type { Config } from "./config.server";
import type { Session, SessionManager } from "./session.server";
import { DEFAULT_LOCALE, splitLocalePath, type Language, type Locale } from "~/i18n/locale";
import type { TFunction } from "~/i18n/translate";
import type { I18nServer } from "./i18n.server";
import type { RateLimiter } from "./rate-limit.server";
import type { TraceContext } from "./trace.server";

export interface AppContext {
  config: Config;
  sessions: SessionManager;
  session: Session;
  api: ApiClient;
  vendor: Vendor;
  /** From the URL prefix (en-kw when there is none). */
  locale: Locale;
  /** The stored language preference (cookie), if any: it wins over the URL. */
  storedLanguage: Language | null;
  t: TFunction;
  i18n: I18nServer;
  requestId: string;
  /** The request's W3C trace (trace.server.ts): platform calls carry it. */
  trace: TraceContext;
  nonce: string;
  apiBaseUrl: string;
  rateLimiter: RateLimiter;
  /** The client's address (X-Forwarded-For honoured only with TRUST_PROXY). */
  clientAddress: string;
  /** A fetch by Remix's client (`?_data`, which Remix strips before the route sees the request). */
  isDataRequest: boolean;
}

declare module "@remix-run/server-runtime" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Remix's context is our AppContext
  interface AppLoadContext extends AppContext {}
}

export async function createAppContext({
  request,
  config,
  sessions,
  i18n,
  apiBaseUrl,
  requestId,
  trace,
  nonce,
  rateLimiter,
  clientAddress,
}: {
  rateLimiter: RateLimiter;
  clientAddress: string;
  request: Request;
  config: Config;
  sessions: SessionManager;
  i18n: I18nServer;
  apiBaseUrl: string;
  requestId: string;
  trace: TraceContext;
  nonce: string;
}): Promise<AppContext> {
  const url = new URL(request.url);
  const locale = splitLocalePath(url.pathname).prefix ?? DEFAULT_LOCALE;
  const storedLanguage = await i18n.storedLanguage(request);
  const session = await sessions.load(request);
  const api = createApiClient({
    baseUrl: apiBaseUrl,
    language: storedLanguage ?? locale.lang,
    tokens: createTokenHolder(session, sessions),
    signal: request.signal,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    totalTimeoutMs: config.UPSTREAM_TOTAL_TIMEOUT_MS,
    requestId,
    trace,
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
    nonce,
    apiBaseUrl,
    isDataRequest: url.searchParams.has("_data"),
    rateLimiter,
    clientAddress,
  };
}
