import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";

// Physical directions break right-to-left pages: use ms-/me-/ps-/pe-/start-/end-/text-start/text-end.
const PHYSICAL = String.raw`(^|\s|:)-?(ml|mr|pl|pr|left|right|border-l|border-r|rounded-l|rounded-r|rounded-tl|rounded-tr|rounded-bl|rounded-br|scroll-ml|scroll-mr)-|(^|\s|:)text-(left|right)(\s|$)`;

export default tseslint.config(
  { ignores: ["build/", "dist/", "public/build/", "node_modules/", ".data/", ".cache/", "test-results/", "playwright-report/", "*.tmp.mjs"] },
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
    // Dependencies point one way: routes and server modules use the UI and the domain, never the
    // other way round. Shared view types live beside the UI or the domain.
    files: ["app/components/**", "app/cart/**", "app/location/**", "app/i18n/**", "app/utils/**", "app/contract/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["~/server/*", "**/server/*", "*.server", "**/*.server"], message: "UI and domain modules do not import server modules (types included): move the type beside the UI or the domain." },
            { group: ["~/routes/*", "**/routes/*"], message: "Nothing imports a route module: move what is shared beside the UI or the domain." },
          ],
        },
      ],
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
