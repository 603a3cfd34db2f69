// Remix's options, in one place: vite.config.ts passes them to Remix's Vite plugin (docs/decisions/0121).
/** @type {Pick<import('@remix-run/dev').VitePluginConfig, "ignoredRouteFiles" | "serverModuleFormat" | "future">} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.*"],
  serverModuleFormat: "esm",
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    // Off: the whole route manifest is one cached script; on, each document carries its part and the
    // Arabic store page is over its HTML budget (docs/decisions/0121-vite-builds-the-app.md)
    v3_lazyRouteDiscovery: false,
    // Off, measured: the loaders' data as turbo-stream puts the store pages over their HTML budget,
    // and a navigation asks two requests, not one (docs/decisions/0122-single-fetch.md)
    v3_singleFetch: false,
  },
};
