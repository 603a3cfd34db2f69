// The server's address search and coordinate lookups within a budget (decision 83). With
// GOOGLE_MAPS_SERVER_KEY every answer Google gives is a paid call, so each lookup goes, in order:
//
// 1. to the cache: an answer Google gave is kept for GEOCODING_BUDGET.cache.ttlSeconds, at most
//    `maxEntries` of them (the oldest go first), keyed by what the call sends: a search by its
//    normalised text (NFC, spaces collapsed, lower case), language and country; a lookup by its point
//    rounded to `pointDecimals` and language. Concurrent misses of one key share one call. A hit costs
//    nothing and is never limited.
// 2. past the client's limit: a lookup the cache cannot answer counts against `perClient`, through
//    the request's rate limiter (in memory, or in Redis with REDIS_URL: shared by every instance);
//    over it, the caller answers 429 with Retry-After and the wait in the customer's language.
// 3. past the process's cap: at most `perInstance.calls` Google calls a window in this process (each
//    worker has its own); over it, the offline gazetteer answers (as it does without a key; not
//    cached) and one warning is logged per window.
//
// Without a key the gazetteer answers everything: it costs nothing, so nothing here limits it.
import { type AppContext, checkLimit } from "../request";
import type { Place } from "~/location/address";
import { createTtlCache } from "../ops";
import { createGazetteerGeocoder, createGoogleGeocoder } from "./geocoder.server";

/** Every number of the budget, in one place (README: GOOGLE_MAPS_SERVER_KEY; decision 83). */
export const GEOCODING_BUDGET = {
  /** Google's answers kept: about 2 KB each at most (8 places), so a few MB when full. */
  cache: { maxEntries: 2000, ttlSeconds: 24 * 60 * 60 },
  /** Decimals a lookup's point is rounded to before it is sent and kept (5: about a metre). */
  pointDecimals: 5,
  /** Lookups the cache could not answer, per client address (times RATE_LIMIT_SCALE). */
  perClient: { limit: 20, windowSeconds: 60 },
  /** Google calls per process and window; over it the gazetteer answers. */
  perInstance: { calls: 120, windowSeconds: 60 },
} as const;

/** Places found, or the seconds the client must wait (its limit is passed). */
type Budgeted<T> = { ok: true; value: T } | { ok: false; retryAfter: number };

interface Answer {
  places: Place[];
  /** False for the gazetteer's answer over the cap: not kept, Google is asked again next window. */
  fromGoogle: boolean;
}

const cache = createTtlCache<Answer>({ maxEntries: GEOCODING_BUDGET.cache.maxEntries });
const gazetteer = createGazetteerGeocoder();

/** This process's fixed window of Google calls. */
let current = { startedAt: 0, calls: 0, warned: false };

/** Takes one Google call from this window's cap; false over it (the first refusal of a window logs a warning). */
function takeCall(context: AppContext, now = Date.now()): boolean {
  const { calls, windowSeconds } = GEOCODING_BUDGET.perInstance;
  if (now - current.startedAt >= windowSeconds * 1000) current = { startedAt: now, calls: 0, warned: false };
  if (current.calls < calls) {
    current.calls += 1;
    return true;
  }
  if (!current.warned) {
    current.warned = true;
    context.log.warn("geocoding cap reached: the offline gazetteer answers until the window ends", {
      calls,
      windowSeconds,
      resumesInSeconds: Math.ceil((current.startedAt + windowSeconds * 1000 - now) / 1000),
    });
  }
  return false;
}

/** A search as it is sent and kept: the same text however it was spaced or capitalised. */
export function normaliseQuery(query: string): string {
  return query.normalize("NFC").replace(/\s+/g, " ").trim().toLowerCase();
}

async function withinBudget(
  context: AppContext,
  key: string,
  google: () => Promise<Place[]>,
  offline: () => Promise<Place[]>,
): Promise<Budgeted<Place[]>> {
  const kept = cache.peek(key);
  if (kept) return { ok: true, value: kept.places };
  const wait = await checkLimit(context, "geocode", GEOCODING_BUDGET.perClient);
  if (wait !== null) return { ok: false, retryAfter: wait };
  const answer = await cache.get(
    key,
    GEOCODING_BUDGET.cache.ttlSeconds * 1000,
    async () =>
      takeCall(context) ? { places: await google(), fromGoogle: true } : { places: await offline(), fromGoogle: false },
    (value) => value.fromGoogle,
  );
  return { ok: true, value: answer.places };
}

function googleGeocoder(context: AppContext, key: string) {
  return createGoogleGeocoder(key, { baseUrl: context.config.GEOCODING_API_URL });
}

/** Places matching `query` in the page's country and language. A GeocoderError when Google fails. */
export async function searchPlaces(context: AppContext, query: string): Promise<Budgeted<Place[]>> {
  const { lang, country } = context.locale;
  const serverKey = context.config.GOOGLE_MAPS_SERVER_KEY;
  if (!serverKey) return { ok: true, value: await gazetteer.search(query, { lang, country }) };
  const text = normaliseQuery(query);
  return withinBudget(
    context,
    `search\n${lang}\n${country}\n${text}`,
    () => googleGeocoder(context, serverKey).search(text, { lang, country }),
    () => gazetteer.search(text, { lang, country }),
  );
}

/** The address at a point (null when there is none), keeping the asked coordinates. A GeocoderError when Google fails. */
export async function placeAt(context: AppContext, lat: number, lng: number): Promise<Budgeted<Place | null>> {
  const { lang } = context.locale;
  const serverKey = context.config.GOOGLE_MAPS_SERVER_KEY;
  if (!serverKey) return { ok: true, value: await gazetteer.reverse(lat, lng, { lang }) };
  const [roundedLat, roundedLng] = [lat, lng].map((n) => Number(n.toFixed(GEOCODING_BUDGET.pointDecimals))) as [
    number,
    number,
  ];
  const asPlaces = (place: Place | null): Place[] => (place ? [place] : []);
  const found = await withinBudget(
    context,
    `reverse\n${lang}\n${roundedLat},${roundedLng}`,
    async () => asPlaces(await googleGeocoder(context, serverKey).reverse(roundedLat, roundedLng, { lang })),
    async () => asPlaces(await gazetteer.reverse(roundedLat, roundedLng, { lang })),
  );
  if (!found.ok) return found;
  const place = found.value[0];
  return { ok: true, value: place ? { ...place, lat, lng } : null };
}
