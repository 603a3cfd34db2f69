// Keeps a live page (payment processing, an active order) up to date. With JavaScript the loaders
// revalidate on a timer while the tab is visible; without it, a meta refresh inside <noscript>,
// which browsers act on only when scripting is off (a Refresh header would reload JS pages too).
// A timed revalidation loads the page's own route only: the root's data (the header's cart, the
// location) does not change by itself (`isLiveRefresh`, the root's shouldRevalidate; decision 0111).
import { useEffect } from "react";
import { useRevalidator } from "@remix-run/react";

/** The path and query a timed revalidation is loading, while the router decides what to load for it. */
let refreshing: string | null = null;
const here = (url: URL | Location) => url.pathname + url.search;

/** Whether the router is asking about a live page's timed revalidation (the same URL). */
export function isLiveRefresh(currentUrl: URL, nextUrl: URL): boolean {
  return refreshing !== null && here(currentUrl) === refreshing && here(nextUrl) === refreshing;
}

export function LiveRefresh({ seconds, enabled = true }: { seconds: number; enabled?: boolean }) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => {
      if (state !== "idle" || document.visibilityState !== "visible") return;
      // The router asks the routes' shouldRevalidate as it starts: a redirect or a navigation that
      // comes later is asked about without this mark, and loads as usual.
      refreshing = here(window.location);
      try {
        revalidate();
      } finally {
        refreshing = null;
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
