// A document's loader data with the postinstall patch (docs/decisions/0068): the render gets the
// object the loader gave to json(), not its JSON read back; a data request still gets the JSON; and
// outside production data that JSON would change (a Date) is refused, and the data is frozen.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type * as Router from "@remix-run/router";
import type * as ServerRuntime from "@remix-run/server-runtime";
import { json } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";

const require = createRequire(import.meta.url);
const routerFile = require.resolve("@remix-run/router");
const router = require("@remix-run/router") as typeof Router;

function handlerFor(loader: () => Response) {
  return router.createStaticHandler([{ id: "root", path: "/", loader, hasErrorBoundary: true }]);
}

describe("loader data kept beside its response", () => {
  it("is installed", () => {
    expect(readFileSync(routerFile, "utf8")).toContain("/* storefront: loader data kept beside its response (docs/decisions/0068) */");
  });

  it("a document gets the loader's own object, frozen (the tests run outside production); status and headers as given", async () => {
    const data = { store: { name: "Burger Bay", prices: [1.5, 2] }, open: true, note: null };
    const context = await handlerFor(() => json(data, { status: 203, headers: { "X-Kept": "yes" } })).query(new Request("http://storefront.test/"));
    if (context instanceof Response) throw new Error("unexpected response");
    expect(context.loaderData.root).toBe(data);
    expect(Object.isFrozen(data) && Object.isFrozen(data.store.prices)).toBe(true);
    expect(context.statusCode).toBe(203);
    expect(context.loaderHeaders.root?.get("X-Kept")).toBe("yes");
  });

  it("a document never writes the data's JSON; a data request gets the JSON body as before", async () => {
    const stringify = vi.spyOn(JSON, "stringify");
    const context = await handlerFor(() => json({ count: 1 })).query(new Request("http://storefront.test/"));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(context instanceof Response ? null : context.loaderData.root).toEqual({ count: 1 });
    expect(stringify).not.toHaveBeenCalled();
    stringify.mockRestore();
    const answer = await handlerFor(() => json({ count: 2 })).queryRoute(new Request("http://storefront.test/"));
    expect(answer).toBeInstanceOf(Response);
    expect(await (answer as Response).json()).toEqual({ count: 2 });
  });

  it("a thrown json() answer is the error's data", async () => {
    const context = await handlerFor(() => {
      throw json({ message: "No such store" }, { status: 404 });
    }).query(new Request("http://storefront.test/"));
    if (context instanceof Response) throw new Error("unexpected response");
    const error = context.errors?.root;
    expect(router.isRouteErrorResponse(error) && error.status === 404 && error.data).toEqual({ message: "No such store" });
  });

  it("data its JSON would change is refused outside production, naming where", async () => {
    const context = await handlerFor(() => json({ order: { placedAt: new Date(0) } })).query(new Request("http://storefront.test/"));
    if (context instanceof Response) throw new Error("unexpected response");
    expect(String(context.errors?.root)).toContain("loader data is not JSON at data.order.placedAt (Date)");
    const holes = await handlerFor(() => json({ list: [1, undefined] })).query(new Request("http://storefront.test/"));
    if (holes instanceof Response) throw new Error("unexpected response");
    expect(String(holes.errors?.root)).toContain("data.list[1]");
  });
});

// docs/decisions/0076: a document's loads hand a loader's plain data to the render as it is (no JSON
// response made for it); a data request and a resource route still answer JSON.
describe("a document's loader data as it is", () => {
  const { createRequestHandler } = require("@remix-run/server-runtime") as typeof ServerRuntime;

  function app(data: unknown) {
    const seen: unknown[] = [];
    const route = (id: string, path: string | undefined, parentId: string | undefined, module: Record<string, unknown>) => ({ id, path, parentId, module });
    const build = {
      mode: "production",
      future: {},
      isSpaMode: false,
      publicPath: "/build/",
      assetsBuildDirectory: "public/build",
      assets: { url: "/build/manifest.js", version: "1", entry: { module: "/build/entry.js", imports: [] }, routes: {} },
      routes: {
        root: route("root", "", undefined, { loader: () => data, default: () => null }),
        "routes/feed": route("routes/feed", "feed", "root", { loader: () => data }),
      },
      entry: {
        module: {
          default: (_request: Request, status: number, headers: Headers, context: { staticHandlerContext: { loaderData: Record<string, unknown> } }) => {
            seen.push(context.staticHandlerContext.loaderData.root);
            return new Response("<html></html>", { status, headers });
          },
        },
      },
    };
    return { handle: createRequestHandler(build as never, "production"), seen };
  }

  it("is installed", () => {
    expect(readFileSync(require.resolve("@remix-run/server-runtime/dist/data.js"), "utf8")).toContain("/* storefront: a document's loader data as it is (docs/decisions/0076) */");
    expect(readFileSync(require.resolve("@remix-run/server-runtime/dist/server.js"), "utf8")).toContain("/* storefront: a document's loads marked (docs/decisions/0076) */");
  });

  it("a document renders with the loader's own object, made into no JSON; frozen outside production", async () => {
    const data = { store: { name: "Burger Bay", prices: [1.5, 2] }, open: true };
    const { handle, seen } = app(data);
    // Every Response made while the document is answered, by its content type.
    const made: (string | null)[] = [];
    const Original = globalThis.Response;
    globalThis.Response = class extends Original {
      constructor(...args: ConstructorParameters<typeof Response>) {
        super(...args);
        made.push(this.headers.get("Content-Type"));
      }
    };
    const answer = await handle(new Request("http://storefront.test/")).finally(() => (globalThis.Response = Original));
    expect(answer.status).toBe(200);
    expect(seen[0]).toBe(data);
    expect(made.filter((type) => type?.includes("application/json"))).toEqual([]);
    expect(Object.isFrozen(data.store.prices)).toBe(true);
  });

  it("a data request and a resource route still answer the data's JSON", async () => {
    const { handle } = app({ count: 2 });
    const dataAnswer = await handle(new Request("http://storefront.test/?_data=root"));
    expect(dataAnswer.headers.get("Content-Type")).toContain("application/json");
    expect(await dataAnswer.json()).toEqual({ count: 2 });
    const resource = await handle(new Request("http://storefront.test/feed"));
    expect(await resource.json()).toEqual({ count: 2 });
  });

  it("data its JSON would change is refused outside production", async () => {
    const { handle, seen } = app({ order: { placedAt: new Date(0) } });
    const answer = await handle(new Request("http://storefront.test/"));
    expect(answer.status).toBe(500);
    expect(seen).toEqual([undefined]);
  });
});
