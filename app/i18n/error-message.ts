// The one place an error becomes what the customer reads, in the page's language. The platform's
// own message is shown as it came (it answers in the page's language: Accept-Language); anything
// without one is said by the storefront, never the English default on an Arabic page.
import type { TFunction } from "./translate";

/** What the storefront knows of a failed call (server: `errorFacts` in app/server/platform/errors.server.ts). */
export interface ErrorFacts {
  status: number;
  /** The platform's message, when it gave one. */
  message: string | null;
  /** No answer, or not one the storefront can use: the "try again" message. */
  outage: boolean;
  retryAfter?: number | null;
}

/** "Please wait 30 seconds…" / "…3 minutes…" (whole seconds, at least 1) in the page's language. */
export function waitText(t: TFunction, seconds: number): string {
  return seconds < 120
    ? t("common.errors.tooManyRequests", { count: seconds })
    : t("common.errors.tooManyRequestsMinutes", { count: Math.ceil(seconds / 60) });
}

export function customerMessage(t: TFunction, facts: ErrorFacts): string {
  if (facts.outage) return t("common.errors.unavailable");
  if (facts.message) return facts.message;
  switch (facts.status) {
    case 400:
    case 422:
      return t("common.errors.badRequest");
    case 401:
      return t("common.errors.sessionExpired");
    case 403:
      return t("common.errors.forbidden");
    case 404:
      return t("common.errors.notFound");
    case 409:
      return t("common.errors.conflict");
    case 413:
      return t("common.errors.tooLarge");
    case 423:
      return t("common.errors.locked");
    case 429:
      return facts.retryAfter
        ? waitText(t, Math.max(1, Math.ceil(facts.retryAfter)))
        : t("common.errors.tooManyRequestsLater");
    default:
      return t("common.errors.default");
  }
}
