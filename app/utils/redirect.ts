// `redirectTo` values are same-origin paths only: "/x?y" yes; "//evil", "/\evil", "https://evil" no.
const BASE = "http://same.invalid";

export function safeRedirectPath(to: unknown, fallback = "/"): string {
  if (typeof to !== "string" || to.length === 0 || to.length > 2048) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are what we refuse
  if (!to.startsWith("/") || to.startsWith("//") || /[\\\u0000-\u001f\u007f]/.test(to)) return fallback;
  try {
    const url = new URL(to, BASE);
    if (url.origin !== BASE) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
