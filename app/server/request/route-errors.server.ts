// Upstream errors as route responses: the ErrorBoundary renders a clear page with the right status.
import { json } from "@remix-run/node";
import { ApiError, errorFacts } from "../platform";
import { apiErrorInit } from "../ops";
import type { ErrorFacts } from "~/i18n/error-message";

export interface RouteErrorData {
  /** notFound → the 404 page; unavailable → the retry page; otherwise the message. */
  kind: "notFound" | "unavailable" | "error";
  /** The platform's message, when it gave one (already in the page's language). */
  message: string;
  /** What the error page turns into the customer's message in the page's language (`customerMessage`). */
  facts?: ErrorFacts;
}

export function notFound(): Response {
  return json<RouteErrorData>({ kind: "notFound", message: "" }, { status: 404 });
}

/**
 * A dependency of the storefront itself (the session store, the shared rate limiter) is down: the
 * retry page, in the customer's language and inside the layout, with `Retry-After`. Thrown.
 */
export function serviceUnavailable(): Response {
  return json<RouteErrorData>({ kind: "unavailable", message: "" }, { status: 503, headers: { "Retry-After": "5" } });
}

/** Use as `.catch(routeError)` on upstream calls in loaders. */
export function routeError(error: unknown): never {
  if (error instanceof ApiError) {
    if (error.kind === "cancelled") throw error;
    if (error.status === 404) throw notFound();
    if (error.isOutage) {
      throw error.status === 504
        ? json<RouteErrorData>({ kind: "unavailable", message: "" }, { status: 504, headers: { "Retry-After": "5" } })
        : serviceUnavailable();
    }
    const facts = errorFacts(error);
    throw json<RouteErrorData>(
      { kind: "error", message: facts.message ?? "", facts },
      error.status === 429
        ? apiErrorInit(error)
        : { status: error.status >= 400 && error.status < 600 ? error.status : 500 },
    );
  }
  throw error;
}
