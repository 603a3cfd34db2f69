import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";
import path from "node:path";

// Physical directions break right-to-left pages: use ms-/me-/ps-/pe-/start-/end-/text-start/text-end.
const PHYSICAL = String.raw`(^|\s|:)-?(ml|mr|pl|pr|left|right|border-l|border-r|rounded-l|rounded-r|rounded-tl|rounded-tr|rounded-bl|rounded-br|scroll-ml|scroll-mr)-|(^|\s|:)text-(left|right)(\s|$)`;

// The layers' import rules (no-restricted-imports patterns; type imports included).
const NO_SERVER = {
  group: ["~/server/*", "**/server/*", "*.server", "**/*.server"],
  message:
    "UI and shared modules do not import server modules (types included): move what both use to app/forms, app/cart or app/utils.",
};
const NO_ROUTES = {
  group: ["~/routes/*", "**/routes/*"],
  message: "Nothing imports a route module: move what is shared to app/forms, app/cart or app/utils.",
};
const NO_UI = (who) => ({
  group: ["~/components/**", "**/components/**"],
  message: `${who} do not import from app/components (types included): move what both sides use to app/forms, app/cart or app/utils.`,
});

// The HTTP edge (edge/, beside server.ts) uses the app; the app never uses the edge. A relative
// import is resolved from its file, so "../edge/x" is caught from app/x.ts, as "../../edge/x" is from app/routes/x.tsx. tests/unit/layering.test.ts shows the rule failing.
const EDGE = path.join(import.meta.dirname, "edge");
const edgeBoundary = {
  meta: { type: "problem", schema: [] },
  create(context) {
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== "string" || !source.startsWith(".")) return;
      const target = path.relative(EDGE, path.resolve(path.dirname(context.filename), source));
      if (!target.startsWith("..") && !path.isAbsolute(target)) {
        context.report({
          node: node.source,
          message:
            "The app does not import the HTTP edge (edge/): what both use belongs in app/ (the edge imports the app, never the other way round).",
        });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

// The domain's feature folders (app/server/<folder>/, docs/decisions/0123), lowest first: a folder
// takes values only from folders before it (types from any: a request's context names them all),
// and from outside a folder only its index.ts. tests/unit/layering.test.ts shows the rule failing.
const FOLDERS = [
  "ops",
  "platform",
  "request",
  "session",
  "vendor",
  "catalogue",
  "sign-in",
  "location",
  "account",
  "cart",
  "orders",
  "checkout",
  "store-page",
];
const DOMAIN = path.join(import.meta.dirname, "app", "server");
const featureFolders = {
  meta: { type: "problem", schema: [] },
  create(context) {
    const from = path.relative(DOMAIN, context.filename).split(path.sep);
    const own = from.length > 1 && !from[0].startsWith("..") ? from[0] : null;
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== "string") return;
      const resolved = source.startsWith("~/")
        ? path.join(import.meta.dirname, "app", source.slice(2))
        : source.startsWith(".")
          ? path.resolve(path.dirname(context.filename), source)
          : null;
      if (!resolved) return;
      const to = path.relative(DOMAIN, resolved).split(path.sep);
      if (to[0].startsWith("..") || path.isAbsolute(to[0]) || (to.length === 1 && /\.server$/.test(to[0]))) return;
      const folder = to[0];
      if (folder === own) return;
      if (!FOLDERS.includes(folder)) {
        context.report({
          node: node.source,
          message: `app/server/${folder}/ is not a known feature folder: add it to FOLDERS in eslint.config.js, in its place.`,
        });
        return;
      }
      if (to.length > 1 && to[1] !== "index") {
        context.report({
          node: node.source,
          message: `Import app/server/${folder}/ through its index (what the other folders may use of it), not its file ${to.slice(1).join("/")}.`,
        });
      }
      const typesOnly =
        node.importKind === "type" ||
        node.exportKind === "type" ||
        (node.specifiers?.length > 0 &&
          node.specifiers.every((s) => s.importKind === "type" || s.exportKind === "type"));
      if (own && FOLDERS.includes(own) && !typesOnly && FOLDERS.indexOf(folder) > FOLDERS.indexOf(own)) {
        context.report({
          node: node.source,
          message: `app/server/${own}/ takes values only from the folders before it (${FOLDERS.join(" → ")}); ${folder} comes after it.`,
        });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      "dist/",
      "node_modules/",
      ".data/",
      ".cache/",
      "test-results/",
      "playwright-report/",
      "*.tmp.mjs",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-restricted-syntax": [
        "error",
        {
          selector: `JSXAttribute[name.name='className'] Literal[value=/${PHYSICAL}/]`,
          message: "Use logical properties (ms-/me-/ps-/pe-/start-/end-/text-start), never left/right.",
        },
        {
          selector: `JSXAttribute[name.name='className'] TemplateElement[value.raw=/${PHYSICAL}/]`,
          message: "Use logical properties (ms-/me-/ps-/pe-/start-/end-/text-start), never left/right.",
        },
      ],
    },
  },
  {
    // Dependencies point one way: routes use the UI, routes and server modules use the shared modules
    // (app/forms, app/cart, app/location, app/i18n, app/utils, app/contract), never the other way round.
    files: ["app/components/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [NO_SERVER, NO_ROUTES] }] },
  },
  {
    // The shared modules are shared because they import neither side.
    files: [
      "app/forms/**",
      "app/cart/**",
      "app/location/**",
      "app/i18n/**",
      "app/utils/**",
      "app/contract/**",
      "app/seo/**",
    ],
    rules: { "no-restricted-imports": ["error", { patterns: [NO_SERVER, NO_ROUTES, NO_UI("Shared modules")] }] },
  },
  {
    // And server modules do not import the UI: what both sides use (a form's answer, the cart's and a
    // product's view, a toast, a page's anchors) lives in the shared modules (README, Architecture).
    // The request guard's page is the one server module that renders markup outside Remix, so it may
    // use the UI's components, as a route does. tests/unit/layering.test.ts shows the rule failing.
    files: ["app/server/**", "server.ts", "edge/**"],
    ignores: ["edge/request-guard-page.server.tsx"],
    rules: { "no-restricted-imports": ["error", { patterns: [NO_UI("Server modules")] }] },
  },
  {
    // The domain (app/) does not reach into the HTTP edge (edge/): see `edgeBoundary`.
    files: ["app/**", "sandbox/**"],
    plugins: { layers: { rules: { "edge-boundary": edgeBoundary } } },
    rules: { "layers/edge-boundary": "error" },
  },
  {
    // The domain's folders: see `featureFolders`.
    files: ["app/**", "edge/**", "server.ts"],
    plugins: { folders: { rules: { "feature-folders": featureFolders } } },
    rules: { "folders/feature-folders": "error" },
  },
  {
    // What the browser bundles takes only types from the contract: its schemas are zod objects built
    // when the module loads, so one value import (even one a loader uses, which the browser build
    // drops) ships all of zod with the page (the brand page's 20 KB of JS, docs/decisions/0063).
    files: [
      "app/routes/**",
      "app/components/**",
      "app/root.tsx",
      "app/entry.client.tsx",
      "app/forms/**",
      "app/cart/**",
      "app/location/**",
      "app/i18n/**",
      "app/utils/**",
      "app/seo/**",
    ],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: String.raw`(^~|^\.\.?)(/[^/]+)*?/contract(/(?!(?:address-kinds|menu-facts)$)[^/]+)?$`,
              allowTypeImports: true,
              message:
                "Modules the browser bundles import only types from the contract (its zod schemas would ship with the page): take the value in a .server module (zod-free facts: app/contract/address-kinds, app/contract/menu-facts, app/i18n/countries).",
            },
          ],
        },
      ],
    },
  },
  {
    // Short files and functions: a reader holds one in mind. Over 300 lines of code (comments and
    // blank lines not counted) a file is doing more than one thing; split it by what it does.
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "max-lines": ["error", { max: 300, skipBlankLines: true, skipComments: true }],
      // And a function a reader takes in at once: over 60 lines it is doing several things.
      "max-lines-per-function": ["error", { max: 60, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ["**/*.js"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Playwright fixtures: `use` is Playwright's, and `{}` is its way to say "no fixtures needed".
    files: ["e2e/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off", "no-empty-pattern": "off" },
  },
  {
    // The fake of Google's API runs in the browser, written the way that script is (ES5 objects).
    files: ["e2e/**/*.js"],
    languageOptions: { globals: { ...globals.browser } },
    rules: { "@typescript-eslint/no-this-alias": "off" },
  },
);
