// Responsive pictures: every image URL of the platform takes `?w=<pixels>` (app/contract/catalogue.ts),
// so a picture shown at N CSS pixels offers N and 2N for the screen's density.
export function imageAt(url: string, width: number): string {
  return `${url}${url.includes("?") ? "&" : "?"}w=${width}`;
}

/** A square picture as an app icon: PNG at `size` pixels (`fm=png`, app/contract/images.ts). */
export function iconAt(url: string, size: number): string {
  return `${imageAt(url, size)}&fm=png`;
}

export function srcSet(url: string, widths: readonly number[]): string {
  return widths.map((w) => `${imageAt(url, w)} ${w}w`).join(", ");
}

/**
 * An origin to `preconnect` to for a page's pictures: the pictures' own, when it is not the page's
 * (a same-origin picture needs no connection of its own). Null for a relative or unreadable URL.
 */
export function pictureOrigin(pictureUrl: string | null | undefined, pageOrigin: string): string | null {
  if (!pictureUrl || !/^https?:\/\//i.test(pictureUrl)) return null;
  try {
    const origin = new URL(pictureUrl).origin;
    return origin === pageOrigin ? null : origin;
  } catch {
    return null;
  }
}
