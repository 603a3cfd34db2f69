// The sandbox's image service (decision 109, app/contract/images.ts): pictures of a photo's weight
// at each width, the format by Accept, ETag and 304, caching by version, lighter with Save-Data.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_CACHE, imageFormatFor } from "~/contract";
import { bootSandbox } from "./sandbox-helpers";

let s: Awaited<ReturnType<typeof bootSandbox>>;
beforeAll(async () => {
  s = await bootSandbox();
});
afterAll(async () => {
  await s?.sandbox.close();
});

const CHROMIUM = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
const SAFARI_15 = "image/webp,image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5";
const product = (id: number, query = "") => `${s.sandbox.url}/static/products/${id}${query}`;
const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers });
const kb = async (response: Response) => (await response.arrayBuffer()).byteLength / 1024;

describe("the format by Accept", () => {
  it("prefers AVIF, then WebP, then JPEG, and says the answer varies", async () => {
    for (const [accept, format] of [
      [CHROMIUM, "avif"],
      [SAFARI_15, "webp"],
      ["*/*", "jpeg"],
      ["image/avif;q=0,image/webp", "webp"],
    ] as const) {
      const response = await get(product(1, "?w=400"), { Accept: accept });
      expect([response.status, response.headers.get("content-type"), response.headers.get("vary")], accept).toEqual([
        200,
        `image/${format}`,
        "Accept, Save-Data",
      ]);
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([meta.format === "heif" ? "avif" : meta.format, meta.width, meta.height], accept).toEqual([
        format,
        400,
        300,
      ]);
    }
  });

  it("keeps a logo's transparency: PNG where neither AVIF nor WebP is named", async () => {
    const response = await get(`${s.sandbox.url}/static/brands/burger-bay/logo?w=88`, { Accept: "*/*" });
    expect(response.headers.get("content-type")).toBe("image/png");
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).hasAlpha).toBe(true);
    expect(imageFormatFor(undefined, true)).toBe("png");
  });
});

describe("a photo's weight", () => {
  it("weighs what a real food photo weighs at each width (WebP q80), and less in AVIF", async () => {
    // A product picture of 4:3 (decision 109 records the measured figures).
    const ranges: [number, number, number][] = [
      [160, 3, 9],
      [400, 20, 38],
      [960, 80, 130],
    ];
    for (const [width, min, max] of ranges) {
      const webp = await kb(await get(product(2, `?w=${width}`), { Accept: "image/webp" }));
      expect(webp, `${width} px`).toBeGreaterThanOrEqual(min);
      expect(webp, `${width} px`).toBeLessThanOrEqual(max);
      const avif = await kb(await get(product(2, `?w=${width}`), { Accept: CHROMIUM }));
      expect(avif / webp, `${width} px`).toBeLessThan(0.75);
    }
    // A brand banner (3:1) at the widths the brand page asks for.
    const banner = await kb(
      await get(`${s.sandbox.url}/static/brands/burger-bay/banner?w=1200`, { Accept: "image/webp" }),
    );
    expect(banner).toBeGreaterThanOrEqual(60);
    expect(banner).toBeLessThanOrEqual(200);
  });

  it("is the same picture at every request and differs from product to product", async () => {
    const bytes = async (url: string) => Buffer.from(await (await get(url, { Accept: "image/webp" })).arrayBuffer());
    expect((await bytes(product(3, "?w=320"))).equals(await bytes(product(3, "?w=320")))).toBe(true);
    expect((await bytes(product(3, "?w=320"))).equals(await bytes(product(4, "?w=320")))).toBe(false);
  });
});

describe("revalidation and caching", () => {
  it("answers an ETag and 304 to a matching If-None-Match, with the same caching headers", async () => {
    const first = await get(product(5, "?w=320"), { Accept: CHROMIUM });
    const tag = first.headers.get("etag");
    expect(tag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get("cache-control")).toBe(IMAGE_CACHE.unversioned);
    const again = await get(product(5, "?w=320"), { Accept: CHROMIUM, "If-None-Match": `"other", W/${tag}` });
    expect([
      again.status,
      again.headers.get("etag"),
      again.headers.get("vary"),
      (await again.arrayBuffer()).byteLength,
    ]).toEqual([304, tag, "Accept, Save-Data", 0]);
    // Another format, width or picture is another tag: answered in full.
    expect((await get(product(5, "?w=320"), { Accept: "image/webp", "If-None-Match": tag! })).status).toBe(200);
    expect((await get(product(5, "?w=640"), { Accept: CHROMIUM, "If-None-Match": tag! })).status).toBe(200);
    expect((await get(product(6, "?w=320"), { Accept: CHROMIUM, "If-None-Match": tag! })).status).toBe(200);
  });

  it("lets a versioned URL be kept for a year", async () => {
    const versioned = await get(product(5, "?v=3f2a&w=320"), { Accept: CHROMIUM });
    expect([versioned.status, versioned.headers.get("cache-control")]).toEqual([
      200,
      "public, max-age=31536000, immutable",
    ]);
    expect((await get(product(5, "?v=&w=320"))).headers.get("cache-control")).toBe(IMAGE_CACHE.unversioned);
  });

  it("changes a picture's tag when what it shows changes", async () => {
    // The sandbox draws a dish by the words of its name: sushi now, where onion rings were.
    const before = (await get(product(7, "?w=160"), { Accept: CHROMIUM })).headers.get("etag");
    const renamed = await s.call("POST", "/sandbox/product-name?id=7", {
      body: { name_en: "Salmon sushi", name_ar: "سوشي السلمون" },
    });
    expect(renamed.status).toBe(200);
    const after = await get(product(7, "?w=160"), { Accept: CHROMIUM, "If-None-Match": before! });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(before);
  });
});

describe("Save-Data", () => {
  it("answers the same size in fewer bytes, under its own tag", async () => {
    for (const accept of [CHROMIUM, "image/webp", "*/*"]) {
      const full = await get(product(9, "?w=400"), { Accept: accept });
      const light = await get(product(9, "?w=400"), { Accept: accept, "Save-Data": "on" });
      expect(light.headers.get("content-type")).toBe(full.headers.get("content-type"));
      expect(light.headers.get("etag")).not.toBe(full.headers.get("etag"));
      const [fullBytes, lightBytes] = [Buffer.from(await full.arrayBuffer()), Buffer.from(await light.arrayBuffer())];
      expect(lightBytes.length / fullBytes.length, accept).toBeLessThan(0.75);
      expect((await sharp(lightBytes).metadata()).width).toBe(400);
    }
  });
});
