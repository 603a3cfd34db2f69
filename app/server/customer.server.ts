// Pages and actions of a signed-in customer: a signed-out visitor goes to sign-in and comes back;
// a 401 that survives the refresh (auth cleared by the client) does the same, and the sign-in page
// then says the session expired.
import { redirect } from "@remix-run/node";
import type { AppContext } from "./context.server";
import { ApiError } from "./api/errors.server";
import { isSignedIn } from "./auth.server";
import { localePath } from "~/i18n/locale";
import { routeError } from "./route-errors.server";

export function signInPath(context: AppContext, request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("_data");
  return `${localePath(context.locale, "/sign-in")}?redirectTo=${encodeURIComponent(url.pathname + url.search)}`;
}

export function requireCustomer(context: AppContext, request: Request): void {
  if (!isSignedIn(context.session)) throw redirect(signInPath(context, request));
}

/** Runs customer calls of a loader: a lost sign-in redirects to sign-in, other errors are pages. */
export async function customerLoad<T>(context: AppContext, request: Request, load: () => Promise<T>): Promise<T> {
  requireCustomer(context, request);
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw redirect(signInPath(context, request));
    return routeError(error);
  }
}

/** In actions: a 401 redirects to sign-in; anything else is the caller's to show. */
export function rethrowUnauthorized(error: unknown, context: AppContext, request: Request): void {
  if (error instanceof ApiError && error.status === 401) throw redirect(signInPath(context, request));
  if (error instanceof ApiError && error.kind === "cancelled") throw error;
}
