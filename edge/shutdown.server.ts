// Draining the HTTP server on SIGTERM: stop accepting, close idle keep-alive sockets at once, answer
// in-flight requests with `Connection: close` (so their sockets close as soon as each is answered),
// and cut whatever is still open at the deadline (SHUTDOWN_TIMEOUT_MS, 8 s by default: inside
// Docker's 10 s grace, with the rest for closing the stores).
import type { IncomingMessage, Server, ServerResponse } from "node:http";

export interface Drainable {
  drain(deadlineMs: number): Promise<void>;
  /** True from the moment a drain starts: this instance is leaving (readiness says so). */
  draining(): boolean;
}

export function drainable(server: Server): Drainable {
  let draining = false;
  const open = new Set<ServerResponse>();
  // Before the app's own listener, so the header is set before anything is written.
  server.prependListener("request", (_req: IncomingMessage, res: ServerResponse) => {
    if (draining) res.setHeader("Connection", "close");
    open.add(res);
    res.once("close", () => {
      open.delete(res);
      // The socket of a finished request is idle now: close it rather than keep it alive.
      if (draining) setImmediate(() => server.closeIdleConnections());
    });
  });
  let drained: Promise<void> | null = null;
  return {
    draining: () => draining,
    drain(deadlineMs) {
      drained ??= new Promise<void>((resolve) => {
        draining = true;
        for (const res of open) if (!res.headersSent) res.setHeader("Connection", "close");
        const deadline = setTimeout(() => server.closeAllConnections(), deadlineMs);
        server.close(() => {
          clearTimeout(deadline);
          resolve();
        });
        server.closeIdleConnections();
      });
      return drained;
    },
  };
}
