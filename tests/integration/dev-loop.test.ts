// `npm run dev` as a developer meets it, on a copy of the project (the test edits files): a changed
// component shows in the open page without a reload, a changed module of the app's server code answers
// the next request without a restart, and a changed step of the edge restarts the server by itself.
import { spawn, type ChildProcess } from "node:child_process";
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { freePort, ROOT, stopChild, TEST_SESSION_SECRET } from "../support/processes";
import { testStack } from "../support/stack";

/** What is not the project's source (.gitignore's folders): installed, built, run or reported. */
const NOT_SOURCE = new Set([
  ".git",
  "node_modules",
  "build",
  "public/build",
  ".cache",
  ".data",
  "test-results",
  "playwright-report",
  "bench/results",
  "screenshots",
]);
const READY = /Storefront ready: (http:\/\/\S+)/g;
const ABOUT_ROUTE = "app/routes/($locale).about-us.tsx";
const HEADING = 'className="text-2xl font-bold"';

let copy: string;
let dev: ChildProcess | undefined;
let output = "";
let browser: Browser;

const readyCount = () => [...output.matchAll(READY)].length;

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // the group has already exited
  }
}

/** `npm run dev` in the copy, against the stack's sandbox, on a fixed port (a restart keeps it). */
async function startDev(env: Record<string, string>) {
  copy = mkdtempSync(path.join(tmpdir(), "dev-loop-"));
  cpSync(ROOT, copy, { recursive: true, filter: (from) => !NOT_SOURCE.has(path.relative(ROOT, from)) });
  symlinkSync(path.join(ROOT, "node_modules"), path.join(copy, "node_modules"), "dir");
  const port = await freePort();
  // Its own process group: npm, tsx's watcher and the server it runs stop together.
  dev = spawn("npm", ["run", "--silent", "dev"], {
    cwd: copy,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      ...env,
      NODE_ENV: "development",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      SESSION_SECRET: TEST_SESSION_SECRET,
    },
  });
  dev.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  dev.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await vi.waitFor(() => expect(readyCount(), `the dev server started; it said:\n${output}`).toBe(1), {
    timeout: 150_000,
    interval: 200,
  });
  const child = dev;
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    stop: async () => {
      const stopped = stopChild(child);
      signalGroup(child, "SIGTERM");
      await stopped;
    },
  };
}

const stack = testStack({ startStorefront: startDev, timeout: 200_000 });

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium" });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  // Whatever is left of it, even when it never started (the stack stops only a started one).
  if (dev) signalGroup(dev, "SIGKILL");
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe("npm run dev", () => {
  it("shows a changed component in the open page, without a reload or a restart", async () => {
    const page = await browser.newPage();
    const url = `${stack.base}/en-kw/about-us`;
    // Twice: the first visit may find dependencies Vite optimizes, and it then reloads the page once.
    await page.goto(url, { waitUntil: "networkidle" });
    let connected = false;
    page.on("console", (message) => (connected ||= message.text().includes("[vite] connected")));
    await page.goto(url, { waitUntil: "networkidle" });
    await expect.poll(() => connected, { timeout: 90_000, message: "the page's HMR socket connects" }).toBe(true);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    const file = path.join(copy, ABOUT_ROUTE);
    const source = readFileSync(file, "utf8");
    expect(source, `${ABOUT_ROUTE}'s heading, which this test edits`).toContain(HEADING);
    writeFileSync(file, source.replace(HEADING, `${HEADING} data-edited="yes"`));

    await expect
      .poll(() => page.locator("h1[data-edited=yes]").count(), { timeout: 90_000, message: "the edit in the page" })
      .toBe(1);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(readyCount()).toBe(1);
    await page.close();
  }, 150_000);

  it("runs a changed module of the app's server code on the next request, without a restart", async () => {
    // The store page's server code, which only the routes import: Vite loads it again after a change.
    appendFileSync(path.join(copy, "app/server/store-page/index.ts"), '\nconsole.info("store-page module: edited");\n');
    const response = await fetch(`${stack.base}/en-kw/store/burger-bay-salmiya`);
    expect(response.status).toBe(200);
    expect(output).toContain("store-page module: edited");
    expect(readyCount()).toBe(1);
  }, 60_000);

  it("restarts by itself when a step of the edge changes, and keeps serving", async () => {
    appendFileSync(path.join(copy, "edge/health.server.ts"), '\nconsole.info("health step: edited");\n');
    await vi.waitFor(
      () => {
        expect(output).toContain("health step: edited");
        expect(readyCount(), "the server restarted").toBe(2);
      },
      { timeout: 90_000, interval: 200 },
    );
    const response = await fetch(`${stack.base}/healthz`);
    expect(response.status).toBe(200);
  }, 120_000);
});
