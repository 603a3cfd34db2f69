// The checkout's schedule as a day and a time of day, both in the store's time zone: the slots the
// platform computed grouped by day for the picker, and the posted pair turned back into the slot's
// instant (a pair that is no slot of that day is refused by the caller).
import type { AppContext } from "../request";
import { formatSlot, slotDay, slotTime } from "~/i18n/format";
import { dayName } from "../catalogue";

export interface ScheduleDay {
  /** The calendar day in the store's zone, "2026-11-27" (the posted value). */
  key: string;
  /** "Today", "Tomorrow", then the weekday and date. */
  label: string;
  slots: { time: string; label: string }[];
}

/** Slots grouped by their day in the store's zone: "Today", "Tomorrow", then the weekday and date. */
export function scheduleDays(
  context: AppContext,
  timeZone: string,
  slots: { starts_at: string; ends_at: string }[],
): ScheduleDay[] {
  const now = Date.now();
  const days: ScheduleDay[] = [];
  for (const slot of slots) {
    const key = slotDay(timeZone, slot.starts_at);
    if (days.at(-1)?.key !== key) days.push({ key, label: dayName(context, timeZone, slot.starts_at, now), slots: [] });
    days.at(-1)!.slots.push({
      time: slotTime(timeZone, slot.starts_at),
      label: formatSlot(context.locale, timeZone, slot, "clock"),
    });
  }
  return days;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** How far a time zone's wall clock is ahead of UTC at an instant (ms, whole minutes). */
function offsetAt(ms: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(new Date(ms));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return (
    Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute")) -
    Math.floor(ms / 60_000) * 60_000
  );
}

/**
 * The instant whose wall clock in `timeZone` reads `day` ("2026-11-27") at `time` ("16:30"), as ISO
 * 8601; null when either is malformed or the pair names no such moment (a clock change skips it).
 */
export function scheduledInstant(day: string, time: string, timeZone: string): string | null {
  const d = DAY.exec(day);
  const t = TIME.exec(time);
  if (!d || !t) return null;
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  let guess = wall;
  for (let i = 0; i < 2; i++) guess = wall - offsetAt(guess, timeZone);
  const iso = new Date(guess).toISOString();
  return slotDay(timeZone, iso) === day && slotTime(timeZone, iso) === time ? iso : null;
}
