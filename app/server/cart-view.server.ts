// A cart as a page shows it: names from the catalogue and money in the currency of the platform's
// configuration for the store's country, both in the page's language; and the cart page.
import type { AppContext } from "./context.server";
import { isSignedIn } from "./auth.server";
import { cartNames } from "./cart-names.server";
import { getCart, pendingAddView, priceCartShown } from "./cart.server";
import { countrySettings } from "./country-settings.server";
import { takeReorderLeftOut } from "./reorder.server";
import { walletOffer } from "./wallet.server";
import { getLocation } from "./location.server";
import type { Cart, CheckoutResult } from "~/cart/cart";
import { cartView, type CartView } from "~/cart/cart-view";
import type { OrderBlockingReason } from "~/contract";
import { formatMoney } from "~/i18n/money";

export async function showCart(context: Pick<AppContext, "api" | "config" | "locale" | "t" | "session">, cart: Cart, priced: CheckoutResult | null): Promise<CartView> {
  const country = cart.items[0]?.storeCountry.iso_two_code ?? context.locale.country;
  const [names, settings] = await Promise.all([cartNames(context, cart), countrySettings(context, country)]);
  const view = cartView(cart, priced, { names, lang: context.locale.lang, currency: settings.currency, located: getLocation(context.session) !== null });
  // The platform's messages name amounts in its own format ("5.000 KWD"): the ones it explains
  // with figures are worded here, their amounts through the page's money format (decision 0056).
  const errors = priced?.status === "ok" ? priced.checkout.errors : undefined;
  if (errors?.order_reason && view.errors.order) view.errors.order = orderReasonText(context, errors.order_reason, view.currency);
  if (errors?.promotion_min_order !== undefined && view.errors.promotion) {
    view.errors.promotion = context.t("cart.promotionMinOrder", { amount: formatMoney(errors.promotion_min_order, view.currency.currency_code, view.currency.decimal_places, context.locale) });
  }
  return view;
}

/** Why the platform blocks an order, in the page's language, its amounts in the page's money format. */
export function orderReasonText(context: Pick<AppContext, "locale" | "t">, reason: OrderBlockingReason, currency: CartView["currency"]): string {
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
