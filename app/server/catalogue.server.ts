// Catalogue reads (brands, stores, menus) and each country's configuration: public, the same for
// every customer, so cached briefly per language and path, and shared by concurrent requests. Like
// every call they carry the stored access token when the customer who asks is signed in.
import type { z } from "zod";
import { createTtlCache } from "./cache.server";
import type { ApiClient } from "./api/client.server";
import {
  brandResponseSchema,
  brandsResponseSchema,
  configurationsResponseSchema,
  storeResponseSchema,
  type Brand,
  type BrandsResponse,
  type ConfigurationsResponse,
  type Store,
} from "~/contract";
import type { CountryCode } from "~/i18n/countries";

const cache = createTtlCache<unknown>({ maxEntries: 500 });

function cachedGet<S extends z.ZodTypeAny>(
  api: ApiClient,
  ttlSeconds: number,
  path: string,
  schema: S,
  query?: Record<string, string>,
): Promise<z.infer<S>> {
  const key = `${api.language}|${path}|${new URLSearchParams(query).toString()}`;
  return cache.get(key, ttlSeconds * 1000, () => api.get(path, { schema, query, signal: null })) as Promise<z.infer<S>>;
}

/**
 * `POST /v5/web/customer/configurations` for a country (ISO 3166-1 alpha-2): its currency, decimals,
 * phone code and payment methods — what the storefront would otherwise hard-code per country.
 */
export function getConfigurations(api: ApiClient, ttl: number, countryIso2: string): Promise<ConfigurationsResponse> {
  const country = countryIso2.toUpperCase();
  return cache.get(`${api.language}|configurations|${country}`, ttl * 1000, () =>
    api.post("/v5/web/customer/configurations", { schema: configurationsResponseSchema, body: { country_iso_code: country }, signal: null }),
  ) as Promise<ConfigurationsResponse>;
}

export function getBrands(api: ApiClient, ttl: number, country: CountryCode): Promise<BrandsResponse> {
  return cachedGet(api, ttl, "/v5/web/customer/brands", brandsResponseSchema, { country_iso_code: country.toUpperCase() });
}

export function getBrand(api: ApiClient, ttl: number, slug: string): Promise<Brand> {
  return cachedGet(api, ttl, `/v5/web/customer/brands/${encodeURIComponent(slug)}`, brandResponseSchema);
}

export function getStore(api: ApiClient, ttl: number, slug: string): Promise<Store> {
  return cachedGet(api, ttl, `/v5/web/customer/stores/${encodeURIComponent(slug)}`, storeResponseSchema);
}
