// Opening hours as the store page shows them: the windows of today in the store's time zone.
// Hours are "HH:MM" wall-clock times in that zone (app/contract/catalogue.ts).
import type { OpeningHours } from "~/contract";
import { formatterFor } from "~/i18n/format";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

// One formatter per zone and per language (a store page renders several).
const weekdayFormats = new Map<string, Intl.DateTimeFormat>();
const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** The weekday (0 = Sunday) at `at` in `timeZone`. */
export function weekdayIn(timeZone: string, at: Date): number {
  return WEEKDAYS.indexOf(
    formatterFor(
      weekdayFormats,
      timeZone,
      () => new Intl.DateTimeFormat("en-US", { weekday: "short", timeZone }),
    ).format(at),
  );
}

/** Today's opening windows; a whole day (00:00–24:00) is `allDay`. */
export function todaysHours(
  hours: OpeningHours[],
  timeZone: string,
  at: Date,
): { allDay: boolean; windows: { open: string; close: string }[] } {
  const today = weekdayIn(timeZone, at);
  const windows = hours.filter((h) => h.day === today).map((h) => ({ open: h.open, close: h.close }));
  return { allDay: windows.some((w) => w.open === "00:00" && w.close === "24:00"), windows };
}

/** "HH:MM" as the page's language writes a time of day ("24:00" is midnight). */
export function formatClock(hhmm: string, intlLocale: string): string {
  const [h, m] = hhmm.split(":").map(Number);
  const format = formatterFor(
    clockFormats,
    intlLocale,
    () => new Intl.DateTimeFormat(intlLocale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }),
  );
  return format.format(new Date(Date.UTC(2000, 0, 1, h! % 24, m)));
}
