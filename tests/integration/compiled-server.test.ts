// The server as the image runs it: dist/server.js (npm run build:server), beside the Remix build, on a
// production-only install (the Dockerfile's `npm ci --omit=dev --omit=optional`), started with plain
// Node and NODE_ENV=production. Everything else tests server.ts through tsx, which resolves what the
// compiled bundle may not (the app's `~/` imports: the image once exited at start with
// ERR_MODULE_NOT_FOUND and nothing noticed).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROOT, startNodeProcess, startSandboxProcess, TEST_SESSION_SECRET, type Running } from "../support/processes";

const npm = (args: string[], cwd: string) => execFileSync("npm", args, { cwd, stdio: "pipe", env: { ...process.env, NODE_ENV: "production" } });

let dir: string;
let sandbox: Running | undefined;
let storefront: Running | undefined;

beforeAll(async () => {
  if (!existsSync(path.join(ROOT, "build/index.js"))) throw new Error("run `npm run build` first (npm test does)");
  npm(["run", "--silent", "build:server"], ROOT);
  // Outside the project, so that nothing resolves from the project's full node_modules.
  dir = mkdtempSync(path.join(tmpdir(), "compiled-server-"));
  cpSync(path.join(ROOT, "package.json"), path.join(dir, "package.json"));
  cpSync(path.join(ROOT, "package-lock.json"), path.join(dir, "package-lock.json"));
  npm(["ci", "--omit=dev", "--omit=optional", "--ignore-scripts", "--prefer-offline", "--no-audit", "--no-fund"], dir);
  cpSync(path.join(ROOT, "dist/server.js"), path.join(dir, "server.js"));
  cpSync(path.join(ROOT, "build"), path.join(dir, "build"), { recursive: true });
  cpSync(path.join(ROOT, "public"), path.join(dir, "public"), { recursive: true });
  sandbox = await startSandboxProcess();
  storefront = await startNodeProcess(
    "server.js",
    {
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: "0",
      API_BASE_URL: sandbox.url,
      SESSION_SECRET: TEST_SESSION_SECRET,
      SESSION_DIR: path.join(dir, "sessions"),
      SECURE_COOKIES: "false",
      LOG_LEVEL: "warn",
    },
    /Storefront ready: (http:\/\/\S+)/,
    [],
    { cwd: dir, compiled: true },
  );
}, 180_000);

afterAll(async () => {
  await storefront?.stop();
  await sandbox?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("the compiled server on a production-only install", () => {
  it("has no development package to lean on", () => {
    for (const devPackage of ["typescript", "tsx", "esbuild", "@remix-run/dev", "vitest"]) {
      expect(existsSync(path.join(dir, "node_modules", devPackage)), devPackage).toBe(false);
    }
  });

  it("serves a store page in English and in Arabic", async () => {
    const english = await fetch(`${storefront!.url}/en-kw/store/burger-bay-salmiya`);
    expect(english.status).toBe(200);
    const englishHtml = await english.text();
    expect(englishHtml).toContain('<html lang="en" dir="ltr"');
    expect(englishHtml).toContain("Burger Bay Salmiya");
    expect(englishHtml).toMatch(/href="[^"]*burger-bay-salmiya\/product\/\d+/);

    const arabic = await fetch(`${storefront!.url}/ar-kw/store/burger-bay-salmiya`);
    expect(arabic.status).toBe(200);
    const arabicHtml = await arabic.text();
    expect(arabicHtml).toContain('<html lang="ar" dir="rtl"');
    expect(arabicHtml).toContain("برجر باي السالمية");
    expect(arabicHtml).toMatch(/href="[^"]*burger-bay-salmiya\/product\/\d+/);
    expect(await (await fetch(`${storefront!.url}/healthz`)).json()).toEqual({ status: "ok" });
  });
});
