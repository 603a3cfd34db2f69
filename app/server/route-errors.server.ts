// Upstream errors as route responses: the ErrorBoundary renders a clear page with the right status.
import { json } from "@remix-run/node";
import { ApiError, DEFAULT_ERROR_MESSAGE } from "./api/errors.server";
import { apiErrorInit } from "./too-many-requests.server";

export interface RouteErrorData {
  /** notFound → the 404 page; unavailable → the retry page; otherwise the message. */
  kind: "notFound" | "unavailable" | "error";
  message: string;
}

export function notFound(): Response {
  return json<RouteErrorData>({ kind: "notFound", message: "" }, { status: 404 });
}

/** Use as `.catch(routeError)` on upstream calls in loaders. */
export function routeError(error: unknown): never {
  if (error instanceof ApiError) {
    if (error.kind === "cancelled") throw error;
    if (error.status === 404) throw notFound();
    if (error.isOutage) {
      throw json<RouteErrorData>({ kind: "unavailable", message: "" }, { status: error.status === 504 ? 504 : 503, headers: { "Retry-After": "5" } });
    }
    throw json<RouteErrorData>(
      { kind: "error", message: error.fromServer ? error.message : DEFAULT_ERROR_MESSAGE },
      error.status === 429 ? apiErrorInit(error) : { status: error.status >= 400 && error.status < 600 ? error.status : 500 },
    );
  }
  throw error;
}
