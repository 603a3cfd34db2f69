// Sign out: a new session in place of the customer's (auth.server.ts signOut: the platform told,
// the old session deleted, nothing of the customer kept; the language is its own cookie), then the
// "signed out" toast. Posted to the page's own locale (/ar-kw/logout), so its toast is worded in the
// language of the page it lands on. The browser forgets what it kept of this site: the order pages
// it revalidates (decision 0111), so Back shows nothing of the customer, and its storage (the
// checkout's typed draft, the device's last position), so the next person on it finds none of it.
import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { signOut } from "~/server/sign-in";
import { addToast } from "~/server/session";
import { readForm, redirectBack, requireKnownLocale } from "~/server/request";
import { localePath } from "~/i18n/locale";

export async function action({ request, params, context }: ActionFunctionArgs) {
  requireKnownLocale(params);
  const form = await readForm(request);
  const home = localePath(context.locale, "/");
  await signOut(context);
  addToast(context.session, "info", context.t("account.signIn.signedOut"));
  const response = redirectBack(form?.get("redirectTo"), home);
  response.headers.set("Clear-Site-Data", '"cache", "storage"');
  return response;
}

export function loader() {
  return redirect("/");
}
