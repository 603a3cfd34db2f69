// One context per request, handed to every loader and action (Remix `context`):
// { session, api, vendor, locale, t, requestId, nonce, config }. What it holds, as types only: it is
// built by create-context.server.ts, so the modules that use it (auth, rate limits, ...) can be
// parts of it without an import circle.
import type { ApiClient, TraceContext } from "../platform";
import type { Vendor } from "../vendor";
import type { Config } from "./config.server";
import type { Session, SessionManager } from "../session";
import type { Language, Locale } from "~/i18n/locale";
import type { TFunction } from "~/i18n/translate";
import type { I18nServer } from "./i18n.server";
import type { RateLimiter, Logger } from "../ops";

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
  /** Writes the request's log lines, each with its id and trace id. */
  log: Logger;
  nonce: string;
  apiBaseUrl: string;
  rateLimiter: RateLimiter;
  /** The client's address (X-Forwarded-For honoured only with TRUST_PROXY). */
  clientAddress: string;
  /** A fetch by Remix's client (`?_data`, which Remix strips before the route sees the request). */
  isDataRequest: boolean;
  /**
   * A document's JSON-LD set by its loader (the store page's): written into the document by
   * entry.server.tsx, never into the hydration data, where it was a second, escaped copy (decision 115).
   */
  jsonLd?: string;
}

declare module "@remix-run/server-runtime" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Remix's context is our AppContext
  interface AppLoadContext extends AppContext {}
}
