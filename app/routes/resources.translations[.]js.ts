// A document's translations as a script (app/root.tsx, docs/decisions/0084):
// GET /resources/translations.js?lang=ar&ns=common,cart&v=<version>.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { isLanguage } from "~/i18n/locale";
import { isNamespace } from "~/i18n/namespaces";
import { translationsScript } from "~/i18n/translations.server";

const JS = "text/javascript; charset=utf-8";

export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const lang = url.searchParams.get("lang");
  const namespaces = (url.searchParams.get("ns") ?? "").split(",");
  if (!isLanguage(lang) || !namespaces.every(isNamespace)) {
    return new Response("/* Unknown language or namespace */\n", {
      status: 400,
      headers: { "Content-Type": JS, "Cache-Control": "no-store" },
    });
  }
  const { body, immutable } = translationsScript(lang, namespaces, url.searchParams.get("v"));
  // The same for every visitor; a version is the texts it names, so it never changes.
  return new Response(body, {
    headers: {
      "Content-Type": JS,
      "Cache-Control": immutable ? "public, max-age=31536000, immutable" : "public, max-age=300",
    },
  });
}
