// The compose file's nginx (deploy/nginx.conf) in front of one storefront, for the tests: the very
// file, its upstream pointed at the storefront and its cache in a temporary folder.
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, ROOT, stopChild } from "./processes";

export interface RunningNginx {
  url: string;
  port: number;
  stop: () => Promise<void>;
}

/** deploy/nginx.conf with `upstream` as its only server, listening on `port`, caching under `dir`. */
export function nginxConfig(upstream: string, port: number, dir: string): string {
  const site = readFileSync(path.join(ROOT, "deploy/nginx.conf"), "utf8")
    .replace(/upstream storefront \{[^}]*\}/, `upstream storefront {\n  server ${upstream};\n  keepalive 8;\n}`)
    .replace("listen 80;", `listen 127.0.0.1:${port};`)
    .replace("/var/cache/nginx/storefront", path.join(dir, "cache"));
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  return [
    "worker_processes 1;",
    `pid ${path.join(dir, "nginx.pid")};`,
    `error_log ${path.join(dir, "error.log")} warn;`,
    "events { worker_connections 256; }",
    `http {\n  access_log off;\n  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}\n${site}\n}`,
  ].join("\n");
}

/** Starts nginx (Debian's, `/usr/sbin/nginx`; scripts/test.sh installs it) in front of `upstream` (host:port). */
export async function startNginx(upstream: string): Promise<RunningNginx> {
  const binary = ["/usr/sbin/nginx", "nginx"].find((b) => spawnSync(b, ["-v"]).status === 0);
  if (!binary) throw new Error("nginx is not installed (npm test installs it with apt)");
  const dir = mkdtempSync(path.join(tmpdir(), "nginx-"));
  mkdirSync(path.join(dir, "cache"));
  // Started as root, nginx's workers run as nobody: they must write the cache.
  for (const d of [dir, path.join(dir, "cache")]) chmodSync(d, 0o777);
  const port = await freePort();
  writeFileSync(path.join(dir, "nginx.conf"), nginxConfig(upstream, port, dir));
  const child = spawn(
    binary,
    ["-p", dir, "-e", path.join(dir, "error.log"), "-c", path.join(dir, "nginx.conf"), "-g", "daemon off;"],
    { stdio: "ignore" },
  );
  for (let i = 0; ; i++) {
    if (await accepts(port)) break;
    if (i === 100 || child.exitCode !== null)
      throw new Error(`nginx did not start:\n${readFileSync(path.join(dir, "error.log"), "utf8")}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    stop: async () => {
      await stopChild(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1", () => {
      socket.end();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });
}
