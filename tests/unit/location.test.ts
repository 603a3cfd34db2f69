import { describe, expect, it } from "vitest";
import { isFresh, LOCATION_REUSE_MS, placeFromResults, validCoordinates } from "~/location/address";
import { createGazetteerGeocoder, createGoogleGeocoder, GeocoderError } from "~/server/geocoder.server";
import { fold, searchGazetteer } from "~/server/gazetteer.server";
import { chosenPlaceSchema } from "~/server/location.server";

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
    expect(placeFromResults([{ formatted_address: "Lisbon", address_components: [{ long_name: "Lisbon", types: ["locality"] }] }])?.field_1).toBe("Lisbon");
    expect(placeFromResults([])).toBeNull();
    expect(placeFromResults([{ formatted_address: " ", address_components: [] }])).toBeNull();
  });

  it("checks coordinates and the 5-minute reuse", () => {
    expect(validCoordinates(29.3, 47.9)).toBe(true);
    expect(validCoordinates(91, 0)).toBe(false);
    expect(validCoordinates(0, -181)).toBe(false);
    expect(validCoordinates(Number.NaN, 0)).toBe(false);
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
    expect(places).toEqual([{ lat: 24.69, lng: 46.68, address: "Olaya St, Olaya, Riyadh, Saudi Arabia", field_1: "Olaya", field_2: null, field_3: "Olaya St", field_5: null }]);
  });

  it("turns failures and timeouts into a GeocoderError", async () => {
    const failing = createGoogleGeocoder("k", { fetchImpl: (async () => new Response("{}", { status: 500 })) as unknown as typeof fetch });
    await expect(failing.search("x", { lang: "en", country: "kw" })).rejects.toBeInstanceOf(GeocoderError);
    const denied = createGoogleGeocoder("k", { fetchImpl: (async () => new Response(JSON.stringify({ status: "REQUEST_DENIED", results: [] }))) as unknown as typeof fetch });
    await expect(denied.search("x", { lang: "en", country: "kw" })).rejects.toMatchObject({ kind: "failed" });
    const slow = createGoogleGeocoder("k", {
      timeoutMs: 50,
      fetchImpl: ((_: URL, init: RequestInit) =>
        new Promise((_resolve, reject) => init.signal!.addEventListener("abort", () => reject(init.signal!.reason)))) as unknown as typeof fetch,
    });
    await expect(slow.search("x", { lang: "en", country: "kw" })).rejects.toMatchObject({ kind: "timeout" });
    const empty = createGoogleGeocoder("k", { fetchImpl: (async () => new Response(JSON.stringify({ status: "ZERO_RESULTS", results: [] }))) as unknown as typeof fetch });
    expect(await empty.search("x", { lang: "en", country: "kw" })).toEqual([]);
  });
});
