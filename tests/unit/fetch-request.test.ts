// The request Remix gets (app/server/fetch-request.server.ts): what @remix-run/express made, with the
// connection's signal read as it is rather than followed.
import { getEventListeners } from "node:events";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { createRemixRequest } from "@remix-run/express/dist/server.js";
import express from "express";
import { describe, expect, it } from "vitest";
import { fetchRequestOf } from "~/server/fetch-request.server";

interface Seen {
  url: string;
  method: string;
  headers: [string, string][];
  body: string;
}

const seen = async (request: Request): Promise<Seen> => ({
  url: request.url,
  method: request.method,
  headers: [...request.headers],
  body: request.method === "GET" || request.method === "HEAD" ? "" : await request.text(),
});

/** What the client sends; `abort` hangs up before the answer. */
interface Send {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  abort?: boolean;
}

/** One request through an Express app, whose handler gets Express's req and res. */
async function through(
  send: Send,
  handler: (req: express.Request, res: express.Response) => Promise<void>,
): Promise<void> {
  const app = express();
  app.set("trust proxy", "loopback");
  let done: Promise<void> = Promise.resolve();
  app.all("*", (req, res) => {
    done = handler(req, res);
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port, method: send.method ?? "GET", path: send.path ?? "/", headers: send.headers }, (res) => {
        res.resume();
        res.on("end", resolve);
      });
      req.on("error", (error) => (send.abort ? resolve() : reject(error)));
      if (send.abort) setTimeout(() => req.destroy(), 50);
      req.end(send.body);
    });
    await done;
  } finally {
    server.close();
  }
}

describe("the request Remix gets", () => {
  it("has Remix's URL, method, headers and body, forwarded host and port included", async () => {
    const cases: Send[] = [
      { path: "/en-kw/store/burger-bay-salmiya?menu=1", headers: { Cookie: "a=1", "Accept-Language": "ar" } },
      { path: "/ar-kw/about-us", headers: { Host: "vendor.example:8443" } },
      { path: "/en-kw", headers: { "X-Forwarded-Host": "shop.example:444", "X-Forwarded-Proto": "https" } },
      { method: "POST", path: "/en-kw/cart", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "intent=add&id=8" },
    ];
    for (const send of cases) {
      let ours: Seen | null = null;
      let theirs: Seen | null = null;
      await through(send, async (req, res) => {
        // Both read the same connection: ours reads the body, so Remix's is compared with what was sent.
        ours = await seen(fetchRequestOf(req, res));
        const old = createRemixRequest(req, res);
        theirs = { url: old.url, method: old.method, headers: [...old.headers], body: send.body ?? "" };
        res.end();
      });
      expect(ours).toEqual(theirs);
    }
  });

  it("takes the body the guard already read", async () => {
    let body = "";
    await through({ method: "POST", body: "ignored" }, async (req, res) => {
      res.locals.body = Buffer.from("intent=remove&id=3");
      body = await fetchRequestOf(req, res).text();
      res.end();
    });
    expect(body).toBe("intent=remove&id=3");
  });

  it("reads the connection's signal as it is: aborted when the client leaves first, no listener added", async () => {
    let signal: AbortSignal | null = null;
    let listeners = -1;
    await through({ abort: true }, (req, res) => {
      const request = fetchRequestOf(req, res);
      signal = request.signal;
      listeners = getEventListeners(request.signal, "abort").length;
      expect(request.signal).toBe(signal); // the same signal each read
      return new Promise((resolve) => res.once("close", () => setImmediate(resolve)));
    });
    expect(listeners).toBe(0);
    expect(signal!.aborted).toBe(true);
  });

  it("is never aborted once the answer is sent", async () => {
    let request: Request | null = null;
    await through({}, async (req, res) => {
      request = fetchRequestOf(req, res);
      await new Promise<void>((resolve) => res.end("ok", resolve));
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(request!.signal.aborted).toBe(false);
  });
});
