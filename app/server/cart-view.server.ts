// A cart as a page shows it: names from the catalogue and money in the currency of the platform's
// configuration for the store's country, both in the page's language; and the cart page.
import type { AppContext } from "./context.server";
import { isSignedIn } from "./auth.server";
import { cartNames } from "./cart-names.server";
import { getCart, pendingAddView, priceCartShown } from "./cart.server";
import { countrySettings } from "./country-settings.server";
import { takeReorderLeftOut } from "./reorder.server";
import type { Cart, CheckoutResult } from "~/cart/cart";
import { cartView, type CartView } from "~/cart/cart-view";

export async function showCart(context: Pick<AppContext, "api" | "config" | "locale">, cart: Cart, priced: CheckoutResult | null): Promise<CartView> {
  const country = cart.items[0]?.storeCountry.iso_two_code ?? context.locale.country;
  const [names, settings] = await Promise.all([cartNames(context, cart), countrySettings(context, country)]);
  return cartView(cart, priced, { names, lang: context.locale.lang, currency: settings.currency });
}

/**
 * The cart page: the cart priced and shown, the add waiting for confirmation when the page asks
 * (`confirming`: "Order again" into a cart of another store, or a catering mix), and the lines
 * "Order again" left out (once).
 */
export async function cartPage(context: AppContext, { confirming }: { confirming: boolean }) {
  const cart = getCart(context);
  const priced = await priceCartShown(context, cart);
  return {
    cart: await showCart(context, cart, priced),
    pending: confirming ? await pendingAddView(context) : null,
    leftOut: takeReorderLeftOut(context),
    signedIn: isSignedIn(context.session),
    meta: { title: context.t("cart.title") },
  };
}
