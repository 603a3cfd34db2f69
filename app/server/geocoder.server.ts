// Address search on the server: Google's Geocoding web service when GOOGLE_MAPS_SERVER_KEY is set,
// the offline gazetteer otherwise. Both answer places with the fields the storefront keeps.
import { placeFromResults, type GeocodeResult, type PlaceFields } from "~/location/address";
import type { CountryCode } from "~/i18n/countries";
import type { Language } from "~/i18n/locale";
import { searchGazetteer } from "./gazetteer.server";

export interface Place extends PlaceFields {
  lat: number;
  lng: number;
}

export class GeocoderError extends Error {
  constructor(readonly kind: "timeout" | "failed") {
    super(`geocoder ${kind}`);
  }
}

export interface Geocoder {
  search(query: string, opts: { lang: Language; country: CountryCode }): Promise<Place[]>;
}

export function createGazetteerGeocoder(): Geocoder {
  return {
    async search(query, { lang, country }) {
      return searchGazetteer(query, country, lang).map((p) => ({
        lat: p.lat,
        lng: p.lng,
        address: `${p.name}, ${p.city}`,
        field_1: p.name,
        field_2: null,
        field_3: null,
        field_5: null,
      }));
    },
  };
}

interface GoogleAnswer {
  status: string;
  results: (GeocodeResult & { geometry: { location: { lat: number; lng: number } } })[];
}

export function createGoogleGeocoder(key: string, { timeoutMs = 5000, fetchImpl = fetch } = {}): Geocoder {
  return {
    async search(query, { lang, country }) {
      const url = new URL("https://maps.googleapis.com/maps/api/geocode/json");
      url.searchParams.set("address", query);
      url.searchParams.set("language", lang);
      url.searchParams.set("components", `country:${country.toUpperCase()}`);
      url.searchParams.set("key", key);
      let answer: GoogleAnswer;
      try {
        const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
        if (!response.ok) throw new GeocoderError("failed");
        answer = (await response.json()) as GoogleAnswer;
      } catch (error) {
        if (error instanceof GeocoderError) throw error;
        throw new GeocoderError(error instanceof Error && error.name === "TimeoutError" ? "timeout" : "failed");
      }
      if (answer.status === "ZERO_RESULTS") return [];
      if (answer.status !== "OK") throw new GeocoderError("failed");
      return answer.results.slice(0, 8).flatMap((result) => {
        const place = placeFromResults([result]);
        return place ? [{ ...place, lat: result.geometry.location.lat, lng: result.geometry.location.lng }] : [];
      });
    },
  };
}

export function createGeocoder(serverKey: string | undefined): Geocoder {
  return serverKey ? createGoogleGeocoder(serverKey) : createGazetteerGeocoder();
}
