// From a geocoder's answer (Google's web service and its JS Geocoder share the shape) to the
// place the storefront keeps: the longest formatted address, and field_1 (sublocality or
// locality), field_2 (neighborhood), field_3 (route), field_5 (street number) — spec section 3.

export interface GeocodeComponent {
  long_name: string;
  types: string[];
}

export interface GeocodeResult {
  formatted_address: string;
  address_components: GeocodeComponent[];
}

export interface PlaceFields {
  /** The address as shown (the longest formatted address of the geocoder's answer). */
  address: string;
  field_1: string | null;
  field_2: string | null;
  field_3: string | null;
  /** The block, when the search named one ("Block 10 Salmiya", app/location/block.ts). */
  field_4?: string | null;
  field_5: string | null;
}

function component(results: GeocodeResult[], ...types: string[]): string | null {
  for (const type of types) {
    for (const result of results) {
      const found = result.address_components.find((c) => c.types.includes(type));
      if (found) return found.long_name;
    }
  }
  return null;
}

/** Null when the answer has no address (nothing to confirm). */
export function placeFromResults(results: GeocodeResult[]): PlaceFields | null {
  const withAddress = results.filter((r) => r.formatted_address?.trim());
  if (withAddress.length === 0) return null;
  const longest = withAddress.reduce((a, b) => (b.formatted_address.length > a.formatted_address.length ? b : a));
  return {
    address: longest.formatted_address,
    field_1: component(withAddress, "sublocality", "sublocality_level_1", "locality"),
    field_2: component(withAddress, "neighborhood"),
    field_3: component(withAddress, "route"),
    field_5: component(withAddress, "street_number"),
  };
}

/** A place with its point (what the geocoders answer). */
export interface Place extends PlaceFields {
  lat: number;
  lng: number;
}

/** An address of the book offered as a place: its label, its lines, and the place it posts. */
export interface SavedPlace {
  id: number;
  label: string;
  lines: string[];
  place: Place;
}

/** The customer's chosen delivery location, as the session keeps it and the location picker gets it. */
export interface SavedLocation extends Place {
  /** When it was chosen (ms since epoch); reused for 5 minutes before the device is asked again. */
  savedAt: number;
}

/** Spec section 9: a location from the device is reused for 5 minutes before it is asked again. */
export const LOCATION_REUSE_MS = 5 * 60 * 1000;

export function isFresh(savedAt: number | null | undefined, now = Date.now()): boolean {
  return typeof savedAt === "number" && now - savedAt >= 0 && now - savedAt < LOCATION_REUSE_MS;
}
