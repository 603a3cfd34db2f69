// sRGB colour arithmetic for the brand theme: parsing `#RRGGBB`, mixing two colours, and the WCAG 2
// relative luminance and contrast ratio (https://www.w3.org/TR/WCAG21/#dfn-relative-luminance).

export type Rgb = readonly [number, number, number];

const HEX = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

export const WHITE: Rgb = [255, 255, 255];
export const BLACK: Rgb = [0, 0, 0];

/** `#RRGGBB` (either case) as 0–255 channels; null for anything else. */
export function parseHex(value: string): Rgb | null {
  const match = HEX.exec(value);
  if (!match) return null;
  return [parseInt(match[1]!, 16), parseInt(match[2]!, 16), parseInt(match[3]!, 16)];
}

export function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}

/** `amount` (0–1) of `other` mixed into `base`, channel by channel, rounded. */
export function mix(base: Rgb, other: Rgb, amount: number): Rgb {
  const channel = (i: number) => Math.round(base[i]! + (other[i]! - base[i]!) * amount);
  return [channel(0), channel(1), channel(2)];
}

function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance: 0 for black, 1 for white. */
export function relativeLuminance(rgb: Rgb): number {
  return 0.2126 * linear(rgb[0]) + 0.7152 * linear(rgb[1]) + 0.0722 * linear(rgb[2]);
}

/** WCAG contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
