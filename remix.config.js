/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.*"],
  serverModuleFormat: "esm",
  serverPlatform: "node",
  tailwind: true,
  postcss: true,
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    // Off: the whole route manifest is one cached script; see docs/decisions/0017-documents-cheap-to-render.md
    v3_lazyRouteDiscovery: false,
    // Deliberately off: see docs/decisions/0002-no-single-fetch.md
    v3_singleFetch: false,
  },
};
