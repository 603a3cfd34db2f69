// The cart: a page (the header's cart link) and the one action every cart form posts to, with an
// `intent`: increment, decrement, set-quantity, remove, clear, promo, wallet, confirm-replace,
// cancel-replace. Adding lives with the product (its form re-renders with field errors).
import type { I18nHandle } from "~/i18n/namespaces";
import { withNamespaces } from "~/i18n/client-translations";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { addItem, changeQuantity, clearCart, lineKey, MAX_LINE_QUANTITY, setApplyWallet, setLineQuantity, setPromoCode, setQuantity, incrementLine } from "~/cart/cart";
import { getCart, parseLineKey, parseLineQuantity, parsePromoCode, priceCart, saveCart } from "~/server/cart.server";
import { catalogueLineLimit } from "~/server/cart-limits.server";
import { ApiError } from "~/server/api/errors.server";
import { requireKnownLocale } from "~/server/route-params.server";
import { done, readForm, redirectTarget } from "~/server/respond.server";
import { isSignedIn } from "~/server/auth.server";
import { addToast } from "~/server/toast.server";
import { localePath } from "~/i18n/locale";
import { CartPanel } from "~/components/cart/cart-panel";
import { showCart } from "~/server/cart-view.server";
import { useI18n } from "~/i18n/react";
import { BackLink, backHref, useBackTarget } from "~/components/back-link";
import { ConfirmReplace } from "~/components/cart/confirm-replace";
import { pendingAddView } from "~/server/cart-names.server";
import { refused } from "~/server/forms.server";
import { formFailure } from "~/components/form-failure";

import { Link } from "@remix-run/react";
import { pageMeta } from "~/utils/meta";

/** The translation namespaces this page uses besides common (app/i18n/namespaces.ts). */
const NAMESPACES = ["cart"] as const;
export const handle: I18nHandle = { i18n: NAMESPACES };
export const clientLoader = withNamespaces(NAMESPACES);

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  requireKnownLocale(params);
  const cart = getCart(context);
  const priced = await priceCart(context, cart);
  const confirming = new URL(request.url).searchParams.get("confirm") === "1";
  return json({
    cart: await showCart(context, cart, priced),
    // "Order again" into a cart of another store (or a catering mix) asks first, here.
    pending: confirming ? await pendingAddView(context) : null,
    leftOut: context.session.take("reorderLeftOut") ?? [],
    signedIn: isSignedIn(context.session),
    meta: { title: context.t("cart.title") },
  });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  requireKnownLocale(params);
  const { t, session, locale } = context;
  const form = await readForm(request);
  const fail = (message: string, status = 400) => refused(message, status);
  if (!form) return fail(t("cart.errors.invalid"));
  const back = redirectTarget(form, localePath(locale, "/cart"));
  let cart = getCart(context);
  const line = parseLineKey(form.get("line"));
  const hasLine = line !== null && cart.items.some((item) => lineKey(item) === line);

  switch (form.get("intent")) {
    case "decrement": {
      if (!hasLine) return fail(t("cart.errors.noLine"), 404);
      cart = changeQuantity(cart, line!, -1); // fewer is always fine
      break;
    }
    case "increment":
    case "set-quantity": {
      if (!hasLine) return fail(t("cart.errors.noLine"), 404);
      const setting = form.get("intent") === "set-quantity";
      const quantity = setting ? parseLineQuantity(form.get("quantity")) : null;
      if (setting && quantity === null) return fail(t("cart.errors.quantity", { max: MAX_LINE_QUANTITY }));
      if (quantity === 0) {
        cart = setQuantity(cart, line!, 0);
        break;
      }
      // More of a line (or a new number): within the catalogue's limit for its product.
      const limit = await catalogueLineLimit(context, cart.items.find((item) => lineKey(item) === line)!).catch((error: unknown) => {
        if (error instanceof ApiError && error.kind !== "cancelled") return undefined;
        throw error;
      });
      if (limit === undefined) return fail(t("common.errors.unavailable"), 503);
      if (limit === null) return fail(t("cart.errors.gone"), 409);
      const result = setting ? setLineQuantity(cart, line!, quantity!, limit) : incrementLine(cart, line!, limit);
      if (!result.ok) return fail(result.reason === "noLine" ? t("cart.errors.noLine") : t("cart.errors.max", { count: limit }));
      cart = result.cart;
      break;
    }
    case "remove": {
      if (!hasLine) return fail(t("cart.errors.noLine"), 404);
      cart = setQuantity(cart, line!, 0);
      break;
    }
    case "clear":
      cart = clearCart();
      session.unset("pendingAdd");
      break;
    case "promo": {
      const raw = String(form.get("code") ?? "").trim();
      if (raw === "" || form.get("remove") === "1") {
        cart = setPromoCode(cart, null);
        break;
      }
      const code = parsePromoCode(raw);
      if (code === null) return fail(t("cart.errors.promo"));
      cart = setPromoCode(cart, code);
      break;
    }
    case "wallet":
      if (!isSignedIn(session)) return fail(t("common.errors.forbidden"), 403);
      cart = setApplyWallet(cart, form.get("apply") === "1");
      break;
    case "confirm-replace": {
      const pending = session.take("pendingAdd");
      if (!pending) return done(context, back);
      const result = addItem(cart, pending.item, { replace: true });
      if (result.ok) cart = result.cart;
      for (const item of pending.more ?? []) {
        const next = addItem(cart, item);
        if (next.ok) cart = next.cart;
      }
      addToast(session, "success", t("cart.added"));
      break;
    }
    case "cancel-replace":
      session.unset("pendingAdd");
      return done(context, back);
    default:
      return fail(t("cart.errors.invalid"));
  }
  saveCart(context, cart);
  return done(context, back);
}

export default function CartPage() {
  const { cart, signedIn, pending, leftOut } = useLoaderData<typeof loader>();
  const refusal = formFailure(useActionData<typeof action>());
  const { t, locale } = useI18n();
  const back = useBackTarget();
  return (
    <div className="container-page max-w-2xl py-6">
      <BackLink />
      <h1 className="mt-2 text-2xl font-bold">{t("cart.title")}</h1>
      {refusal?.formError ? (
        <p role="alert" className="mt-4 rounded-md border border-red-700 bg-red-50 p-3 text-red-900" data-testid="cart-action-error">
          {refusal.formError}
        </p>
      ) : null}
      {pending ? (
        <div className="mt-4">
          <ConfirmReplace pending={pending} redirectTo={localePath(locale, "/cart")} />
        </div>
      ) : null}
      {leftOut.length ? (
        <p className="mt-4 rounded-md border border-warning-500 bg-warning-50 p-3 text-warning-800" role="status" data-testid="reorder-left-out">
          {t("cart.reorder.leftOut", { names: leftOut.join(", ") })}
        </p>
      ) : null}
      <div className="mt-4">
        <CartPanel cart={cart} signedIn={signedIn} heading={false} />
        {cart.lines.length === 0 ? (
          <Link to={backHref(locale, back)} className="btn-primary mt-4" data-testid="cart-empty-menu">
            {t("common.nav.browseMenu")}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
