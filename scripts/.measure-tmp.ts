// temporary: HTML sizes of store pages (not committed)
import { request as httpRequest } from "node:http";
import { writeFileSync } from "node:fs";
import { startSandboxProcess, startStorefrontProcess } from "../tests/support/processes";
function wire(url: string, enc: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers: { "Accept-Encoding": enc } }, (res) => { const c: Buffer[] = []; res.on("data", (d: Buffer) => c.push(d)); res.on("end", () => resolve(Buffer.concat(c))); }).on("error", reject).end();
  });
}
const sandbox = await startSandboxProcess();
const sf = await startStorefrontProcess({ NODE_ENV: "production", SESSION_SECRET: "x".repeat(40), API_BASE_URL: sandbox.url, LOG_LEVEL: "warn" });
const base = sf.url.replace("localhost", "127.0.0.1");
const tag = process.argv[2] ?? "now";
for (const p of ["/en-kw/store/burger-bay-salmiya", "/ar-kw/store/burger-bay-salmiya", "/en-kw/store/burger-bay-mega", "/ar-kw/store/burger-bay-mega"]) {
  const raw = await wire(base + p, "identity"); const br = await wire(base + p, "br");
  writeFileSync(`/tmp/wt19/${tag}${p.replace(/\//g, "_")}.html`, raw);
  console.log(`${p}\traw ${raw.length} (${(raw.length / 1024).toFixed(1)} KB)\tbr ${br.length} (${(br.length / 1024).toFixed(2)} KB)`);
}
await sf.stop(); await sandbox.stop();
