// A cart as a page shows it: names from the catalogue and money in the currency of the platform's
// configuration for the store's country, both in the page's language.
import type { AppContext } from "./context.server";
import { cartNames } from "./cart-names.server";
import { countrySettings } from "./country-settings.server";
import type { Cart, CheckoutResult } from "~/cart/cart";
import { cartView, type CartView } from "~/components/cart/cart-view";

export async function showCart(context: Pick<AppContext, "api" | "config" | "locale">, cart: Cart, priced: CheckoutResult | null): Promise<CartView> {
  const country = cart.items[0]?.storeCountry.iso_two_code ?? context.locale.country;
  const [names, settings] = await Promise.all([cartNames(context, cart), countrySettings(context, country)]);
  return cartView(cart, priced, { names, lang: context.locale.lang, currency: settings.currency });
}
