// A loopback proxy in front of the sandbox that keeps what each platform call carried (its method, path
// and query, X-Request-Id, traceparent, whether it had an access token, its content type and body), and can
// play a platform that drops every connection.
import { createServer, request as httpRequest, type Server } from "node:http";

export interface Recorded {
  method: string;
  /** With its query. */
  path: string;
  requestId: string | undefined;
  traceparent: string | undefined;
  /** An `Authorization: Bearer <token>` was sent. */
  bearer: boolean;
  contentType: string | null;
  body: string;
}

/** Forwards to the sandbox and keeps what every call carried. */
export async function startRecordingProxy(
  target: string,
): Promise<{ url: string; calls: Recorded[]; down(value: boolean): void; close(): Promise<void> }> {
  const upstream = new URL(target);
  const calls: Recorded[] = [];
  let down = false;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      calls.push({
        method: req.method ?? "",
        path: req.url ?? "",
        requestId: req.headers["x-request-id"] as string | undefined,
        traceparent: req.headers.traceparent as string | undefined,
        bearer: /^Bearer\s+\S+/.test(req.headers.authorization ?? ""),
        contentType: req.headers["content-type"] ?? null,
        body: body.toString(),
      });
      if (down) {
        req.socket.destroy();
        return;
      }
      const proxied = httpRequest(
        { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
        (up) => {
          res.writeHead(up.statusCode ?? 502, up.headers);
          up.pipe(res);
        },
      );
      proxied.on("error", () => res.destroy());
      proxied.end(body);
    });
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
