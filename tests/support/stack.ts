// The one way an integration test starts what it talks to: a sandbox platform, the built storefront
// in front of it (and a Redis where asked), on free loopback ports, in a temporary folder of its own;
// started before the file's tests and stopped after them. A file's own setup goes in a beforeAll of
// its own after this call (vitest runs them in order).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { startRedis, startSandboxProcess, startStorefrontProcess, type Running } from "./processes";

type Env = Record<string, string>;

export interface Stack {
  readonly sandbox: Running;
  readonly storefront: Running;
  /** The storefront's URL on 127.0.0.1 (a host without a vendor label: the brand directory). */
  readonly base: string;
  /** The test's temporary folder (sessions go to `sessions/` in it). */
  readonly dir: string;
  /** The Redis the storefront uses, when asked for. */
  readonly redisUrl: string;
  /**
   * Another storefront on the same sandbox (or proxy) and the same sessions (folder or Redis), with
   * `env` over the first one's: a second instance, or one configured otherwise (a variable set to ""
   * is left out: `REDIS_URL: ""` for file sessions beside Redis ones). Stopped after the file.
   */
  another: (env?: Env) => Promise<Running>;
}

export interface StackOptions {
  /** The sandbox's environment (a function where it reads the stack, such as its folder). */
  sandbox?: Env | (() => Env);
  /** The storefront's environment over the defaults (the sandbox's URL, sessions in the folder, limits ×10). */
  storefront?: Env | (() => Env);
  /**
   * How the storefront starts, given the stack's environment for it: startStorefrontProcess unless a
   * file needs the server started otherwise (another folder, plain Node).
   */
  startStorefront?: (env: Env) => Promise<Running>;
  /** What must happen on the platform before the storefront starts (it reads some things once). */
  beforeStorefront?: () => Promise<void>;
  /**
   * A proxy between the storefront and the sandbox (chaos, recording), started on the sandbox's URL;
   * the storefront's API_BASE_URL is its URL. The file keeps what it returns to steer or read it.
   */
  proxy?: (sandboxUrl: string) => Promise<{ url: string; close: () => Promise<void> }>;
  /** A Redis for sessions and limits (REDIS_URL) instead of the session folder. */
  redis?: boolean;
  /** How long starting (and stopping) may take (ms). */
  timeout?: number;
}

export function testStack(options: StackOptions = {}): Stack {
  let sandbox: Running | undefined;
  let storefront: Running | undefined;
  let redis: { url: string; stop: () => Promise<void> } | undefined;
  let proxy: { url: string; close: () => Promise<void> } | undefined;
  let dir: string | undefined;
  const others: Running[] = [];
  let storefrontEnv: Env = {};
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`testStack: the ${what} is read before the file's beforeAll started it`);
    return value;
  };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "stack-"));
    sandbox = await startSandboxProcess(typeof options.sandbox === "function" ? options.sandbox() : options.sandbox);
    proxy = await options.proxy?.(sandbox.url);
    await options.beforeStorefront?.();
    if (options.redis) redis = await startRedis();
    const own = typeof options.storefront === "function" ? options.storefront() : options.storefront;
    storefrontEnv = {
      API_BASE_URL: proxy?.url ?? sandbox.url,
      ...(redis ? { REDIS_URL: redis.url } : { SESSION_DIR: path.join(dir, "sessions") }),
      RATE_LIMIT_SCALE: "10",
      ...own,
    };
    storefront = await (options.startStorefront ?? startStorefrontProcess)(storefrontEnv);
  }, options.timeout ?? 300_000);

  afterAll(async () => {
    await Promise.all(others.map((other) => other.stop()));
    await storefront?.stop();
    await proxy?.close();
    await sandbox?.stop();
    await redis?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }, options.timeout ?? 300_000);

  return {
    get sandbox() {
      return started(sandbox, "sandbox");
    },
    get storefront() {
      return started(storefront, "storefront");
    },
    get base() {
      return started(storefront, "storefront").url.replace("localhost", "127.0.0.1");
    },
    get dir() {
      return started(dir, "folder");
    },
    get redisUrl() {
      return started(redis, "Redis").url;
    },
    another: async (env = {}) => {
      started(storefront, "storefront");
      const merged = Object.entries({ ...storefrontEnv, ...env }).filter(([, value]) => value !== "");
      const other = await startStorefrontProcess(Object.fromEntries(merged));
      others.push(other);
      return other;
    },
  };
}
