// Keeps a live page (payment processing, an active order) up to date. With JavaScript the loaders
// revalidate on a timer while the tab is visible; without it, a meta refresh inside <noscript>,
// which browsers act on only when scripting is off (a Refresh header would reload JS pages too).
import { useEffect } from "react";
import { useRevalidator } from "@remix-run/react";

export function LiveRefresh({ seconds, enabled = true }: { seconds: number; enabled?: boolean }) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => state === "idle" && document.visibilityState === "visible" && revalidate(), seconds * 1000);
    return () => clearInterval(timer);
  }, [enabled, seconds, revalidate, state]);
  if (!enabled) return null;
  return (
    <noscript>
      <meta httpEquiv="refresh" content={String(seconds)} />
    </noscript>
  );
}
