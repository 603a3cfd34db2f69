// The one place numbers and times become text, on the server and in the browser alike: every digit
// a page shows goes through here (money through ./money.ts, which uses the same tag), so a page has
// one digit system (decision 0025), and every time is in the store's IANA time zone (decision 0026).
import { intlTag, NUMBERING_SYSTEM, type Language, type Locale } from "./locale";

/** The formatter kept in `formats` under `key`, made on first use: making one costs far more than using it. */
export function formatterFor<F>(formats: Map<string, F>, key: string, make: () => F): F {
  let format = formats.get(key);
  if (format === undefined) formats.set(key, (format = make()));
  return format;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
/** What Intl writes for a number ≥ 0 with no grouping and up to 20 fraction digits (a minus is the locale's). */
const PLAIN_DECIMAL = /^\d+(?:\.\d{1,20})?$/;

/** A count or quantity in the page's digits ("3", never "٣" next to a "3"); no grouping. */
export function formatNumber(lang: Language, value: number): string {
  // In Western digits a plain decimal is the number's own text, so no Intl: a browser tab's first
  // NumberFormat sets up ICU's number data (~30 ms on a fast machine), paid in hydration (decision 0069).
  const text = String(value);
  if (NUMBERING_SYSTEM[lang] === "latn" && PLAIN_DECIMAL.test(text) && !Object.is(value, -0)) return text;
  const tag = `${lang}-u-nu-${NUMBERING_SYSTEM[lang]}`;
  return formatterFor(
    numberFormats,
    tag,
    () => new Intl.NumberFormat(tag, { useGrouping: false, maximumFractionDigits: 20 }),
  ).format(value);
}

/** How a time is shown: a date and time, a time only, a weekday, a slot's clock time, a day, or a time with its day. */
export type TimeStyle = "dateTime" | "time" | "weekday" | "clock" | "opening" | "day" | "dayTime";

const TIME_OPTIONS: Record<TimeStyle, Intl.DateTimeFormatOptions> = {
  dateTime: { dateStyle: "medium", timeStyle: "short" },
  time: { timeStyle: "short" },
  weekday: { weekday: "short" },
  clock: { hour: "2-digit", minute: "2-digit" },
  /** When a closed store opens: "Mon 9:00 AM". */
  opening: { weekday: "short", hour: "numeric", minute: "2-digit" },
  /** A day of slots after tomorrow: "Thursday 26 November". */
  day: { weekday: "long", day: "numeric", month: "long" },
  /** A time on another day than today: "Nov 28, 4:10 PM". */
  dayTime: { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" },
};

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant (ISO 8601) as the customer reads it: in the store's time zone, never the server's or
 * the browser's. Loaders call it and send the text, so hydration renders exactly what the server did.
 */
export function formatTime(locale: Locale, timeZone: string, iso: string, style: TimeStyle = "dateTime"): string {
  const key = `${intlTag(locale)}|${timeZone}|${style}`;
  const format = formatterFor(
    timeFormats,
    key,
    () => new Intl.DateTimeFormat(intlTag(locale), { ...TIME_OPTIONS[style], timeZone }),
  );
  return format.format(new Date(iso));
}

/**
 * A delivery slot as its day and window in the store's zone: "Mon 09:30 AM–10:00 AM", or only its
 * window ("09:30 AM–10:00 AM") where its day is said already (`only: "clock"`, the checkout's groups).
 */
export function formatSlot(
  locale: Locale,
  timeZone: string,
  slot: { starts_at: string; ends_at: string },
  only?: "clock",
): string {
  const clock = (iso: string) => formatTime(locale, timeZone, iso, "clock");
  const window = `${clock(slot.starts_at)}–${clock(slot.ends_at)}`;
  return only === "clock" ? window : `${formatTime(locale, timeZone, slot.starts_at, "weekday")} ${window}`;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of an instant in a time zone, as "2026-11-24" (to compare days, never shown). */
export function slotDay(timeZone: string, iso: string): string {
  const format = formatterFor(
    dayFormats,
    timeZone,
    () => new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone }),
  );
  return format.format(new Date(iso));
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock time of an instant in a time zone, as "16:30" (a posted value, never shown). */
export function slotTime(timeZone: string, iso: string): string {
  const format = formatterFor(
    clockFormats,
    timeZone,
    () => new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone }),
  );
  return format.format(new Date(iso));
}

const listFormats = new Map<string, Intl.ListFormat>();
const listFormat = (lang: Language, type: "conjunction" | "unit", style: "long" | "short" | "narrow") => {
  const tag = `${lang}-u-nu-${NUMBERING_SYSTEM[lang]}`;
  return formatterFor(listFormats, `${tag}|${type}|${style}`, () => new Intl.ListFormat(tag, { type, style }));
};

/**
 * The one way a page joins a list (decision 0055), in the page's language: `"and"` names things
 * ("Fries and Onion Rings", "Fries وOnion Rings"); `"parts"` (the default) enumerates the parts of
 * one thing — an item's options, a place's names, a day's opening windows — with the language's
 * comma ("Sesame bun, 2× Cheddar cheese"; "خبز بالسمسم، ٢× جبنة شيدر"): the language's unit list,
 * less the conjunction some languages put before every item (Arabic's "، و").
 */
export function formatList(lang: Language, items: readonly string[], kind: "and" | "parts" = "parts"): string {
  if (kind === "and") return listFormat(lang, "conjunction", "long").format(items);
  return items.join(listSeparator(lang));
}

const separators = new Map<string, string>();

/** The separator of a unit list's middle ("a, b, c"; Arabic "a، وb، وc"), less its conjunction: ", " / "، ". */
function listSeparator(lang: Language): string {
  return formatterFor(separators, lang, () => {
    const conjunction = listFormat(lang, "conjunction", "narrow").formatToParts(["a", "b"])[1]?.value.trim() ?? "";
    const middle = listFormat(lang, "unit", "short").formatToParts(["a", "b", "c"])[1]?.value ?? ", ";
    const trimmed = middle.trimEnd();
    return conjunction && trimmed !== conjunction && trimmed.endsWith(conjunction)
      ? `${trimmed.slice(0, -conjunction.length).trimEnd()} `
      : middle;
  });
}
