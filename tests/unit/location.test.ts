import { describe, expect, it } from "vitest";
import { isFresh, LOCATION_REUSE_MS, placeFromResults } from "~/location/address";
import { parseCoordinate } from "~/location/coordinates";
import {
  createGazetteerGeocoder,
  createGoogleGeocoder,
  GeocoderError,
  distanceKm,
  fold,
  nearestInGazetteer,
  searchGazetteer,
  type GazetteerPlace,
  chosenPlaceSchema,
  pointSchema,
  normaliseQuery,
} from "~/server/location";
import type { CountryCode } from "~/i18n/countries";
import { hasLocationButton, isMapPage } from "~/location/map-pages";
import { splitBlock } from "~/location/block";
import { loadConfig } from "~/server/request";

describe("address from geocoder results", () => {
  it("uses the longest formatted address and derives field_1/2/3/5", () => {
    const place = placeFromResults([
      { formatted_address: "Salmiya, Kuwait", address_components: [{ long_name: "Salmiya", types: ["sublocality"] }] },
      {
        formatted_address: "12 Salem Al Mubarak St, Block 10, Salmiya, Kuwait",
        address_components: [
          { long_name: "12", types: ["street_number"] },
          { long_name: "Salem Al Mubarak St", types: ["route"] },
          { long_name: "Block 10", types: ["neighborhood"] },
        ],
      },
    ]);
    expect(place).toEqual({
      address: "12 Salem Al Mubarak St, Block 10, Salmiya, Kuwait",
      field_1: "Salmiya",
      field_2: "Block 10",
      field_3: "Salem Al Mubarak St",
      field_5: "12",
    });
  });

  it("falls back to the locality for field_1, and has no place without an address", () => {
    expect(
      placeFromResults([
        { formatted_address: "Lisbon", address_components: [{ long_name: "Lisbon", types: ["locality"] }] },
      ])?.field_1,
    ).toBe("Lisbon");
    expect(placeFromResults([])).toBeNull();
    expect(placeFromResults([{ formatted_address: " ", address_components: [] }])).toBeNull();
  });

  it("checks coordinates and the 5-minute reuse", () => {
    expect(parseCoordinate(29.3, "lat")).toBe(29.3);
    expect(parseCoordinate(47.9, "lng")).toBe(47.9);
    expect(parseCoordinate(91, "lat")).toBeNull();
    expect(parseCoordinate(-181, "lng")).toBeNull();
    expect(parseCoordinate(Number.NaN, "lat")).toBeNull();
    const now = 1_000_000_000;
    expect(isFresh(now - LOCATION_REUSE_MS + 1, now)).toBe(true);
    expect(isFresh(now - LOCATION_REUSE_MS, now)).toBe(false);
    expect(isFresh(null, now)).toBe(false);
  });
});

describe("chosen place", () => {
  it("refuses out-of-range coordinates and empty or overlong addresses", () => {
    expect(chosenPlaceSchema.safeParse({ lat: "29.3", lng: "48", address: "Salmiya" }).success).toBe(true);
    expect(chosenPlaceSchema.safeParse({ lat: "91", lng: "48", address: "x" }).success).toBe(false);
    expect(chosenPlaceSchema.safeParse({ lat: "29", lng: "abc", address: "x" }).success).toBe(false);
    expect(chosenPlaceSchema.safeParse({ lat: "29", lng: "48", address: " " }).success).toBe(false);
    expect(chosenPlaceSchema.safeParse({ lat: "29", lng: "48", address: "x".repeat(501) }).success).toBe(false);
    expect(chosenPlaceSchema.safeParse({ lat: "Infinity", lng: "48", address: "x" }).success).toBe(false);
    expect(chosenPlaceSchema.parse({ lat: "29", lng: "48", address: " Salmiya ", field_2: " " })).toMatchObject({
      address: "Salmiya",
      field_2: null,
      field_5: null,
    });
    expect(pointSchema.safeParse({ lat: "-90", lng: "180" }).success).toBe(true);
    expect(pointSchema.safeParse({ lat: "", lng: "180" }).success).toBe(false); // empty is missing, not 0
    expect(pointSchema.safeParse({ lng: "180" }).success).toBe(false);
    expect(chosenPlaceSchema.safeParse({ lat: " ", lng: "48", address: "x" }).success).toBe(false);
    expect(pointSchema.safeParse({ lat: "-90.0001", lng: "0" }).success).toBe(false);
  });
});

describe("map pages (where the CSP allows Google)", () => {
  it("are brand, store and the address book, with or without a locale", () => {
    expect(isMapPage("/en-kw/store/burger-bay-salmiya")).toBe(true);
    expect(isMapPage("/brand/burger-bay")).toBe(true);
    expect(isMapPage("/ar-sa/account/addresses")).toBe(true);
    expect(isMapPage("/en-kw")).toBe(false);
    expect(isMapPage("/en-kw/store/x/checkout")).toBe(false);
    expect(isMapPage("/en-kw/store/x/product/1")).toBe(false);
    expect(isMapPage("/en-kw/location")).toBe(false);
    // The prefix is read as locale.ts reads it: a locale it does not know is no prefix.
    expect(isMapPage("/EN-KW/store/burger-bay-salmiya")).toBe(true);
    expect(isMapPage("/fr-fr/store/burger-bay-salmiya")).toBe(false);
  });

  it("show the header's location button on brand and store pages only (one list for the CSP and the header)", () => {
    expect(hasLocationButton("/en-kw/store/burger-bay-salmiya")).toBe(true);
    expect(hasLocationButton("/ar-kw/brand/burger-bay")).toBe(true);
    expect(hasLocationButton("/en-kw/account/addresses")).toBe(false);
    expect(hasLocationButton("/en-kw/store/x/product/1")).toBe(false);
  });

  it("reads a typed coordinate one way everywhere: the location page's like the address book's", () => {
    // Arabic digits and the Arabic decimal separator, as an Arabic keyboard types them.
    expect(pointSchema.parse({ lat: "٢٩٫٣٣٣٩", lng: " 48.0758 " })).toEqual({ lat: 29.3339, lng: 48.0758 });
    for (const text of ["abc", "0x1F", "Infinity", "1e999", "29 48", ""]) {
      expect(parseCoordinate(text, "lat"), text).toBeNull();
      expect(pointSchema.safeParse({ lat: text, lng: "48" }).success, text).toBe(false);
    }
    expect(parseCoordinate("-90", "lat")).toBe(-90);
    expect(parseCoordinate("-90.0001", "lat")).toBeNull();
    expect(parseCoordinate("180", "lng")).toBe(180);
  });
});

describe("gazetteer", () => {
  it("finds areas in English and Arabic, folding letter forms", async () => {
    expect(searchGazetteer("salmiya", "kw", "en")[0]?.name).toBe("Salmiya");
    expect(searchGazetteer("السالميه", "kw", "ar")[0]?.name).toBe("السالمية");
    expect(searchGazetteer("belem", "pt", "en")[0]?.name).toBe("Belém");
    expect(fold("  Al   Malqa ")).toBe("al malqa");
    const places = await createGazetteerGeocoder().search("Marina", { lang: "en", country: "ae" });
    expect(places[0]).toMatchObject({ field_1: "Dubai Marina", address: "Dubai Marina, Dubai" });
    expect(await createGazetteerGeocoder().search("nowhere-at-all", { lang: "en", country: "kw" })).toEqual([]);
  });

  it("has at least 15 places per country, each inside its country's area", () => {
    // Every area the search can find: each has a Latin letter in its English name.
    const everyArea = (country: CountryCode, lang: "en" | "ar"): GazetteerPlace[] => {
      const found = new Map<string, GazetteerPlace>();
      for (const letter of "abcdefghijklmnopqrstuvwxyz") {
        for (const place of searchGazetteer(letter, country, lang, Infinity))
          found.set(`${place.lat},${place.lng}`, place);
      }
      return [...found.values()];
    };
    const boxes = {
      kw: [28.5, 30.2, 46.5, 48.5],
      sa: [16, 32.2, 34.5, 55.7],
      ae: [22.6, 26.1, 51.5, 56.4],
      pt: [36.9, 42.2, -9.6, -6.1],
    } as const;
    for (const [country, [s, n, w, e]] of Object.entries(boxes)) {
      const places = everyArea(country as CountryCode, "en");
      const arabic = everyArea(country as CountryCode, "ar");
      expect(new Set(places.map((p) => p.name)).size, country).toBeGreaterThanOrEqual(15);
      expect(
        arabic.every((p) => /[\u0600-\u06ff]/.test(p.name) && /[\u0600-\u06ff]/.test(p.city)),
        country,
      ).toBe(true);
      for (const p of places) {
        expect(p.lat, `${country} ${p.name}`).toBeGreaterThan(s);
        expect(p.lat, `${country} ${p.name}`).toBeLessThan(n);
        expect(p.lng, `${country} ${p.name}`).toBeGreaterThan(w);
        expect(p.lng, `${country} ${p.name}`).toBeLessThan(e);
      }
    }
  });

  it("answers the nearest area for a point (reverse), keeping the asked coordinates", async () => {
    expect(distanceKm({ lat: 29.3339, lng: 48.0758 }, { lat: 29.3328, lng: 48.0286 })).toBeCloseTo(4.6, 0);
    expect(nearestInGazetteer(29.334, 48.076, "en")?.name).toBe("Salmiya");
    expect(nearestInGazetteer(25.08, 55.14, "ar")?.name).toBe("دبي مارينا");
    expect(nearestInGazetteer(41.15, -8.67, "en")?.city).toBe("Porto");
    expect(nearestInGazetteer(0, 0, "en")).toBeNull(); // the Gulf of Guinea: nothing near
    const geocoder = createGazetteerGeocoder();
    expect(await geocoder.reverse(29.3186, 48.0231, { lang: "ar" })).toEqual({
      lat: 29.3186,
      lng: 48.0231,
      address: "الجابرية, محافظة حولي",
      field_1: "الجابرية",
      field_2: null,
      field_3: null,
      field_5: null,
    });
    expect(await geocoder.reverse(0, 0, { lang: "en" })).toBeNull();
  });
});

describe("Google geocoder", () => {
  const answer = {
    status: "OK",
    results: [
      {
        formatted_address: "Olaya St, Olaya, Riyadh, Saudi Arabia",
        address_components: [
          { long_name: "Olaya St", types: ["route"] },
          { long_name: "Olaya", types: ["sublocality"] },
        ],
        geometry: { location: { lat: 24.69, lng: 46.68 } },
      },
    ],
  };

  it("asks Google with the key, language and country, and maps the results", async () => {
    let asked: URL | null = null;
    const geocoder = createGoogleGeocoder("server-key", {
      fetchImpl: (async (input: URL) => {
        asked = input;
        return new Response(JSON.stringify(answer));
      }) as unknown as typeof fetch,
    });
    const places = await geocoder.search("olaya", { lang: "ar", country: "sa" });
    expect(asked!.searchParams.get("key")).toBe("server-key");
    expect(asked!.searchParams.get("language")).toBe("ar");
    expect(asked!.searchParams.get("components")).toBe("country:SA");
    expect(places).toEqual([
      {
        lat: 24.69,
        lng: 46.68,
        address: "Olaya St, Olaya, Riyadh, Saudi Arabia",
        field_1: "Olaya",
        field_2: null,
        field_3: "Olaya St",
        field_5: null,
      },
    ]);
  });

  it("turns failures and timeouts into a GeocoderError", async () => {
    const failing = createGoogleGeocoder("k", {
      fetchImpl: (async () => new Response("{}", { status: 500 })) as unknown as typeof fetch,
    });
    await expect(failing.search("x", { lang: "en", country: "kw" })).rejects.toBeInstanceOf(GeocoderError);
    const denied = createGoogleGeocoder("k", {
      fetchImpl: (async () =>
        new Response(JSON.stringify({ status: "REQUEST_DENIED", results: [] }))) as unknown as typeof fetch,
    });
    await expect(denied.search("x", { lang: "en", country: "kw" })).rejects.toMatchObject({ kind: "failed" });
    const slow = createGoogleGeocoder("k", {
      timeoutMs: 50,
      fetchImpl: ((_: URL, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal!.addEventListener("abort", () => reject(init.signal!.reason)),
        )) as unknown as typeof fetch,
    });
    await expect(slow.search("x", { lang: "en", country: "kw" })).rejects.toMatchObject({ kind: "timeout" });
    const empty = createGoogleGeocoder("k", {
      fetchImpl: (async () =>
        new Response(JSON.stringify({ status: "ZERO_RESULTS", results: [] }))) as unknown as typeof fetch,
    });
    expect(await empty.search("x", { lang: "en", country: "kw" })).toEqual([]);
    expect(await empty.reverse(29, 48, { lang: "en" })).toBeNull();
    const garbage = createGoogleGeocoder("k", {
      fetchImpl: (async () => new Response("<html>")) as unknown as typeof fetch,
    });
    await expect(garbage.reverse(29, 48, { lang: "en" })).rejects.toMatchObject({ kind: "failed" });
    const offline = createGoogleGeocoder("k", {
      fetchImpl: (async () => {
        throw new TypeError("fetch failed");
      }) as unknown as typeof fetch,
    });
    await expect(offline.reverse(29, 48, { lang: "en" })).rejects.toMatchObject({ kind: "failed" });
  });

  it("reverse-geocodes a point: the longest formatted address, fields 1/2/3/5, the asked coordinates", async () => {
    let asked: URL | null = null;
    const geocoder = createGoogleGeocoder("server-key", {
      fetchImpl: (async (input: URL) => {
        asked = input;
        return new Response(
          JSON.stringify({
            status: "OK",
            results: [
              {
                formatted_address: "12 Salem Al Mubarak St, Block 10, Salmiya, Kuwait",
                address_components: [
                  { long_name: "12", types: ["street_number"] },
                  { long_name: "Salem Al Mubarak St", types: ["route"] },
                  { long_name: "Block 10", types: ["neighborhood", "political"] },
                  { long_name: "Salmiya", types: ["sublocality_level_1", "sublocality", "political"] },
                ],
                geometry: { location: { lat: 29.33391, lng: 48.07579 } },
              },
              {
                formatted_address: "Salmiya, Kuwait",
                address_components: [{ long_name: "Salmiya", types: ["sublocality"] }],
                geometry: { location: { lat: 29.33, lng: 48.07 } },
              },
            ],
          }),
        );
      }) as unknown as typeof fetch,
    });
    expect(await geocoder.reverse(29.3339, 48.0758, { lang: "en" })).toEqual({
      lat: 29.3339,
      lng: 48.0758,
      address: "12 Salem Al Mubarak St, Block 10, Salmiya, Kuwait",
      field_1: "Salmiya",
      field_2: "Block 10",
      field_3: "Salem Al Mubarak St",
      field_5: "12",
    });
    expect(asked!.searchParams.get("latlng")).toBe("29.3339,48.0758");
    expect(asked!.searchParams.get("language")).toBe("en");
    expect(asked!.searchParams.get("key")).toBe("server-key");
  });
});

describe("block search", () => {
  it("reads the block out of a search, in English and Arabic, wherever it is written", () => {
    expect(splitBlock("Block 10 Salmiya")).toEqual({ block: "10", rest: "Salmiya" });
    expect(splitBlock("salmiya, block 10")).toEqual({ block: "10", rest: "salmiya" });
    expect(splitBlock("Salmiya blk 4")).toEqual({ block: "4", rest: "Salmiya" });
    expect(splitBlock("قطعة 10 السالمية")).toEqual({ block: "10", rest: "السالمية" });
    expect(splitBlock("السالمية ق ١٠")).toEqual({ block: "10", rest: "السالمية" });
    expect(splitBlock("Salmiya")).toEqual({ block: null, rest: "Salmiya" });
    // A word that only starts like "block" is not a block.
    expect(splitBlock("Blockbuster 10")).toEqual({ block: null, rest: "Blockbuster 10" });
  });

  it("finds the area of a search that names a block, and keeps the block with the place", async () => {
    const geocoder = createGazetteerGeocoder();
    const [en] = await geocoder.search("Block 10 Salmiya", { lang: "en", country: "kw" });
    expect(en).toMatchObject({
      field_1: "Salmiya",
      field_4: "10",
      address: "Block 10, Salmiya, Hawalli Governorate",
      lat: 29.3339,
      lng: 48.0758,
    });
    const [ar] = await geocoder.search("قطعة 10 السالمية", { lang: "ar", country: "kw" });
    expect(ar).toMatchObject({ field_1: "السالمية", field_4: "10" });
    expect(ar!.address).toContain("قطعة 10");
    // Without a block nothing changes.
    const [plain] = await geocoder.search("Salmiya", { lang: "en", country: "kw" });
    expect(plain).toMatchObject({ address: "Salmiya, Hawalli Governorate" });
    expect(plain!.field_4 ?? null).toBeNull();
  });

  it("keeps the block a search named with the place chosen", () => {
    const chosen = chosenPlaceSchema.parse({
      lat: "29.3339",
      lng: "48.0758",
      address: "Block 10, Salmiya",
      field_1: "Salmiya",
      field_4: "10",
    });
    expect(chosen.field_4).toBe("10");
  });
});

describe("the geocoding budget's keys and endpoint", () => {
  it("sends and keeps one search however it was spaced or capitalised, the block still read out of it", () => {
    expect(normaliseQuery("  Block 10   SALMIYA ")).toBe("block 10 salmiya");
    expect(normaliseQuery("Block\t10\nSalmiya")).toBe(normaliseQuery("block 10 salmiya"));
    expect(normaliseQuery(" قطعة 10  السالمية ")).toBe("قطعة 10 السالمية");
    // NFC: a composed and a decomposed letter are one search.
    expect(normaliseQuery("Belém")).toBe(normaliseQuery("Bele\u0301m"));
    expect(splitBlock(normaliseQuery("Block 10 Salmiya"))).toEqual({ block: "10", rest: "salmiya" });
  });

  it("asks Google unless GEOCODING_API_URL names another http(s) service", () => {
    const config = (env: Record<string, string>) => loadConfig(env as unknown as NodeJS.ProcessEnv);
    expect(config({}).GEOCODING_API_URL).toBe("https://maps.googleapis.com/maps/api/geocode/json");
    expect(config({ GEOCODING_API_URL: " " }).GEOCODING_API_URL).toBe(
      "https://maps.googleapis.com/maps/api/geocode/json",
    );
    expect(config({ GEOCODING_API_URL: "http://127.0.0.1:9000/geocode" }).GEOCODING_API_URL).toBe(
      "http://127.0.0.1:9000/geocode",
    );
    expect(() => config({ GEOCODING_API_URL: "file:///etc/passwd" })).toThrow(/GEOCODING_API_URL/);
    expect(() => config({ GEOCODING_API_URL: "not a url" })).toThrow(/GEOCODING_API_URL/);
  });
});
