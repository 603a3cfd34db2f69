// The customer's chosen delivery location, kept in the session with the time it was chosen; the
// location page's search on the server (locationPage) and the one action the page and the map
// dialog post a place to (chooseLocation).
import { json } from "@remix-run/node";
import { z } from "zod";
import { type AppContext, failure, refused, done } from "../request";
import { type Session, addToast } from "../session";
import { type Place, type SavedLocation, type SavedPlace } from "~/location/address";
import { SEARCH_QUERY_MAX } from "~/location/search-query";
import { parseCoordinate } from "~/location/coordinates";
import { localePath } from "~/i18n/locale";
import { safeRedirectPath } from "~/utils/redirect";
import { GeocoderError } from "./geocoder.server";
import { placeAt, searchPlaces } from "./search.server";
import { tooManyRequests, waitMessage } from "../ops";

declare module "../session/session.server" {
  interface SessionData {
    location?: SavedLocation;
  }
}

export function getLocation(session: Session): SavedLocation | null {
  return session.get("location") ?? null;
}

export function locationLabel(session: Session): string | null {
  return getLocation(session)?.address ?? null;
}

/** The short form a phone's header shows: the area's name ("Salmiya"), or null when the place has none. */
export function locationArea(session: Session): string | null {
  return getLocation(session)?.field_1?.trim() || null;
}

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => v || null)
    .nullable()
    .optional()
    .transform((v) => v ?? null);

/** A coordinate from a form field, read by parseCoordinate (Latin or Arabic digits, within bounds; empty is missing, not 0). */
const coordinate = (axis: "lat" | "lng") =>
  z
    .unknown()
    .transform(
      (value, ctx) =>
        parseCoordinate(value, axis) ??
        (ctx.addIssue({ code: z.ZodIssueCode.custom, message: `not a ${axis}` }), z.NEVER),
    );

/** A point on the map: coordinates in range. */
export const pointSchema = z.object({ lat: coordinate("lat"), lng: coordinate("lng") });

/** A chosen place as the location page and the map dialog post it. */
export const chosenPlaceSchema = pointSchema.extend({
  address: z.string().trim().min(1).max(500),
  field_1: text(255),
  field_2: text(255),
  field_3: text(255),
  field_4: text(255),
  field_5: text(255),
});

export function saveLocation(session: Session, place: Place, now = Date.now()): SavedLocation {
  const location: SavedLocation = { ...place, savedAt: now };
  session.set("location", location);
  return location;
}

/** Where the map opens: the saved location, if any. */
export function savedPoint(session: Session): { lat: number; lng: number } | null {
  const location = getLocation(session);
  return location ? { lat: location.lat, lng: location.lng } : null;
}

/** The browser's Maps JavaScript API key (configurations/firebase/maps-key). */
export const getMapsKey = (context: AppContext) => context.api.call("mapsKey");

/**
 * The location page: the places found for the search `q` (none asked: null; an empty or too long
 * one: 400; the client past its geocoding limit: 429 with Retry-After; the geocoder failing: 503,
 * each with its message), where to go back, and the current location.
 */
export async function locationPage(
  context: AppContext,
  { q, redirectTo, saved = [] }: { q: string | null; redirectTo: string; saved?: SavedPlace[] },
) {
  const query = q?.trim() ?? "";
  let results: Place[] | null = null;
  let error: string | null = null;
  let status = 200;
  let retryAfter: number | null = null;
  if (q !== null) {
    if (query.length === 0 || query.length > SEARCH_QUERY_MAX) {
      error = context.t("location.errors.query");
      status = 400;
    } else {
      try {
        const found = await searchPlaces(context, query);
        if (found.ok) results = found.value;
        else retryAfter = found.retryAfter;
      } catch (e) {
        if (!(e instanceof GeocoderError)) throw e;
        context.log.warn("geocoder failed", { kind: e.kind });
        error = context.t("location.errors.geocoder");
        status = 503;
      }
    }
  }
  const data = {
    query: query.slice(0, SEARCH_QUERY_MAX),
    results,
    error: retryAfter === null ? error : waitMessage(context.t, retryAfter),
    redirectTo,
    current: getLocation(context.session)?.address ?? null,
    /** A signed-in customer's saved addresses, each a place to choose (remembered-address.server.ts). */
    saved,
    meta: { title: context.t("common.location.title") },
  };
  return retryAfter === null ? json(data, { status }) : tooManyRequests(retryAfter, data);
}

/**
 * Saves the posted place as the delivery location (coordinates without an address are looked up
 * first) and answers done() with it: a plain form goes back to `redirectTo` with a toast, the map
 * dialog's data post gets `{ ok: true, redirectTo, location }`. Every refusal keeps the previous one.
 */
export async function chooseLocation(context: AppContext, form: FormData | null) {
  const redirectTo = safeRedirectPath(form?.get("redirectTo"), localePath(context.locale, "/"));
  const fields = Object.fromEntries(form?.entries() ?? []);
  // Every refusal below keeps the previous location.
  const refuse = (key: "place" | "noAddress" | "geocoder", status = 400) =>
    refused(context.t(`location.errors.${key}`), status);
  let place: Place | null = chosenPlaceSchema.safeParse(fields).data ?? null;
  if (!place) {
    // Coordinates without an address (a bookmarked or hand-made link): the address is looked up here.
    const point =
      typeof fields.address === "string" && fields.address.trim() ? null : pointSchema.safeParse(fields).data;
    if (!point) return refuse("place");
    try {
      const found = await placeAt(context, point.lat, point.lng);
      if (!found.ok)
        return tooManyRequests(found.retryAfter, failure({}, {}, waitMessage(context.t, found.retryAfter)));
      place = found.value;
    } catch (e) {
      if (!(e instanceof GeocoderError)) throw e;
      context.log.warn("reverse geocoder failed", { kind: e.kind });
      return refuse("geocoder", 503);
    }
    if (!place) return refuse("noAddress");
  }
  const location = saveLocation(context.session, place);
  // A plain form (this page) goes back where it came from and says so there; the map dialog posts
  // data, stays on its page and shows the place it gets back in the header.
  if (!context.isDataRequest) addToast(context.session, "success", context.t("location.saved"));
  return done(context, redirectTo, { location });
}
