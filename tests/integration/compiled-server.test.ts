// The server as the image runs it: build/server/index.js (server.ts and the app, one module: npm run build) on a
// production-only install (the Dockerfile's `npm ci --omit=dev --omit=optional`), outside the project,
// started with plain Node and NODE_ENV=production. The other tests run the same file with the full
// install and tsx loaded (for the in-process sandbox), which would hide a dependency the build needs
// but the image lacks.
import { describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { ROOT, startNodeProcess, TEST_SESSION_SECRET } from "../support/processes";
import { testStack } from "../support/stack";

const npm = (args: string[], cwd: string) =>
  execFileSync("npm", args, { cwd, stdio: "pipe", env: { ...process.env, NODE_ENV: "production" } });

const stack = testStack({
  // Installed and started in the stack's folder, outside the project, so that nothing resolves from the
  // project's full node_modules; with plain Node (no tsx), in production.
  startStorefront: (env) => {
    const dir = stack.dir;
    if (!existsSync(path.join(ROOT, "build/server/index.js")))
      throw new Error("run `npm run build` first (npm test does)");
    cpSync(path.join(ROOT, "package.json"), path.join(dir, "package.json"));
    cpSync(path.join(ROOT, "package-lock.json"), path.join(dir, "package-lock.json"));
    npm(
      ["ci", "--omit=dev", "--omit=optional", "--ignore-scripts", "--prefer-offline", "--no-audit", "--no-fund"],
      dir,
    );
    cpSync(path.join(ROOT, "build"), path.join(dir, "build"), { recursive: true });
    return startNodeProcess(
      "build/server/index.js",
      {
        ...env,
        SESSION_SECRET: TEST_SESSION_SECRET,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: "0",
        SECURE_COOKIES: "false",
        LOG_LEVEL: "warn",
      },
      /Storefront ready: (http:\/\/\S+)/,
      [],
      { cwd: dir, compiled: true },
    );
  },
  timeout: 400_000,
});

describe("the built server", () => {
  it("is one module: server.ts with the app it serves, each module once", () => {
    // Rollup's record of the server build (vite.config.ts): each script it wrote and the modules in it.
    const chunks = JSON.parse(readFileSync(path.join(ROOT, "build/server/modules.json"), "utf8")) as Record<
      string,
      { entry: string; modules: string[] }
    >;
    expect(Object.entries(chunks).map(([file, chunk]) => [file, chunk.entry])).toEqual([["index.js", "server.ts"]]);
    const modules = chunks["index.js"]!.modules;
    // The app's build inlined into it, once; no module twice.
    expect(modules.filter((m) => m.endsWith("virtual:remix/server-build"))).toHaveLength(1);
    expect(new Set(modules).size).toBe(modules.length);
    for (const module of [
      "server.ts",
      "edge/cluster.server.ts",
      "edge/remix.server.ts",
      "app/root.tsx",
      "app/server/runtime.server.ts",
      "app/server/session/session.server.ts",
      "app/server/session/toast.server.ts",
      "app/server/ops/metrics.server.ts",
      "app/server/ops/log.server.ts",
    ]) {
      expect(modules, module).toContain(module);
    }
    // Nothing of the project's is loaded beside it at run time: no import of a file of ours.
    expect(
      readFileSync(path.join(ROOT, "build/server/index.js"), "utf8").match(/^import .* from ["']\.{1,2}\//gm),
    ).toBeNull();
  });
});

describe("the built server on a production-only install", () => {
  it("has no development package to lean on", () => {
    for (const devPackage of ["typescript", "tsx", "esbuild", "@remix-run/dev", "vitest"]) {
      expect(existsSync(path.join(stack.dir, "node_modules", devPackage)), devPackage).toBe(false);
    }
  });

  it("serves a store page in English and in Arabic", async () => {
    const english = await fetch(`${stack.base}/en-kw/store/burger-bay-salmiya`);
    expect(english.status).toBe(200);
    const englishHtml = await english.text();
    expect(englishHtml).toContain('<html lang="en" dir="ltr"');
    expect(englishHtml).toContain("Burger Bay Salmiya");
    expect(englishHtml).toMatch(/href="[^"]*burger-bay-salmiya\/product\/\d+/);

    const arabic = await fetch(`${stack.base}/ar-kw/store/burger-bay-salmiya`);
    expect(arabic.status).toBe(200);
    const arabicHtml = await arabic.text();
    expect(arabicHtml).toContain('<html lang="ar" dir="rtl"');
    expect(arabicHtml).toContain("برجر باي السالمية");
    expect(arabicHtml).toMatch(/href="[^"]*burger-bay-salmiya\/product\/\d+/);
    expect(await (await fetch(`${stack.base}/healthz`)).json()).toEqual({ status: "ok" });
  });
});
