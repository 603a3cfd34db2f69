// Answers are compressed whole, once (edge/compress.server.ts, docs/decisions/0084): brotli or
// gzip as the client prefers, a Content-Length on every complete answer (the streaming middleware
// before sent them chunked, with no length), Vary: Accept-Encoding, nothing compressed below 1 KB.
// And the page's scripts as served: only the framework chunk carries V8's compile hint (decision 84);
// the first render waits for the page's content (decision 84).
import { describe, expect, it } from "vitest";
import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { testStack } from "../support/stack";

const STORE = "/en-kw/store/burger-bay-salmiya";
const stack = testStack();

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request as sent, its body as received (fetch would decode it). */
function raw(pathname: string, headers: Record<string, string>): Promise<Raw> {
  const url = new URL(pathname, stack.base);
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

const withoutNonce = (html: string) => html.replace(/nonce="[^"]+"/g, 'nonce=""');

describe("compression of whole answers", () => {
  it("sends a page in brotli or gzip as preferred, with its length, and the same page as sent plain", async () => {
    const cookie = { Cookie: "seen=1" }; // rendered for this request, not the shared copy
    const plain = await raw(STORE, { ...cookie, "Accept-Encoding": "identity" });
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    expect(Number(plain.headers["content-length"])).toBe(plain.body.length);

    const br = await raw(STORE, { ...cookie, "Accept-Encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["transfer-encoding"]).toBeUndefined();
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(withoutNonce(brotliDecompressSync(br.body).toString())).toBe(withoutNonce(plain.body.toString()));

    const gzip = await raw(STORE, { ...cookie, "Accept-Encoding": "br;q=0, gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(Number(gzip.headers["content-length"])).toBe(gzip.body.length);
    expect(withoutNonce(gunzipSync(gzip.body).toString())).toBe(withoutNonce(plain.body.toString()));
  });

  it("compresses the shared copy of a page afresh for each visitor's nonce", async () => {
    // A page without cookies that is not public (decision 0120): the document cache's copy, its nonce put in.
    const first = await raw("/en-kw/cart", { "Accept-Encoding": "br" });
    const second = await raw("/en-kw/cart", { "Accept-Encoding": "br" });
    for (const answer of [first, second]) {
      expect(answer.headers["content-encoding"]).toBe("br");
      expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
      const nonce = /script-src 'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))![1]!;
      expect(brotliDecompressSync(answer.body).toString()).toContain(`nonce="${nonce}"`);
    }
    expect(brotliDecompressSync(first.body).toString()).not.toBe(brotliDecompressSync(second.body).toString());
  });

  it("compresses Remix's data answers and leaves small answers as they are", async () => {
    const data = await raw(`${STORE}?_data=root`, { Cookie: "seen=1", "Accept-Encoding": "br" });
    expect(data.status).toBe(200);
    expect(String(data.headers["content-type"])).toMatch(/application\/json/);
    const json = data.headers["content-encoding"] === "br" ? brotliDecompressSync(data.body) : data.body;
    expect(JSON.parse(json.toString())).toHaveProperty("locale");
    expect(data.headers["content-encoding"] === "br").toBe(json.length >= 1024);

    const health = await raw("/healthz", { "Accept-Encoding": "br" });
    expect(health.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(health.body.toString())).toEqual({ status: "ok" });
  });
});

describe("the first render", () => {
  it("waits for the content: the head's render-blocking link names the element after it, before the app's scripts (decision 0074)", async () => {
    for (const [pathname, status] of [
      [STORE, 200],
      ["/ar-kw", 200],
      ["/en-kw/store/no-such-store", 404],
    ] as const) {
      const answer = await raw(pathname, { Cookie: "seen=1", "Accept-Encoding": "identity" });
      expect(answer.status, pathname).toBe(status);
      const page = answer.body.toString();
      const head = page.slice(0, page.indexOf("</head>"));
      expect(head, pathname).toMatch(/<link rel="expect" href="#content-end" blocking="render"\/>/);
      expect(page.match(/ id="content-end"/g), pathname).toHaveLength(1);
      const end = page.indexOf(' id="content-end"');
      // After the content: the main element, and the footer where the page has one (the store page has none).
      expect(page.indexOf("</main>"), pathname).toBeGreaterThan(0);
      expect(end, pathname).toBeGreaterThan(Math.max(page.indexOf("</main>"), page.indexOf("</footer>")));
      expect(end, pathname).toBeLessThan(page.indexOf('type="module"'));
    }
  });
});

describe("the page's scripts", () => {
  /** The store page's scripts (its modulepreload links), each with its body as served. */
  async function pageScripts(): Promise<{ src: string; body: string }[]> {
    const page = (await raw(STORE, { Cookie: "seen=1", "Accept-Encoding": "identity" })).body.toString();
    const srcs = [...page.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!);
    return Promise.all(
      srcs.map(async (src) => ({ src, body: (await raw(src, { "Accept-Encoding": "identity" })).body.toString() })),
    );
  }

  it("start the framework chunk, and only it, with V8's compile hint (decision 0069)", async () => {
    const scripts = await pageScripts();
    const framework = scripts.filter(({ src }) => /\/framework-[^/]+\.js$/.test(src));
    expect(framework).toHaveLength(1);
    for (const { src, body } of scripts)
      expect(body.startsWith("//# allFunctionsCalledOnLoad\n"), src).toBe(src === framework[0]!.src);
  });

  it("have the shared code in the root's file; the root route's facade of it is tiny (decisions 84, 121)", async () => {
    const scripts = await pageScripts();
    const roots = scripts.filter(({ src }) => /\/root-[^/]+\.js$/.test(src));
    expect(scripts.filter(({ src }) => /\/common-[^/]+\.js$/.test(src))).toEqual([]);
    // One holds the code; Rollup keeps the route's entry as a facade re-exporting from it (decision 121).
    expect(roots.filter(({ body }) => body.length > 1024)).toHaveLength(1);
    for (const { src, body } of roots.filter(({ body }) => body.length <= 1024)) {
      expect(body, src).toMatch(
        /^(?:(?:import\s*[^;]*from\s*["'][^"']+["']|import\s*["'][^"']+["']|export\s*\{[^}]*\}(?:\s*from\s*["'][^"']+["'])?);?\s*)+(?:\/\/[^\n]*\n?)*$/,
      );
    }
  });

  it("carry no licence notices: each chunk's are in the file it names, served beside it", async () => {
    const scripts = await pageScripts();
    let named = 0;
    for (const { src, body } of scripts) {
      expect(body, src).not.toContain("/*!");
      const file = /\n\/\/! Licences: (\S+\.LEGAL\.txt)\n$/.exec(body)?.[1];
      if (!file) continue;
      named++;
      const legal = await raw(src.replace(/[^/]+$/, file), { "Accept-Encoding": "identity" });
      expect(legal.status, file).toBe(200);
      expect(String(legal.headers["content-type"])).toMatch(/^text\/plain/);
      expect(legal.body.toString()).toMatch(/@license/);
    }
    expect(named).toBeGreaterThan(0); // React's and Remix's notices, in the framework chunk's file
  });
});
