// The one way to redirect to a target the client chose (a `redirectTo` field or query): the value is
// checked after normalisation (app/utils/redirect.ts) and an off-site one becomes `fallback`.
import { redirect } from "@remix-run/node";
import { safeRedirectPath } from "~/utils/redirect";

export function redirectBack(to: unknown, fallback: string, init: number | ResponseInit = 303): Response {
  return redirect(safeRedirectPath(to, fallback), init);
}
