// The customer's chosen delivery location, kept in the session with the time it was chosen.
import { z } from "zod";
import type { AppContext } from "./context.server";
import type { Session } from "./session.server";
import type { SavedLocation } from "~/location/address";
import { parseCoordinate } from "~/location/coordinates";

declare module "./session.server" {
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
  z.unknown().transform((value, ctx) => parseCoordinate(value, axis) ?? (ctx.addIssue({ code: z.ZodIssueCode.custom, message: `not a ${axis}` }), z.NEVER));

/** A point on the map: coordinates in range. */
export const pointSchema = z.object({ lat: coordinate("lat"), lng: coordinate("lng") });

/** A chosen place as the location page and the map dialog post it. */
export const chosenPlaceSchema = pointSchema.extend({
  address: z.string().trim().min(1).max(500),
  field_1: text(255),
  field_2: text(255),
  field_3: text(255),
  field_5: text(255),
});

export function saveLocation(session: Session, place: z.infer<typeof chosenPlaceSchema>, now = Date.now()): SavedLocation {
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
