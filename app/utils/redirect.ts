// `redirectTo` values are paths on this site only. The value is resolved the way a browser would
// resolve it as a `Location` (dot segments, `%2e`, backslashes), and what is checked is the path
// that will be sent: "/x?y" yes; "//evil", "/.//evil", "/%2e//evil", "/\evil", "https://evil" no.
// Every redirect to a target the client chose goes through here (see app/server/request/redirect.server.ts).
const BASE = "http://same.invalid";
const MAX_LENGTH = 2048;

/** The path (with query and fragment) a client-chosen target resolves to on this site, or null. */
export function sameSitePath(to: unknown): string | null {
  if (typeof to !== "string" || to.length === 0 || to.length > MAX_LENGTH) return null;
  // Backslashes (browsers read them as slashes) and control characters (browsers strip tabs and
  // newlines from URLs) are refused outright, raw here and percent-encoded below.
  // eslint-disable-next-line no-control-regex -- control characters are what we refuse
  if (/[\\\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(to)) return null;
  if (!to.startsWith("/")) return null;
  let url: URL;
  try {
    url = new URL(to, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = url.pathname;
  // After normalisation the path must still be one path: "//host" would be another site.
  if (!path.startsWith("/") || path.startsWith("//")) return null;
  // Encoded slashes, backslashes or controls in the path are read as separators by some servers
  // and proxies after decoding; a real page of this site has none.
  if (/%(2f|5c|0[0-9a-f]|1[0-9a-f]|7f)/i.test(path)) return null;
  const result = path + url.search + url.hash;
  // What we send must resolve to itself (no second normalisation can change it).
  const again = new URL(result, BASE);
  if (again.origin !== BASE || again.pathname + again.search + again.hash !== result) return null;
  return result;
}

export function safeRedirectPath(to: unknown, fallback = "/"): string {
  return sameSitePath(to) ?? fallback;
}
