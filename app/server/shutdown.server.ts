// Draining the HTTP server on SIGTERM within Docker's default grace of 10 s: stop accepting, close
// idle keep-alive sockets at once, answer in-flight requests with `Connection: close` (so their
// sockets close as soon as each is answered), and cut whatever is still open at the deadline.
import type { IncomingMessage, Server, ServerResponse } from "node:http";

/** How long in-flight requests may take to finish after SIGTERM; the rest of the 10 s is for closing stores. */
export const DRAIN_DEADLINE_MS = 8_000;

export function drainable(server: Server): { drain(deadlineMs?: number): Promise<void> } {
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
    drain(deadlineMs = DRAIN_DEADLINE_MS) {
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
