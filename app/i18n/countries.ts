// The four countries of the spec (section 9), the one table of their facts: codes, phone prefixes,
// currencies, decimals (money is in minor units of 10^-decimals), map centres and time zones (IANA;
// where a store's times are shown when the store's own zone is unknown). The contract's country
// enums and wire facts (app/contract/common.ts) and countryTimeZone (time-zones.ts) are derived from it.
//
// Not here: the countries' names. A name is text in a language, so it lives with the other
// translations, `home.countries.{code}` in app/locales/{lang}/browse.json: every language has it
// (tests/unit/i18n.test.ts checks the files agree), a translator edits it where all the other text
// is, and a page reads it with `t` in its own language. The sandbox seeds the platform's
// `name`/`name_arabic` from the same files.
export const COUNTRIES = {
  kw: {
    iso2: "KW",
    iso3: "KWT",
    phoneCode: "+965",
    currency: "KWD",
    decimals: 3,
    center: { lat: 29.3759, lng: 47.9774 },
    timeZone: "Asia/Kuwait",
  },
  sa: {
    iso2: "SA",
    iso3: "SAU",
    phoneCode: "+966",
    currency: "SAR",
    decimals: 2,
    center: { lat: 24.7136, lng: 46.6753 },
    timeZone: "Asia/Riyadh",
  },
  ae: {
    iso2: "AE",
    iso3: "ARE",
    phoneCode: "+971",
    currency: "AED",
    decimals: 2,
    center: { lat: 25.2048, lng: 55.2708 },
    timeZone: "Asia/Dubai",
  },
  pt: {
    iso2: "PT",
    iso3: "PRT",
    phoneCode: "+351",
    currency: "EUR",
    decimals: 3,
    center: { lat: 38.7223, lng: -9.1393 },
    timeZone: "Europe/Lisbon",
  },
} as const;

export type CountryCode = keyof typeof COUNTRIES;
type Country = (typeof COUNTRIES)[CountryCode];
export const COUNTRY_CODES = Object.keys(COUNTRIES) as CountryCode[];

/** The ISO 3166 alpha-2 codes, as the platform writes them ("KW"). */
export const COUNTRY_ISO2 = COUNTRY_CODES.map((code) => COUNTRIES[code].iso2) as [
  Country["iso2"],
  ...Country["iso2"][],
];

/** The phone prefixes a customer may sign in with. */
export const PHONE_CODES = COUNTRY_CODES.map((code) => COUNTRIES[code].phoneCode) as [
  Country["phoneCode"],
  ...Country["phoneCode"][],
];

export function countryFromIso2(iso2: string | null | undefined): CountryCode | null {
  if (!iso2) return null;
  const code = iso2.toLowerCase();
  return Object.hasOwn(COUNTRIES, code) ? (code as CountryCode) : null;
}
