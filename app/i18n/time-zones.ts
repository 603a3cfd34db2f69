// Times on orders and delivery slots are shown in the store's time zone (where the customer takes
// delivery), never in the server's or the browser's: the same on both sides, so hydration agrees.
// Checkout knows the store's own `time_zone`; order pages fall back to the country's zone.
const COUNTRY_TIME_ZONES: Record<string, string> = {
  KW: "Asia/Kuwait",
  SA: "Asia/Riyadh",
  AE: "Asia/Dubai",
  PT: "Europe/Lisbon",
};

export function countryTimeZone(iso2: string): string {
  return COUNTRY_TIME_ZONES[iso2.toUpperCase()] ?? "UTC";
}
