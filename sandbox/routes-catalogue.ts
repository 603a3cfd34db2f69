// Catalogue reads, configurations, maps key, validate-domain and the generated images.
// All of these work signed-out.
import { type CountryIsoCode, type PaymentMethod } from "../app/contract";
import type { App } from "./app";
import type { Point } from "./catalogue";
import { apiError, json, type RequestContext, type Result, type Router } from "./http";
import {
  IMAGE_CACHE,
  IMAGE_VARY,
  IMAGE_WIDTHS,
  requestedImageFormat,
  savesData,
  versionedImage,
} from "../app/contract/images";
import {
  bannerSvg,
  coverSvg,
  dishKind,
  flagSvg,
  logoSvg,
  picture,
  pictureTag,
  productSvg,
  type PictureSource,
} from "./images";

/** Image URLs take `?w=` (pixels, 16–2400): the picture is drawn at that width. */
function imageWidth(url: URL, fallback: number): number {
  const w = Number(url.searchParams.get("w"));
  return Number.isInteger(w) && w >= IMAGE_WIDTHS.min && w <= IMAGE_WIDTHS.max ? w : fallback;
}

const svg = (body: string): Result => ({
  kind: "raw",
  status: 200,
  body,
  contentType: "image/svg+xml",
  cacheSeconds: 86_400,
});

/** Whether an If-None-Match header names a tag (`*`, or a list; weak tags compare by their value). */
function matches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((t) => {
    const each = t.trim();
    return each === "*" || each.replace(/^W\//, "") === tag;
  });
}

/**
 * A catalogue picture as an image service sends it (decisions 70 and 109, app/contract/images.ts):
 * raster, in the best format the client's Accept allows (PNG for `fm=png`), lighter with Save-Data, with an ETag
 * (a matching If-None-Match is answered 304 without making the picture), a year's caching for a
 * versioned URL and a revalidated day for others.
 */
async function sent(source: PictureSource, ctx: RequestContext): Promise<Result> {
  const format = requestedImageFormat(ctx.url, ctx.req.headers.accept, !source.photo);
  const saveData = savesData(ctx.req.headers["save-data"] as string | undefined);
  const tag = pictureTag(source, format, saveData);
  const headers = {
    ETag: tag,
    "Cache-Control": versionedImage(ctx.url) ? IMAGE_CACHE.versioned : IMAGE_CACHE.unversioned,
  };
  const type = `image/${format}`;
  if (matches(ctx.req.headers["if-none-match"], tag))
    return { kind: "raw", status: 304, body: "", contentType: type, vary: IMAGE_VARY, headers };
  return {
    kind: "raw",
    status: 200,
    body: await picture(source, format, saveData, tag),
    contentType: type,
    vary: IMAGE_VARY,
    headers,
  };
}

export function catalogueRoutes(app: App, router: Router): void {
  const { catalogue, db } = app;

  router.endpoint("brands", (ctx, request) => {
    const q = request.query();
    const brands = catalogue.brands.filter((b) => !q.country_iso_code || b.country === q.country_iso_code);
    return json({ data: brands.map((b) => catalogue.directoryEntry(b, ctx.lang)) });
  });

  /** The location a brand or store read was asked for (`?lat=&lng=`), or null. */
  const pointOf = (q: { lat?: number; lng?: number }): Point =>
    q.lat !== undefined && q.lng !== undefined ? { lat: q.lat, lng: q.lng } : null;

  router.endpoint("brand", (ctx, request) => {
    const brand = catalogue.brandsBySlug.get(ctx.params.brandSlug);
    if (!brand) throw apiError(404, ctx.lang, "brand_not_found", { code: "not_found" });
    return json(catalogue.brand(brand, ctx.lang, pointOf(request.query())));
  });

  router.endpoint("store", (ctx, request) => {
    const store = catalogue.storesBySlug.get(ctx.params.storeSlug);
    if (!store) throw apiError(404, ctx.lang, "store_not_found", { code: "not_found" });
    return json({
      info: catalogue.storeInfo(store, ctx.lang, pointOf(request.query())),
      menus: catalogue.menus(store, ctx.lang),
    });
  });

  router.endpoint("configurations", async (ctx, request) => {
    const body = request.body();
    const { rows } = await db.query<{
      id: number;
      name: string;
      name_arabic: string;
      iso_two_code: CountryIsoCode;
      iso_three_code: string;
      phone_code: string;
      decimal_places: number;
      currency_code: string;
      payment_methods: PaymentMethod[];
    }>("select * from countries where iso_two_code = $1", [body.country_iso_code]);
    const c = rows[0];
    if (!c) throw apiError(404, ctx.lang, "country_not_found", { code: "not_found" });
    return json({
      country: {
        id: c.id,
        name: c.name,
        name_arabic: c.name_arabic,
        iso_two_code: c.iso_two_code,
        iso_three_code: c.iso_three_code,
        phone_code: c.phone_code,
        decimal_places: c.decimal_places,
        currency_code: c.currency_code,
        flag: catalogue.url(`/static/flags/${c.iso_two_code}.svg`),
      },
      payment_methods: c.payment_methods,
    });
  });

  router.endpoint("mapsKey", () => json({ apiKey: app.settings.mapsKey }));

  router.endpoint("validateDomain", (ctx, request) => {
    const body = request.body();
    const brand = catalogue.brandsBySlug.get(body.vendor_identifier.toLowerCase());
    if (!brand) throw apiError(404, ctx.lang, "vendor_not_found", { code: "not_found" });
    if (body.store_identifier !== null) {
      const store = catalogue.storesBySlug.get(body.store_identifier.toLowerCase());
      if (!store || store.brandId !== brand.id)
        throw apiError(404, ctx.lang, "vendor_not_found", { code: "not_found" });
    }
    return json({ country_code: brand.country, brand_slug: brand.slug });
  });

  // --- images ----------------------------------------------------------------------------------

  const notFound = (lang: "en" | "ar") => apiError(404, lang, "not_found", { code: "not_found" });

  router.add("GET", "/static/brands/{slug}/logo", (ctx) => {
    const brand = catalogue.brandsBySlug.get(ctx.params.slug);
    if (!brand) throw notFound(ctx.lang);
    return sent(
      {
        svg: logoSvg(brand.name.en, brand.color, imageWidth(ctx.url, 128)),
        key: `brands/${brand.slug}/logo`,
        photo: false,
      },
      ctx,
    );
  });
  for (const lang of ["en", "ar"] as const) {
    const suffix = lang === "en" ? "" : `.${lang}`;
    // The banner and cover carry the brand's name: one per language (`banner.ar` for Arabic pages).
    router.add("GET", `/static/brands/{slug}/banner${suffix}`, (ctx) => {
      const brand = catalogue.brandsBySlug.get(ctx.params.slug);
      if (!brand) throw notFound(ctx.lang);
      const kinds = [
        ...new Set(
          brand.stores.flatMap((s) =>
            s.menus.flatMap((m) =>
              m.categories.flatMap((c) => c.products.map((p) => dishKind(`${p.name.en} ${p.description.en}`))),
            ),
          ),
        ),
      ];
      return sent(
        {
          svg: bannerSvg(brand.name[lang], brand.color, kinds, imageWidth(ctx.url, 1200)),
          key: `brands/${brand.slug}/banner`,
          photo: true,
        },
        ctx,
      );
    });
    router.add("GET", `/static/brands/{slug}/cover${suffix}`, (ctx) => {
      const brand = catalogue.brandsBySlug.get(ctx.params.slug);
      if (!brand) throw notFound(ctx.lang);
      return sent(
        {
          svg: coverSvg(brand.name[lang], brand.color, imageWidth(ctx.url, 1200)),
          key: `brands/${brand.slug}/cover`,
          photo: true,
        },
        ctx,
      );
    });
  }
  router.add("GET", "/static/stores/{slug}/logo", (ctx) => {
    const store = catalogue.storesBySlug.get(ctx.params.slug);
    if (!store) throw notFound(ctx.lang);
    return sent(
      {
        svg: logoSvg(store.name.en, store.brandColor, imageWidth(ctx.url, 128)),
        key: `stores/${store.slug}/logo`,
        photo: false,
      },
      ctx,
    );
  });
  router.add("GET", "/static/products/{file}", (ctx) => {
    const m = /^(\d{1,9})$/.exec(ctx.params.file);
    const product = m ? catalogue.products.get(Number(m[1])) : undefined;
    if (!product || !product.hasImage) throw notFound(ctx.lang);
    const drawing = productSvg(
      dishKind(`${product.name.en} ${product.description.en}`),
      product.color,
      imageWidth(ctx.url, 160),
    );
    return sent({ svg: drawing, key: `products/${product.id}`, photo: true }, ctx);
  });
  router.add("GET", "/static/flags/{file}", (ctx) => {
    const m = /^([A-Z]{2})\.svg$/.exec(ctx.params.file);
    const body = m ? flagSvg(m[1]) : null;
    if (!body) throw notFound(ctx.lang);
    return svg(body);
  });
}
