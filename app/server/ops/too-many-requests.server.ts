// Every 429 the storefront sends, in one place: a `Retry-After` header in whole seconds and the wait
// in the customer's language (plural forms; minutes once it is long). The rate limiter, the sign-in
// resend wait and a platform 429 all answer through here, as a page, a dialog's or a data answer.
import { json, type TypedResponse } from "@remix-run/node";
import type { TFunction } from "~/i18n/translate";
import { waitText } from "~/i18n/error-message";

/** When the platform says 429 without saying how long: a minute. */
export const DEFAULT_RETRY_SECONDS = 60;

/** Whole seconds, at least 1 (what `Retry-After` carries). */
export function retrySeconds(seconds: number | null | undefined): number {
  return Number.isFinite(seconds) && seconds! > 0 ? Math.ceil(seconds!) : DEFAULT_RETRY_SECONDS;
}

/** "Please wait 30 seconds…" / "…3 minutes…" in the customer's language. */
export function waitMessage(t: TFunction, seconds: number): string {
  return waitText(t, retrySeconds(seconds));
}

/** A 429 answer with `Retry-After`; the body is what the page, dialog or data request shows. */
export function tooManyRequests<T>(seconds: number, data: T, init: ResponseInit = {}): TypedResponse<T> {
  const headers = new Headers(init.headers);
  headers.set("Retry-After", String(retrySeconds(seconds)));
  return json(data, { ...init, status: 429, headers });
}

/** Keeps a `Retry-After` of the route's own answer on the document (export as a route's `headers`). */
export function keepRetryAfter({
  actionHeaders,
  loaderHeaders,
  errorHeaders,
  parentHeaders,
}: {
  actionHeaders: Headers;
  loaderHeaders: Headers;
  errorHeaders?: Headers;
  parentHeaders: Headers;
}): Headers {
  const headers = new Headers();
  const retryAfter =
    errorHeaders?.get("Retry-After") ??
    actionHeaders.get("Retry-After") ??
    loaderHeaders.get("Retry-After") ??
    parentHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

/** The status (and for a 429 the `Retry-After`) to answer a refused platform call with. */
export function apiErrorInit(error: {
  status: number;
  isOutage: boolean;
  retryAfter?: number | undefined;
}): ResponseInit {
  if (error.isOutage) return { status: 503 };
  if (error.status === 429) return { status: 429, headers: { "Retry-After": String(retrySeconds(error.retryAfter)) } };
  return { status: error.status >= 400 && error.status < 500 ? error.status : 502 };
}
