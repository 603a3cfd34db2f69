// A proxy in front of the platform that can fail on demand: down, slow, an error status, or
// malformed JSON. For resilience tests of the storefront; loopback only.
import { createServer, request as httpRequest, type Server } from "node:http";

export type ChaosMode =
  | { kind: "pass" }
  | { kind: "down" }
  | { kind: "slow"; ms: number }
  | { kind: "status"; status: number; body?: unknown }
  | { kind: "malformed" };

export async function startChaosProxy(target: string): Promise<{
  url: string;
  set(mode: ChaosMode): void;
  /** How many of the storefront's requests (by their X-Request-Id) called through since the last `set`. */
  callers(): number;
  close(): Promise<void>;
}> {
  let mode: ChaosMode = { kind: "pass" };
  const callers = new Set<string>();
  const upstream = new URL(target);
  const server: Server = createServer((req, res) => {
    const current = mode;
    callers.add(String(req.headers["x-request-id"] ?? callers.size));
    switch (current.kind) {
      case "down":
        req.socket.destroy();
        return;
      case "status":
        res.writeHead(current.status, { "Content-Type": "application/json" });
        res.end(JSON.stringify(current.body ?? { message: `Upstream says ${current.status}` }));
        return;
      case "malformed":
        res.writeHead(200, { "Content-Type": "application/json" });
        res.end("{not json");
        return;
      default: {
        const forward = () => {
          const proxied = httpRequest(
            { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
            (up) => {
              res.writeHead(up.statusCode ?? 502, up.headers);
              up.pipe(res);
            },
          );
          proxied.on("error", () => res.destroy());
          req.pipe(proxied);
        };
        if (current.kind === "slow") setTimeout(forward, current.ms);
        else forward();
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    set: (next) => {
      mode = next;
      callers.clear();
    },
    callers: () => callers.size,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
