// The language toggle posts here (a plain form: works without JS). The choice is stored for a year
// and the customer goes back to the same page in the other language, same country.
import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { isLanguage, splitLocalePath, switchLocalePath, DEFAULT_LOCALE } from "~/i18n/locale";
import { safeRedirectPath } from "~/utils/redirect";
import { redirectBack } from "~/server/request";

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData().catch(() => null);
  const lang = form?.get("lang");
  const back = safeRedirectPath(form?.get("redirectTo"), "/");
  if (!isLanguage(lang)) return redirectBack(back, "/");
  const country =
    splitLocalePath(back.split(/[?#]/)[0]!).prefix?.country ?? context.locale.country ?? DEFAULT_LOCALE.country;
  return redirectBack(switchLocalePath(back, { lang, country }), "/", {
    status: 303,
    headers: { "Set-Cookie": await context.i18n.cookie.serialize(lang) },
  });
}

export function loader() {
  return redirect("/");
}
