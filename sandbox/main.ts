// Runs the sandbox platform from the environment:
//   SANDBOX_PORT (4100), SANDBOX_HOST (127.0.0.1), SANDBOX_DATA_DIR (.data/sandbox; "memory" for none),
//   SANDBOX_ACCESS_TOKEN_TTL (seconds, 900), SANDBOX_ORDER_STEP_SECONDS (30), SANDBOX_MAPS_KEY,
//   SANDBOX_PUBLIC_URL (base of image and payment URLs), SANDBOX_QUIET=1 (no request log),
//   SANDBOX_OTP_TTL (300), SANDBOX_OTP_RESEND_SECONDS (60), SANDBOX_OTP_MAX_PER_HOUR (10),
//   SANDBOX_RESET=1 (delete the data directory first: fresh demo data).
import { rmSync } from "node:fs";
import { startSandbox } from "./server";

function int(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`${name} must be a non-negative integer, got ${JSON.stringify(raw)}`);
    process.exit(2);
  }
  return value;
}

const dataDir = process.env.SANDBOX_DATA_DIR || ".data/sandbox";
if (process.env.SANDBOX_RESET === "1" && dataDir !== "memory") rmSync(dataDir, { recursive: true, force: true });
const sandbox = await startSandbox({
  port: int("SANDBOX_PORT") ?? 4100,
  host: process.env.SANDBOX_HOST || "127.0.0.1",
  dataDir: dataDir === "memory" ? undefined : dataDir,
  accessTokenTtlSeconds: int("SANDBOX_ACCESS_TOKEN_TTL"),
  orderStepSeconds: int("SANDBOX_ORDER_STEP_SECONDS"),
  otpTtlSeconds: int("SANDBOX_OTP_TTL"),
  otpResendSeconds: int("SANDBOX_OTP_RESEND_SECONDS"),
  otpMaxPerHour: int("SANDBOX_OTP_MAX_PER_HOUR"),
  otpMaxFailuresPerDay: int("SANDBOX_OTP_MAX_FAILURES_PER_DAY"),
  publicUrl: process.env.SANDBOX_PUBLIC_URL || undefined,
  logRequests: process.env.SANDBOX_QUIET !== "1",
});
console.log(`sandbox listening on ${sandbox.url}`);
console.log(`  one-time codes: ${sandbox.url}/sandbox/inbox`);

let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`sandbox: ${signal}, stopping`);
    sandbox.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
