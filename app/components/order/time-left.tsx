// "in 12 min": the time left to a promised instant under two hours, counted in the browser (the
// server cannot know when the page is read). Rendered after hydration only, so the server's HTML and
// the first render agree; it updates every 15 seconds.
import { useEffect, useState } from "react";
import { useI18n } from "~/i18n/react";

const TICK_MS = 15_000;
/** Under two hours: "in 95 min"; beyond, nothing (a scheduled order's slot is said by its day and window). */
const MAX_MINUTES = 120;

export function TimeLeft({ by }: { by: string }) {
  const { t } = useI18n();
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  if (now === null) return null;
  const minutes = Math.ceil((Date.parse(by) - now) / 60_000);
  // Further off, the promise's time says it better than a count of minutes.
  if (minutes > MAX_MINUTES) return null;
  return (
    <p
      className="text-lg font-semibold text-brand-800"
      data-testid="order-time-left"
      data-minutes={Math.max(0, minutes)}
    >
      {minutes > 0 ? t("order.promise.timeLeft", { count: minutes }) : t("order.promise.anyMinute")}
    </p>
  );
}
