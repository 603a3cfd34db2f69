// An order: what it promises ("Arriving by 4:28 PM", "Scheduled · Tomorrow, 5:00 – 5:30 AM", the time
// left with JS under two hours), a cancelled order's refund, and its steps, help (the store's phone,
// late, cancelling), items, summary, address and delivery preferences (decision 0113), payment; it
// refreshes itself while active (revalidation with JS, a meta refresh without; decision 0099), every
// 15 s, each refresh a conditional request answered 304 while nothing changed (decision 0111), and
// can be cancelled while the platform allows.
import type { I18nHandle } from "~/i18n/namespaces";
import { withNamespaces } from "~/i18n/client-translations";
import {
  json,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  type SerializeFrom,
} from "@remix-run/node";
import { useActionData, useLoaderData, useLocation, Link } from "@remix-run/react";
import { requireKnownLocale, readForm } from "~/server/request";
import { requireCustomer } from "~/server/sign-in";
import { changeOrder, orderPage } from "~/server/orders";
import { orderAgainPost } from "~/server/checkout";
import { keepRetryAfter } from "~/server/ops";
import { formFailure } from "~/forms/form-failure";
import { CheckoutSummary } from "~/components/cart/checkout-summary";
import { Confirm } from "~/components/confirm";
import { LiveRefresh } from "~/components/live-refresh";
import { useMoney } from "~/components/money";
import { useI18n } from "~/i18n/react";
import { BackLink } from "~/components/back-link";
import { ReorderButton } from "~/components/cart/reorder-button";
import { ItemChoices } from "~/components/cart/item-choices";
import { Isolated } from "~/components/isolated";
import { itemDetails } from "~/cart/item-details";
import { localePath } from "~/i18n/locale";
import { formatNumber } from "~/i18n/format";
import { addressLines } from "~/location/address-text";
import { OrderSteps } from "~/components/order/order-steps";
import { OrderHelp } from "~/components/order/order-help";
import { TimeLeft } from "~/components/order/time-left";
import { OrderRefunds } from "~/components/order/order-refunds";

/** The translation namespaces this page uses besides common (app/i18n/namespaces.ts). */
const NAMESPACES = ["checkout", "address", "order"] as const;
export const handle: I18nHandle = { i18n: NAMESPACES };
export const clientLoader = withNamespaces(NAMESPACES);

/**
 * How often a live order page asks again (decision 0111): an order moves every few minutes, and a
 * change shows within this (and one round trip); while nothing changed each ask is a 304.
 */
export const LIVE_REFRESH_SECONDS = 15;

/** The browser keeps the page and its data but asks each time; the answer is a 304 while they are unchanged. */
const REVALIDATE = "private, no-cache";
export const headers: HeadersFunction = (args) => {
  const headers = keepRetryAfter(args);
  const cacheControl = args.errorHeaders ? null : args.loaderHeaders.get("Cache-Control");
  if (cacheControl) headers.set("Cache-Control", cacheControl);
  return headers;
};

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  requireKnownLocale(params);
  // "Stop updating" (?live=0) turns the self-refresh off (WCAG 2.2.1: the customer controls it).
  const live = new URL(request.url).searchParams.get("live") !== "0";
  return json(await orderPage(context, request, { code: params.code, live }), {
    headers: { "Cache-Control": REVALIDATE },
  });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  requireKnownLocale(params);
  requireCustomer(context, request);
  const form = await readForm(request);
  // The menu's "Order again" (decision 117); the page's own forms: order again into the cart, cancel.
  if (form?.get("intent") === "again") return orderAgainPost(context, request, { code: params.code, form });
  return changeOrder(context, request, { code: params.code, form });
}

type OrderData = SerializeFrom<typeof loader>;

export default function OrderPage() {
  const { order, preferences, times, promise, refunds, abandonNote, storePhone, live } = useLoaderData<typeof loader>();
  const failure = formFailure(useActionData<typeof action>());
  const { t } = useI18n();
  const here = useLocation();
  const confirming = new URLSearchParams(here.search).get("abandon") === "1" && order.can_abandon;
  const notPlaced = order.status === "payment_failed";

  return (
    <div className="container-page max-w-2xl py-8">
      {/* Not while it asks whether to cancel: a reload would take the question away (no JS) or move a screen reader. */}
      <LiveRefresh seconds={LIVE_REFRESH_SECONDS} enabled={live && !confirming} />
      <BackLink target={{ kind: "store", slug: order.store.slug, name: order.store.name }} className="mb-2" />
      {failure?.formError ? (
        <p role="alert" className="mb-4 text-red-800">
          {failure.formError}
        </p>
      ) : null}
      <OrderPromise order={order} promise={promise} refunds={refunds} times={times} live={live} />

      <p className="mt-4 text-gray-700">
        <span className="font-semibold text-gray-900" data-testid="order-title">
          <Isolated k="order.title" ltr={{ code: order.code }} />
        </span>
        {" · "}
        <span data-testid="order-placed" data-at={order.created_at}>
          {t(notPlaced ? "order.startedAt" : "order.placedAt", { date: times.placed })}
        </span>{" "}
        · {order.store.name}
      </p>

      <OrderHelp order={order} phone={storePhone} />
      <OrderItems order={order} />
      <OrderDetails order={order} preferences={preferences} />
      <OrderActions order={order} confirming={confirming} notPlaced={notPlaced} abandonNote={abandonNote} />
    </div>
  );
}

/** What the order promises, its refunds, its steps and what to do next (pay, retry, stop updating). */
function OrderPromise({
  order,
  promise,
  refunds,
  times,
  live,
}: Pick<OrderData, "order" | "promise" | "refunds" | "times" | "live">) {
  const { t, locale } = useI18n();
  return (
    <section className="card" aria-labelledby="order-promise" data-testid="order-promise">
      <h1
        id="order-promise"
        className="text-2xl font-bold sm:text-3xl"
        {...(promise.by ? { "data-testid": "order-eta", "data-at": promise.by } : {})}
      >
        {promise.text}
      </h1>
      {promise.by ? <TimeLeft by={promise.by} /> : null}
      <p className="mt-1 text-gray-800" aria-live="polite">
        <span className="sr-only">{t("order.status")}: </span>
        <span data-testid="order-status" data-status={order.status}>
          {t(`order.statuses.${order.status}`)}
        </span>
      </p>
      <OrderRefunds refunds={refunds} />
      <OrderSteps order={order} times={times.history} />
      {order.payment_url && order.status === "awaiting_payment" ? (
        <a href={order.payment_url} className="btn-primary mt-4">
          {t("order.pay")}
        </a>
      ) : null}
      {order.can_retry_payment ? (
        <Link
          to={`${localePath(locale, `/store/${order.store.slug}/checkout/failed`)}?order=${order.code}`}
          className="btn-primary mt-4"
          data-testid="pay-declined"
        >
          {t("order.payDeclined")}
        </Link>
      ) : null}
      {live ? (
        <p className="mt-3 text-sm text-gray-700">
          {t("order.live")}{" "}
          <Link to="?live=0" className="btn-link" replace>
            {t("order.stopLive")}
          </Link>
        </p>
      ) : null}
    </section>
  );
}

/** The order's items and its summary. */
function OrderItems({ order }: Pick<OrderData, "order">) {
  const { t, locale } = useI18n();
  const money = useMoney(order.country);
  return (
    <section className="card mt-4" aria-labelledby="items-heading">
      <h2 id="items-heading" className="font-semibold">
        {t("order.items")}
      </h2>
      <ul className="mt-2 divide-y divide-gray-200">
        {order.items.map((item, index) => (
          <li key={index} className="flex gap-3 py-2 text-sm" data-testid="order-item">
            <span className="font-medium">{formatNumber(locale.lang, item.quantity)}×</span>
            <span className="flex-1">
              {item.name}
              <ItemChoices
                details={itemDetails(locale.lang, { variant: item.variant?.name ?? null, options: item.options })}
                specialRequest={item.special_request}
              />
            </span>
            <span className="tabular-nums">{money(item.total)}</span>
          </li>
        ))}
      </ul>
      <CheckoutSummary lines={order.summary} money={money} />
    </section>
  );
}

/** Where it goes (with the delivery preferences) and how it is paid. */
function OrderDetails({ order, preferences }: Pick<OrderData, "order" | "preferences">) {
  const { t } = useI18n();
  return (
    <section className="card mt-4 grid gap-4 sm:grid-cols-2">
      <div>
        <h2 className="font-semibold">{t("order.address")}</h2>
        <p className="text-sm text-gray-800" data-testid="order-address">
          {order.address.name ?? t(`address.kinds.${order.address.kind}`)}
          {addressLines(order.address, t).map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </p>
        {preferences.length ? (
          <>
            <h3 className="mt-3 text-sm font-semibold">{t("order.preferences")}</h3>
            <ul className="text-sm text-gray-800" data-testid="order-preferences">
              {preferences.map((preference) => (
                <li key={preference} data-preference={preference}>
                  {t(`checkout.preferences.${preference}`)}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
      <div>
        <h2 className="font-semibold">{t("order.payment")}</h2>
        <p className="text-sm text-gray-800">
          {t(`checkout.methods.${order.payment_method}`)}
          {order.saved_card ? (
            <>
              {" "}
              ·{" "}
              <Isolated k="checkout.card" ltr={{ brand: order.saved_card.brand, digits: order.saved_card.last_four }} />
            </>
          ) : null}
          {" · "}
          {order.payment_status === "paid" ? t("order.paid") : t("order.notPaid")}
        </p>
      </div>
    </section>
  );
}

/** Cancelling (asked first), ordering again and the order history. */
function OrderActions({
  order,
  confirming,
  notPlaced,
  abandonNote,
}: Pick<OrderData, "order" | "abandonNote"> & { confirming: boolean; notPlaced: boolean }) {
  const { t, locale } = useI18n();
  const here = useLocation();
  return (
    <>
      {order.can_abandon ? (
        <div className="mt-6">
          {confirming ? (
            <Confirm
              title={t("order.abandonTitle")}
              body={abandonNote ? `${t("order.abandonBody")} ${abandonNote}` : t("order.abandonBody")}
              confirmLabel={t("order.confirmAbandon")}
              cancelLabel={t("order.keep")}
              fields={{ intent: "abandon" }}
              cancelHref={here.pathname}
            />
          ) : (
            <Link to="?abandon=1" className="btn-secondary" data-testid="abandon">
              {t("order.abandon")}
            </Link>
          )}
        </div>
      ) : null}
      <div className="mt-6 flex flex-wrap items-center gap-4">
        {/* An attempt whose payment was declined was never placed: nothing to order again. */}
        {notPlaced ? null : <ReorderButton code={order.code} />}
        <Link to={localePath(locale, "/account/orders")} className="btn-link">
          {t("checkout.history.title")}
        </Link>
      </div>
    </>
  );
}
