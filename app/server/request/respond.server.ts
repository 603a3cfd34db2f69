// How an action answers a post (decision 21). One rule, decided only by how the post was sent
// (`context.isDataRequest`): a document post (a plain HTML form, no JS) gets a 303 to the page to
// show next; a data post (`?_data`: a fetcher, or a page's <Form> with JS) gets data, so a dialog
// can stay open and read it (a redirect would make the browser navigate). A success as data is
// `Done`: `{ ok: true, redirectTo, ... }`, the target a page's own form follows (useFollowDone).
import { json, type TypedResponse } from "@remix-run/node";
import type { Done } from "~/forms/form-failure";
import { safeRedirectPath } from "~/utils/redirect";
import type { AppContext } from "./context.server";
import { redirectBack } from "./redirect.server";

type PostContext = Pick<AppContext, "isDataRequest">;

/** A document post goes to `redirectTo` (303, headers of `init` kept); a data post gets `data` with `init`. */
export function answer<T>(context: PostContext, redirectTo: string, data: T, init?: ResponseInit): TypedResponse<T> {
  if (context.isDataRequest) return json(data, init);
  return redirectBack(redirectTo, "/", { status: 303, headers: init?.headers });
}

/** A form's success: a 303 to `redirectTo`, or as data `{ ok: true, redirectTo, ...more }`. */
export function done<T extends object = Record<never, never>>(
  context: PostContext,
  redirectTo: string,
  more?: T,
): TypedResponse<Done<T>> {
  const target = safeRedirectPath(redirectTo);
  const body: Done<T> = Object.assign({}, more, { ok: true as const, redirectTo: target });
  return answer(context, target, body);
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
