import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requireKnownLocale } from "~/server/request";
import { useT } from "~/i18n/react";
import { seoMeta } from "~/seo/head";
import { pageSeo } from "~/server/catalogue";
import type { I18nHandle } from "~/i18n/namespaces";
import { withNamespaces } from "~/i18n/client-translations";

/** The translation namespaces this page uses besides common (app/i18n/namespaces.ts). */
const NAMESPACES = ["browse"] as const;
export const clientLoader = withNamespaces(NAMESPACES);

export const handle: I18nHandle = { i18n: NAMESPACES };

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? seoMeta(data.seo) : []);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  requireKnownLocale(params);
  const { t, locale } = context;
  const seo = await pageSeo(context, request, { path: "/about-us", title: "", description: "", image: null });
  const vars = { site: seo.siteName, country: t(`browse.home.countries.${locale.country}`) };
  return { seo: { ...seo, title: t("seo.aboutTitle", vars), description: t("seo.aboutDescription", vars) } };
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
