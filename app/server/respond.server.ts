// Answers a form post the way the sender can use it: a fetcher or JS form (`?_data`) gets data; a
// plain HTML form gets a 303 to the page it came from.
import { json, redirect } from "@remix-run/node";
import { safeRedirectPath } from "~/utils/redirect";
import type { AppContext } from "./context.server";

export function done<T>(context: Pick<AppContext, "isDataRequest">, redirectTo: string, data: T, init?: ResponseInit): Response {
  if (context.isDataRequest) return json(data, init);
  return redirect(safeRedirectPath(redirectTo), { status: 303, headers: init?.headers });
}

/** Where a form asked to go back to (same-origin paths only). */
export function redirectTarget(form: FormData, fallback: string): string {
  return safeRedirectPath(form.get("redirectTo"), fallback);
}

/** Reads a form body; null for a body that is not a form (the caller answers 400). */
export async function readForm(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}
