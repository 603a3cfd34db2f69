// The sandbox's catalogue and configuration calls, in English and Arabic, checked against the contract.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  brandSchema,
  brandsResponseSchema,
  configurationsResponseSchema,
  countryIsoCodeSchema,
  errorBodySchema,
  slugSchema,
  storeSchema,
  validateDomainResponseSchema,
  type Product,
  type Store,
} from "~/contract";
import { bootSandbox } from "./sandbox-helpers";
import sharp from "sharp";

let s: Awaited<ReturnType<typeof bootSandbox>>;

beforeAll(async () => {
  s = await bootSandbox();
});
afterAll(async () => {
  await s?.sandbox.close();
});

const ARABIC = /[\u0600-\u06FF]/;

describe("brands", () => {
  it("draws a brand's cover and banner with its name in the answer's language", async () => {
    const pictures: Record<string, Buffer[]> = {};
    for (const [lang, name, suffix] of [
      ["en", "Burger Bay", ""],
      ["ar", "برجر باي", ".ar"],
    ] as const) {
      const brand = (await s.call("GET", "/v5/web/customer/brands/burger-bay", { lang })).body;
      expect(brand.name).toBe(name);
      const store = (await s.call("GET", "/v5/web/customer/stores/burger-bay-salmiya", { lang })).body;
      expect(store.info.cover).toBe(brand.images.cover);
      expect([brand.images.cover, brand.images.image].map((url: string) => new URL(url).pathname)).toEqual([
        `/static/brands/burger-bay/cover${suffix}`,
        `/static/brands/burger-bay/banner${suffix}`,
      ]);
      pictures[lang] = await Promise.all(
        [brand.images.cover, brand.images.image].map(async (url: string) =>
          Buffer.from(await (await fetch(url)).arrayBuffer()),
        ),
      );
    }
    // Drawn with another name, so other pixels (the drawing itself is text: sandbox/images.ts).
    pictures.en!.forEach((en, i) => expect(en.equals(pictures.ar![i]!)).toBe(false));
  });

  it("lists at least two brands per country with DNS-label slugs", async () => {
    const reply = await s.call("GET", "/v5/web/customer/brands");
    expect(reply.status).toBe(200);
    const { data } = brandsResponseSchema.parse(reply.body);
    for (const country of countryIsoCodeSchema.options) {
      expect(data.filter((b) => b.country_iso_code === country).length).toBeGreaterThanOrEqual(2);
    }
    for (const brand of data) expect(slugSchema.safeParse(brand.slug).success).toBe(true);
  });

  it("says on the list whether each brand is open and its lowest delivery fee, as its stores' reads do", async () => {
    const { data } = brandsResponseSchema.parse(
      (await s.call("GET", "/v5/web/customer/brands?country_iso_code=KW")).body,
    );
    for (const summary of data) {
      const brand = brandSchema.parse((await s.call("GET", `/v5/web/customer/brands/${summary.slug}`)).body);
      const active = brand.stores.filter((store) => store.activity === "active");
      expect(summary.ordering).toMatchObject({
        is_open: active.some((store) => store.is_open),
        delivery_fee: Math.min(...active.map((store) => store.delivery_fee)),
      });
    }
  });

  it("says when a brand whose stores are all closed opens: the soonest of its stores, in that store's zone", async () => {
    const hours = (slug: string, opening_hours: unknown[]) =>
      s.call("POST", `/sandbox/store-hours?slug=${slug}`, { body: { opening_hours } });
    const seeded = async (slug: string) =>
      storeSchema.parse((await s.call("GET", `/v5/web/customer/stores/${slug}`)).body).info.opening_hours;
    const kept = { ribeira: await seeded("porto-grill-ribeira"), lisboa: await seeded("porto-grill-lisboa") };
    expect((await hours("porto-grill-ribeira", [])).status).toBe(200);
    const lisbonHour = Number(
      new Intl.DateTimeFormat("en-GB", { hour: "2-digit", hourCycle: "h23", timeZone: "Europe/Lisbon" }).format(
        new Date(),
      ),
    );
    const at = (h: number) => `${String(h % 24).padStart(2, "0")}:00`;
    expect(
      (
        await hours(
          "porto-grill-lisboa",
          [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: at(lisbonHour + 3), close: at(lisbonHour + 5) })),
        )
      ).status,
    ).toBe(200);
    const lisboa = storeSchema.parse((await s.call("GET", "/v5/web/customer/stores/porto-grill-lisboa")).body).info;
    const { data } = brandsResponseSchema.parse(
      (await s.call("GET", "/v5/web/customer/brands?country_iso_code=PT")).body,
    );
    const porto = data.find((b) => b.slug === "porto-grill")!;
    expect(lisboa.next_opening_at).not.toBeNull();
    expect(porto.ordering).toMatchObject({
      is_open: false,
      next_opening_at: lisboa.next_opening_at,
      time_zone: lisboa.time_zone,
    });
    // The list's alone: the brand read carries no `ordering`.
    expect((await s.call("GET", "/v5/web/customer/brands/porto-grill")).body.ordering).toBeUndefined();
    await hours("porto-grill-ribeira", kept.ribeira);
    await hours("porto-grill-lisboa", kept.lisboa);
  });

  it("filters by country", async () => {
    const reply = await s.call("GET", "/v5/web/customer/brands?country_iso_code=PT");
    expect(reply.body.data.map((b: { slug: string }) => b.slug).sort()).toEqual(["lisbon-pastry", "porto-grill"]);
    const bad = await s.call("GET", "/v5/web/customer/brands?country_iso_code=XX");
    expect(bad.status).toBe(400);
    expect(bad.body.errors.country_iso_code).toBeDefined();
  });

  it("reads a brand with its stores in English and Arabic", async () => {
    const en = brandSchema.parse((await s.call("GET", "/v5/web/customer/brands/burger-bay")).body);
    const ar = brandSchema.parse(
      (await s.call("GET", "/v5/web/customer/brands/burger-bay", { lang: "ar-KW,ar;q=0.9,en;q=0.5" })).body,
    );
    expect(en.name).toBe("Burger Bay");
    expect(ar.name).toBe("برجر باي");
    expect(ar.description).toMatch(ARABIC);
    expect(en.stores.map((st) => st.slug)).toEqual(["burger-bay-salmiya", "burger-bay-hawally", "burger-bay-mega"]);
    expect(ar.stores[0].name).toMatch(ARABIC);
    // images.image is the brand's banner, a wide picture sent as an image service sends one
    // (decisions 70 and 109): AVIF to a browser that takes it, JPEG to a client that names neither
    // AVIF nor WebP, drawn at ?w=.
    expect(en.images.image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/static\/brands\/burger-bay\/banner$/);
    const avif = await fetch(`${en.images.image}?w=600`, {
      headers: { Accept: "image/avif,image/webp,image/apng,*/*;q=0.8" },
    });
    expect([avif.status, avif.headers.get("content-type"), avif.headers.get("vary")]).toEqual([
      200,
      "image/avif",
      "Accept, Save-Data",
    ]);
    const sized = await sharp(Buffer.from(await avif.arrayBuffer())).metadata();
    expect([sized.format, sized.width, sized.height]).toEqual(["heif", 600, 200]);
    const jpeg = await fetch(en.images.image, { headers: { Accept: "*/*" } });
    expect(jpeg.headers.get("content-type")).toBe("image/jpeg");
    const full = await sharp(Buffer.from(await jpeg.arrayBuffer())).metadata();
    expect([full.format, full.width, full.height]).toEqual(["jpeg", 1200, 400]);
  });

  it("answers 404 in the one error shape for an unknown brand", async () => {
    const reply = await s.call("GET", "/v5/web/customer/brands/no-such-brand", { lang: "ar" });
    expect(reply.status).toBe(404);
    expect(errorBodySchema.parse(reply.body).message).toMatch(ARABIC);
    expect(reply.body.code).toBe("not_found");
  });
});

describe("stores", () => {
  const allProducts = (store: Store): Product[] => store.menus.flatMap((m) => m.categories.flatMap((c) => c.products));

  it("reads every store of every brand against the contract", async () => {
    const { data } = (await s.call("GET", "/v5/web/customer/brands")).body;
    let stores = 0;
    for (const b of data) {
      const brand = brandSchema.parse((await s.call("GET", `/v5/web/customer/brands/${b.slug}`)).body);
      expect(brand.stores.length).toBeGreaterThanOrEqual(1);
      expect(brand.stores.length).toBeLessThanOrEqual(3);
      for (const summary of brand.stores) {
        const store = storeSchema.parse((await s.call("GET", `/v5/web/customer/stores/${summary.slug}`)).body);
        expect(store.info.brand_slug).toBe(brand.slug);
        expect(store.menus.some((m) => m.info.purpose === "delivery")).toBe(true);
        expect(store.info.purpose).toEqual([...new Set(store.menus.map((m) => m.info.purpose))]);
        expect(store.info.country.iso_two_code).toBe(brand.country_iso_code);
        stores++;
      }
    }
    expect(stores).toBeGreaterThanOrEqual(16);
  });

  it("has gathering and catering menus, variants, nested groups, unavailable items and discounts", async () => {
    const store = storeSchema.parse((await s.call("GET", "/v5/web/customer/stores/burger-bay-salmiya")).body);
    expect(store.info.purpose).toEqual(["delivery", "gathering", "catering"]);
    const products = allProducts(store);
    expect(products.some((p) => p.variants.length > 1)).toBe(true);
    expect(products.some((p) => p.availability === "unavailable")).toBe(true);
    expect(products.some((p) => p.discount.kind === "amount")).toBe(true);
    expect(products.some((p) => p.discount.kind === "percentage")).toBe(true);
    const classic = products.find((p) => p.name === "Classic Burger")!;
    const meal = classic.option_groups.find((g) => g.name === "Make it a meal")!;
    expect(meal.options[0].option_groups.map((g) => g.name)).toEqual(["Choose your drink", "Choose your side"]);
    const extras = classic.option_groups.find((g) => g.selection === "multi")!;
    expect(extras.options.some((o) => o.availability === "unavailable")).toBe(true);
    const smash = products.find((p) => p.name === "Double Smash")!;
    expect(smash.price).toBe(2750);
    expect(smash.price_after_discount).toBe(2475); // 10 % off, 3 decimals
    for (const p of products) {
      expect(Number.isInteger(p.price)).toBe(true);
      expect(Number.isInteger(p.price_after_discount)).toBe(true);
    }
  });

  it("localizes menus in Arabic", async () => {
    const store = storeSchema.parse(
      (await s.call("GET", "/v5/web/customer/stores/najd-grill-olaya", { lang: "ar" })).body,
    );
    expect(store.info.name).toBe("مشويات نجد العليا");
    for (const menu of store.menus) {
      expect(menu.info.name).toMatch(ARABIC);
      for (const c of menu.categories) for (const p of c.products) expect(p.name).toMatch(ARABIC);
    }
    expect(store.info.country).toEqual({ iso_two_code: "SA", currency_code: "SAR", decimal_places: 2 });
  });

  it("serves the 300-product store for benchmarks", async () => {
    const store = storeSchema.parse((await s.call("GET", "/v5/web/customer/stores/burger-bay-mega")).body);
    expect(allProducts(store)).toHaveLength(300);
  });

  it("serves an inactive store as closed", async () => {
    const store = storeSchema.parse((await s.call("GET", "/v5/web/customer/stores/lisbon-pastry-belem")).body);
    expect(store.info.activity).toBe("inactive");
    expect(store.info.is_open).toBe(false);
  });

  it("answers 404 for an unknown store", async () => {
    const reply = await s.call("GET", "/v5/web/customer/stores/nope");
    expect(reply.status).toBe(404);
    expect(errorBodySchema.safeParse(reply.body).success).toBe(true);
  });
});

describe("configurations", () => {
  it("answers a country and its payment methods", async () => {
    const reply = await s.call("POST", "/v5/web/customer/configurations", { body: { country_iso_code: "SA" } });
    const config = configurationsResponseSchema.parse(reply.body);
    expect(config.country).toMatchObject({
      iso_two_code: "SA",
      phone_code: "+966",
      currency_code: "SAR",
      decimal_places: 2,
      name_arabic: "المملكة العربية السعودية",
    });
    expect(config.payment_methods).toContain("mada");
    // The platform's names are the storefront's translations (app/i18n/countries.ts).
    expect(config.country).toMatchObject({ name: "Saudi Arabia" });
  });

  it("validates the body", async () => {
    const reply = await s.call("POST", "/v5/web/customer/configurations", {
      body: { country_iso_code: "US" },
      lang: "ar",
    });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe("validation_error");
    expect(reply.body.errors.country_iso_code[0]).toMatch(ARABIC);
  });

  it("hands out the maps key signed out", async () => {
    const reply = await s.call("GET", "/v5/web/customer/configurations/firebase/maps-key");
    expect(reply.status).toBe(200);
    expect(typeof reply.body.apiKey).toBe("string");
  });
});

describe("validate-domain", () => {
  const path = "/v5/web/customer/configurations/validate-domain";

  it("maps a brand slug to its country", async () => {
    const reply = await s.call("POST", path, {
      body: { source: "web", vendor_identifier: "marina-sushi", store_identifier: null },
    });
    expect(validateDomainResponseSchema.parse(reply.body)).toEqual({ country_code: "AE", brand_slug: "marina-sushi" });
  });

  it("answers 404 for an unknown vendor or a store of another brand", async () => {
    expect(
      (await s.call("POST", path, { body: { source: "web", vendor_identifier: "nobody", store_identifier: null } }))
        .status,
    ).toBe(404);
    expect(
      (
        await s.call("POST", path, {
          body: { source: "web", vendor_identifier: "burger-bay", store_identifier: "najd-grill-olaya" },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await s.call("POST", path, {
          body: { source: "web", vendor_identifier: "burger-bay", store_identifier: "burger-bay-hawally" },
        })
      ).status,
    ).toBe(200);
  });

  it("answers 400 for a bad body", async () => {
    const reply = await s.call("POST", path, { body: { source: "app", vendor_identifier: "" } });
    expect(reply.status).toBe(400);
    expect(Object.keys(reply.body.errors).sort()).toEqual(["source", "store_identifier", "vendor_identifier"]);
  });
});

describe("errors", () => {
  it("answers unknown routes with a JSON 404", async () => {
    const reply = await s.call("GET", "/v5/web/nothing-here");
    expect(reply.status).toBe(404);
    expect(reply.headers.get("content-type")).toContain("application/json");
    expect(errorBodySchema.safeParse(reply.body).success).toBe(true);
    expect((await s.call("DELETE", "/v5/web/customer/brands")).status).toBe(404);
  });

  it("answers malformed JSON with 400 and no stack trace", async () => {
    const reply = await s.call("POST", "/v5/web/customer/configurations", { rawBody: "{not json" });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ message: "The request body is not valid JSON.", code: "invalid_json" });
  });

  it("requires a token for customer calls", async () => {
    const reply = await s.call("GET", "/v5/web/customer/profile");
    expect(reply.status).toBe(401);
    expect(reply.body.code).toBe("unauthenticated");
    expect((await s.call("GET", "/v5/web/customer/profile", { token: "forged" })).status).toBe(401);
  });
});

// The brand and store reads state the delivery to a location (`?lat=&lng=`), from
// the rule the checkout charges by.
describe("delivery to a location", () => {
  // The checkout names one blocking reason, a closed store before an unreachable one: this block's
  // sandbox runs at a fixed hour when every branch is open, so the answer is about delivery whenever it runs.
  let s: Awaited<ReturnType<typeof bootSandbox>>;
  beforeAll(async () => {
    s = await bootSandbox({ clock: () => Date.parse("2026-11-24T10:00:00Z") });
  });
  afterAll(async () => {
    await s?.sandbox.close();
  });
  const JAHRA = { lat: 29.3375, lng: 47.6581 };
  const SALMIYA = { lat: 29.3339, lng: 48.0758 };
  const AL_RAI = { lat: 29.3047, lng: 47.9339 };
  const brandAt = async (point: { lat: number; lng: number } | null, lang = "en") =>
    brandSchema.parse(
      (
        await s.call("GET", `/v5/web/customer/brands/burger-bay${point ? `?lat=${point.lat}&lng=${point.lng}` : ""}`, {
          lang,
        })
      ).body,
    );
  /** The checkout's answer for one plain product of `slug` delivered to `point`. */
  async function checkoutAt(slug: string, point: { lat: number; lng: number }) {
    const store = storeSchema.parse((await s.call("GET", `/v5/web/customer/stores/${slug}`)).body);
    const menu = store.menus[0]!;
    const product = menu.categories
      .flatMap((c) => c.products)
      .find((p) => p.variants.length === 0 && p.option_groups.length === 0 && p.availability === "available")!;
    const body = {
      store_slug: slug,
      customer_country_code: "KW",
      platform: "web",
      ...point,
      products: Array.from({ length: 4 }, () => ({
        product_id: product.id,
        menu_id: menu.info.id,
        variant_id: null,
        quantity: 1,
        option_groups: [],
        special_request: null,
      })),
      promotion_id: null,
      apply_wallet_credits: false,
    };
    const reply = await s.call("POST", "/v5/web/customer/orders/checkout", { body, token: null });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body as { totals: { delivery_fee: number }; errors: { order?: string } };
  }

  it("reads without a location: base figures, no delivery", async () => {
    const brand = await brandAt(null);
    for (const store of brand.stores) {
      expect(store.delivery).toBeNull();
      expect(store.delivery_fee).toBe(500);
      expect(store.delivery_estimate.max_minutes).toBeGreaterThan(store.delivery_estimate.min_minutes);
    }
  });

  it("states distance, area, fee and time for each branch, the fee and area the checkout's", async () => {
    for (const point of [JAHRA, SALMIYA, AL_RAI]) {
      const brand = await brandAt(point);
      for (const store of brand.stores) {
        const delivery = store.delivery!;
        expect(delivery.distance_metres).toBeGreaterThanOrEqual(0);
        const priced = await checkoutAt(store.slug, point);
        expect(priced.totals.delivery_fee, `${store.slug} at ${JSON.stringify(point)}`).toBe(delivery.fee);
        expect(priced.errors.order === "The store does not deliver to this location.").toBe(!delivery.delivers);
      }
    }
  });

  it("in Jahra no Burger Bay branch delivers; in Al Rai the nearest does, quicker and cheaper than the farthest", async () => {
    const jahra = await brandAt(JAHRA);
    expect(jahra.stores.map((st) => st.delivery!.delivers)).toEqual([false, false, false]);
    // The Salmiya branch in Jahra: about 40 km; the checkout's KWD 4.300.
    expect(jahra.stores[0]!.delivery!.fee).toBe(4300);
    const rai = await brandAt(AL_RAI, "ar");
    const [salmiya, , mega] = rai.stores.map((st) => st.delivery!);
    expect(mega!.delivers).toBe(true);
    expect(mega!.distance_metres).toBeLessThan(1000);
    expect(mega!.fee).toBe(500);
    expect(mega!.estimate).toEqual(rai.stores[2]!.delivery_estimate);
    expect(salmiya!.distance_metres).toBeGreaterThan(mega!.distance_metres);
    expect(salmiya!.fee).toBeGreaterThan(mega!.fee);
    expect(salmiya!.estimate.min_minutes).toBeGreaterThan(mega!.estimate.min_minutes);
  });

  it("the store read states its own delivery to the location", async () => {
    const store = storeSchema.parse(
      (await s.call("GET", `/v5/web/customer/stores/burger-bay-salmiya?lat=${JAHRA.lat}&lng=${JAHRA.lng}`)).body,
    );
    expect(store.info.delivery).toMatchObject({ delivers: false, fee: 4300 });
    expect(
      storeSchema.parse((await s.call("GET", "/v5/web/customer/stores/burger-bay-salmiya")).body).info.delivery,
    ).toBeNull();
  });

  it("refuses one coordinate alone or out of range in the one error shape", async () => {
    for (const query of ["?lat=29.3", "?lat=91&lng=48", "?lat=abc&lng=48"]) {
      const reply = await s.call("GET", `/v5/web/customer/brands/burger-bay${query}`);
      expect(reply.status, query).toBe(400);
      expect(errorBodySchema.safeParse(reply.body).success).toBe(true);
    }
  });
});
