// Starts one sandbox and one storefront on free loopback ports for the whole browser suite, and
// stops them when it ends. Tests read the URLs from E2E_BASE_URL / E2E_SANDBOX_URL.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startSandboxProcess, startStorefrontProcess } from "../tests/support/processes";

export default async function globalSetup() {
  const dir = mkdtempSync(path.join(tmpdir(), "e2e-"));
  const sandbox = await startSandboxProcess({
    SANDBOX_ORDER_STEP_SECONDS: "1",
    SANDBOX_OTP_RESEND_SECONDS: "1",
    SANDBOX_OTP_MAX_PER_HOUR: "1000",
  });
  const storefront = await startStorefrontProcess({
    API_BASE_URL: sandbox.url,
    SESSION_DIR: path.join(dir, "sessions"),
    // Many browser tests sign in from one address: the limits are tested in vitest.
    RATE_LIMIT_SCALE: "100",
    // The footer's app links come from configuration: one set, one left unset (hidden).
    IOS_APP_URL: "https://apps.apple.com/app/id000000000",
  });
  const port = new URL(storefront.url).port;
  process.env.E2E_PORT = port;
  process.env.E2E_BASE_URL = `http://localhost:${port}`;
  process.env.E2E_SANDBOX_URL = sandbox.url;
  return async () => {
    await storefront.stop();
    await sandbox.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
