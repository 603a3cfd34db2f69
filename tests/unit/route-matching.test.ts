// The server's route matching with the postinstall patch (docs/decisions/0038): installed, and
// matching as before — the same answers on a table matched again, and on a new table of the same paths.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type * as Router from "@remix-run/router";
import type { AgnosticRouteObject } from "@remix-run/router";
import type * as StaticServer from "react-router-dom/server";
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
    expect(readFileSync(routerFile, "utf8")).toContain("storefront: memoised route matching, matches kept");
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

  it("keeps a path's matches per table, handing each caller matches and params of its own", () => {
    const routes = table();
    const first = router.matchRoutes(routes, "/ar-kw/store/x/product/8")!;
    // A caller changes what it was given (a loader may change its params): the next match is as fresh.
    (first.at(-1)!.params as Record<string, string>).productId = "9";
    first.pop();
    const again = router.matchRoutes(routes, "/ar-kw/store/x/product/8")!;
    expect(again.map((m) => m.route.id)).toEqual(["root", "product"]);
    expect(again.at(-1)!.params).toEqual({ locale: "ar-kw", storeSlug: "x", productId: "8" });
    expect(again[0]!.params).toBe(again[1]!.params); // one params object per match, as matchRouteBranch makes it
    expect(again.at(-1)!.route).toBe(routes[0]!.children!.find((r) => r.id === "product"));
    // Another table of the same paths gets its own routes; no match stays no match.
    const other = table();
    expect(router.matchRoutes(other, "/ar-kw/store/x/product/8")!.at(-1)!.route).toBe(other[0]!.children!.find((r) => r.id === "product"));
    const noSplat = [{ id: "root", path: "", children: [{ id: "about", path: "about-us" }] }];
    expect(router.matchRoutes(noSplat, "/nowhere")).toBeNull();
    expect(router.matchRoutes(noSplat, "/nowhere")).toBeNull();
  });

  it("keeps matchPath's options apart (end, case sensitivity)", () => {
    expect(router.matchPath({ path: "/a/:b", end: false }, "/a/1/2")?.params).toEqual({ b: "1" });
    expect(router.matchPath({ path: "/a/:b", end: true }, "/a/1/2")).toBeNull();
    expect(router.matchPath({ path: "/A", caseSensitive: true }, "/a")).toBeNull();
    expect(router.matchPath({ path: "/A", caseSensitive: false }, "/a")).not.toBeNull();
  });
});

describe("the render's route table and a loader's request (patched @remix-run/react, react-router-dom, @remix-run/server-runtime)", () => {
  it("makes the static router's data routes once per table, matched to the context's matches", async () => {
    // Required as the server's @remix-run/react requires it (the CommonJS file the patch is in).
    const { createStaticRouter, createStaticHandler } = require("react-router-dom/server") as typeof StaticServer;
    const routes = table();
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request("http://x/en-kw/about-us"));
    if (context instanceof Response) throw new Error("no context");
    const first = createStaticRouter(routes, context);
    const again = createStaticRouter(routes, context);
    expect(again.routes).toBe(first.routes);
    expect(createStaticRouter(table(), context).routes).not.toBe(first.routes);
    // The router's matches are the kept data routes, not the handler's.
    expect(again.state.matches.map((m) => m.route.id)).toEqual(["root", "about"]);
    expect(again.state.matches.at(-1)!.route).toBe(first.routes[0]!.children!.find((r) => r.id === "about"));
  });

  it("makes the render's server routes once per build", () => {
    const file = require.resolve("@remix-run/react/dist/server.js");
    expect(readFileSync(file, "utf8")).toContain("storefront: server routes once per build");
  });

  it("hands a loader the request itself when there is nothing to strip, a copy without index and _data otherwise", async () => {
    const { callRouteLoader } = require("@remix-run/server-runtime/dist/data.js") as {
      callRouteLoader: (args: { loadContext: unknown; loader: (a: { request: Request }) => unknown; params: object; request: Request; routeId: string; singleFetch: boolean }) => Promise<Response>;
    };
    const seen: Request[] = [];
    const loader = ({ request }: { request: Request }) => (seen.push(request), { ok: true });
    const call = (request: Request) => callRouteLoader({ loadContext: {}, loader, params: {}, request, routeId: "r", singleFetch: false });
    const plain = new Request("http://x/en-kw/store/a?menu=2&q=index");
    await call(plain);
    expect(seen.at(-1)).toBe(plain);
    await call(new Request("http://x/en-kw/store/a?index&_data=routes%2Fa&menu=2"));
    expect(new URL(seen.at(-1)!.url).search).toBe("?menu=2");
    await call(new Request("http://x/a?index=1&_data=r"));
    expect(new URL(seen.at(-1)!.url).search).toBe("?index=1");
  });
});
