/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.*"],
  serverModuleFormat: "esm",
  serverPlatform: "node",
  // server.ts is the server's main module: Remix compiles it with the app into one file,
  // build/index.js, so every module exists once at run time (docs/decisions/0088).
  server: "./server.ts",
  tailwind: true,
  postcss: true,
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    // Off: the whole route manifest is one cached script; see docs/decisions/0084-budgets-customers-feel-and-how-the-bench-measures-them.md
    v3_lazyRouteDiscovery: false,
    // Deliberately off: see docs/decisions/0002-no-single-fetch.md
    v3_singleFetch: false,
  },
};
