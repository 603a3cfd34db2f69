// The Fetch Request Remix handles, made from Express's request (docs/decisions/0078). It is what
// @remix-run/express's createRemixRequest makes — the URL from the trusted host and port, the headers,
// the body — but its signal is the connection's own: aborted when the connection closes before the
// answer is sent. Passing a signal to `new Request` instead makes undici follow it (a listener, a
// WeakRef, a finalisation registry entry and a second signal per request: most of the ~190 µs the
// adapter's request took in a profile of rendered pages).
import { createReadableStreamFromReadable } from "@remix-run/node";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";

/** A Request whose `signal` is the one it was made with, read as given (not followed by a copy). */
class ConnectionRequest extends Request {
  readonly #signal: AbortSignal;

  constructor(url: string, init: RequestInit, signal: AbortSignal) {
    super(url, init);
    this.#signal = signal;
  }

  override get signal(): AbortSignal {
    return this.#signal;
  }
}

/**
 * The request for Remix: `res.locals.body` when the guard already read the body (a chunked one),
 * else the body streamed from the connection; the signal aborts when the client goes away first.
 */
export function fetchRequestOf(req: ExpressRequest, res: ExpressResponse): Request {
  const controller = new AbortController();
  res.once("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers: headersOf(req.headers) };
  if (req.method !== "GET" && req.method !== "HEAD") {
    const read = res.locals.body as Buffer | undefined;
    if (read) init.body = new Uint8Array(read);
    else {
      init.body = createReadableStreamFromReadable(req);
      init.duplex = "half";
    }
  }
  return new ConnectionRequest(urlOf(req), init, controller.signal);
}

/** The page's URL as the customer asked for it: the host as trusted (req.hostname), the port it named. */
function urlOf(req: ExpressRequest): string {
  const port = portOf(req.get("X-Forwarded-Host")) ?? portOf(req.get("Host"));
  return `${req.protocol}://${req.hostname}${port ? `:${port}` : ""}${req.originalUrl}`;
}

function portOf(host: string | undefined): number | null {
  const port = Number.parseInt(host?.split(":")[1] ?? "", 10);
  return Number.isSafeInteger(port) ? port : null;
}

function headersOf(incoming: ExpressRequest["headers"]): Headers {
  const headers = new Headers();
  for (const name in incoming) {
    const value = incoming[name];
    if (!value) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  return headers;
}
