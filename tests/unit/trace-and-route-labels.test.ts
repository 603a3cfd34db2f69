// The pure parts of operability: reading a W3C traceparent, and the route patterns that label metrics.
import { describe, expect, it } from "vitest";
import { childTraceparent, traceOf } from "~/server/platform";
import { routeLabels } from "../../edge/route-label.server";

const TRACE = "4bf92f3577b34da6a3ce929d0e0e4736";
const PARENT = "00f067aa0ba902b7";

describe("traceOf", () => {
  it("keeps a valid incoming trace and its flags", () => {
    expect(traceOf(`00-${TRACE}-${PARENT}-01`)).toEqual({ traceId: TRACE, parentId: PARENT, flags: "01" });
    expect(traceOf(`00-${TRACE}-${PARENT}-00`).flags).toBe("00");
    // A later version may add fields after the four it shares with version 00.
    expect(traceOf(`01-${TRACE}-${PARENT}-01-extra`).traceId).toBe(TRACE);
  });

  it("starts a new trace for a missing or invalid traceparent", () => {
    for (const header of [
      undefined,
      "",
      "garbage",
      `ff-${TRACE}-${PARENT}-01`,
      `00-${"0".repeat(32)}-${PARENT}-01`,
      `00-${TRACE}-${"0".repeat(16)}-01`,
      `00-${TRACE.toUpperCase()}-${PARENT}-01`,
      `00-${TRACE}-${PARENT}-01-extra`,
    ]) {
      const trace = traceOf(header);
      expect(trace.traceId, String(header)).toMatch(/^[0-9a-f]{32}$/);
      expect(trace.traceId).not.toBe(TRACE);
      expect(trace.parentId).toBeNull();
    }
  });

  it("gives each outgoing call a new span of the same trace", () => {
    const trace = traceOf(`00-${TRACE}-${PARENT}-01`);
    const [a, b] = [childTraceparent(trace), childTraceparent(trace)];
    expect(a).toMatch(new RegExp(`^00-${TRACE}-[0-9a-f]{16}-01$`));
    expect(a.split("-")[2]).not.toBe(b.split("-")[2]);
    expect(a.split("-")[2]).not.toBe(PARENT);
  });
});

describe("routeLabels", () => {
  const route = (parentId: string | undefined, path: string | undefined) => ({ id: "", parentId, path, module: {} });
  const build = {
    routes: {
      root: route(undefined, ""),
      "routes/($locale)._index": route("root", ":locale?"),
      "routes/($locale).store.$storeSlug._index": route("root", ":locale?/store/:storeSlug"),
      "routes/($locale).store.$storeSlug.checkout": route("root", ":locale?/store/:storeSlug/checkout"),
      "routes/resources.i18n": route("root", "resources/i18n"),
      "routes/($locale).sitemap": route("root", ":locale?/sitemap/:page"),
      "routes/$": route("root", "*"),
    },
  } as unknown as Parameters<typeof routeLabels>[0];
  const labels = routeLabels(build);

  it("labels a route id with its full pattern", () => {
    expect(labels.ofRoute("routes/($locale).store.$storeSlug._index")).toBe("/:locale?/store/:storeSlug");
    expect(labels.ofRoute("root")).toBe("/");
    expect(labels.ofRoute("routes/unknown")).toBeNull();
    expect(labels.ofRoute(null)).toBeNull();
  });

  it("matches a path to the most specific route pattern", () => {
    expect(labels.ofPath("/resources/i18n")).toBe("/resources/i18n");
    expect(labels.ofPath("/ar-kw/sitemap/2")).toBe("/:locale?/sitemap/:page");
    expect(labels.ofPath("/sitemap/2")).toBe("/:locale?/sitemap/:page");
    expect(labels.ofPath("/en-kw/store/x/checkout")).toBe("/:locale?/store/:storeSlug/checkout");
    expect(labels.ofPath("/store/x")).toBe("/:locale?/store/:storeSlug");
    expect(labels.ofPath("/en-kw")).toBe("/:locale?");
    expect(labels.ofPath("/")).toBe("/:locale?");
    expect(labels.ofPath("/a/b/c/d")).toBe("/*");
  });
});
