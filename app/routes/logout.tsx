// Sign out: tell the platform, then always clear auth data and the user (even when the platform
// fails; no error is shown), with a new session id. The cart stays.
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { clearAuth, isSignedIn, logoutUpstream } from "~/server/auth.server";
import { addToast } from "~/server/toast.server";
import { readForm, redirectTarget } from "~/server/respond.server";
import { localePath } from "~/i18n/locale";
import { log } from "~/server/log.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const back = form ? redirectTarget(form, localePath(context.locale, "/")) : localePath(context.locale, "/");
  if (isSignedIn(context.session)) {
    await logoutUpstream(context).catch((error: unknown) => {
      log.info("logout call failed (ignored)", { requestId: context.requestId, error: error instanceof Error ? error.name : "unknown" });
    });
  }
  clearAuth(context.session);
  context.session.unset("authExpired");
  context.session.rotate();
  addToast(context.session, "info", context.t("account.signIn.signedOut"));
  return redirect(back, 303);
}

export function loader() {
  return redirect("/");
}
