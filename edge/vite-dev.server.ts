// `npm run dev`: Vite's dev server as a step of this server (its middleware, its HMR websocket on
// the same port): components change in the open page without a reload, and the app's server code is
// loaded through Vite per request, so a change shows on the next one. What this process loads itself
// (server.ts, edge/, the runtime's modules) is watched by `tsx watch`, which restarts it on a change
// (package.json's dev script; tests/integration/dev-loop.test.ts). Never in a built server.
import type { Server } from "node:http";
import type { RequestHandler } from "express";
import type { ServerBuild } from "@remix-run/node";

export interface DevApp {
  /** Vite's files: its client, the app's modules as the browser asks for them, public/. */
  middleware: RequestHandler;
  /** The app as it is now (Vite reloads what changed since the last request). */
  build: () => Promise<ServerBuild>;
  close(): Promise<void>;
}

export async function startViteDev(server: Server, root: string): Promise<DevApp> {
  const { createServer } = await import("vite");
  const vite = await createServer({ root, appType: "custom", server: { middlewareMode: true, hmr: { server } } });
  return {
    middleware: vite.middlewares as unknown as RequestHandler,
    build: () => vite.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>,
    close: () => vite.close(),
  };
}
