import { useEffect, useState } from "react";
import { useFetchers, useNavigation } from "@remix-run/react";
import { useBusyButtons } from "./busy-buttons";
import { useT } from "~/i18n/react";

/** Spec section 9: indicator delay 200 ms; progress bar speed 400 ms, minimum 0.2. */
export const SPINNER_DELAY_MS = 200;
const PROGRESS_SPEED_MS = 400;
const PROGRESS_MINIMUM = 0.2;

/**
 * A thin progress bar while navigating or while a fetcher posts or loads (an add to the cart, a
 * sheet's options), until it settles; a full-screen spinner once a navigation passes 200 ms. A post's
 * button shows it is busy meanwhile (busy-buttons.ts).
 */
export function NavigationFeedback() {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const t = useT();
  const routing = navigation.state !== "idle";
  const busy = routing || fetchers.some((f) => f.state !== "idle");
  useBusyButtons(!busy);
  const [progress, setProgress] = useState(0);
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    if (!busy) {
      setSlow(false);
      setProgress((p) => (p > 0 ? 1 : 0));
      const reset = setTimeout(() => setProgress(0), PROGRESS_SPEED_MS);
      return () => clearTimeout(reset);
    }
    setProgress(PROGRESS_MINIMUM);
    const spinner = setTimeout(() => setSlow(true), SPINNER_DELAY_MS);
    const trickle = setInterval(() => setProgress((p) => Math.min(0.95, p + (1 - p) * 0.15)), PROGRESS_SPEED_MS);
    return () => {
      clearTimeout(spinner);
      clearInterval(trickle);
    };
  }, [busy]);

  return (
    <>
      <div
        className="pointer-events-none fixed inset-x-0 top-0 z-50 h-0.5"
        role="progressbar"
        aria-hidden={!busy}
        aria-label={t("common.nav.loading")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress * 100)}
        data-testid="nav-progress"
        hidden={progress === 0}
      >
        <div
          className="nav-progress h-full bg-brand-600 transition-transform duration-[400ms] ease-out"
          ref={(el) => {
            if (el) el.style.transform = `scaleX(${progress})`;
          }}
        />
      </div>
      {routing && slow ? (
        <div
          className="fixed inset-0 z-40 flex items-center justify-center bg-white/60"
          role="status"
          data-testid="nav-spinner"
        >
          <span className="spinner h-10 w-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700" />
          <span className="sr-only">{t("common.nav.loading")}</span>
        </div>
      ) : null}
    </>
  );
}
