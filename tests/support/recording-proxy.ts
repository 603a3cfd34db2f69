// A loopback proxy in front of the sandbox that keeps what each platform call carried (its path and query,
// X-Request-Id and traceparent), and can play a platform that drops every connection.
import { createServer, request as httpRequest, type Server } from "node:http";

export interface Recorded {
  path: string;
  requestId: string | undefined;
  traceparent: string | undefined;
}

/** Forwards to the sandbox and keeps the path, X-Request-Id and traceparent of every call. */
export async function startRecordingProxy(target: string): Promise<{ url: string; calls: Recorded[]; down(value: boolean): void; close(): Promise<void> }> {
  const upstream = new URL(target);
  const calls: Recorded[] = [];
  let down = false;
  const server: Server = createServer((req, res) => {
    calls.push({ path: req.url ?? "", requestId: req.headers["x-request-id"] as string | undefined, traceparent: req.headers.traceparent as string | undefined });
    if (down) {
      req.socket.destroy();
      return;
    }
    const proxied = httpRequest({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    });
    proxied.on("error", () => res.destroy());
    req.pipe(proxied);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`,
    calls,
    down: (value) => {
      down = value;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
