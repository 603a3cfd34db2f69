// The customer's chosen delivery location, kept in the session with the time it was chosen.
import type { Session } from "./session.server";

export interface SavedLocation {
  lat: number;
  lng: number;
  /** The address as shown (the longest formatted address of the reverse-geocode result). */
  address: string;
  field_1: string | null;
  field_2: string | null;
  field_3: string | null;
  field_5: string | null;
  /** When it was chosen (ms since epoch); reused for 5 minutes before the device is asked again. */
  savedAt: number;
}

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
