// The metrics port binds loopback unless METRICS_HOST says otherwise, even when the pages listen on
// every interface (HOST=0.0.0.0, as in a container): /metrics is never public by accident.
import { expect, it } from "vitest";
import { connect } from "node:net";
import { networkInterfaces } from "node:os";
import { freePort } from "../support/processes";
import { testStack } from "../support/stack";

let metricsPort: number;

const stack = testStack({
  beforeStorefront: async () => {
    metricsPort = await freePort();
  },
  storefront: () => ({ HOST: "0.0.0.0", METRICS_PORT: String(metricsPort) }),
});

function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, host, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

it("answers /metrics on loopback only while the pages listen on every interface", async () => {
  const external = Object.values(networkInterfaces())
    .flat()
    .find((a) => a && a.family === "IPv4" && !a.internal)?.address;
  expect(external, "this machine needs a non-loopback IPv4 address for this test").toBeTruthy();
  const pages = new URL(stack.storefront.url).port;
  expect(await reachable(external!, Number(pages))).toBe(true);
  expect(await reachable(external!, metricsPort)).toBe(false);
  const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
  expect(metrics.status).toBe(200);
  expect(await metrics.text()).toContain("http_server_request_duration_seconds");
});
