// SIGTERM with idle keep-alive sockets and 3 slow requests in flight: the requests are answered,
// the idle sockets closed at once, and the process exits soon after the last answer, well inside
// Docker's 10 s grace.
import { expect, it } from "vitest";
import { Agent, get } from "node:http";
import { startChaosProxy } from "../support/chaos-proxy";
import { testStack } from "../support/stack";

let proxy: Awaited<ReturnType<typeof startChaosProxy>>;

const stack = testStack({
  proxy: async (sandboxUrl) => (proxy = await startChaosProxy(sandboxUrl)),
  storefront: { CATALOGUE_CACHE_SECONDS: "0", VENDOR_CACHE_SECONDS: "0" },
});

function request(agent: Agent, target: string): Promise<{ status: number; at: number; socketClosed: Promise<number> }> {
  const url = new URL(target, stack.base);
  return new Promise((resolve, reject) => {
    const req = get(url, { agent }, (res) => {
      const socketClosed = new Promise<number>((done) => res.socket.once("close", () => done(Date.now())));
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, at: Date.now(), socketClosed }));
    });
    req.on("error", reject);
  });
}

it("stays ready while the platform is down: every instance would be out alike (its state is in the JSON)", async () => {
  proxy.set({ kind: "down" });
  try {
    const ready = await fetch(`${stack.base}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready", upstream: false, sessionStore: true });
  } finally {
    proxy.set({ kind: "pass" });
  }
  expect(await (await fetch(`${stack.base}/readyz`)).json()).toEqual({
    status: "ready",
    upstream: true,
    sessionStore: true,
  });
});

it("finishes in-flight requests, closes idle keep-alive sockets at once and exits well within 10 s", async () => {
  // Three keep-alive sockets left idle, and three more busy with slow pages.
  const idleAgent = new Agent({ keepAlive: true, maxSockets: 3 });
  const idle = await Promise.all([1, 2, 3].map(() => request(idleAgent, "/healthz")));
  expect(idle.map((r) => r.status)).toEqual([200, 200, 200]);

  proxy.set({ kind: "slow", ms: 4000 });
  const busyAgent = new Agent({ keepAlive: true, maxSockets: 3 });
  const slow = [1, 2, 3].map(() => request(busyAgent, "/en-kw"));
  // A readiness check in flight, its platform check waiting on the slow platform.
  const readiness = fetch(new URL("/readyz", stack.base), { headers: { Connection: "close" } });
  await new Promise((r) => setTimeout(r, 1000)); // the requests are in flight, waiting on the platform

  const exited = new Promise<number>((resolve) => stack.storefront.child.once("exit", () => resolve(Date.now())));
  const signalled = Date.now();
  stack.storefront.child.kill("SIGTERM");

  const answers = await Promise.all(slow);
  // Answered after the drain started: this instance is no longer ready.
  const ready = await readiness;
  expect(ready.status).toBe(503);
  expect(await ready.json()).toMatchObject({ status: "draining" });
  const exitAt = await exited;
  const idleClosed = await Promise.all(idle.map((r) => r.socketClosed));
  const busyClosed = await Promise.all(answers.map((r) => r.socketClosed));
  idleAgent.destroy();
  busyAgent.destroy();

  // The in-flight requests were answered, not cut.
  expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
  const lastAnswer = Math.max(...answers.map((r) => r.at));
  // Idle sockets closed at once: before the slow requests were answered.
  for (const at of idleClosed) expect(at).toBeLessThan(lastAnswer);
  // The busy sockets were not kept alive after their answer, and the process left after the answers.
  for (const at of busyClosed) expect(at).toBeLessThanOrEqual(exitAt + 1000);
  expect(exitAt).toBeGreaterThanOrEqual(lastAnswer - 250);
  expect(exitAt - signalled).toBeLessThan(10_000);
  expect(stack.storefront.child.exitCode).toBe(0);
}, 60_000);
