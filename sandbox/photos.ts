// Photographic test pictures (decision 109): what the sandbox sends for a product picture, a brand's
// banner and its cover. No photo can be downloaded here, so each is made from its drawing (sandbox/
// images.ts) the way a photo looks to an encoder: soft light across the frame, blotches, a mottle
// and a surface texture on grids fixed to the frame, and a sensor's grain at each pixel. Every field
// comes from a generator seeded by the picture's key, so a picture is the same at every request and
// the same scene at every width. A narrow answer packs more of the scene's detail into each pixel, as
// a photo scaled down from its original does, so its bytes grow less than its pixels with the width,
// as real food photos' do (the measured figures are in decision 109).
import sharp from "sharp";

/** A deterministic generator (mulberry32) seeded from a text: the same text, the same numbers. */
function seeded(text: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Random values on a `cols × rows` grid scaled smoothly to the frame: one layer of detail (0–255, 128 the middle). */
async function layer(
  random: () => number,
  cols: number,
  rows: number,
  channels: 1 | 3,
  width: number,
  height: number,
): Promise<Buffer> {
  const grid = Buffer.alloc(cols * rows * channels);
  for (let i = 0; i < grid.length; i++) grid[i] = Math.floor(random() * 256);
  const scaled = sharp(grid, { raw: { width: cols, height: rows, channels } }).resize(width, height, {
    fit: "fill",
    kernel: "cubic",
  });
  // libvips answers three bands for one; a grey layer keeps its first.
  return (channels === 1 ? scaled.extractChannel(0) : scaled).raw().toBuffer();
}

/** How strongly each layer shows, in levels of 0–255 either side of the drawing's (grain is per pixel). */
const LIGHT = 40;
const BLOTCHES = 22;
const MOTTLE = 30;
const TEXTURE = 8;
const FINE = 25;
const GRAIN = 4;

/**
 * A photographic picture of `svg` (its width and height attributes give the size) as raw RGB pixels,
 * the same for the same `key` at every size.
 */
export async function photoPixels(svg: string, key: string): Promise<{ data: Buffer; width: number; height: number }> {
  const drawn = await sharp(Buffer.from(svg))
    .flatten({ background: "#f5f0e8" })
    .blur(1.2)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = drawn.info;
  // The layers' grids follow the drawing's own proportions (its viewBox), not the rounded size asked.
  const box = /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
  const aspect = box ? Number(box[1]) / Number(box[2]) : width / height;
  const cols = (rows: number) => Math.max(2, Math.round(rows * aspect));
  const random = seeded(key);
  const [light, blotches, texture, fine, mottle] = await Promise.all([
    layer(random, cols(2), 2, 1, width, height),
    layer(random, cols(18), 18, 1, width, height),
    layer(random, cols(110), 110, 3, width, height),
    layer(random, cols(240), 240, 1, width, height),
    layer(random, cols(60), 60, 1, width, height),
  ]);
  const grain = seeded(`${key}|${width}`);
  const data = drawn.data;
  for (let y = 0, i = 0; y < height; y++) {
    const dy = (y + 0.5) / height - 0.5;
    for (let x = 0; x < width; x++, i++) {
      const dx = (x + 0.5) / width - 0.5;
      // A vignette and a light from one side, as in a photo taken on a table.
      const shade = 1 + ((light[i]! - 128) * LIGHT) / 32768 - (dx * dx + dy * dy) * 0.55;
      const common = ((blotches[i]! - 128) * BLOTCHES + (fine[i]! - 128) * FINE + (mottle[i]! - 128) * MOTTLE) / 128;
      for (let c = 0, p = i * 3; c < 3; c++, p++) {
        const value = data[p]! * shade + common + ((texture[p]! - 128) * TEXTURE) / 128 + (grain() * 2 - 1) * GRAIN;
        data[p] = value < 0 ? 0 : value > 255 ? 255 : value;
      }
    }
  }
  return { data, width, height };
}
