// The hydration data without what the markup shows (app/server/in-markup.server.ts, decisions 31
// and 68): only the stripped route's piece of Remix's handoff changes, escaped as Remix escapes it.
import type { EntryContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { leaveToMarkup } from "~/server/in-markup.server";

// As @remix-run/server-runtime writes it (createServerHandoffString: JSON, then <, >, & escaped).
const remixHandoff = (value: unknown) => JSON.stringify(value).replace(/[&><\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

function contextWith(loaderData: Record<string, unknown>, strip: (data: { cards: unknown[] }) => unknown): EntryContext {
  const state = { loaderData, actionData: null, errors: null };
  return {
    staticHandlerContext: { matches: Object.keys(loaderData).map((id) => ({ route: { id } })), loaderData },
    routeModules: { "routes/store": { handle: { inMarkup: { strip, restore: (d: unknown) => d } } } },
    serverHandoffString: remixHandoff({ basename: "/", future: { v3_singleFetch: false }, isSpaMode: false, state }),
  } as unknown as EntryContext;
}

describe("leaveToMarkup", () => {
  it("replaces the stripped route's data and nothing else, escaped for a script element", () => {
    const loaderData = {
      root: { cartCount: 2, note: "<b>&</b>" },
      "routes/store": { name: "Burger <Bay> & Co", cards: [{ id: 1, name: "Fries </script>" }] },
    };
    const context = contextWith(loaderData, (d) => ({ ...d, cards: [] }));
    leaveToMarkup(context);
    expect(context.serverHandoffString).not.toMatch(/[<>&]/);
    expect(JSON.parse(context.serverHandoffString!)).toEqual({
      basename: "/",
      future: { v3_singleFetch: false },
      isSpaMode: false,
      state: { loaderData: { root: loaderData.root, "routes/store": { name: "Burger <Bay> & Co", cards: [] } }, actionData: null, errors: null },
    });
  });

  it("finds the route's piece by the JSON's structure, whatever its strings and nested keys hold", () => {
    const tricky = 'a "quoted" \\ back\\slash, }],"routes/store":{ and \u2028 </script>';
    const loaderData = {
      root: { "routes/store": { cards: [1] }, list: [1, [2, { x: "}" }]], n: -1.5e3, t: true, z: null, s: tricky },
      "routes/store": {
        before: { "routes/store": tricky },
        // Strings ending in backslashes: an even run before a quote ends the string, an odd one escapes it.
        ends: ["\\", "\\\\", '\\"', 'x\\\\"}]', ""],
        cards: [{ id: 1, name: tricky }],
        count: 0,
      },
      "routes/store.reviews": 7,
    };
    const context = contextWith(loaderData, (d) => ({ ...d, cards: [] }));
    leaveToMarkup(context);
    expect(context.serverHandoffString).not.toMatch(/[<>&]/);
    const state = (JSON.parse(context.serverHandoffString!) as { state: { loaderData: unknown } }).state;
    expect(state.loaderData).toEqual({ ...loaderData, "routes/store": { ...loaderData["routes/store"], cards: [] } });
  });

  it("leaves the handoff as it is when nothing is stripped", () => {
    const context = contextWith({ root: {}, "routes/store": { cards: [] } }, (d) => d);
    const before = context.serverHandoffString;
    leaveToMarkup(context);
    expect(context.serverHandoffString).toBe(before);
  });
});
