// Small SVG images generated on the fly: brand logos and covers, store logos, product pictures,
// country flags. Served under /static/... with absolute URLs in every answer.
import { escapeHtml } from "./http";

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("");
}

export function logoSvg(name: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128"><rect width="128" height="128" rx="28" fill="${color}"/><text x="64" y="78" font-family="Arial,sans-serif" font-size="44" font-weight="700" fill="#fff" text-anchor="middle">${escapeHtml(initials(name))}</text></svg>`;
}

export function coverSvg(name: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#111827"/></linearGradient></defs><rect width="1200" height="400" fill="url(#g)"/><circle cx="1050" cy="80" r="160" fill="#fff" opacity=".08"/><circle cx="150" cy="380" r="120" fill="#fff" opacity=".06"/><text x="600" y="225" font-family="Arial,sans-serif" font-size="64" font-weight="700" fill="#fff" text-anchor="middle">${escapeHtml(name)}</text></svg>`;
}

export function productSvg(name: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240"><rect width="320" height="240" fill="#f3f4f6"/><circle cx="160" cy="120" r="84" fill="#fff"/><circle cx="160" cy="120" r="64" fill="${color}"/><text x="160" y="134" font-family="Arial,sans-serif" font-size="40" font-weight="700" fill="#fff" text-anchor="middle">${escapeHtml(initials(name))}</text></svg>`;
}

const FLAG_COLORS: Record<string, string[]> = {
  KW: ["#007a3d", "#ffffff", "#ce1126"],
  SA: ["#006c35", "#006c35", "#006c35"],
  AE: ["#00732f", "#ffffff", "#000000"],
  PT: ["#046a38", "#da291c", "#da291c"],
};

export function flagSvg(iso: string): string | null {
  const c = FLAG_COLORS[iso];
  if (!c) return null;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="60" height="40" viewBox="0 0 60 40"><rect width="60" height="40" fill="${c[0]}"/><rect y="13.33" width="60" height="13.34" fill="${c[1]}"/><rect y="26.67" width="60" height="13.33" fill="${c[2]}"/></svg>`;
}
