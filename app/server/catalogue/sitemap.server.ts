// The pages a host's sitemap lists, from the catalogue cache (catalogue.server.ts: brand reads are
// shared and reused for CATALOGUE_CACHE_SECONDS, never a fresh platform read per crawl). A vendor
// host: its brand page and each active store. The directory: each country's home, every brand and
// every active store.
import type { AppContext } from "../request";
import { getBrand, getBrands } from "./catalogue.server";
import { COUNTRY_CODES, countryFromIso2, type CountryCode } from "~/i18n/countries";
import type { Brand } from "~/contract";
import { latest, type SitemapPage } from "~/seo/sitemap";

function brandPages(brand: Brand): SitemapPage[] {
  const country = countryFromIso2(brand.country_iso_code);
  if (!country) return [];
  const stores = brand.stores.filter((s) => s.activity === "active");
  return [
    { country, path: `/brand/${brand.slug}`, lastmod: latest(stores.map((s) => s.updated_at)) },
    ...stores.map((s) => ({ country, path: `/store/${s.slug}`, lastmod: s.updated_at ?? null })),
  ];
}

export async function sitemapPages(context: AppContext): Promise<SitemapPage[]> {
  const { vendor } = context;
  if (vendor.kind === "unknown") return [];
  if (vendor.kind === "vendor") return brandPages(await getBrand(context, vendor.brandSlug));
  const countries = await Promise.all(
    COUNTRY_CODES.map(async (country: CountryCode) => {
      const brands = await getBrands(context, country);
      const full = await Promise.all(brands.data.map((b) => getBrand(context, b.slug)));
      return [{ country, path: "/", lastmod: null }, ...full.flatMap(brandPages)];
    }),
  );
  return countries.flat();
}

/** The locales a host serves: a vendor's country in each language, or every country's. */
export function hostCountries(context: AppContext): CountryCode[] {
  return context.vendor.kind === "vendor" ? [context.vendor.country] : COUNTRY_CODES;
}
