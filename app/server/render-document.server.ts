// Collects a React server render into one buffer: the whole document is sent in one write, so the
// compressor sees it at once (no flush per React chunk, which costs CPU and resets its window). A
// deadline aborts a render that never completes; it is cleared when the render ends either way, so
// a finished request's render state is not held by a pending timer.
import { Writable } from "node:stream";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";

export interface PipeableRender {
  pipe<W extends NodeJS.WritableStream>(destination: W): W;
  abort(reason?: unknown): void;
}

export interface RenderCallbacks {
  onAllReady(): void;
  onShellError(error: unknown): void;
}

/**
 * The document rendered in one synchronous pass, or null when a part of it suspended (React then
 * leaves that boundary to the browser, marked `<!--$!-->`, so it needs the streaming render). No
 * streams, no chunk encoding: a page with nothing to wait for costs a fraction of a streamed one.
 */
export function renderAtOnce(element: ReactElement): Buffer | null {
  const html = renderToString(element);
  if (html.includes("<!--$!-->")) return null;
  // The streaming render starts an <html> root with the doctype; renderToString leaves it out.
  return Buffer.from(html.startsWith("<html") ? `<!DOCTYPE html>${html}` : html);
}

/** Runs `render` and resolves with the complete HTML once every Suspense boundary has resolved. */
export function renderToBuffer(render: (callbacks: RenderCallbacks) => PipeableRender, deadlineMs: number): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    let stream: PipeableRender | null = null;
    const timer = setTimeout(() => stream?.abort(), deadlineMs);
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timer);
        resolve(Buffer.concat(chunks));
        callback();
      },
      destroy(error, callback) {
        clearTimeout(timer);
        if (error) reject(error);
        callback(error);
      },
    });
    stream = render({
      onAllReady() {
        stream!.pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error);
      },
    });
  });
}

// The rendered document travels from the entry to server.ts as the buffer it is: a Response body
// would wrap it in a stream only for server.ts to read it back into a buffer. The key is a global
// symbol because server.ts and the build each have their own copy of this module.
const DOCUMENT = Symbol.for("storefront.document");

/** The entry's answer: status and headers, the document beside them (no body stream). */
export function documentResponse(html: Buffer, init: ResponseInit): Response {
  return Object.assign(new Response(null, init), { [DOCUMENT]: html });
}

/** The document a `documentResponse` carries, or null for any other response. */
export function documentOf(response: Response): Buffer | null {
  return (response as { [DOCUMENT]?: Buffer })[DOCUMENT] ?? null;
}
