// Time zones without a library: Intl gives the wall-clock parts of an instant in a zone; the
// reverse (wall clock → instant) is found by correcting with the zone's offset twice (DST-safe
// except in the skipped hour, where it lands one hour later, which is fine for slots).
import type { OpeningHours } from "../app/contract";

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      weekday: "short",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday */
  weekday: number;
}

export function zonedParts(ms: number, timeZone: string): ZonedParts {
  const parts: Record<string, string> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(ms))) parts[p.type] = p.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS.indexOf(parts.weekday),
  };
}

function offsetMs(ms: number, timeZone: string): number {
  const p = zonedParts(ms, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/** The instant when the wall clock in `timeZone` shows the given date and minutes after midnight. */
export function zonedToUtc(year: number, month: number, day: number, minutes: number, timeZone: string): number {
  const guess = Date.UTC(year, month - 1, day, 0, minutes);
  const first = guess - offsetMs(guess, timeZone);
  const second = guess - offsetMs(first, timeZone);
  return second;
}

export const toMinutes = (hhmm: string): number => {
  const [h, m] = hhmm.split(":").map(Number);
  return h * 60 + m;
};

/** Opening windows of a weekday as [start, end) minutes after that day's midnight; end may exceed 1440. */
function windowsOf(hours: OpeningHours[], weekday: number): [number, number][] {
  return hours
    .filter((h) => h.day === weekday)
    .map((h) => {
      const open = toMinutes(h.open);
      let close = toMinutes(h.close);
      if (close <= open) close += 1440;
      return [open, close] as [number, number];
    });
}

export function isOpenAt(hours: OpeningHours[], timeZone: string, ms: number): boolean {
  const p = zonedParts(ms, timeZone);
  const minute = p.hour * 60 + p.minute;
  if (windowsOf(hours, p.weekday).some(([open, close]) => minute >= open && minute < close)) return true;
  const yesterday = (p.weekday + 6) % 7;
  return windowsOf(hours, yesterday).some(([, close]) => close > 1440 && minute < close - 1440);
}

/** The next instant the store opens after `ms` (within a week), or null when its hours never open it. */
export function nextOpeningAt(hours: OpeningHours[], timeZone: string, ms: number): number | null {
  if (isOpenAt(hours, timeZone, ms)) return null;
  const today = zonedParts(ms, timeZone);
  let best: number | null = null;
  for (let offset = 0; offset <= 7; offset++) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset, 12));
    for (const [open] of windowsOf(hours, date.getUTCDay())) {
      const at = zonedToUtc(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), open, timeZone);
      if (at > ms && (best === null || at < best)) best = at;
    }
    if (best !== null) return best;
  }
  return best;
}

export const SLOT_MINUTES = 30;
const LEAD_MINUTES = 45;
const DAYS_AHEAD = 3;
const MAX_SLOTS = 60;

/** Delivery slots (30 minutes) in the store's opening hours, starting at least 45 minutes from now, for 3 days. */
export function slotsFor(
  hours: OpeningHours[],
  timeZone: string,
  now: number,
): { starts_at: string; ends_at: string }[] {
  const earliest = now + LEAD_MINUTES * 60_000;
  const today = zonedParts(now, timeZone);
  const seen = new Set<number>();
  const out: { starts_at: string; ends_at: string }[] = [];
  for (let offset = -1; offset < DAYS_AHEAD && out.length < MAX_SLOTS; offset++) {
    // the calendar day `offset` days from today (noon UTC avoids DST edges)
    const noon = Date.UTC(today.year, today.month - 1, today.day + offset, 12);
    const date = new Date(noon);
    const weekday = date.getUTCDay();
    for (const [open, close] of windowsOf(hours, weekday)) {
      for (let m = open; m + SLOT_MINUTES <= close && out.length < MAX_SLOTS; m += SLOT_MINUTES) {
        const start = zonedToUtc(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), m, timeZone);
        if (start < earliest || start > now + DAYS_AHEAD * 86_400_000 || seen.has(start)) continue;
        seen.add(start);
        out.push({
          starts_at: new Date(start).toISOString(),
          ends_at: new Date(start + SLOT_MINUTES * 60_000).toISOString(),
        });
      }
    }
  }
  return out.sort((a, b) => a.starts_at.localeCompare(b.starts_at));
}

/** Great-circle distance in metres (haversine). Coordinates are not money: floats are fine here. */
export function distanceMetres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const R = 6_371_000;
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * R * Math.asin(Math.min(1, Math.sqrt(h)));
}
