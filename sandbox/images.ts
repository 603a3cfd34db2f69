// Images generated on the fly: brand logos and covers, store logos, product pictures, country flags.
// Served under /static/... with absolute URLs in every answer. Each is drawn as SVG; the catalogue's
// pictures are sent as a platform's image service sends photos (decisions 70 and 109, the rules in
// app/contract/images.ts): raster at the width asked (`?w=`), products, banners and covers with a
// photo's texture and weight (sandbox/photos.ts), in the format the client's Accept allows best.
// Flags, icons, stay SVG.
import { createHash } from "node:crypto";
import sharp, { type Sharp } from "sharp";
import type { ImageFormat } from "../app/contract/images";
import { escapeHtml } from "./http";
import { photoPixels } from "./photos";

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("");
}

export function logoSvg(name: string, color: string, width = 128): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width}" viewBox="0 0 128 128"><rect width="128" height="128" rx="28" fill="${color}"/><text x="64" y="78" font-family="Arial,sans-serif" font-size="44" font-weight="700" fill="#fff" text-anchor="middle">${escapeHtml(initials(name))}</text></svg>`;
}

export function coverSvg(name: string, color: string, width = 1200): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${Math.round(width / 3)}" viewBox="0 0 1200 400"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#111827"/></linearGradient></defs><rect width="1200" height="400" fill="url(#g)"/><circle cx="1050" cy="80" r="160" fill="#fff" opacity=".08"/><circle cx="150" cy="380" r="120" fill="#fff" opacity=".06"/><text x="600" y="225" font-family="Arial,sans-serif" font-size="64" font-weight="700" fill="#fff" text-anchor="middle">${escapeHtml(name)}</text></svg>`;
}

/** The dish kinds the demo pictures draw, picked from a product's English name and description. */
export type DishKind = "burger" | "fries" | "drink" | "cup" | "wrap" | "sushi" | "bowl" | "pastry" | "plate";

const KIND_WORDS: [DishKind, RegExp][] = [
  ["sushi", /sushi|maki|nigiri|sashimi|uramaki|temaki|gyoza|edamame|miso/i],
  ["burger", /burger|smash|slider/i],
  ["fries", /fries|rings|potato|wedges|nuggets|tenders|wings/i],
  ["cup", /coffee|latte|espresso|cappuccino|karak|tea\b|brew|chocolate drink|galão|bica/i],
  ["drink", /drink|cola|juice|lemon|mint|shake|water|soda|smoothie|laban|ayran/i],
  ["wrap", /shawarma|wrap|falafel|sandwich|roll|bifana|prego|francesinha|toast/i],
  [
    "pastry",
    /cake|dessert|nata|pastry|croissant|cookie|brownie|kunafa|ice cream|berlim|muffin|date|baklava|pudding|bread|pão/i,
  ],
  ["bowl", /salad|fattoush|tabbouleh|hummus|soup|bowl|rice|kabsa|mandi|caldo|mutabal/i],
];

export function dishKind(text: string): DishKind {
  return KIND_WORDS.find(([, words]) => words.test(text))?.[0] ?? "plate";
}

// Each drawing is a few shapes on a 160 × 120 canvas (a small file; the browser scales it).
const DRAWINGS: Record<DishKind, (c: string) => string> = {
  burger: (c) =>
    `<path d="M40 62a40 28 0 0 1 80 0z" fill="#e7a35a"/><rect x="36" y="62" width="88" height="8" rx="4" fill="#4ade80"/><rect x="38" y="70" width="84" height="12" rx="6" fill="${c}"/><rect x="36" y="82" width="88" height="6" rx="3" fill="#facc15"/><path d="M40 88h80a6 6 0 0 1-6 10H46a6 6 0 0 1-6-10z" fill="#d08a45"/>`,
  fries: (c) =>
    `<path d="M52 56l-4-26 8-2 4 28M66 56l-2-32 8 0 0 32M80 56l2-30 8 2-4 28M94 56l6-24 8 3-8 21" fill="#fbbf24"/><path d="M46 54h68l-8 46H54z" fill="${c}"/>`,
  drink: (c) =>
    `<path d="M54 36h52l-6 64H60z" fill="${c}" opacity=".9"/><rect x="54" y="36" width="52" height="8" fill="#fff" opacity=".5"/><rect x="84" y="18" width="4" height="30" fill="#f43f5e" transform="rotate(12 86 33)"/>`,
  cup: (c) =>
    `<path d="M50 48h52v30a20 20 0 0 1-20 20h-12a20 20 0 0 1-20-20z" fill="${c}"/><path d="M102 56h6a10 10 0 0 1 0 20h-6" fill="none" stroke="${c}" stroke-width="5"/><path d="M64 40c-4-6 4-8 0-14M78 40c-4-6 4-8 0-14" stroke="#9ca3af" stroke-width="3" fill="none"/>`,
  wrap: (c) =>
    `<path d="M44 86l60-50 14 14-50 60z" fill="#f5deb3"/><path d="M58 74l40-34 8 8-34 40z" fill="${c}"/><path d="M44 86l24 24-10 2-16-16z" fill="#e7c59a"/>`,
  sushi: (c) =>
    `<ellipse cx="56" cy="76" rx="20" ry="10" fill="#f8fafc"/><rect x="36" y="60" width="40" height="16" rx="8" fill="${c}"/><ellipse cx="108" cy="70" rx="18" ry="18" fill="#1f2937"/><circle cx="108" cy="70" r="12" fill="#f8fafc"/><circle cx="108" cy="70" r="6" fill="${c}"/>`,
  bowl: (c) =>
    `<circle cx="64" cy="56" r="9" fill="#4ade80"/><circle cx="80" cy="50" r="9" fill="#f87171"/><circle cx="96" cy="56" r="9" fill="#facc15"/><path d="M36 60h88a44 38 0 0 1-88 0z" fill="${c}"/>`,
  pastry: (c) =>
    `<path d="M44 84l36-44 36 44z" fill="#fcd34d"/><path d="M44 84h72v12H44z" fill="${c}"/><circle cx="80" cy="36" r="6" fill="#f43f5e"/>`,
  plate: (c) =>
    `<ellipse cx="80" cy="72" rx="50" ry="22" fill="#fff" stroke="#e5e7eb" stroke-width="3"/><ellipse cx="80" cy="66" rx="28" ry="12" fill="${c}"/><path d="M66 60q14-10 28 0" stroke="#fff" stroke-width="3" fill="none"/>`,
};

/** A dish picture: the kind's drawing in the product's colour on a soft background; `width` sets its size in pixels. */
export function productSvg(kind: DishKind, color: string, width = 160): string {
  const height = Math.round((width * 3) / 4);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 160 120"><rect width="160" height="120" fill="${color}" opacity=".15"/>${DRAWINGS[kind](color)}</svg>`;
}

/** A brand's banner (images.image): its colour, a row of its dishes and its name. */
export function bannerSvg(name: string, color: string, kinds: DishKind[], width = 1200): string {
  const height = Math.round(width / 3);
  const dishes = kinds
    .slice(0, 4)
    .map(
      (k, i) =>
        `<g transform="translate(${560 + i * 150} ${i % 2 ? 150 : 60}) scale(1.6)">${DRAWINGS[k]("#ffffff")}</g>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 400"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#111827"/></linearGradient></defs><rect width="1200" height="400" fill="url(#g)"/><g opacity=".85">${dishes}</g><text x="80" y="225" font-family="Arial,sans-serif" font-size="64" font-weight="700" fill="#fff">${escapeHtml(name)}</text></svg>`;
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

/** A picture to send: its drawing (drawn at the width asked), and whether it is sent as a photo. */
export interface PictureSource {
  svg: string;
  /** Seeds the photo's texture: the same for every width of one picture (`products/10`). */
  key: string;
  /** Photos (products, banners, covers) get a photo's texture; logos stay drawings, with transparency. */
  photo: boolean;
}

/** Encoder settings: a photo's usual quality, and a lower one for `Save-Data: on`. AVIF at effort 0
 * (the fastest; decision 109 has the figures). A logo keeps its transparency. */
const QUALITY = { normal: { avif: 55, webp: 80, jpeg: 80 }, saveData: { avif: 35, webp: 50, jpeg: 50 } } as const;

/** Bumped whenever the pictures' making changes, so their ETags do. */
const MAKING = "photo-1";

/** A picture's strong ETag, from what makes its bytes: known before (and without) encoding it. */
export function pictureTag(source: PictureSource, format: ImageFormat, saveData: boolean): string {
  const hash = createHash("sha256").update(
    `${MAKING}|${source.photo}|${source.key}|${format}|${saveData}|${source.svg}`,
  );
  return `"${hash.digest("base64url").slice(0, 27)}"`;
}

async function encode(source: PictureSource, format: ImageFormat, saveData: boolean): Promise<Buffer> {
  const q = QUALITY[saveData ? "saveData" : "normal"];
  let image: Sharp;
  if (source.photo) {
    const { data, width, height } = await photoPixels(source.svg, source.key);
    image = sharp(data, { raw: { width, height, channels: 3 } });
  } else image = sharp(Buffer.from(source.svg));
  if (format === "avif") return image.avif({ quality: q.avif, effort: 0 }).toBuffer();
  if (format === "webp") return image.webp({ quality: q.webp }).toBuffer();
  if (format === "jpeg")
    return image.flatten({ background: "#ffffff" }).jpeg({ quality: q.jpeg, mozjpeg: true }).toBuffer();
  return image.png().toBuffer();
}

/** Encoded answers, by ETag, the oldest used dropped past CACHE_BYTES (a day's browsing of the demo stores). */
const encoded = new Map<string, Promise<Buffer>>();
const sizes = new Map<string, number>();
const CACHE_BYTES = 64 * 1024 * 1024;
let cachedBytes = 0;

function forget(tag: string): void {
  cachedBytes -= sizes.get(tag) ?? 0;
  sizes.delete(tag);
  encoded.delete(tag);
}

/** A picture's bytes in a format, made once and kept while there is room (the same tag, the same bytes). */
export function picture(
  source: PictureSource,
  format: ImageFormat,
  saveData: boolean,
  tag = pictureTag(source, format, saveData),
): Promise<Buffer> {
  const kept = encoded.get(tag);
  if (kept) {
    encoded.delete(tag);
    encoded.set(tag, kept);
    return kept;
  }
  const made = encode(source, format, saveData);
  encoded.set(tag, made);
  made.then(
    (bytes) => {
      if (encoded.get(tag) !== made) return;
      sizes.set(tag, bytes.length);
      cachedBytes += bytes.length;
      for (const oldest of encoded.keys()) {
        if (cachedBytes <= CACHE_BYTES) break;
        if (sizes.has(oldest)) forget(oldest);
      }
    },
    () => forget(tag),
  );
  return made;
}
