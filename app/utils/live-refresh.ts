// Which timed revalidation of a live page is under way (app/components/live-refresh.tsx sets it), so
// the root's shouldRevalidate can keep its data (decision 0111). Apart from the component so the root
// chunk, on every page, does not carry it.

/** The path and query a timed revalidation is loading, while the router decides what to load for it. */
let refreshing: string | null = null;
export const here = (url: URL | Location) => url.pathname + url.search;

/** Marks (a path and query) or clears (null) the timed revalidation under way. */
export function setLiveRefresh(pathAndQuery: string | null): void {
  refreshing = pathAndQuery;
}

/** Whether the router is asking about a live page's timed revalidation (the same URL). */
export function isLiveRefresh(currentUrl: URL, nextUrl: URL): boolean {
  return refreshing !== null && here(currentUrl) === refreshing && here(nextUrl) === refreshing;
}
