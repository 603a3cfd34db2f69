// The customer's chosen delivery location, kept in the session with the time it was chosen.
import { z } from "zod";
import type { AppContext } from "./context.server";
import type { Session } from "./session.server";
import type { SavedLocation } from "~/location/address";

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

/** A number from a form field in [min, max]; an empty field is missing (not 0). */
const coordinate = (min: number, max: number) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), z.coerce.number().finite().min(min).max(max));

/** A point on the map: coordinates in range. */
export const pointSchema = z.object({ lat: coordinate(-90, 90), lng: coordinate(-180, 180) });

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
