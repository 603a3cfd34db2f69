// Express's request as the Fetch API's Request that Remix takes, and a streamed Remix answer written
// back. @remix-run/express's public API is only `createRequestHandler`, which sends Remix's answer
// itself; this server must act between the two (commit the session once, label the route, compress
// the whole body in one write: remix.server.ts), so it keeps this small bridge of its own, built on
// @remix-run/node's public stream helpers, instead of importing the adapter's private files.
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@remix-run/node";

/** The request as Remix sees it: the URL the browser used (Express's `trust proxy` decides the host), aborted when the client goes away. */
export function fetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  // req.hostname has no port: take it from the forwarded host, else the Host header.
  const port = [req.get("X-Forwarded-Host"), req.get("Host")]
    .map((host) => Number.parseInt(host?.split(":")[1] ?? "", 10))
    .find(Number.isSafeInteger);
  const url = new URL(`${req.protocol}://${req.hostname}${port ? `:${port}` : ""}${req.originalUrl}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const one of value) headers.append(name, one);
    else if (value) headers.set(name, value);
  }
  const controller = new AbortController();
  // Loaders and actions stop once the answer can no longer be written (closed before it finished).
  let finished = false;
  res.on("finish", () => (finished = true));
  res.on("close", () => finished || controller.abort());
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url.href, init);
}

/** Writes a streamed answer (deferred data, server-sent events) as it comes. */
export async function sendStream(res: ExpressResponse, response: Response): Promise<void> {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (/text\/event-stream/i.test(response.headers.get("Content-Type") ?? "")) res.flushHeaders();
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}
