// The platform the storefront calls: the one configured (API_BASE_URL), else the sandbox platform,
// started in this process (development, demo, tests).
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Config } from "../app/server/request";
import { log } from "../app/server/ops";
import type * as Sandbox from "../sandbox/server";

export interface Platform {
  url: string;
  close(): Promise<void>;
}

/** `root` is the project's folder (the image's /app), where sandbox/ is. */
export async function startPlatform(config: Config, root: string): Promise<Platform> {
  if (config.API_BASE_URL) return { url: config.API_BASE_URL, close: async () => {} };
  // The sandbox is TypeScript outside the build (never in the image): this needs `node --import tsx`.
  const sandboxModule = pathToFileURL(path.join(root, "sandbox/server.ts")).href;
  const { startSandbox } = (await import(sandboxModule)) as typeof Sandbox;
  const sandbox = await startSandbox({
    port: config.SANDBOX_PORT,
    host: "127.0.0.1",
    dataDir: config.SANDBOX_DATA_DIR,
    log: (line: string) => log.info("sandbox", { line }),
  });
  log.info("sandbox platform started", { url: sandbox.url });
  return { url: sandbox.url, close: sandbox.close };
}
