// The candidates and `sizes` of a responsive picture (decision 0110). Apart from app/utils/images.ts,
// which the header puts in the root chunk on every page, so only the pages that draw such a picture
// carry them.

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
