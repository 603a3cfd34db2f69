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
}

export interface StackOptions {
  /** The sandbox's environment (a function where it reads the stack, such as its folder). */
  sandbox?: Env | (() => Env);
  /** The storefront's environment over the defaults (the sandbox's URL, sessions in the folder, limits ×10). */
  storefront?: Env | (() => Env);
  /** What must happen on the platform before the storefront starts (it reads some things once). */
  beforeStorefront?: () => Promise<void>;
  /** A Redis for sessions and limits (REDIS_URL) instead of the session folder. */
  redis?: boolean;
  /** How long starting may take (ms). */
  timeout?: number;
}

export function testStack(options: StackOptions = {}): Stack {
  let sandbox: Running | undefined;
  let storefront: Running | undefined;
  let redis: { url: string; stop: () => Promise<void> } | undefined;
  let dir: string | undefined;
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`testStack: the ${what} is read before the file's beforeAll started it`);
    return value;
  };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "stack-"));
    sandbox = await startSandboxProcess(typeof options.sandbox === "function" ? options.sandbox() : options.sandbox);
    await options.beforeStorefront?.();
    if (options.redis) redis = await startRedis();
    const own = typeof options.storefront === "function" ? options.storefront() : options.storefront;
    storefront = await startStorefrontProcess({
      API_BASE_URL: sandbox.url,
      ...(redis ? { REDIS_URL: redis.url } : { SESSION_DIR: path.join(dir, "sessions") }),
      RATE_LIMIT_SCALE: "10",
      ...own,
    });
  }, options.timeout ?? 120_000);

  afterAll(async () => {
    await storefront?.stop();
    await sandbox?.stop();
    await redis?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

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
  };
}
