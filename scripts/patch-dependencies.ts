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

const PATCHES: Patch[] = [
  {
    why: "route matching once per route table: flattened, ranked branches and compiled paths are kept (docs/decisions/0038)",
    file: "node_modules/@remix-run/router/dist/router.cjs.js",
    marker: "/* storefront: memoised route matching (docs/decisions/0038) */",
    edits: [
      {
        find: "  let branches = flattenRoutes(routes);\n  rankRouteBranches(branches);\n  let matches = null;\n  let decoded = decodePath(pathname);",
        replace: "  let branches = rankedBranches(routes);\n  let matches = null;\n  let decoded = decodePath(pathname);",
      },
      {
        find: "function flattenRoutes(routes, branches, parentsMeta, parentPath) {",
        replace: [
          "/* storefront: memoised route matching (docs/decisions/0038) */",
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
