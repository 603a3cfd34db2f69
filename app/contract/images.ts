// What the storefront expects of the platform's image service (decision 109), for every image URL the
// contract gives (brand banners, covers and logos, store logos, product pictures). Image CDNs do all of
// it; the sandbox (sandbox/images.ts) does it as the reference.
//
//   Width      `?w=<pixels>` (IMAGE_WIDTHS) answers the picture scaled to that width, its aspect kept.
//              The URL may already carry a query (`&w=` then); other parameters are the platform's.
//   Format     by the request's `Accept`: AVIF where it names image/avif, else WebP where it names
//              image/webp, else JPEG (a picture with transparency, a logo: PNG). `Vary: Accept`.
//              `fm=png` answers PNG whatever the `Accept` (an installed app's icons, which its manifest
//              and `apple-touch-icon` declare as PNG; decision 0114). A logo is square: at `?w=` it
//              is that many pixels both ways.
//   Save-Data  `Save-Data: on` answers the same size at a lower quality (fewer bytes on a metered
//              line); `Vary: Accept, Save-Data`.
//   Caching    every answer carries a strong `ETag` and answers `304 Not Modified` to a matching
//              `If-None-Match`. A URL carrying a version (`?v=`, changed whenever the picture does) is
//              cached for a year (IMAGE_CACHE.versioned); any other is cached a day and then
//              revalidated (IMAGE_CACHE.unversioned), so a picture is not sent again unchanged.
//   Access     `Access-Control-Allow-Origin: *` and `Cross-Origin-Resource-Policy: cross-origin`
//              (pages on the vendors' own hosts show them).
//
// No zod here: plain values the sandbox and the tests import.

export const IMAGE_WIDTHS = { min: 16, max: 2400 } as const;

/** The formats a picture is sent in, in the order the service prefers them. */
export type ImageFormat = "avif" | "webp" | "jpeg" | "png";

/** The media types an `Accept` header allows (q above 0), lower-cased. */
function accepted(accept: string): Set<string> {
  const types = new Set<string>();
  for (const range of accept.toLowerCase().split(",")) {
    const [type, ...params] = range.split(";").map((part) => part.trim());
    const q = params.find((p) => p.startsWith("q="));
    if (type && !(q && Number(q.slice(2)) === 0)) types.add(type);
  }
  return types;
}

/**
 * The format to answer an `Accept` header with: AVIF, then WebP, then the fallback every client
 * shows (JPEG for a photo; PNG for a picture with transparency). `*` and `image/*` name neither AVIF
 * nor WebP: a client that says only that gets the fallback.
 */
export function imageFormatFor(accept: string | undefined, transparent = false): ImageFormat {
  const types = accepted(accept ?? "");
  if (types.has("image/avif")) return "avif";
  if (types.has("image/webp")) return "webp";
  return transparent ? "png" : "jpeg";
}

/** The format asked for: PNG for `fm=png` (an app icon), else the best the `Accept` header allows. */
export function requestedImageFormat(url: URL, accept: string | undefined, transparent = false): ImageFormat {
  return url.searchParams.get("fm") === "png" ? "png" : imageFormatFor(accept, transparent);
}

/** `Save-Data: on` (any case) asks for fewer bytes. */
export const savesData = (header: string | undefined): boolean => header?.trim().toLowerCase() === "on";

/** A picture's URL carries its version (`v=`): its answer never changes and may be kept for a year. */
export const versionedImage = (url: URL): boolean => /^[\w.-]{1,64}$/.test(url.searchParams.get("v") ?? "");

export const IMAGE_CACHE = {
  versioned: "public, max-age=31536000, immutable",
  unversioned: "public, max-age=86400, stale-while-revalidate=604800",
} as const;

export const IMAGE_VARY = "Accept, Save-Data";
