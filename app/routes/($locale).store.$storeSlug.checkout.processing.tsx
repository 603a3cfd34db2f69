// The payment page sends the customer back here. Wait for the platform's payment result (the page
// refreshes itself: a meta refresh without JS, revalidation with JS), then the order page, or the
// failed page with the cart intact.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useLocation } from "@remix-run/react";
import { LiveRefresh } from "~/components/live-refresh";
import { requireKnownLocale, requireSlug } from "~/server/route-params.server";
import { loadOrder } from "~/server/orders.server";
import { saveCart } from "~/server/cart.server";
import { addToast } from "~/server/toast.server";
import { clearCart } from "~/cart/cart";
import { localePath } from "~/i18n/locale";
import { useT } from "~/i18n/react";

export const REFRESH_SECONDS = 2;

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];


export async function loader({ request, params, context }: LoaderFunctionArgs) {
  requireKnownLocale(params);
  const slug = requireSlug(params.storeSlug);
  const code = new URL(request.url).searchParams.get("order");
  const order = await loadOrder(context, request, code);
  const { session, locale, t } = context;
  if (order.status === "payment_failed") {
    throw redirect(`${localePath(locale, `/store/${slug}/checkout/failed`)}?order=${order.code}`);
  }
  if (order.payment_status === "paid" || order.status !== "awaiting_payment") {
    const pending = session.get("pendingPayment");
    if (pending?.code === order.code) {
      session.unset("pendingPayment");
      saveCart(context, clearCart());
      addToast(session, "success", t("checkout.placed"));
    }
    throw redirect(localePath(locale, `/order/${order.code}`));
  }
  return json({ title: t("checkout.processing.title") });
}

export default function Processing() {
  const t = useT();
  const location = useLocation();
  return (
    <div className="container-page max-w-md py-16 text-center" role="status" data-testid="payment-processing">
      <LiveRefresh seconds={REFRESH_SECONDS} />
      <span className="spinner mx-auto block h-10 w-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700" aria-hidden="true" />
      <h1 className="mt-4 text-xl font-bold">{t("checkout.processing.title")}</h1>
      <p className="mt-2 text-gray-700">{t("checkout.processing.body")}</p>
      <a href={location.pathname + location.search} className="btn-secondary mt-6">{t("checkout.processing.check")}</a>
    </div>
  );
}
