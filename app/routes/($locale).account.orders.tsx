// Order history: newest first, 10 a page (spec: default page 1, per_page 10).
import type { I18nHandle } from "~/i18n/namespaces";
import { withNamespaces } from "~/i18n/client-translations";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, Link } from "@remix-run/react";
import { parsePage, requireKnownLocale } from "~/server/request";
import { orderHistory } from "~/server/orders";
import { BackToAccount } from "~/components/account-nav";
import { Pagination } from "~/components/pagination";
import { ReorderButton } from "~/components/cart/reorder-button";
import { ItemChoices } from "~/components/cart/item-choices";
import { formatNumber } from "~/i18n/format";
import { useMoney } from "~/components/money";
import { useI18n } from "~/i18n/react";
import { localePath } from "~/i18n/locale";
import { pageMeta } from "~/utils/meta";

/** The translation namespaces this page uses besides common (app/i18n/namespaces.ts). */
const NAMESPACES = ["account", "checkout", "order"] as const;
export const handle: I18nHandle = { i18n: NAMESPACES };
export const clientLoader = withNamespaces(NAMESPACES);

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  requireKnownLocale(params);
  return await orderHistory(context, request, parsePage(new URL(request.url).searchParams.get("page")));
}

function OrderRow({ order }: { order: ReturnType<typeof useLoaderData<typeof loader>>["orders"][number] }) {
  const { t, locale } = useI18n();
  const money = useMoney(order.country);
  const notPlaced = order.status === "payment_failed";
  return (
    <li className="card flex flex-wrap items-center gap-3" data-testid="order-row">
      <div className="min-w-0 flex-1">
        <p className="font-medium">{order.store}</p>
        <p className="text-sm text-gray-700">
          <span data-testid="order-placed">{order.placed}</span> · {t(`order.statuses.${order.status}`)}
        </p>
        <ul className="mt-1 text-sm" aria-label={t("order.items")}>
          {order.items.map((item, index) => (
            <li key={index} data-testid="order-item">
              <span className="font-medium">{formatNumber(locale.lang, item.quantity)}×</span> {item.name}
              <ItemChoices details={item.details} specialRequest={item.specialRequest} />
            </li>
          ))}
        </ul>
      </div>
      {/* An attempt whose payment was declined was never placed: no amount to it, nothing to order again. */}
      {notPlaced ? (
        <span className="text-sm text-gray-700">{t("order.nothingCharged")}</span>
      ) : (
        <span className="tabular-nums">{money(order.total)}</span>
      )}
      <div className="flex w-full flex-wrap gap-2 sm:w-auto">
        <Link to={localePath(locale, `/order/${order.code}`)} className="btn-secondary min-h-11">
          {t("checkout.history.view", { code: order.code })}
        </Link>
        {notPlaced ? null : <ReorderButton code={order.code} />}
      </div>
    </li>
  );
}

export default function OrderHistory() {
  const { orders, page, pages } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  return (
    <div className="container-page max-w-2xl py-8 lg:max-w-5xl">
      <BackToAccount />
      <h1 className="mt-2 text-2xl font-bold">{t("checkout.history.title")}</h1>
      {orders.length === 0 ? (
        <p className="mt-4 text-gray-700">{t("checkout.history.empty")}</p>
      ) : (
        <ul className="mt-4 grid gap-3 lg:grid-cols-2">
          {orders.map((order) => (
            <OrderRow key={order.code} order={order} />
          ))}
        </ul>
      )}
      <Pagination page={page} pages={pages} label={t("checkout.history.title")} />
    </div>
  );
}
