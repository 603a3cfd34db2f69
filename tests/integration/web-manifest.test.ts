// Each vendor's host is its own installable app (decision 0114): a manifest per host and language
// (name and short name, colours from its theme, 192 and 512 px PNG icons from its logo, start URL and
// scope on that host, standalone, lang and dir), linked from every page with an apple-touch-icon;
// the directory host's is the product's. The icons are fetched from the sandbox's image service.
import { describe, expect, it } from "vitest";
import { testStack } from "../support/stack";
import { Browserless } from "../support/http-client";

const get = (label: string | null, pathname: string, headers: Record<string, string> = {}) =>
  new Browserless(stack.base, `${label ? `${label}.` : ""}localhost:${new URL(stack.base).port}`).get(
    pathname,
    headers,
  );

interface Manifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

async function manifest(label: string | null, locale: string): Promise<{ response: Response; body: Manifest }> {
  const response = await get(label, `/${locale}/manifest.webmanifest`);
  expect(response.status).toBe(200);
  return { response, body: (await response.json()) as Manifest };
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function fetchIcon(src: string, label: string | null): Promise<Response> {
  // What a phone asks for an icon: AVIF and WebP allowed; the URL still asks for PNG.
  const accept = { Accept: "image/avif,image/webp,image/apng,image/*,*/*;q=0.8" };
  return /^https?:/.test(src) ? fetch(src, { headers: accept }) : get(label, src, accept);
}

const stack = testStack({ timeout: 180_000 });

describe("a vendor's manifest", () => {
  it("is the brand's app on its host: names, colours, start and scope, standalone, cacheable", async () => {
    const { response, body } = await manifest("najd-grill", "en-sa");
    expect(response.headers.get("content-type")).toBe("application/manifest+json; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(body).toMatchObject({
      id: "/",
      name: "Najd Grill",
      short_name: "Najd Grill",
      lang: "en",
      dir: "ltr",
      start_url: "/en-sa/brand/najd-grill",
      scope: "/",
      display: "standalone",
      // The brand's colour, its logo's (it reads as it is), and its lightest tint.
      theme_color: "#b45309",
      background_color: "#fbf6f3",
    });
    expect(body.description).toContain("Najd");
  });

  it("is in the page's language: Arabic names, rtl, the Arabic start page", async () => {
    const { body } = await manifest("najd-grill", "ar-sa");
    expect(body).toMatchObject({
      name: "مشويات نجد",
      short_name: "مشويات نجد",
      lang: "ar",
      dir: "rtl",
      start_url: "/ar-sa/brand/najd-grill",
      scope: "/",
    });
  });

  it("shortens a long name to the words that fit under an icon", async () => {
    const { body } = await manifest("shawarma-house", "en-kw");
    expect(body).toMatchObject({
      name: "Shawarma House",
      short_name: "Shawarma",
      start_url: "/en-kw/brand/shawarma-house",
    });
    const ar = await manifest("shawarma-house", "ar-kw");
    expect(ar.body).toMatchObject({ name: "بيت الشاورما", short_name: "بيت الشاورما" });
  });

  it("has 192 and 512 px square PNG icons made from the brand's logo (the theme's, else its branches')", async () => {
    for (const [label, locale, logo] of [
      ["najd-grill", "en-sa", "/static/brands/najd-grill/logo"],
      ["shawarma-house", "en-kw", "/static/stores/shawarma-house-city/logo"],
    ] as const) {
      const { body } = await manifest(label, locale);
      expect(body.icons.map((i) => [i.sizes, i.type, i.purpose])).toEqual([
        ["192x192", "image/png", "any"],
        ["512x512", "image/png", "any"],
      ]);
      for (const icon of body.icons) {
        expect(icon.src).toContain(logo);
        const answer = await fetchIcon(icon.src, label);
        expect(answer.status).toBe(200);
        expect(answer.headers.get("content-type")).toBe("image/png");
        const size = Number(icon.sizes.split("x")[0]);
        expect(pngSize(Buffer.from(await answer.arrayBuffer()))).toEqual({ width: size, height: size });
      }
    }
  });

  it("is 404 on an unknown vendor host", async () => {
    expect((await get("no-such-vendor", "/en-kw/manifest.webmanifest")).status).toBe(404);
    expect((await get("no-such-vendor", "/apple-touch-icon.png")).status).toBe(404);
  });
});

describe("the directory host's manifest", () => {
  it("is the product's own app, with its icons", async () => {
    const { body } = await manifest(null, "ar-pt");
    expect(body).toMatchObject({
      name: "Storefront",
      lang: "ar",
      dir: "rtl",
      start_url: "/ar-pt",
      scope: "/",
      display: "standalone",
      theme_color: "#be185d",
      background_color: "#fdf2f8",
    });
    expect(body.icons.map((i) => i.src)).toEqual(["/icon-192.png", "/icon-512.png"]);
    for (const icon of body.icons) {
      const answer = await fetchIcon(icon.src, null);
      expect(answer.headers.get("content-type")).toBe("image/png");
      const size = Number(icon.sizes.split("x")[0]);
      expect(pngSize(Buffer.from(await answer.arrayBuffer()))).toEqual({ width: size, height: size });
    }
  });
});

describe("every page's links", () => {
  it("name the manifest of the page's language and the host's apple-touch-icon", async () => {
    for (const [label, pathname, locale] of [
      ["najd-grill", "/ar-sa/store/najd-grill-olaya", "ar-sa"],
      ["shawarma-house", "/en-kw/brand/shawarma-house", "en-kw"],
      [null, "/en-ae", "en-ae"],
      [null, "/ar-kw/no-such-page", "ar-kw"],
    ] as const) {
      const html = await (await get(label, pathname)).text();
      expect(html).toContain(`<link rel="manifest" href="/${locale}/manifest.webmanifest"/>`);
      expect(html).toContain(`<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>`);
    }
  });

  it("the apple-touch-icon is the vendor's logo as a 180 px PNG, or the product's icon", async () => {
    const vendor = await get("najd-grill", "/apple-touch-icon.png");
    expect(vendor.status).toBe(302);
    const location = vendor.headers.get("location")!;
    expect(location).toMatch(/\/static\/brands\/najd-grill\/logo\?w=180&fm=png$/);
    const icon = await fetchIcon(location, "najd-grill");
    expect(icon.headers.get("content-type")).toBe("image/png");
    expect(pngSize(Buffer.from(await icon.arrayBuffer()))).toEqual({ width: 180, height: 180 });
    const product = await get(null, "/apple-touch-icon.png");
    expect([product.status, product.headers.get("location")]).toEqual([302, "/icon-192.png"]);
  });
});
