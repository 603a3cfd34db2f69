// The store page's data, in one call for its loader: the store (its vendor's and country's),
// the menu a URL asks for with its cards, the cart beside it, whether the branch delivers to the
// chosen location, the wallet, "order again", the dietary filter, and its search-engine texts.
import { redirect } from "@remix-run/node";
import type { StoreInfo } from "~/contract";
import { cartStoreSlug } from "~/cart/cart";
import { productCard } from "~/cart/product-card";
import { absoluteUrl } from "~/seo/site-url";
import { storeFacts } from "~/utils/store-facts";
import { SEARCH_MAX_LENGTH } from "~/utils/search";
import { derivedFrom } from "../ops";
import { type AppContext, publicOrigin, requireKnownLocale, requireSlug, routeError } from "../request";
import { requireCountry, requireVendorBrand } from "../vendor";
import { getStore } from "../catalogue";
import { isSignedIn } from "../sign-in";
import { deliveryHere, getLocation } from "../location";
import { walletOffer } from "../account";
import { getCart, priceCartShown, showCart } from "../cart";
import { orderAgainRow } from "../checkout";
import { dietFilter } from "./diet-filter.server";
import { pickMenu, storeJsonLd, storeSeo } from "./menu.server";

/** What the page shows of the store above its facts (not the whole record: hydration data). */
function storeHeading({ slug, brand_slug, name, logo, address_text, country }: StoreInfo) {
  return { slug, brand_slug, name, logo, address_text, country };
}

/** The store of the URL, if this host and country may show it; one URL per page, without a trailing slash. */
async function pageStore(context: AppContext, request: Request, params: Record<string, string | undefined>) {
  requireKnownLocale(params);
  const slug = requireSlug(params.storeSlug);
  // Its product links are relative to it.
  const url = new URL(request.url);
  if (url.pathname.endsWith("/")) throw redirect(`${url.pathname.replace(/\/+$/, "")}${url.search}`, 301);
  const store = await getStore(context, slug).catch(routeError);
  requireVendorBrand(context, store.info.brand_slug);
  requireCountry(context, request, store.info.country.iso_two_code);
  return store;
}

export async function storePage(context: AppContext, request: Request, params: Record<string, string | undefined>) {
  const store = await pageStore(context, request, params);
  const searchParams = new URL(request.url).searchParams;
  const menu = pickMenu(store.menus, searchParams.get("menu"));
  // One URL per menu: the default menu's is the store's own, without ?menu=.
  const path = `/store/${store.info.slug}${menu && menu !== pickMenu(store.menus, null) ? `?menu=${menu.info.id}` : ""}`;
  // The summary follows each change of cart, promo code, location, language or wallet flag: the
  // platform prices each new state once (a render of the same state reuses it, decision 62).
  const cart = getCart(context);
  const again = orderAgainRow(context, store.info.brand_slug); // a signed-in customer's last orders at the brand (decision 117)
  const [priced, delivery, wallet] = await Promise.all([
    cartStoreSlug(cart) === store.info.slug ? priceCartShown(context, cart) : null,
    deliveryHere(context, store.info),
    walletOffer(context, cart),
  ]);
  // The cards and the JSON-LD once per catalogue read (the same read serves every render while kept).
  const categories =
    menu &&
    derivedFrom(menu, "cards", () =>
      menu.categories.map((c) => ({ id: c.id, name: c.name, products: c.products.map(productCard) })),
    );
  // The JSON-LD goes into the document only, not into its hydration data (decision 115).
  if (!context.isDataRequest) {
    const origin = publicOrigin(request, context);
    const storeUrl = absoluteUrl(origin, context.locale, `/store/${store.info.slug}`);
    context.jsonLd = storeJsonLd(store, menu, storeUrl, absoluteUrl(origin, context.locale, path));
  }
  return {
    cart: await showCart(context, cart, priced),
    ...(await again),
    signedIn: isSignedIn(context.session),
    wallet,
    info: storeHeading(store.info),
    cover: store.info.cover,
    menus: store.menus.map((m) => m.info),
    menu: menu && categories && { info: menu.info, categories },
    query: (searchParams.get("q") ?? "").trim().slice(0, SEARCH_MAX_LENGTH),
    diets: dietFilter(store, searchParams),
    facts: storeFacts(store.info, delivery?.here ?? null),
    notHere: delivery && !delivery.here.delivers ? { place: delivery.place, others: delivery.others } : null,
    /** A location is chosen: until then the page asks where to deliver (decision 105). */
    located: getLocation(context.session) !== null,
    logoBrandSlug: store.info.brand_slug,
    seo: await storeSeo(context, request, store, menu, path),
  };
}
