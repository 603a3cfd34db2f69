// The four countries of the spec (section 9): codes, phone prefixes, currencies, decimals and map centres.
export const COUNTRIES = {
  kw: { iso2: "KW", iso3: "KWT", phoneCode: "+965", currency: "KWD", decimals: 3, center: { lat: 29.3759, lng: 47.9774 } },
  sa: { iso2: "SA", iso3: "SAU", phoneCode: "+966", currency: "SAR", decimals: 2, center: { lat: 24.7136, lng: 46.6753 } },
  ae: { iso2: "AE", iso3: "ARE", phoneCode: "+971", currency: "AED", decimals: 2, center: { lat: 25.2048, lng: 55.2708 } },
  pt: { iso2: "PT", iso3: "PRT", phoneCode: "+351", currency: "EUR", decimals: 3, center: { lat: 38.7223, lng: -9.1393 } },
} as const;

export type CountryCode = keyof typeof COUNTRIES;
export const COUNTRY_CODES = Object.keys(COUNTRIES) as CountryCode[];

/** The phone prefixes a customer may sign in with. */
export const PHONE_CODES = ["+965", "+966", "+971", "+351"] as const satisfies readonly (typeof COUNTRIES)[CountryCode]["phoneCode"][];

export function countryFromIso2(iso2: string | null | undefined): CountryCode | null {
  if (!iso2) return null;
  const code = iso2.toLowerCase();
  return Object.hasOwn(COUNTRIES, code) ? (code as CountryCode) : null;
}
