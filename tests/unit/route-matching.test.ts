// The server's route matching with the postinstall patch (docs/decisions/0038): installed, and
// matching as before — the same answers on a table matched again, and on a new table of the same paths.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type * as Router from "@remix-run/router";
import type { AgnosticRouteObject } from "@remix-run/router";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const routerFile = require.resolve("@remix-run/router");
const router = require("@remix-run/router") as typeof Router;

const table = (): AgnosticRouteObject[] => [
  {
    id: "root",
    path: "",
    children: [
      { id: "home", path: ":locale?", index: true },
      { id: "store", path: ":locale?/store/:storeSlug" },
      { id: "product", path: ":locale?/store/:storeSlug/product/:productId" },
      { id: "about", path: ":locale?/about-us" },
      { id: "language", path: "language" },
      { id: "splat", path: "*" },
    ],
  },
];
const PATHS: [string, string, Record<string, string>][] = [
  ["/", "home", {}],
  ["/ar-kw", "home", { locale: "ar-kw" }],
  ["/en-kw/store/burger-bay-mega", "store", { locale: "en-kw", storeSlug: "burger-bay-mega" }],
  ["/store/burger-bay-mega/", "store", { storeSlug: "burger-bay-mega" }],
  ["/ar-kw/store/x/product/8", "product", { locale: "ar-kw", storeSlug: "x", productId: "8" }],
  ["/About-Us", "about", {}],
  ["/language", "language", {}],
  ["/en-kw/nothing/here", "splat", { "*": "en-kw/nothing/here" }],
];

describe("route matching (patched @remix-run/router)", () => {
  it("is patched on install", () => {
    expect(routerFile).toMatch(/router\.cjs\.js$/);
    expect(readFileSync(routerFile, "utf8")).toContain("storefront: memoised route matching");
  });

  it("answers the same on a table matched again and on a new table of the same paths", () => {
    const once = table();
    for (const routes of [once, once, table()]) {
      for (const [pathname, id, params] of PATHS) {
        const matches = router.matchRoutes(routes, pathname);
        expect(matches?.map((m) => m.route.id), pathname).toEqual(["root", id]);
        expect(matches?.at(-1)?.params, pathname).toEqual(params);
        // The matched route is the table's own object (not one of an earlier table).
        expect(matches?.at(-1)?.route, pathname).toBe(routes[0]!.children!.find((r) => r.id === id));
      }
    }
  });

  it("keeps matchPath's options apart (end, case sensitivity)", () => {
    expect(router.matchPath({ path: "/a/:b", end: false }, "/a/1/2")?.params).toEqual({ b: "1" });
    expect(router.matchPath({ path: "/a/:b", end: true }, "/a/1/2")).toBeNull();
    expect(router.matchPath({ path: "/A", caseSensitive: true }, "/a")).toBeNull();
    expect(router.matchPath({ path: "/A", caseSensitive: false }, "/a")).not.toBeNull();
  });
});
