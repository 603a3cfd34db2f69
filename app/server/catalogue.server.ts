// Catalogue reads (brands, stores, menus): public, the same for every customer, so cached briefly
// (CATALOGUE_CACHE_SECONDS) per language, endpoint and parameters, and shared by concurrent requests.
import { createTtlCache } from "./cache.server";
import type { AppContext } from "./context.server";
import type { Brand, BrandsResponse, EndpointResponse, Store } from "~/contract";
import type { CallOptions } from "./api/client.server";
import type { CountryCode } from "~/i18n/countries";

const cache = createTtlCache<unknown>({ maxEntries: 500 });

/** What a catalogue read needs of the request's context. */
type Catalogued = Pick<AppContext, "api" | "config">;

function cachedCall<N extends "brands" | "brand" | "store">(context: Catalogued, name: N, input: CallOptions<N>): Promise<EndpointResponse<N>> {
  const { api, config } = context;
  const call = api.call as (name: N, input: CallOptions<N>) => Promise<EndpointResponse<N>>;
  const key = `${api.language}|${name}|${JSON.stringify(input)}`;
  // Shared by concurrent requests: not cancelled with one customer's request (signal: null).
  return cache.get(key, config.CATALOGUE_CACHE_SECONDS * 1000, () => call(name, { ...input, signal: null })) as Promise<EndpointResponse<N>>;
}

export function getBrands(context: Catalogued, country: CountryCode): Promise<BrandsResponse> {
  return cachedCall(context, "brands", { query: { country_iso_code: country.toUpperCase() } });
}

export function getBrand(context: Catalogued, slug: string): Promise<Brand> {
  return cachedCall(context, "brand", { params: { brandSlug: slug } });
}

export function getStore(context: Catalogued, slug: string): Promise<Store> {
  return cachedCall(context, "store", { params: { storeSlug: slug } });
}
