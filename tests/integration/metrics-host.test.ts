// The metrics port binds loopback unless METRICS_HOST says otherwise, even when the pages listen on
// every interface (HOST=0.0.0.0, as in a container): /metrics is never public by accident.
import { afterAll, beforeAll, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { networkInterfaces, tmpdir } from "node:os";
import path from "node:path";
import { freePort, startSandboxProcess, startStorefrontProcess, type Running } from "../support/processes";

let sandbox: Running;
let storefront: Running;
let dir: string;
let metricsPort: number;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "metrics-host-"));
  sandbox = await startSandboxProcess();
  metricsPort = await freePort();
  storefront = await startStorefrontProcess({
    API_BASE_URL: sandbox.url,
    SESSION_DIR: path.join(dir, "sessions"),
    HOST: "0.0.0.0",
    METRICS_PORT: String(metricsPort),
  });
}, 120_000);

afterAll(async () => {
  await storefront?.stop();
  await sandbox?.stop();
  rmSync(dir, { recursive: true, force: true });
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
  const pages = new URL(storefront.url).port;
  expect(await reachable(external!, Number(pages))).toBe(true);
  expect(await reachable(external!, metricsPort)).toBe(false);
  const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
  expect(metrics.status).toBe(200);
  expect(await metrics.text()).toContain("http_server_request_duration_seconds");
});
