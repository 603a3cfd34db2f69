// Catalogue reads (brands, stores, menus): public, the same for every customer, so cached briefly
// per language and path, and shared by concurrent requests.
import type { z } from "zod";
import { createTtlCache } from "./cache.server";
import type { ApiClient } from "./api/client.server";
import { brandResponseSchema, brandsResponseSchema, storeResponseSchema, type Brand, type BrandsResponse, type Store } from "~/contract";
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
  return cache.get(key, ttlSeconds * 1000, () =>
    api.get(path, { schema, query, auth: false, signal: null }),
  ) as Promise<z.infer<S>>;
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
