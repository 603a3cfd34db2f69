// A document as one buffer, sent in one write so the compressor sees it at once (no flush per React
// chunk, which costs CPU and resets its window): rendered at once when nothing in it waits, else
// streamed and collected (decision 68); kept markup put in as bytes; handed to server.ts beside its
// response. A streamed render's deadline is cleared when it ends either way, so a finished request's
// render state is not held by a pending timer.
import { randomBytes } from "node:crypto";
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
  // Encoded once, then searched and prefixed as bytes: each search or prefix of React's string copied
  // it whole into a new flat string, which on a big page cost more than the render.
  const html = Buffer.from(renderToString(element));
  if (html.includes(CLIENT_RENDERED)) return null;
  // The streaming render starts an <html> root with the doctype; renderToString leaves it out.
  return html.subarray(0, HTML_ROOT.length).equals(HTML_ROOT) ? Buffer.concat([DOCTYPE, html]) : html;
}

const CLIENT_RENDERED = Buffer.from("<!--$!-->");
const HTML_ROOT = Buffer.from("<html");
const DOCTYPE = Buffer.from("<!DOCTYPE html>");

// Markup kept across requests (decision 67) is rendered as a marker and put in as bytes afterwards:
// the render never copies or encodes it. The marker is a comment no page content can produce (text
// and attribute values are escaped), with this process's own token.
const KEPT_TOKEN = randomBytes(9).toString("base64url");

/** What the render writes where the kept markup `name` goes (app/components/prerendered.tsx). */
export function keptMarker(name: string): string {
  return `<!--kept:${KEPT_TOKEN}:${name}-->`;
}

/** The document with each kept piece in place of its marker. */
export function withKept(html: Buffer, kept: ReadonlyMap<string, Buffer>): Buffer {
  const parts: Buffer[] = [];
  let from = 0;
  const places = [...kept]
    .map(([name, bytes]) => ({ marker: Buffer.from(keptMarker(name)), bytes }))
    .map((piece) => ({ ...piece, at: html.indexOf(piece.marker) }))
    .filter((piece) => piece.at !== -1)
    .sort((a, b) => a.at - b.at);
  if (places.length === 0) return html;
  for (const { marker, bytes, at } of places) {
    parts.push(html.subarray(from, at), bytes);
    from = at + marker.length;
  }
  parts.push(html.subarray(from));
  return Buffer.concat(parts);
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
