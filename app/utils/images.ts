// Responsive pictures: every image URL of the platform takes `?w=<pixels>` (app/contract/catalogue.ts),
// so a picture shown at N CSS pixels offers N and 2N for the screen's density.
export function imageAt(url: string, width: number): string {
  return `${url}${url.includes("?") ? "&" : "?"}w=${width}`;
}

export function srcSet(url: string, widths: readonly number[]): string {
  return widths.map((w) => `${imageAt(url, w)} ${w}w`).join(", ");
}

/** The widths a responsive picture is offered at: close steps at phone sizes, wider above (decision 0110). */
const LADDER = [240, 400, 560, 720, 880, 1040, 1200, 1440, 1760, 2048, 2400] as const;

/**
 * The candidates for a picture drawn at most `maxCss` CSS pixels wide: the ladder up to twice that
 * (a 3x screen takes the 2x file), ending on exactly 2 × `maxCss`. A browser takes the smallest
 * candidate at least as wide as the box at its density, so a step of ≤ 160 px at phone widths keeps
 * what it fetches within about 1.5x of what it draws.
 */
export function pictureWidths(maxCss: number): number[] {
  const cap = Math.round(maxCss * 2);
  const widths: number[] = LADDER.filter((w) => w < cap - 80);
  return [...widths, cap];
}

/**
 * A `sizes` for a picture drawn `box` wide (a CSS length) below `wide` (its media condition and box
 * above, if any), capped at 2x: a screen of more than 2 dppx is told a box 2/3 as wide, so a 3x phone
 * takes what a 2x one needs, not half as much again (decision 0110).
 */
export function cappedSizes(box: string, wide?: string): string {
  return `${wide ? `${wide}, ` : ""}(min-resolution: 2.1dppx) calc(${box} * 2 / 3), ${box}`;
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

/**
 * A URL as a CSS string (`url("…")`) that cannot end its string, its rule or its <style> element:
 * every character but letters, digits and `/:?&=.,_~%+-#` is written as a CSS escape.
 */
export function cssUrl(url: string): string {
  return `url("${url.replace(/[^\w/:?&=.,~%+#-]/gu, (c) => `\\${c.codePointAt(0)!.toString(16)} `)}")`;
}
