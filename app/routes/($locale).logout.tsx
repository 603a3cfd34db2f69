// Sign out: tell the platform, then always clear auth data and the user (even when the platform
// fails; no error is shown), with a new session id. The cart stays. Posted to the page's own locale
// (/ar-kw/logout), so its toast is worded in the language of the page it lands on.
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { clearAuth, isSignedIn, logoutUpstream } from "~/server/auth.server";
import { addToast } from "~/server/toast.server";
import { readForm } from "~/server/respond.server";
import { redirectBack } from "~/server/redirect.server";
import { localePath } from "~/i18n/locale";
import { requireKnownLocale } from "~/server/route-params.server";

export async function action({ request, params, context }: ActionFunctionArgs) {
  requireKnownLocale(params);
  const form = await readForm(request);
  const home = localePath(context.locale, "/");
  if (isSignedIn(context.session)) {
    await logoutUpstream(context).catch((error: unknown) => {
      context.log.info("logout call failed (ignored)", { error: error instanceof Error ? error.name : "unknown" });
    });
  }
  clearAuth(context.session);
  context.session.unset("authExpired");
  context.session.rotate();
  addToast(context.session, "info", context.t("account.signIn.signedOut"));
  return redirectBack(form?.get("redirectTo"), home);
}

export function loader() {
  return redirect("/");
}
