import { describe, expect, it } from "vitest";
import { dataRouteId, isDataRequest, pageUrl } from "~/utils/data-request";

describe("telling a data request from a page", () => {
  it("knows Remix 2's ?_data and single fetch's .data paths", () => {
    expect(isDataRequest("/en-kw/cart?_data=routes%2F(%24locale).cart")).toBe(true);
    expect(isDataRequest(new URL("http://x/en-kw/store/a.data?index"))).toBe(true);
    expect(isDataRequest("/_root.data")).toBe(true);
    expect(isDataRequest("/en-kw/cart?data=1")).toBe(false);
    expect(isDataRequest("/en-kw/store/burger-bay-salmiya")).toBe(false);
    expect(isDataRequest("/robots.txt")).toBe(false);
  });

  it("names the route of ?_data once, and refuses it named twice", () => {
    expect(dataRouteId("/en-kw/cart?_data=root")).toBe("root");
    expect(dataRouteId("/en-kw/cart?_data=root&_data=root")).toBeNull();
    expect(dataRouteId("/en-kw/cart")).toBeUndefined();
  });

  it("gives the page a data request is for, where a redirect sends the browser", () => {
    expect(pageUrl("/en-kw/cart?_data=root&step=2").href).toBe("http://localhost/en-kw/cart?step=2");
    expect(pageUrl(new URL("https://a.example/ar-kw/store/x.data?index")).href).toBe(
      "https://a.example/ar-kw/store/x?index",
    );
    expect(pageUrl("/_root.data").pathname).toBe("/");
  });
});
