// Starting the sandbox, the storefront and redis-server as child processes on free loopback ports,
// for the integration tests and the benchmark. Each resolves with the URL the process printed.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * The session secret of the storefronts a test process starts: drawn at random, never written in the
 * repository (production refuses a published secret, and tests/unit/deployment.test.ts checks that the
 * repository publishes none a storefront would take).
 */
export const TEST_SESSION_SECRET = randomBytes(30).toString("base64url");

export interface Running {
  url: string;
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/** Starts `script` with Node (TypeScript through tsx unless `compiled`), in `cwd` (the project by default). */
export function startNodeProcess(
  script: string,
  env: Record<string, string>,
  pattern: RegExp,
  nodeArgs: string[] = [],
  { cwd = ROOT, compiled = false }: { cwd?: string; compiled?: boolean } = {},
): Promise<Running> {
  const child = spawn(process.execPath, [...nodeArgs, ...(compiled ? [] : ["--import", "tsx"]), script], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  return new Promise((resolve, reject) => {
    // One that does not start is killed, never left running after the test. The limit is generous: the
    // sandbox seeds its data in ~5 s alone, but took 87 s on a shared machine at a load of 28.
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`${script} did not start in 150 s:\n${output}`));
    }, 150_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match) {
        clearTimeout(timer);
        child.stdout!.removeListener("data", onData);
        child.stderr!.removeListener("data", onData);
        child.stdout!.on("data", (c: Buffer) => (output += c.toString()));
        child.stderr!.on("data", (c: Buffer) => (output += c.toString()));
        resolve({ url: match[1]!, child, output: () => output, stop: () => stopChild(child) });
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with ${code}:\n${output}`));
    });
  });
}

export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

export function startSandboxProcess(env: Record<string, string> = {}): Promise<Running> {
  return startNodeProcess(
    "sandbox/main.ts",
    { SANDBOX_PORT: "0", SANDBOX_DATA_DIR: "memory", SANDBOX_QUIET: "1", ...env },
    /sandbox listening on (http:\/\/\S+)/,
  );
}

/** The server as built (`npm run build`: server.ts and the app, one module); tsx for the in-process sandbox. */
export function startStorefrontProcess(env: Record<string, string>, nodeArgs: string[] = []): Promise<Running> {
  return startNodeProcess(
    "build/server/index.js",
    { NODE_ENV: "test", PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "warn", SESSION_SECRET: TEST_SESSION_SECRET, ...env },
    /Storefront ready: (http:\/\/\S+)/,
    nodeArgs,
  );
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A Redis for the test: a database of TEST_REDIS_URL's server when the test command started one (one
 * per vitest worker, emptied first: files running at once never share sessions or rate-limit
 * counters, and a file never inherits another's), else a throwaway redis-server.
 */
export async function startRedis(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (process.env.TEST_REDIS_URL) {
    const url = `${process.env.TEST_REDIS_URL.replace(/\/\d*$/, "")}/${Number(process.env.VITEST_POOL_ID ?? 0) % 16}`;
    if (spawnSync("redis-cli", ["-u", url, "FLUSHDB"]).status !== 0) throw new Error(`could not empty ${url}`);
    return { url, stop: async () => {} };
  }
  if (spawnSync("redis-server", ["--version"]).status !== 0) {
    throw new Error("redis-server is not installed (npm test installs it; or set TEST_REDIS_URL)");
  }
  const port = await freePort();
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: "ignore" },
  );
  for (let i = 0; i < 50; i++) {
    if (
      spawnSync("redis-cli", ["-p", String(port), "ping"])
        .stdout?.toString()
        .includes("PONG")
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url: `redis://127.0.0.1:${port}`, stop: () => stopChild(child) };
}
