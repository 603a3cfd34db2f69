// Catalogue reads (brands, stores, menus) and each country's configuration: public, the same for
// every customer, so cached briefly (CATALOGUE_CACHE_SECONDS) per language, endpoint and parameters,
// and shared by concurrent requests. Like every call they carry the stored access token when the
// customer who asks is signed in.
import { createTtlCache } from "../ops";
import { type AppContext, notFound, routeError } from "../request";
import type {
  Brand,
  BrandsResponse,
  ConfigurationsResponse,
  CountryIsoCode,
  EndpointResponse,
  Store,
} from "~/contract";
import type { CallOptions } from "../platform";
import type { CountryCode } from "~/i18n/countries";
import { findProduct } from "~/cart/selection";
import { requireCountry, requireVendorBrand } from "../vendor";

const cache = createTtlCache<object>({ maxEntries: 500 });
/**
 * Reads made for a customer's location (`?lat=&lng=`): kept apart, and few, so that they never push
 * the menus out of the shared cache (docs/decisions/0050).
 */
const locatedCache = createTtlCache<object>({ maxEntries: 200 });

/** What a catalogue read needs of the request's context. */
type Catalogued = Pick<AppContext, "api" | "config">;

function cachedCall<N extends "brands" | "brand" | "store" | "configurations">(
  context: Catalogued,
  name: N,
  input: CallOptions<N>,
  store = cache,
): Promise<EndpointResponse<N>> {
  const { api, config } = context;
  const call = api.call as (name: N, input: CallOptions<N>) => Promise<EndpointResponse<N>>;
  const key = `${api.language}|${name}|${JSON.stringify(input)}`;
  // Shared by concurrent requests: not cancelled with one customer's request (signal: null).
  return store.get(key, config.CATALOGUE_CACHE_SECONDS * 1000, () => call(name, { ...input, signal: null })) as Promise<
    EndpointResponse<N>
  >;
}

export function getBrands(context: Catalogued, country: CountryCode): Promise<BrandsResponse> {
  return cachedCall(context, "brands", { query: { country_iso_code: country.toUpperCase() } });
}

export function getBrand(context: Catalogued, slug: string): Promise<Brand> {
  return cachedCall(context, "brand", { params: { brandSlug: slug } });
}

/**
 * The brand read for a location: each branch's `delivery` there (distance, whether it delivers, the
 * fee and time), as the platform states it; the plain brand read without a location.
 */
export function getBrandAt(
  context: Catalogued,
  slug: string,
  point: { lat: number; lng: number } | null,
): Promise<Brand> {
  if (!point) return getBrand(context, slug);
  return cachedCall(
    context,
    "brand",
    { params: { brandSlug: slug }, query: { lat: point.lat, lng: point.lng } },
    locatedCache,
  );
}

export function getStore(context: Catalogued, slug: string): Promise<Store> {
  return cachedCall(context, "store", { params: { storeSlug: slug } });
}

/** A store of this host's vendor (any store on the directory host); another vendor's is a 404. */
export async function getVendorStore(context: AppContext, slug: string): Promise<Store> {
  const store = await getStore(context, slug).catch(routeError);
  requireVendorBrand(context, store.info.brand_slug);
  return store;
}

/**
 * A product of a store as its page and its add to cart find it: in the menu asked for (`menuId`),
 * else in the first menu that has it. A 404 when the store or the product is not there or the store
 * is another vendor's; a page in another country than the store's moves to the store's.
 */
export async function storeProduct(
  context: AppContext,
  request: Request,
  { storeSlug, productId, menuId }: { storeSlug: string; productId: number; menuId: number | null },
) {
  const store = await getVendorStore(context, storeSlug);
  requireCountry(context, request, store.info.country.iso_two_code);
  const found =
    menuId !== null
      ? findProduct(store.menus, menuId, productId)
      : (store.menus.map((m) => findProduct(store.menus, m.info.id, productId)).find(Boolean) ?? null);
  if (!found) throw notFound();
  return { store, ...found };
}

/**
 * `POST /v5/web/customer/configurations` for a country (ISO 3166-1 alpha-2): its currency, decimals,
 * phone code and payment methods — what the storefront would otherwise hard-code per country.
 */
export function getConfigurations(context: Catalogued, countryIso2: string): Promise<ConfigurationsResponse> {
  const country = countryIso2.toUpperCase() as CountryIsoCode;
  return cachedCall(context, "configurations", { body: { country_iso_code: country } });
}
