// A scheduled order's day, then its time: two selects. Without JS the time list holds every time
// of any day (each marked with the days it exists on) and the server refuses a time its day does
// not have; with JS the time list follows the day.
import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { refusalTarget } from "~/components/refusal";
import { useI18n } from "~/i18n/react";

export interface ScheduleDay {
  key: string;
  label: string;
  slots: { time: string; label: string }[];
}

/** Every time of any day, in clock order, with the days it exists on (the list without JS). */
function allTimes(days: ScheduleDay[]) {
  const times = new Map<string, { time: string; label: string; days: string[] }>();
  for (const day of days) {
    for (const slot of day.slots) {
      const known = times.get(slot.time);
      if (known) known.days.push(day.key);
      else times.set(slot.time, { ...slot, days: [day.key] });
    }
  }
  return [...times.values()].sort((a, b) => a.time.localeCompare(b.time));
}

export function SchedulePicker({
  days,
  day: postedDay,
  time: postedTime,
  error,
  first,
}: {
  days: ScheduleDay[];
  day: string | undefined;
  time: string | undefined;
  error: string | undefined;
  first: string | null;
}) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const [day, setDay] = useState(days.some((d) => d.key === postedDay) ? postedDay! : days[0]?.key);
  const [time, setTime] = useState(postedTime);
  if (!days.length) return <p className="mt-3 text-gray-700">{t("checkout.noSlots")}</p>;
  const times = hydrated ? days.find((d) => d.key === day)!.slots.map((s) => ({ ...s, days: [day!] })) : allTimes(days);
  // The time as chosen where the list has it, else the day's first (never a time the day lacks).
  const chosenTime = times.some((s) => s.time === time) ? time : days.find((d) => d.key === day)!.slots[0]?.time;
  return (
    <fieldset className="mt-3" data-testid="schedule">
      <legend className="label">{t("checkout.slot")}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <DaySelect days={days} day={day} onChange={setDay} />
        <TimeSelect times={times} time={chosenTime} onChange={setTime} error={error} first={first} />
      </div>
      {error ? (
        <p id="schedule-error" className="field-error" role="alert" data-testid="schedule-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The day's select: the days that have slots. */
function DaySelect({
  days,
  day,
  onChange,
}: {
  days: ScheduleDay[];
  day: string | undefined;
  onChange: (day: string) => void;
}) {
  const { t } = useI18n();
  return (
    <div>
      <label htmlFor="schedule_day" className="block text-sm text-gray-700">
        {t("checkout.scheduleDay")}
      </label>
      <select
        id="schedule_day"
        name="schedule_day"
        className="input min-h-11"
        value={day}
        onChange={(e) => onChange(e.target.value)}
      >
        {days.map((d) => (
          <option key={d.key} value={d.key}>
            {d.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The time's select: each time marked with the days it exists on; refused, it names its message. */
function TimeSelect({
  times,
  time,
  onChange,
  error,
  first,
}: {
  times: ReturnType<typeof allTimes>;
  time: string | undefined;
  onChange: (time: string) => void;
  error: string | undefined;
  first: string | null;
}) {
  const { t } = useI18n();
  return (
    <div>
      <label htmlFor="schedule_time" className="block text-sm text-gray-700">
        {t("checkout.scheduleTime")}
      </label>
      <select
        id="schedule_time"
        name="schedule_time"
        className="input min-h-11"
        value={time}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "schedule-error" : undefined}
        {...refusalTarget(first, "schedule_time")}
      >
        {times.map((s) => (
          <option key={s.time} value={s.time} data-days={s.days.join(" ")}>
            {s.label}
          </option>
        ))}
      </select>
    </div>
  );
}
