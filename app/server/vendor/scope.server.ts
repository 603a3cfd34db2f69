// On a vendor host only that vendor's brand, stores and orders exist: the one check every page and
// form that shows or changes a store's catalogue, a cart or an order goes through (a store's or an
// order's brand against the host's vendor; another vendor's is a 404). The directory host, which
// has no vendor, is every brand's (docs/decisions/0082). A catalogue page in the wrong country moves
// to the right one (same language).
import { redirect } from "@remix-run/node";
import { type AppContext, notFound } from "../request";
import { countryFromIso2 } from "~/i18n/countries";
import { switchLocalePath } from "~/i18n/locale";
import { pageUrl } from "~/utils/data-request";

export function requireVendorBrand(context: Pick<AppContext, "vendor">, brandSlug: string): void {
  if (!inVendorScope(context, brandSlug)) throw notFound();
}

function inVendorScope(context: Pick<AppContext, "vendor">, brandSlug: string): boolean {
  return context.vendor.kind !== "vendor" || context.vendor.brandSlug === brandSlug;
}

/** The brand a list of orders is narrowed to on this host (null: every brand's). */
export function vendorBrandSlug(context: Pick<AppContext, "vendor">): string | null {
  return context.vendor.kind === "vendor" ? context.vendor.brandSlug : null;
}

export function requireCountry(context: AppContext, request: Request, iso2: string): void {
  const country = countryFromIso2(iso2);
  if (!country) throw notFound();
  if (country !== context.locale.country) {
    const url = pageUrl(request.url);
    throw redirect(switchLocalePath(url.pathname + url.search, { lang: context.locale.lang, country }));
  }
}
