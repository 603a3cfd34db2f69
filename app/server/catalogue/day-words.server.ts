// When something happens, as a customer reads it, in the store's time zone (decision 0108): "Today",
// "Tomorrow" or the day's date; a time alone today and with its date on another day; a slot as its
// window ("5:00 – 5:30 AM"). The server writes them (decision 0026): the browser shows the text.
import type { AppContext } from "../request";
import { formatTime, formatterFor, slotDay } from "~/i18n/format";
import { intlTag, type Locale } from "~/i18n/locale";

/** The calendar day after `day` ("2026-11-30" → "2026-12-01"), whatever the zone's clock changes. */
function nextDay(day: string): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + 1)).toISOString().slice(0, 10);
}

const today = (timeZone: string, now: number) => slotDay(timeZone, new Date(now).toISOString());

/** "Today", "Tomorrow", else the weekday and date ("Thursday 3 December"). */
export function dayName(
  context: Pick<AppContext, "t" | "locale">,
  timeZone: string,
  iso: string,
  now = Date.now(),
): string {
  const day = slotDay(timeZone, iso);
  const current = today(timeZone, now);
  if (day === current) return context.t("checkout.today");
  if (day === nextDay(current)) return context.t("checkout.tomorrow");
  return formatTime(context.locale, timeZone, iso, "day");
}

/** A time alone when it is today in the zone ("4:10 PM"), else with its date ("Nov 28, 4:10 PM"). */
export function timeOfDay(locale: Locale, timeZone: string, iso: string, now = Date.now()): string {
  return formatTime(locale, timeZone, iso, slotDay(timeZone, iso) === today(timeZone, now) ? "time" : "dayTime");
}

const windows = new Map<string, Intl.DateTimeFormat>();

/** From one time to another of a day, as the language writes a range, unbroken: "5:00 – 5:30 AM", "5:00–5:30 ص". */
export function timeWindow(locale: Locale, timeZone: string, from: string, to: string): string {
  const format = formatterFor(
    windows,
    `${intlTag(locale)}|${timeZone}`,
    () => new Intl.DateTimeFormat(intlTag(locale), { hour: "numeric", minute: "2-digit", timeZone }),
  );
  const [start, end] = [new Date(from), new Date(to)];
  // A window that ends at midnight or after is still one evening's: across two days a range would
  // carry both dates, so each end is its time alone, joined as a range of two day periods is.
  const text =
    slotDay(timeZone, from) === slotDay(timeZone, to)
      ? format.formatRange(start, end)
      : `${format.format(start)} – ${format.format(end)}`;
  // One piece on a line: its spaces do not break, nor does its dash.
  return text.replace(/[ \u2009]/g, "\u202f").replace(/–/g, "\u2060–\u2060");
}
