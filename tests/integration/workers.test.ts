// WEB_CONCURRENCY workers (node:cluster, edge/cluster.server.ts): with Redis sessions every worker serves, and
// SIGTERM to the primary drains every worker — slow requests in flight on each are answered — and
// the whole storefront exits well within Docker's 10 s grace.
import { afterAll, beforeAll, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { Agent, get } from "node:http";
import { startChaosProxy } from "../support/chaos-proxy";
import { startRedis, startSandboxProcess, startStorefrontProcess, type Running } from "../support/processes";

let sandbox: Running;
let storefront: Running;
let redis: Awaited<ReturnType<typeof startRedis>>;
let proxy: Awaited<ReturnType<typeof startChaosProxy>>;

beforeAll(async () => {
  redis = await startRedis();
  sandbox = await startSandboxProcess();
  proxy = await startChaosProxy(sandbox.url);
  storefront = await startStorefrontProcess({
    API_BASE_URL: proxy.url,
    REDIS_URL: redis.url,
    // Other test files count from this address in the same Redis: limits are not tested here.
    RATE_LIMIT_SCALE: "10",
    WEB_CONCURRENCY: "2",
    LOG_LEVEL: "info",
    CATALOGUE_CACHE_SECONDS: "0",
    VENDOR_CACHE_SECONDS: "0",
  });
}, 120_000);

afterAll(async () => {
  await storefront?.stop();
  await proxy?.close();
  await sandbox?.stop();
  await redis?.stop();
});

function workerPids(): number[] {
  const pid = storefront.child.pid!;
  return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
}

function request(agent: Agent, target: string): Promise<number> {
  const url = new URL(target, storefront.url.replace("localhost", "127.0.0.1"));
  return new Promise((resolve, reject) => {
    get(url, { agent }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    }).on("error", reject);
  });
}

it("runs two workers and drains both on SIGTERM", async () => {
  expect(storefront.output()).toMatch(/2 workers/);
  const workers = workerPids();
  expect(workers).toHaveLength(2);

  // Slow pages in flight on several connections: the primary hands connections to the workers in turn.
  proxy.set({ kind: "slow", ms: 3000 });
  const agent = new Agent({ keepAlive: true, maxSockets: 6 });
  const slow = Array.from({ length: 6 }, () => request(agent, "/en-kw"));
  await new Promise((r) => setTimeout(r, 800));

  const exited = new Promise<void>((resolve) => storefront.child.once("exit", () => resolve()));
  const signalled = Date.now();
  storefront.child.kill("SIGTERM");
  const statuses = await Promise.all(slow);
  await exited;
  agent.destroy();

  expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
  expect(Date.now() - signalled).toBeLessThan(10_000);
  expect(storefront.child.exitCode).toBe(0);
  // Each worker shut down itself (its own drain), and none is left behind.
  expect(storefront.output().match(/"shutting down"/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
  for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
}, 60_000);
