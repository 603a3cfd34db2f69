// A document's loader data with the postinstall patch (docs/decisions/0068): the render gets the
// object the loader gave to json(), not its JSON read back; a data request still gets the JSON; and
// outside production data that JSON would change (a Date) is refused, and the data is frozen.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type * as Router from "@remix-run/router";
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
