// The checkout's "when": now (with the store's estimate) or a slot the platform computed, its day
// then its time in the store's time zone (schedule-picker.tsx); a closed store offers later only. With JS the slots show the moment
// "Schedule for later" is chosen, and the summary is repriced for that timing in the background
// (`?timing=`); without JS the slot list is always there under it. A row that opens in place
// (decision 118): "As soon as possible · 25–40 min", folded; a later time open, its day and time in
// view (and always when the store is closed or a time was refused).
import { useEffect, useState } from "react";
import { useNavigate } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { DeliveryEstimate, OrderTiming } from "~/contract";
import { estimateText } from "~/components/store/store-facts";
import { SchedulePicker, type ScheduleDay } from "./schedule-picker";
import { useI18n } from "~/i18n/react";
import { SummaryRow } from "./summary-row";

export interface DeliveryTimingProps {
  /** The timing the summary was priced for. */
  timing: OrderTiming;
  storeOpen: boolean;
  estimate: DeliveryEstimate | null;
  /** The slots by day in the store's zone, as text. */
  scheduleDays: ScheduleDay[];
  /** The day and time as last posted. */
  day: string | undefined;
  time: string | undefined;
  error: string | undefined;
  /** The first refused field (focused). */
  first: string | null;
}

export function DeliveryTiming({
  timing: priced,
  storeOpen,
  estimate,
  scheduleDays,
  day,
  time,
  error,
  first,
}: DeliveryTimingProps) {
  const { t, locale } = useI18n();
  const choice = useTimingChoice(priced);
  const showSlots = !choice.hydrated || choice.timing === "scheduled";
  const estimateWords = estimate ? estimateText(t, estimate, locale.lang) : null;
  const slot = scheduleDays.find((d) => d.key === day)?.slots.find((s) => s.time === time);
  const value =
    choice.timing === "instant"
      ? [t("checkout.instant"), estimateWords].filter(Boolean).join(" · ")
      : slot
        ? t("checkout.scheduledAt", { day: scheduleDays.find((d) => d.key === day)!.label, time: slot.label })
        : t("checkout.scheduled");
  return (
    <SummaryRow
      testId="timing-row"
      open={!storeOpen || priced === "scheduled"}
      error={Boolean(error)}
      label={t("checkout.timing")}
      value={value}
    >
      <fieldset data-testid="timing">
        <legend className="sr-only">{t("checkout.timing")}</legend>
        {!storeOpen ? (
          <p
            className="mt-2 rounded-md border border-warning-500 bg-warning-50 p-3 text-sm text-warning-800"
            data-testid="checkout-closed"
          >
            {t("checkout.closedScheduleOnly")}
          </p>
        ) : null}
        <TimingOptions
          storeOpen={storeOpen}
          priced={priced}
          choice={choice}
          estimate={estimate}
          estimateWords={estimateWords}
        />
        {showSlots ? <SchedulePicker days={scheduleDays} day={day} time={time} error={error} first={first} /> : null}
      </fieldset>
    </SummaryRow>
  );
}

/**
 * The timing as chosen, following the priced one: with JS a choice shows at once and reprices the
 * summary in the background (`?timing=`).
 */
function useTimingChoice(priced: OrderTiming) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [timing, setTiming] = useState(priced);
  useEffect(() => setTiming(priced), [priced]);
  const choose = (next: OrderTiming) => {
    setTiming(next);
    navigate(`?timing=${next}`, { replace: true, preventScrollReset: true });
  };
  return { timing, choose, hydrated };
}

/** Now (with the store's estimate) or later; a closed store offers later only. */
function TimingOptions({
  storeOpen,
  priced,
  choice: { timing, choose, hydrated },
  estimate,
  estimateWords,
}: {
  storeOpen: boolean;
  priced: OrderTiming;
  choice: ReturnType<typeof useTimingChoice>;
  estimate: DeliveryEstimate | null;
  estimateWords: string | null;
}) {
  const { t } = useI18n();
  return (
    <div className="mt-2 flex flex-col gap-2">
      {(storeOpen ? (["instant", "scheduled"] as const) : (["scheduled"] as const)).map((option) => (
        <label key={option} className="card flex min-h-11 items-center gap-3 has-[:checked]:border-brand-700">
          <input
            type="radio"
            name="timing"
            value={option}
            checked={hydrated ? timing === option : undefined}
            defaultChecked={hydrated ? undefined : priced === option}
            onChange={() => choose(option)}
            className="accent-brand-700"
            data-testid={`timing-${option}`}
          />
          <span className="flex-1">{t(`checkout.${option}`)}</span>
          {option === "instant" && estimate ? (
            <span className="text-sm text-gray-700" data-testid="asap-estimate" data-max-minutes={estimate.max_minutes}>
              {estimateWords}
            </span>
          ) : null}
        </label>
      ))}
    </div>
  );
}
