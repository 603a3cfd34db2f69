// Translation namespaces a page did not bring, for client navigations and lazy dialogs
// (app/i18n/client-translations.ts): GET /resources/i18n?lang=en&ns=account,checkout.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { RESOURCES } from "~/locales";
import { isLanguage } from "~/i18n/locale";
import { isNamespace, pickNamespaces } from "~/i18n/namespaces";

export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const lang = url.searchParams.get("lang");
  const namespaces = (url.searchParams.get("ns") ?? "").split(",");
  if (!isLanguage(lang) || namespaces.length === 0 || !namespaces.every(isNamespace)) {
    return json({ error: "Unknown language or namespace" }, { status: 400, headers: { "Cache-Control": "no-store" } });
  }
  // The same for every visitor; texts change only with a deploy.
  return json(pickNamespaces(RESOURCES[lang], namespaces), { headers: { "Cache-Control": "public, max-age=3600" } });
}
