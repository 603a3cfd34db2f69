// GET /robots.txt: per host (app/seo/robots.ts). An unknown vendor host: 404.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { LANGUAGES } from "~/i18n/locale";
import { robotsTxt } from "~/seo/robots";
import { publicOrigin } from "~/server/request";
import { hostCountries } from "~/server/catalogue";

export function loader({ request, context }: LoaderFunctionArgs) {
  if (context.vendor.kind === "unknown")
    return new Response("Not found\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=300" },
    });
  const locales = hostCountries(context).flatMap((country) => LANGUAGES.map((lang) => ({ lang, country })));
  return new Response(robotsTxt({ origin: publicOrigin(request, context), locales }), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
