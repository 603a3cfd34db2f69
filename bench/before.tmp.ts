import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startSandboxProcess, startStorefrontProcess } from "../tests/support/processes";
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-"));
const sandbox = await startSandboxProcess({ SANDBOX_DATA_DIR: path.join(dataDir, "sandbox") });
const sf = await startStorefrontProcess({ NODE_ENV: "production", SESSION_SECRET: "bench-secret-bench-secret-bench-secret-00", API_BASE_URL: sandbox.url, SESSION_DIR: path.join(dataDir, "sessions") });
const base = sf.url.replace("localhost", "127.0.0.1");
const paths = ["/healthz", "/en-kw/about-us", "/en-kw/store/burger-bay-salmiya", "/en-kw/store/burger-bay-mega"];
for (const p of paths.slice(1)) {
  for (const enc of ["identity", "br", "gzip"]) {
    const r = await fetch(base + p, { headers: { "Accept-Encoding": enc } });
    const b = await r.arrayBuffer();
    console.log(p, enc, r.status, r.headers.get("content-encoding"), b.byteLength);
  }
}
for (let round = 0; round < 2; round++) for (const p of paths) {
  const r = await autocannon({ url: base + p, connections: 10, duration: 6, headers: { "Accept-Encoding": "br, gzip" } });
  console.log(round, p, Math.round(r.requests.average), r.latency.p50, r.latency.p97_5, r.latency.p99, r.non2xx, r.errors);
}
const pid = sf.child.pid; console.log("rss", (await import("node:child_process")).execSync(`ps -o rss= -p ${pid}`).toString().trim());
await sf.stop(); await sandbox.stop();
