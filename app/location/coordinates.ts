// A point's coordinates as the storefront reads them from a form or a link: the address book, the
// location page and the map dialog all read a typed coordinate here, and the contract's
// latSchema/lngSchema take their bounds from here.
import { toLatinDigits } from "../utils/digits";

/** Degrees: a latitude lies in [-90, 90], a longitude in [-180, 180]. */
export const COORDINATE_BOUNDS = { lat: 90, lng: 180 } as const;

/**
 * A coordinate as typed ("29.33", " -9.1393 ", Arabic digits "٢٩٫٣٣") or as a number, when it is a
 * plain decimal number within its axis's bounds; null when it is empty (missing, not 0), anything
 * else ("abc", "0x1F", "Infinity", "1e999") or out of bounds.
 */
export function parseCoordinate(value: unknown, axis: keyof typeof COORDINATE_BOUNDS): number | null {
  const number = typeof value === "number" ? value : typeof value === "string" ? decimal(value) : NaN;
  return Number.isFinite(number) && Math.abs(number) <= COORDINATE_BOUNDS[axis] ? number : null;
}

function decimal(value: string): number {
  const text = toLatinDigits(value).trim();
  return /^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?$/i.test(text) ? Number(text) : NaN;
}
