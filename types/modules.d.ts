/** The app as Remix's Vite plugin builds it: server.ts imports it, bundled into one module (vite.config.ts). */
declare module "virtual:remix/server-build" {
  import type { ServerBuild } from "@remix-run/node";
  const build: ServerBuild;
  export = build;
}
