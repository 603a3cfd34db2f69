import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireKnownLocale } from "~/server/route-params.server";
import { useT } from "~/i18n/react";
import { pageMeta } from "~/utils/meta";
import type { I18nHandle } from "~/i18n/namespaces";
import { withNamespaces } from "~/i18n/client-translations";


/** The translation namespaces this page uses besides common (app/i18n/namespaces.ts). */
const NAMESPACES = ["browse"] as const;
export const clientLoader = withNamespaces(NAMESPACES);

export const handle: I18nHandle = { i18n: NAMESPACES };

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data);

export async function loader({ params, context }: LoaderFunctionArgs) {
  requireKnownLocale(params);
  const { t } = context;
  return json({ meta: { title: t("common.meta.aboutTitle"), description: t("common.meta.description") } });
}

export default function AboutUs() {
  const t = useT();
  return (
    <div className="container-page max-w-2xl py-10">
      <h1 className="text-2xl font-bold">{t("browse.about.title")}</h1>
      <p className="mt-4 leading-relaxed text-gray-800">{t("browse.about.body")}</p>
    </div>
  );
}
