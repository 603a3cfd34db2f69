// Responsive pictures: every image URL of the platform takes `?w=<pixels>` (app/contract/catalogue.ts),
// so a picture shown at N CSS pixels offers N and 2N for the screen's density.
export function imageAt(url: string, width: number): string {
  return `${url}${url.includes("?") ? "&" : "?"}w=${width}`;
}

export function srcSet(url: string, widths: readonly number[]): string {
  return widths.map((w) => `${imageAt(url, w)} ${w}w`).join(", ");
}
