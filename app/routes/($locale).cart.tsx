// The cart: a page (the header's cart link) and the one action every cart form posts to, with an
// `intent`: increment, decrement, set-quantity, remove, clear, promo, wallet, confirm-replace,
// cancel-replace. Adding lives with the product (its form re-renders with field errors).
import type { I18nHandle } from "~/i18n/namespaces";
import { withNamespaces } from "~/i18n/client-translations";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, Link } from "@remix-run/react";
import { updateCart, cartPage } from "~/server/cart";
import { requireKnownLocale, readForm } from "~/server/request";
import { localePath } from "~/i18n/locale";
import { CartPanel } from "~/components/cart/cart-panel";
import { orderAgainQuestion } from "~/server/checkout";
import { OrderAgainQuestion } from "~/components/cart/order-again-question";
import { useI18n } from "~/i18n/react";
import { formatList } from "~/i18n/format";
import { BackLink, backHref, useBackTarget } from "~/components/back-link";
import { ConfirmReplace } from "~/components/cart/confirm-replace";
import { formFailure } from "~/forms/form-failure";

import { pageMeta } from "~/utils/meta";

/** The translation namespaces this page uses besides common (app/i18n/namespaces.ts). */
const NAMESPACES = ["cart"] as const;
export const handle: I18nHandle = { i18n: NAMESPACES };
export const clientLoader = withNamespaces(NAMESPACES);

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  requireKnownLocale(params);
  // "Order again" into a cart of another store (or a catering mix) asks first, here; the menu's
  // "Order again" into a cart with something in it asks whether to replace it or add to it (?again=).
  const query = new URL(request.url).searchParams;
  const [page, again] = await Promise.all([
    cartPage(context, { confirming: query.get("confirm") === "1" }),
    orderAgainQuestion(context, request, query.get("again")),
  ]);
  return { ...page, again };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  requireKnownLocale(params);
  return updateCart(context, await readForm(request));
}

export default function CartPage() {
  const { cart, signedIn, wallet, pending, leftOut, again } = useLoaderData<typeof loader>();
  const refusal = formFailure(useActionData<typeof action>());
  const { t, locale } = useI18n();
  const back = useBackTarget();
  return (
    <div className="container-page max-w-2xl py-6">
      <BackLink />
      <h1 className="mt-2 text-2xl font-bold">{t("cart.title")}</h1>
      {refusal?.formError ? (
        <p
          role="alert"
          className="mt-4 rounded-md border border-red-700 bg-red-50 p-3 text-red-900"
          data-testid="cart-action-error"
        >
          {refusal.formError}
        </p>
      ) : null}
      {pending ? (
        <div className="mt-4">
          <ConfirmReplace pending={pending} redirectTo={localePath(locale, "/cart")} />
        </div>
      ) : null}
      {again ? <OrderAgainQuestion {...again} /> : null}
      {leftOut.length ? (
        <p
          className="mt-4 rounded-md border border-warning-500 bg-warning-50 p-3 text-warning-800"
          role="status"
          data-testid="reorder-left-out"
        >
          {t("cart.reorder.leftOut", { names: formatList(locale.lang, leftOut, "and") })}
        </p>
      ) : null}
      <div className="mt-4">
        <CartPanel cart={cart} signedIn={signedIn} wallet={wallet} heading={false} />
        {cart.lines.length === 0 ? (
          <Link to={backHref(locale, back)} className="btn-primary mt-4" data-testid="cart-empty-menu">
            {t("common.nav.browseMenu")}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
