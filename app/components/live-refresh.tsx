// Keeps a live page (payment processing, an active order) up to date. With JavaScript the loaders
// revalidate on a timer while the tab is visible; without it, a meta refresh inside <noscript>,
// which browsers act on only when scripting is off (a Refresh header would reload JS pages too).
// A timed revalidation loads the page's own route only: the root's data (the header's cart, the
// location) does not change by itself (`isLiveRefresh` in app/utils/live-refresh.ts, the root's
// shouldRevalidate; decision 0111).
import { useEffect } from "react";
import { useRevalidator } from "@remix-run/react";
import { here, setLiveRefresh } from "~/utils/live-refresh";

export function LiveRefresh({ seconds, enabled = true }: { seconds: number; enabled?: boolean }) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => {
      if (state !== "idle" || document.visibilityState !== "visible") return;
      // The router asks the routes' shouldRevalidate as it starts: a redirect or a navigation that
      // comes later is asked about without this mark, and loads as usual.
      setLiveRefresh(here(window.location));
      try {
        revalidate();
      } finally {
        setLiveRefresh(null);
      }
    }, seconds * 1000);
    return () => clearInterval(timer);
  }, [enabled, seconds, revalidate, state]);
  if (!enabled) return null;
  return (
    <noscript>
      <meta httpEquiv="refresh" content={String(seconds)} />
    </noscript>
  );
}
