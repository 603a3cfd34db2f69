// A document rendered at once or streamed (app/server/render-document.server.ts, docs/decisions/0068):
// the same HTML, doctype included; at once gives way to the stream when something suspends; and the
// stream no longer leaves a NUL byte where a character is cut at the end of React's 2 KB view.
import { lazy, Suspense } from "react";
import { renderToPipeableStream } from "react-dom/server";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { documentOf, documentResponse, keptMarker, renderAtOnce, renderToBuffer, withKept } from "~/server/render-document.server";

const streamed = (element: ReactElement) =>
  renderToBuffer(({ onAllReady, onShellError }) => renderToPipeableStream(element, { onAllReady, onShellError }), 5_000);

// Short Arabic texts (2 bytes a letter in UTF-8; React copies short chunks into its 2,048-byte view),
// shifted so that letters straddle the view's boundaries.
const page = (offset: number) => (
  <html lang="ar" dir="rtl">
    <head>
      <title>متجر</title>
    </head>
    <body>
      <p>{"a".repeat(offset)}</p>
      {Array.from({ length: 300 }, (_, i) => (
        <p key={i}>في الكويت والمملكة العربية السعودية</p>
      ))}
    </body>
  </html>
);

describe("a document's HTML", () => {
  it("at once: the streamed render's bytes exactly, with its doctype, and no NUL wherever a letter meets a view boundary", async () => {
    for (const offset of [1900, 1901, 1950, 1999]) {
      const atOnce = renderAtOnce(page(offset));
      expect(atOnce).not.toBeNull();
      expect(atOnce!.toString()).toMatch(/^<!DOCTYPE html><html lang="ar" dir="rtl">/);
      expect(atOnce!.includes(0)).toBe(false);
      expect(atOnce!.equals(await streamed(page(offset)))).toBe(true);
    }
  });

  it("streamed: valid UTF-8 with no NUL where a letter is cut at the end of a view (React 18's writeStringChunk, patched)", async () => {
    for (const offset of [1900, 1901, 1950, 1999]) {
      const html = await streamed(page(offset));
      expect(html.includes(0)).toBe(false);
      expect(() => new TextDecoder("utf-8", { fatal: true }).decode(html)).not.toThrow();
      expect(html.toString()).toContain("في الكويت والمملكة العربية السعودية");
    }
  });

  it("at once gives way (null) when a part suspends; the stream waits for it", async () => {
    const Later = lazy(() => new Promise<{ default: () => ReactElement }>((resolve) => setTimeout(() => resolve({ default: () => <p>loaded</p> }), 10)));
    const waiting = (
      <html lang="en">
        <body>
          <Suspense fallback={<p>waiting</p>}>
            <Later />
          </Suspense>
        </body>
      </html>
    );
    expect(renderAtOnce(waiting)).toBeNull();
    expect((await streamed(waiting)).toString()).toContain("<p>loaded</p>");
  });

  it("kept markup goes in as bytes where its marker was rendered, each in its place; a marker not rendered is nothing", () => {
    const html = renderAtOnce(
      <html lang="en">
        <body>
          <form dangerouslySetInnerHTML={{ __html: keptMarker("menu") }} />
          <footer dangerouslySetInnerHTML={{ __html: keptMarker("footer") }} />
        </body>
      </html>,
    )!;
    const kept = new Map([
      ["footer", Buffer.from("<p>© الكويت</p>")],
      ["menu", Buffer.from("<ul><li>Fries</li></ul>")],
      ["absent", Buffer.from("<p>never</p>")],
    ]);
    expect(withKept(html, kept).toString()).toBe("<!DOCTYPE html><html lang=\"en\"><body><form><ul><li>Fries</li></ul></form><footer><p>© الكويت</p></footer></body></html>");
    expect(withKept(html, new Map())).toBe(html);
    expect(keptMarker("menu")).toMatch(/^<!--kept:[\w-]{12}:menu-->$/);
  });

  it("travels to server.ts beside its response, with no body stream", () => {
    const html = Buffer.from("<!DOCTYPE html><html></html>");
    const response = documentResponse(html, { status: 404, headers: { "Content-Type": "text/html" } });
    expect(response.status).toBe(404);
    expect(response.body).toBeNull();
    expect(documentOf(response)).toBe(html);
    expect(documentOf(new Response("other"))).toBeNull();
  });
});
