// Small patches to installed dependencies, applied by `postinstall` (so `npm ci` and the Docker image
// get them). Each is recorded in a decision with the condition for removing it. A patch that no longer
// finds its text fails the install: the dependency changed, so look at the patch again.
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";

interface Patch {
  /** Why, and the decision that records it. */
  why: string;
  file: string;
  /** Present once the patch is in: applying twice changes nothing. */
  marker: string;
  edits: { find: string; replace: string }[];
}

const ROOT = path.resolve(import.meta.dirname, "..");

/**
 * Outside production, loader data handed to the render as it is must be what its JSON reads back as
 * (the browser hydrates from the JSON), and is frozen: the render may not change it.
 */
const CHECKED_JSON = [
  "function checkedJson(value, at) {",
  "  if (value === null || typeof value === \"string\" || typeof value === \"boolean\") return;",
  "  if (typeof value === \"number\" && Number.isFinite(value)) return;",
  "  let proto = typeof value === \"object\" ? Object.getPrototypeOf(value) : undefined;",
  "  if (Array.isArray(value)) value.forEach((item, i) => checkedJson(item, at + \"[\" + i + \"]\"));",
  "  else if (proto === Object.prototype || proto === null) {",
  "    for (let key of Object.keys(value)) if (value[key] !== undefined) checkedJson(value[key], at + \".\" + key);",
  "  } else throw new Error(\"loader data is not JSON at \" + at + \" (\" + (value?.constructor?.name ?? typeof value) + \"): the render would differ from the browser's\");",
  "  Object.freeze(value);",
  "}",
];

const PATCHES: Patch[] = [
  {
    why: "route matching once per route table: flattened, ranked branches, compiled paths and a path's matches are kept (docs/decisions/0038)",
    file: "node_modules/@remix-run/router/dist/router.cjs.js",
    marker: "/* storefront: memoised route matching, matches kept (docs/decisions/0038) */",
    edits: [
      {
        find: "  let branches = flattenRoutes(routes);\n  rankRouteBranches(branches);\n  let matches = null;\n  let decoded = decodePath(pathname);",
        replace: [
          "  return keptMatches(rankedBranches(routes), decodePath(pathname), allowPartial);",
          "}",
          "function matchBranches(branches, decoded, allowPartial) {",
          "  let matches = null;",
        ].join("\n"),
      },
      {
        find: "function flattenRoutes(routes, branches, parentsMeta, parentPath) {",
        replace: [
          "/* storefront: memoised route matching, matches kept (docs/decisions/0038) */",
          "// A route table's branches, flattened and ranked once. Route objects are not changed after they",
          "// are made, except by patchRoutesImpl (lazy route discovery), which forgets every table.",
          "let branchesOfRoutes = new WeakMap();",
          "function rankedBranches(routes) {",
          "  let branches = branchesOfRoutes.get(routes);",
          "  if (!branches) {",
          "    branches = flattenRoutes(routes);",
          "    rankRouteBranches(branches);",
          "    branchesOfRoutes.set(routes, branches);",
          "  }",
          "  return branches;",
          "}",
          "// A table's matches of a path, kept (bounded): a document matches its path three times (the",
          "// request handler, the static handler, the render) and pages of a kind share their paths. Each",
          "// caller gets match objects and params of its own, as from a fresh match (a loader may change its params).",
          "let matchesOfBranches = new WeakMap();",
          "function keptMatches(branches, decoded, allowPartial) {",
          "  let kept = matchesOfBranches.get(branches);",
          "  if (!kept) matchesOfBranches.set(branches, kept = new Map());",
          "  let key = (allowPartial ? \"1\" : \"0\") + decoded;",
          "  let matches = kept.get(key);",
          "  if (matches === undefined) {",
          "    if (kept.size >= 1000) kept.clear();",
          "    matches = matchBranches(branches, decoded, allowPartial);",
          "    kept.set(key, matches);",
          "  }",
          "  if (matches === null) return null;",
          "  // One params object for every match of a branch, as matchRouteBranch makes them.",
          "  let params = Object.assign({}, matches[matches.length - 1].params);",
          "  return matches.map((m) => ({ params, pathname: m.pathname, pathnameBase: m.pathnameBase, route: m.route }));",
          "}",
          "function flattenRoutes(routes, branches, parentsMeta, parentPath) {",
        ].join("\n"),
      },
      {
        find: "function compilePath(path, caseSensitive, end) {\n  if (caseSensitive === void 0) {\n    caseSensitive = false;\n  }\n  if (end === void 0) {\n    end = true;\n  }\n",
        replace: [
          "// A path's matcher, compiled once (the RegExp has no state: no g or y flag). Bounded: paths come",
          "// from route tables and the app's own patterns.",
          "const compiledPaths = new Map();",
          "function compilePath(path, caseSensitive, end) {",
          "  if (caseSensitive === void 0) {",
          "    caseSensitive = false;",
          "  }",
          "  if (end === void 0) {",
          "    end = true;",
          "  }",
          "  let key = (caseSensitive ? \"1\" : \"0\") + (end ? \"1\" : \"0\") + path;",
          "  let compiled = compiledPaths.get(key);",
          "  if (!compiled) {",
          "    if (compiledPaths.size >= 1000) compiledPaths.clear();",
          "    compiled = compilePathOnce(path, caseSensitive, end);",
          "    compiledPaths.set(key, compiled);",
          "  }",
          "  return compiled;",
          "}",
          "function compilePathOnce(path, caseSensitive, end) {",
        ].join("\n"),
      },
      {
        find: "function explodeOptionalSegments(path) {\n",
        replace: [
          "// A path's optional segments and a branch's score, worked out once per path (every route under",
          "// an optional segment is two branches, and a render matches against a new route table).",
          "const explodedPaths = new Map();",
          "function explodeOptionalSegments(path) {",
          "  let exploded = explodedPaths.get(path);",
          "  if (!exploded) {",
          "    if (explodedPaths.size >= 1000) explodedPaths.clear();",
          "    exploded = explodeOptionalSegmentsOnce(path);",
          "    explodedPaths.set(path, exploded);",
          "  }",
          "  return exploded;",
          "}",
          "function explodeOptionalSegmentsOnce(path) {",
          "",
        ].join("\n"),
      },
      {
        find: "function computeScore(path, index) {\n",
        replace: [
          "const scores = new Map();",
          "function computeScore(path, index) {",
          "  let key = (index ? \"1\" : \"0\") + path;",
          "  let score = scores.get(key);",
          "  if (score === undefined) {",
          "    if (scores.size >= 1000) scores.clear();",
          "    score = computeScoreOnce(path, index);",
          "    scores.set(key, score);",
          "  }",
          "  return score;",
          "}",
          "function computeScoreOnce(path, index) {",
          "",
        ].join("\n"),
      },
      {
        find: "function patchRoutesImpl(routeId, children, routesToUse, manifest, mapRouteProperties) {\n",
        replace: "function patchRoutesImpl(routeId, children, routesToUse, manifest, mapRouteProperties) {\n  branchesOfRoutes = new WeakMap();\n",
      },
    ],
  },
  {
    why: "the render's route table made once per build, not once per request (docs/decisions/0038)",
    file: "node_modules/@remix-run/react/dist/server.js",
    marker: "/* storefront: server routes once per build (docs/decisions/0038) */",
    edits: [
      {
        find: "  let routes$1 = routes.createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode);\n",
        replace: "  let routes$1 = serverRoutesOnce(manifest.routes, routeModules, context.future, context.isSpaMode);\n",
      },
      {
        find: "function RemixServer({\n",
        replace: [
          "/* storefront: server routes once per build (docs/decisions/0038) */",
          "// A build's manifest routes, route modules, flags and so its route objects are the same for every",
          "// request (the request's routeModules object is new, its modules are the build's); a new build",
          "// (development) brings a new manifest and so a new table.",
          "let serverRoutesOfManifest = new WeakMap();",
          "function serverRoutesOnce(manifestRoutes, routeModules, future, isSpaMode) {",
          "  let made = serverRoutesOfManifest.get(manifestRoutes);",
          "  if (!made) {",
          "    made = routes.createServerRoutes(manifestRoutes, routeModules, future, isSpaMode);",
          "    serverRoutesOfManifest.set(manifestRoutes, made);",
          "  }",
          "  return made;",
          "}",
          "function RemixServer({",
          "",
        ].join("\n"),
      },
    ],
  },
  {
    why: "the static router's data routes made once per route table (docs/decisions/0038)",
    file: "node_modules/react-router-dom/server.js",
    marker: "/* storefront: data routes once per route table (docs/decisions/0038) */",
    edits: [
      {
        find: "function createStaticRouter(routes, context, opts = {}) {\n  let manifest = {};\n  let dataRoutes = router.UNSAFE_convertRoutesToDataRoutes(routes, reactRouter.UNSAFE_mapRouteProperties, undefined, manifest);\n",
        replace: [
          "/* storefront: data routes once per route table (docs/decisions/0038) */",
          "// Converting adds only fixed properties (ids, hasErrorBoundary), so a table's data routes and their",
          "// manifest can be kept while the table lives; the render's table lives as long as the build.",
          "let dataRoutesOfRoutes = new WeakMap();",
          "function createStaticRouter(routes, context, opts = {}) {",
          "  let converted = dataRoutesOfRoutes.get(routes);",
          "  if (!converted) {",
          "    let manifest = {};",
          "    converted = { dataRoutes: router.UNSAFE_convertRoutesToDataRoutes(routes, reactRouter.UNSAFE_mapRouteProperties, undefined, manifest), manifest };",
          "    dataRoutesOfRoutes.set(routes, converted);",
          "  }",
          "  let { dataRoutes, manifest } = converted;",
          "",
        ].join("\n"),
      },
    ],
  },
  {
    why: "a document's loader data handed to the render as the loader gave it, not read back from its JSON (docs/decisions/0068)",
    file: "node_modules/@remix-run/router/dist/router.cjs.js",
    marker: "/* storefront: loader data kept beside its response (docs/decisions/0068) */",
    edits: [
      {
        find: "  return new Response(JSON.stringify(data), _extends({}, responseInit, {\n    headers\n  }));\n};\n",
        replace: [
          "  let response = new Response(jsonBody(data), _extends({}, responseInit, {",
          "    headers",
          "  }));",
          "  keptData.set(response, data);",
          "  return response;",
          "};",
          "/* storefront: loader data kept beside its response (docs/decisions/0068) */",
          "// A document request turned each loader's data into a JSON response and read it straight back",
          "// (stringify, a body stream, parse: most of the cost of a loader that reads from a cache). The data",
          "// is kept beside the response json() makes, and taken from there when the response is unwrapped;",
          "// the body is the data's JSON for whoever reads it (a data request sends it), written when first",
          "// read. Outside production the kept data must be what its JSON reads back as, and is frozen: the",
          "// render may not change a loader's data, nor anything else change it before its body is read.",
          "const keptData = new WeakMap();",
          "function jsonBody(data) {",
          "  return new ReadableStream({",
          "    pull(controller) {",
          "      controller.enqueue(new TextEncoder().encode(JSON.stringify(data)));",
          "      controller.close();",
          "    }",
          "  }, { highWaterMark: 0 }); // pulled on the first read, not filled ahead",
          "}",
          "function takeKeptData(response) {",
          "  if (!keptData.has(response)) return undefined;",
          "  let data = keptData.get(response);",
          "  keptData.delete(response);",
          "  if (process.env.NODE_ENV !== \"production\") checkedJson(data, \"data\");",
          "  return { data };",
          "}",
          ...CHECKED_JSON,
          "",
        ].join("\n"),
      },
      {
        find: "      if (contentType && /\\bapplication\\/json\\b/.test(contentType)) {\n        if (result.body == null) {",
        replace: "      if (contentType && /\\bapplication\\/json\\b/.test(contentType)) {\n        let kept = takeKeptData(result);\n        if (kept) {\n          data = kept.data;\n        } else if (result.body == null) {",
      },
    ],
  },
  {
    why: "React 18's streamed HTML lost no byte at a view boundary: a character cut there left a NUL in the page (docs/decisions/0068)",
    file: "node_modules/react-dom/cjs/react-dom-server.node.production.min.js",
    marker: "/* storefront: a full view written only up to its end (docs/decisions/0068) */",
    edits: [
      {
        find: "d<b.length&&(t(a,k),k=new Uint8Array(2048)",
        replace: "d<b.length&&(t(a,k.subarray(0,l)),k=new Uint8Array(2048)",
      },
      { find: "'use strict';var aa=require(\"util\")", replace: "/* storefront: a full view written only up to its end (docs/decisions/0068) */\n'use strict';var aa=require(\"util\")" },
    ],
  },
  {
    why: "the same fix in the development build the tests run (docs/decisions/0068)",
    file: "node_modules/react-dom/cjs/react-dom-server.node.development.js",
    marker: "/* storefront: a full view written only up to its end (docs/decisions/0068) */",
    edits: [
      {
        find: "  if (read < stringChunk.length) {\n    writeToDestination(destination, currentView);\n",
        replace: [
          "  if (read < stringChunk.length) {",
          "    /* storefront: a full view written only up to its end (docs/decisions/0068) */",
          "    // encodeInto stops before a character that does not fit: the view's last bytes are unwritten.",
          "    writeToDestination(destination, currentView.subarray(0, writtenBytes));",
          "",
        ].join("\n"),
      },
    ],
  },
  {
    why: "a loader's request copied only when there is a parameter to strip (docs/decisions/0038)",
    file: "node_modules/@remix-run/server-runtime/dist/data.js",
    marker: "/* storefront: strip only what is there (docs/decisions/0038) */",
    edits: [
      {
        find: "function stripIndexParam(request) {\n  let url = new URL(request.url);\n",
        replace: [
          "/* storefront: strip only what is there (docs/decisions/0038) */",
          "// Each loader and action got a new Request per parameter stripped (two per loader, five Request",
          "// objects per document); without the parameter the request is handed on as it is.",
          "function hasSearchParam(request, name) {",
          "  let query = request.url.indexOf(\"?\");",
          "  return query !== -1 && new URLSearchParams(request.url.slice(query + 1).split(\"#\")[0]).has(name);",
          "}",
          "function stripIndexParam(request) {",
          "  if (!hasSearchParam(request, \"index\")) return request;",
          "  let url = new URL(request.url);",
          "",
        ].join("\n"),
      },
      {
        find: "function stripDataParam(request) {\n  let url = new URL(request.url);\n",
        replace: "function stripDataParam(request) {\n  if (!hasSearchParam(request, \"_data\")) return request;\n  let url = new URL(request.url);\n",
      },
    ],
  },
  {
    why: "a document's loader data handed to the render as the loader returned it, with no JSON response made for it (docs/decisions/0076)",
    file: "node_modules/@remix-run/server-runtime/dist/data.js",
    marker: "/* storefront: a document's loader data as it is (docs/decisions/0076) */",
    edits: [
      {
        find: "  return responses.isResponse(result) ? result : responses.json(result);\n}\n\n// TODO: Document these search params better",
        replace: [
          "  if (documentLoads.has(request) && !responses.isResponse(result)) {",
          "    if (process.env.NODE_ENV !== \"production\") checkedJson(result, \"data\");",
          "    return result;",
          "  }",
          "  return responses.isResponse(result) ? result : responses.json(result);",
          "}",
          "",
          "// TODO: Document these search params better",
        ].join("\n"),
      },
      {
        find: "async function callRouteLoader({\n",
        replace: [
          "/* storefront: a document's loader data as it is (docs/decisions/0076) */",
          "// The loads of a document request (server.js marks the request it queries): a loader's plain data",
          "// goes to the render as it is, where json() made a Response and a body stream for the router to read",
          "// it straight back (~60 µs a loader). A data request, a resource route, and the loads that follow",
          "// an action (the router makes their request) still get a JSON response.",
          "const documentLoads = new WeakSet();",
          "exports.documentLoads = documentLoads;",
          ...CHECKED_JSON,
          "async function callRouteLoader({",
          "",
        ].join("\n"),
      },
    ],
  },
  {
    why: "a document request's loads marked as such (docs/decisions/0076)",
    file: "node_modules/@remix-run/server-runtime/dist/server.js",
    marker: "/* storefront: a document's loads marked (docs/decisions/0076) */",
    edits: [
      {
        find: "    context = await staticHandler.query(request, {\n      requestContext: loadContext\n    });\n",
        replace: [
          "    /* storefront: a document's loads marked (docs/decisions/0076) */",
          "    require(\"./data.js\").documentLoads.add(request);",
          "    context = await staticHandler.query(request, {",
          "      requestContext: loadContext",
          "    });",
          "",
        ].join("\n"),
      },
    ],
  },
];

let applied = 0;
for (const patch of PATCHES) {
  const file = path.join(ROOT, patch.file);
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    continue; // not installed (e.g. an install without this dependency)
  }
  if (text.includes(patch.marker)) continue;
  for (const { find, replace } of patch.edits) {
    if (text.split(find).length !== 2) throw new Error(`patch-dependencies: ${patch.file} changed, cannot apply "${patch.why}" (looked for: ${find.split("\n")[0]})`);
    text = text.replace(find, () => replace);
  }
  // A new file, not a write into the old one: an installed file may be a hard link shared with other copies.
  writeFileSync(`${file}.patching`, text);
  renameSync(`${file}.patching`, file);
  applied++;
}
if (applied) console.log(`patch-dependencies: ${applied} patch${applied > 1 ? "es" : ""} applied`);
