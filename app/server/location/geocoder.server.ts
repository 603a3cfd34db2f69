// Address search on the server: Google's Geocoding web service when GOOGLE_MAPS_SERVER_KEY is set,
// the offline gazetteer otherwise. Both answer places with the fields the storefront keeps. Every
// Google call is paid: pages reach them through app/server/location/search.server.ts, which caches and limits them.
import { placeFromResults, type GeocodeResult, type Place } from "~/location/address";
import type { CountryCode } from "~/i18n/countries";
import type { Language } from "~/i18n/locale";
import { formatList } from "~/i18n/format";
import { blockName, splitBlock } from "~/location/block";
import { nearestInGazetteer, searchGazetteer, type GazetteerPlace } from "./gazetteer.server";

export class GeocoderError extends Error {
  constructor(readonly kind: "timeout" | "failed") {
    super(`geocoder ${kind}`);
  }
}

export interface Geocoder {
  /** Places matching a text, in one country. */
  search(query: string, opts: { lang: Language; country: CountryCode }): Promise<Place[]>;
  /** The address at a point (null when there is none); the place keeps the asked coordinates. */
  reverse(lat: number, lng: number, opts: { lang: Language }): Promise<Place | null>;
}

function gazetteerPlace(
  p: GazetteerPlace,
  at: { lat: number; lng: number } = p,
  block: string | null = null,
  lang: Language = "en",
): Place {
  const address = formatList(
    lang,
    [block ? blockName(block, lang) : null, p.name, p.city].filter((part): part is string => Boolean(part)),
  );
  return {
    lat: at.lat,
    lng: at.lng,
    address,
    field_1: p.name,
    field_2: null,
    field_3: null,
    field_5: null,
    ...(block ? { field_4: block } : {}),
  };
}

export function createGazetteerGeocoder(): Geocoder {
  return {
    async search(query, { lang, country }) {
      // "Block 10 Salmiya": the area is searched, the block goes with each place found.
      const { block, rest } = splitBlock(query);
      return searchGazetteer(rest, country, lang).map((p) => gazetteerPlace(p, p, block, lang));
    },
    async reverse(lat, lng, { lang }) {
      const nearest = nearestInGazetteer(lat, lng, lang);
      return nearest ? gazetteerPlace(nearest, { lat, lng }) : null;
    },
  };
}

interface GoogleAnswer {
  status: string;
  results: (GeocodeResult & { geometry: { location: { lat: number; lng: number } } })[];
}

/** Google's Geocoding web service (the default of GEOCODING_API_URL, config.server.ts). */
const GOOGLE_GEOCODING_URL = "https://maps.googleapis.com/maps/api/geocode/json";

export function createGoogleGeocoder(
  key: string,
  { timeoutMs = 5000, fetchImpl = fetch, baseUrl = GOOGLE_GEOCODING_URL } = {},
): Geocoder {
  /** Google's answer, [] for none; a GeocoderError for a timeout, an HTTP error or a refusal. */
  async function ask(params: Record<string, string>): Promise<GoogleAnswer["results"]> {
    const url = new URL(baseUrl);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
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
    if (answer.status !== "OK" || !Array.isArray(answer.results)) throw new GeocoderError("failed");
    return answer.results;
  }
  return {
    async search(query, { lang, country }) {
      const results = await ask({ address: query, language: lang, components: `country:${country.toUpperCase()}` });
      const { block } = splitBlock(query);
      return results.slice(0, 8).flatMap((result) => {
        const place = placeFromResults([result]);
        return place
          ? [
              {
                ...place,
                ...(block ? { field_4: block } : {}),
                lat: result.geometry.location.lat,
                lng: result.geometry.location.lng,
              },
            ]
          : [];
      });
    },
    async reverse(lat, lng, { lang }) {
      const results = await ask({ latlng: `${lat},${lng}`, language: lang });
      const place = placeFromResults(results);
      return place ? { ...place, lat, lng } : null;
    },
  };
}
