// On a vendor host only that vendor's brand and stores exist; a catalogue page in the wrong country
// moves to the right one (same language).
import { redirect } from "@remix-run/node";
import type { AppContext } from "./context.server";
import { notFound } from "./route-errors.server";
import { countryFromIso2 } from "~/i18n/countries";
import { switchLocalePath } from "~/i18n/locale";

export function requireVendorBrand(context: AppContext, brandSlug: string): void {
  if (context.vendor.kind === "vendor" && context.vendor.brandSlug !== brandSlug) throw notFound();
}

export function requireCountry(context: AppContext, request: Request, iso2: string): void {
  const country = countryFromIso2(iso2);
  if (!country) throw notFound();
  if (country !== context.locale.country) {
    const url = new URL(request.url);
    url.searchParams.delete("_data");
    throw redirect(switchLocalePath(url.pathname + url.search, { lang: context.locale.lang, country }));
  }
}
