// A platform that answers too late is cut off at the per-try timeout (a 504), even when the garbage
// collector runs while the calls wait: on Node 20 a signal composed with AbortSignal.any() and
// AbortSignal.timeout() could be collected and never fire, so the call waited for the late answer.
import { createServer, type Server } from "node:http";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient, type TokenHolder, ApiError } from "~/server/platform";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

let server: Server;
let baseUrl = "";
beforeAll(async () => {
  // Answers every call, but 1.5 s late: well past the client's 200 ms timeout.
  server = createServer((_req, res) =>
    setTimeout(() => res.writeHead(200, { "Content-Type": "application/json" }).end("{}"), 1500),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  baseUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("upstream timeouts", () => {
  it("cut off a late platform at the per-try timeout, whatever the garbage collector does meanwhile", async () => {
    const tokens: TokenHolder = { key: null, get: () => null, set: async () => {}, clear: async () => {} };
    const api = createApiClient({ baseUrl, language: "en", tokens, timeoutMs: 200, totalTimeoutMs: 400 });
    const calls = Array.from({ length: 20 }, () =>
      api.call("brands").then(
        () => "answered late",
        (error: unknown) => (error instanceof ApiError ? `${error.status} ${error.kind}` : String(error)),
      ),
    );
    for (let i = 0; i < 10; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      gc();
    }
    expect(new Set(await Promise.all(calls))).toEqual(new Set(["504 timeout"]));
  });
});
