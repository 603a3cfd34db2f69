// React 18's Node-streams writer (`renderToPipeableStream`) cuts a two-byte letter at the end of its
// 2 KB view into a NUL byte. The first test shows that upstream bug (when it fails, React is fixed);
// the second finds its web-streams writer (`renderToReadableStream`, which encodes each string whole
// before copying bytes into its views) byte-exact; the others render an Arabic document through
// Remix's request handler and the app's entry, and find it byte-exact.
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { renderToReadableStream } from "react-dom/server.browser";
import type { ReactElement } from "react";
import { Writable } from "node:stream";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import * as entry from "~/entry.server";
import { log } from "~/server/ops";
import { parseLocaleSegment } from "~/i18n/locale";

/** React's streamed HTML of `element`, once everything is ready. */
const streamed = (element: ReactElement) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        resolve(Buffer.concat(chunks));
        callback();
      },
    });
    const stream = renderToPipeableStream(element, { onAllReady: () => stream.pipe(sink), onShellError: reject });
  });

/** React's HTML of `element` through its web-streams writer, once everything is ready. */
async function readable(element: ReactElement) {
  const stream = await renderToReadableStream(element);
  await stream.allReady;
  return Buffer.from(await new Response(stream).arrayBuffer());
}

const SENTENCE = "في الكويت والمملكة العربية السعودية";
const times = (text: string, part: string) => text.split(part).length - 1;

// Short Arabic texts (2 bytes a letter in UTF-8; React copies short chunks into its 2,048-byte view),
// shifted by `offset` ASCII bytes so that letters straddle the view's boundaries.
function Page({ offset, lines = 300 }: { offset: number; lines?: number }) {
  return (
    <html lang="ar" dir="rtl">
      <head>
        <title>متجر</title>
      </head>
      <body>
        <p>{"a".repeat(offset)}</p>
        {Array.from({ length: lines }, (_, i) => (
          <p key={i}>{SENTENCE}</p>
        ))}
      </body>
    </html>
  );
}

const OFFSETS = Array.from({ length: 40 }, (_, i) => 1900 + i);
// The web-streams writer's views are 512 bytes: a page of 300 lines crosses ~40 of them, at each of
// these offsets differently.
const VIEW_OFFSETS = Array.from({ length: 128 }, (_, i) => i);
/** Lines of `Page` that make it as long as the Arabic 300-product store page (BIG_PAGE_BYTES, measured with the bench, decision 0122). */
const BIG_PAGE_BYTES = 184_049;

/** A one-route build whose document is `Page`, rendered by the app's entry. */
function handlerFor(offset: number) {
  const route = {
    id: "root",
    path: "",
    module: "/build/root.js",
    hasAction: false,
    hasLoader: false,
    hasClientAction: false,
    hasClientLoader: false,
    hasErrorBoundary: false,
    imports: [],
  };
  const build = {
    mode: "production",
    future: {},
    isSpaMode: false,
    publicPath: "/build/",
    assetsBuildDirectory: "public/build",
    assets: {
      url: "/build/manifest.js",
      version: "1",
      entry: { module: "/build/entry.js", imports: [] },
      routes: { root: route },
    },
    routes: { root: { id: "root", path: "", module: { default: () => <Page offset={offset} /> } } },
    entry: { module: entry },
  } as unknown as ServerBuild;
  return createRequestHandler(build, "production");
}

const context = { nonce: "n", locale: parseLocaleSegment("ar-kw"), log } as unknown as AppLoadContext;

describe("a document's HTML", () => {
  it("React 18's streaming render leaves a NUL where a two-byte letter meets its 2 KB view's end (upstream bug)", async () => {
    const cut = await Promise.all(
      OFFSETS.map(async (offset) => (await streamed(<Page offset={offset} />)).includes(0)),
    );
    expect(cut).toContain(true);
  });

  it("React 18's web-streams render is byte-exact: the same bytes as renderToString at every offset, and at the 300-product store's size", async () => {
    const lines = Math.ceil(BIG_PAGE_BYTES / Buffer.byteLength(`<p>${SENTENCE}</p>`));
    const pages = [
      ...VIEW_OFFSETS.map((offset) => ({ offset, lines: 300 })),
      ...[0, 1, 255, 511].map((offset) => ({ offset, lines })),
    ];
    for (const { offset, lines } of pages) {
      const page = <Page offset={offset} lines={lines} />;
      const bytes = await readable(page);
      expect(bytes.includes(0)).toBe(false);
      const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
      expect(text.includes("\uFFFD")).toBe(false);
      expect(text === `<!DOCTYPE html>${renderToString(page)}`).toBe(true);
      expect(times(text, `<p>${SENTENCE}</p>`)).toBe(lines);
    }
  });

  it("the entry renders it whole: every Arabic letter byte for byte, valid UTF-8, no NUL, with the doctype", async () => {
    for (const offset of OFFSETS) {
      const response = await handlerFor(offset)(new Request("http://localhost/"), context);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
      const html = Buffer.from(await response.arrayBuffer());
      expect(html.includes(0)).toBe(false);
      const text = new TextDecoder("utf-8", { fatal: true }).decode(html);
      expect(text).toMatch(/^<!DOCTYPE html><html lang="ar" dir="rtl">/);
      expect(times(text, `<p>${SENTENCE}</p>`)).toBe(300);
    }
  });
});
