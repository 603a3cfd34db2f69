// A declined payment: nothing was charged, the cart is as it was.
import type { I18nHandle } from "~/i18n/namespaces";
import { withNamespaces } from "~/i18n/client-translations";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, Link } from "@remix-run/react";
import { requireKnownLocale, requireSlug } from "~/server/route-params.server";
import { requireCustomer } from "~/server/auth.server";
import { useI18n } from "~/i18n/react";
import { localePath } from "~/i18n/locale";
import { pageMeta } from "~/utils/meta";

/** The translation namespaces this page uses besides common (app/i18n/namespaces.ts). */
const NAMESPACES = ["cart", "checkout"] as const;
export const handle: I18nHandle = { i18n: NAMESPACES };
export const clientLoader = withNamespaces(NAMESPACES);

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  requireKnownLocale(params);
  const slug = requireSlug(params.storeSlug);
  requireCustomer(context, request);
  context.session.unset("pendingPayment");
  return { slug, meta: { title: context.t("checkout.failed.title") } };
}

export default function PaymentFailed() {
  const { slug } = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  return (
    <div className="container-page max-w-md py-16 text-center" data-testid="payment-failed">
      <h1 className="text-2xl font-bold text-red-800">{t("checkout.failed.title")}</h1>
      <p className="mt-2 text-gray-800">{t("checkout.failed.body")}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={localePath(locale, `/store/${slug}/checkout`)} className="btn-primary">{t("checkout.failed.retry")}</Link>
        <Link to={localePath(locale, `/store/${slug}`)} className="btn-secondary">{t("checkout.failed.cart")}</Link>
      </div>
    </div>
  );
}
