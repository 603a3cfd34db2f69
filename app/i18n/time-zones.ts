// Times on orders and delivery slots are shown in the store's time zone (where the customer takes
// delivery), never in the server's or the browser's: the same on both sides, so hydration agrees.
// Checkout knows the store's own `time_zone`; order pages fall back to the country's zone, which is
// a fact of the country table (countries.ts).
import { countryFromIso2, COUNTRIES } from "./countries";

/** The time zone of a country by its ISO alpha-2 code ("KW" → "Asia/Kuwait"); UTC for an unknown one. */
export function countryTimeZone(iso2: string): string {
  const code = countryFromIso2(iso2);
  return code ? COUNTRIES[code].timeZone : "UTC";
}
