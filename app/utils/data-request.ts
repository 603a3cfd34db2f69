// Remix's client asks a route's data, not a document, in one of two ways: Remix 2 with `?_data=<route
// id>`, single fetch (React Router 7) with the page's path ending in `.data` (the root's is
// `/_root.data`). Every check for one goes through here, so turning single fetch on changes nothing
// else (docs/decisions/0121).

const SINGLE_FETCH_SUFFIX = ".data";
const SINGLE_FETCH_ROOT = "/_root.data";

/** A request target ("/path?query") or URL, as a URL. */
function asUrl(target: URL | string): URL {
  return typeof target === "string" ? new URL(target, "http://localhost") : target;
}

/** Whether Remix's client asks for data (a navigation, a fetcher, a page's <Form> with JS). */
export function isDataRequest(target: URL | string): boolean {
  const url = asUrl(target);
  return url.searchParams.has("_data") || url.pathname.endsWith(SINGLE_FETCH_SUFFIX);
}

/** The route a Remix 2 data request names (`?_data=`); undefined when none, null when it is not one string. */
export function dataRouteId(target: URL | string): string | null | undefined {
  const values = asUrl(target).searchParams.getAll("_data");
  if (values.length === 0) return undefined;
  return values.length === 1 ? values[0]! : null;
}

/** The page a data request is for: its URL without the data marker (where a redirect should go). */
export function pageUrl(target: URL | string): URL {
  const url = new URL(asUrl(target));
  if (url.searchParams.has("_data")) url.searchParams.delete("_data");
  if (url.pathname === SINGLE_FETCH_ROOT) url.pathname = "/";
  else if (url.pathname.endsWith(SINGLE_FETCH_SUFFIX))
    url.pathname = url.pathname.slice(0, -SINGLE_FETCH_SUFFIX.length);
  return url;
}
