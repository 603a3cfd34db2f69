// A cart as a page shows it: names from the catalogue and money in the currency of the platform's
// configuration for the store's country, both in the page's language; and the cart page.
import type { AppContext } from "../request";
import { isSignedIn } from "../sign-in";
import { cartNames } from "./names.server";
import { getCart, pendingAddView } from "./cart.server";
import { priceCartShown } from "./price.server";
import { countrySettings, getStore, timeZoneOf } from "../catalogue";
import { takeReorderLeftOut } from "./reorder.server";
import { walletOffer } from "../account";
import { getLocation } from "../location";
import type { Cart, CheckoutResult } from "~/cart/cart";
import { cartView, type CartView } from "~/cart/cart-view";
import type { OrderBlockingReason } from "~/contract";
import { formatMoney } from "~/i18n/money";
import { formatTime } from "~/i18n/format";

export async function showCart(
  context: Pick<AppContext, "api" | "config" | "locale" | "t" | "session">,
  cart: Cart,
  priced: CheckoutResult | null,
): Promise<CartView> {
  const country = cart.items[0]?.storeCountry.iso_two_code ?? context.locale.country;
  const [names, settings] = await Promise.all([cartNames(context, cart), countrySettings(context, country)]);
  const view = cartView(cart, priced, {
    names,
    lang: context.locale.lang,
    currency: settings.currency,
    located: getLocation(context.session) !== null,
  });
  // The platform's messages name amounts in its own format ("5.000 KWD"): the ones it explains
  // with figures are worded here, their amounts through the page's money format (decision 0056).
  const errors = priced?.status === "ok" ? priced.checkout.errors : undefined;
  if (errors?.order_reason && view.errors.order)
    view.errors.order = orderReasonText(context, errors.order_reason, view.currency);
  // Closed now and no delivery time to offer (priced for later): when it opens instead.
  if (view.forLater && view.blockedBy === "store_closed" && view.storeSlug) {
    view.errors.order = await closedNoLaterText(context, view.storeSlug, country);
  }
  if (errors?.promotion_min_order !== undefined && view.errors.promotion) {
    view.errors.promotion = context.t("cart.promotionMinOrder", {
      amount: formatMoney(
        errors.promotion_min_order,
        view.currency.currency_code,
        view.currency.decimal_places,
        context.locale,
      ),
    });
  }
  return view;
}

/** A closed store that offers no delivery time: it takes no order for later, and opens then (a cached store read). */
async function closedNoLaterText(
  context: Pick<AppContext, "api" | "config" | "locale" | "t">,
  storeSlug: string,
  country: string,
): Promise<string> {
  const store = await getStore(context, storeSlug).catch(() => null);
  const opens = store?.info.next_opening_at;
  return opens
    ? context.t("cart.blocked.closedNoLaterOpens", {
        time: formatTime(context.locale, timeZoneOf(store, country), opens, "opening"),
      })
    : context.t("cart.blocked.closedNoLater");
}

/** Why the platform blocks an order, in the page's language, its amounts in the page's money format. */
export function orderReasonText(
  context: Pick<AppContext, "locale" | "t">,
  reason: OrderBlockingReason,
  currency: CartView["currency"],
): string {
  const money = (minor: number) => formatMoney(minor, currency.currency_code, currency.decimal_places, context.locale);
  return context.t(`cart.blocked.${reason.code}`, { more: money(reason.missing), amount: money(reason.min_order) });
}

/**
 * The cart page: the cart priced and shown, the add waiting for confirmation when the page asks
 * (`confirming`: "Order again" into a cart of another store, or a catering mix), and the lines
 * "Order again" left out (once).
 */
export async function cartPage(context: AppContext, { confirming }: { confirming: boolean }) {
  const cart = getCart(context);
  const [priced, wallet] = await Promise.all([priceCartShown(context, cart), walletOffer(context, cart)]);
  return {
    cart: await showCart(context, cart, priced),
    pending: confirming ? await pendingAddView(context) : null,
    leftOut: takeReorderLeftOut(context),
    signedIn: isSignedIn(context.session),
    wallet,
    meta: { title: context.t("cart.title") },
  };
}
