// WEB_CONCURRENCY workers (node:cluster, edge/cluster.server.ts): with Redis sessions every worker serves, and
// SIGTERM to the primary drains every worker — slow requests in flight on each are answered — and
// the whole storefront exits well within Docker's 10 s grace.
import { expect, it, vi } from "vitest";
import { readFileSync } from "node:fs";
import { Agent, get } from "node:http";
import { startChaosProxy } from "../support/chaos-proxy";
import { testStack } from "../support/stack";

let proxy: Awaited<ReturnType<typeof startChaosProxy>>;

const stack = testStack({
  redis: true,
  proxy: async (sandboxUrl) => (proxy = await startChaosProxy(sandboxUrl)),
  storefront: { WEB_CONCURRENCY: "2", LOG_LEVEL: "info", CATALOGUE_CACHE_SECONDS: "0", VENDOR_CACHE_SECONDS: "0" },
});

function workerPids(): number[] {
  const pid = stack.storefront.child.pid!;
  return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
}

function request(agent: Agent, target: string): Promise<number> {
  const url = new URL(target, stack.base);
  return new Promise((resolve, reject) => {
    get(url, { agent }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    }).on("error", reject);
  });
}

it("runs two workers and drains both on SIGTERM", async () => {
  expect(stack.storefront.output()).toMatch(/2 workers/);
  const workers = workerPids();
  expect(workers).toHaveLength(2);

  // Slow pages in flight on several connections: the primary hands connections to the workers in turn.
  proxy.set({ kind: "slow", ms: 3000 });
  const agent = new Agent({ keepAlive: true, maxSockets: 6 });
  const slow = Array.from({ length: 6 }, () => request(agent, "/en-kw"));
  // Every page is in a worker, waiting on the platform, before the signal (however busy the machine).
  await vi.waitFor(() => expect(proxy.callers()).toBe(6), { timeout: 30_000, interval: 50 });

  const exited = new Promise<void>((resolve) => stack.storefront.child.once("exit", () => resolve()));
  const signalled = Date.now();
  stack.storefront.child.kill("SIGTERM");
  const statuses = await Promise.all(slow);
  await exited;
  agent.destroy();

  expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
  expect(Date.now() - signalled).toBeLessThan(10_000);
  expect(stack.storefront.child.exitCode).toBe(0);
  // Each worker shut down itself (its own drain), and none is left behind.
  expect(stack.storefront.output().match(/"shutting down"/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
  for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
}, 60_000);
