/** The app as Remix's Vite plugin builds it: server.ts imports it, bundled into one module (vite.config.ts). */
declare module "virtual:remix/server-build" {
  import type { ServerBuild } from "@remix-run/node";
  const build: ServerBuild;
  export = build;
}

/** React DOM's web-streams renderer; Node's `react-dom/server` exports only the Node-streams one. */
declare module "react-dom/server.browser" {
  export { renderToReadableStream } from "react-dom/server";
}
