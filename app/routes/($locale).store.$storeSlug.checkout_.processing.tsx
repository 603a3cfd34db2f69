// The payment page sends the customer back here. Wait for the platform's payment result (the page
// refreshes itself: a meta refresh without JS, revalidation with JS), then the order page, or the
// failed page with the cart intact.
import type { I18nHandle } from "~/i18n/namespaces";
import { withNamespaces } from "~/i18n/client-translations";
import { type LoaderFunctionArgs, type MetaFunction, json, redirect } from "@remix-run/node";
import { useLoaderData, useLocation, Link } from "@remix-run/react";
import { LiveRefresh } from "~/components/live-refresh";
import { requireKnownLocale, requireSlug } from "~/server/request";
import { afterPayment, loadOrder } from "~/server/orders";
import { localePath } from "~/i18n/locale";
import { useI18n } from "~/i18n/react";

/** The translation namespaces this page uses besides common (app/i18n/namespaces.ts). */
const NAMESPACES = ["cart", "checkout"] as const;
export const handle: I18nHandle = { i18n: NAMESPACES };
export const clientLoader = withNamespaces(NAMESPACES);

export const REFRESH_SECONDS = 2;

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  requireKnownLocale(params);
  const slug = requireSlug(params.storeSlug);
  const code = new URL(request.url).searchParams.get("order");
  const { t } = context;
  // Unknown, or another customer's: say so (404), show nothing of it, and leave the cart alone.
  const order = await loadOrder(context, request, code).catch((error: unknown) => {
    if (error instanceof Response && error.status === 404) return null;
    throw error;
  });
  if (!order) return json({ title: t("checkout.processing.notYours"), notYours: true, slug }, { status: 404 });
  // The `payment` query says what the payment page answered; only the platform's status counts.
  const next = afterPayment(context, slug, order);
  if (next === null) return json({ title: t("checkout.processing.title"), notYours: false, slug });
  throw redirect(next, 303);
}

export default function Processing() {
  const { notYours, slug } = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  const location = useLocation();
  if (notYours) {
    return (
      <div className="container-page max-w-md py-16 text-center" data-testid="order-not-found">
        <h1 className="text-xl font-bold">{t("checkout.processing.notYours")}</h1>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to={localePath(locale, "/account/orders")} className="btn-primary">
            {t("checkout.history.title")}
          </Link>
          <Link to={localePath(locale, `/store/${slug}`)} className="btn-secondary">
            {t("checkout.failed.cart")}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="container-page max-w-md py-16 text-center" role="status" data-testid="payment-processing">
      <LiveRefresh seconds={REFRESH_SECONDS} />
      <span
        className="spinner mx-auto block h-10 w-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700"
        aria-hidden="true"
      />
      <h1 className="mt-4 text-xl font-bold">{t("checkout.processing.title")}</h1>
      <p className="mt-2 text-gray-700">{t("checkout.processing.body")}</p>
      <a href={location.pathname + location.search} className="btn-secondary mt-6">
        {t("checkout.processing.check")}
      </a>
    </div>
  );
}
