// The location page when Google's geocoding web service is configured (GOOGLE_MAPS_SERVER_KEY) but
// does not answer (no network here; elsewhere a made-up key is refused): a translated message, a
// 503, and the previous location stays. The browser's maps key is the platform's, never the server's.
import { describe, expect, it } from "vitest";
import { testStack } from "../support/stack";
import { Browserless } from "../support/http-client";

const SERVER_KEY = "server-key-that-must-not-leak";

const stack = testStack({ storefront: { GOOGLE_MAPS_SERVER_KEY: SERVER_KEY } });

describe("a failing Google geocoder", () => {
  it("answers searches and coordinate lookups with a translated message and keeps the location", async () => {
    const customer = new Browserless(stack.storefront.url);
    const saved = await customer.post("/en-kw/location", {
      lat: "29.3339",
      lng: "48.0758",
      address: "Salmiya, Kuwait",
      field_1: "Salmiya",
      redirectTo: "/en-kw/brand/burger-bay",
    });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Location")).toBe("/en-kw/brand/burger-bay");

    const search = await customer.get("/en-kw/location?q=salmiya");
    expect(search.status).toBe(503);
    const page = await search.text();
    expect(page).toContain("The address search is not answering right now.");
    expect(page).toContain("Current location: Salmiya, Kuwait");
    expect(page).not.toContain(SERVER_KEY);

    const arabic = await customer.get("/ar-kw/location?q=%D8%A7%D9%84%D8%B3%D8%A7%D9%84%D9%85%D9%8A%D8%A9");
    expect(arabic.status).toBe(503);
    expect(await arabic.text()).toContain("البحث عن العناوين لا يستجيب الآن.");

    const lookup = await customer.post("/en-kw/location", {
      lat: "29.3186",
      lng: "48.0231",
      redirectTo: "/en-kw/brand/burger-bay",
    });
    expect(lookup.status).toBe(503);
    expect(await lookup.text()).toContain("The address search is not answering right now.");

    const after = await (await customer.get("/en-kw/location")).text();
    expect(after).toContain("Current location: Salmiya, Kuwait");
  }, 60_000);

  it("gives the browser the platform's maps key, never the server key", async () => {
    const response = await fetch(`${stack.storefront.url}/resources/maps-key`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { apiKey: string };
    expect(body.apiKey).toBeTruthy();
    expect(body.apiKey).not.toBe(SERVER_KEY);
  });
});
