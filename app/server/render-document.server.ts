// A document as one buffer, sent in one write so the compressor sees it at once: rendered to a string
// (React 18's streaming writer cuts a multi-byte character at its 2 KB boundary into a NUL byte, so
// Arabic pages are not streamed: tests/unit/render-document.test.tsx shows the bug); kept markup put in
// as bytes; handed to server.ts beside its response.
import { randomBytes } from "node:crypto";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";

/**
 * The document rendered in one synchronous pass (`renderToString`), with the doctype. A part that
 * suspends is sent as its fallback and rendered by the browser (no page suspends on the server).
 */
export function renderDocument(element: ReactElement): Buffer {
  // Encoded once, then searched and prefixed as bytes.
  const html = Buffer.from(renderToString(element));
  return html.subarray(0, HTML_ROOT.length).equals(HTML_ROOT) ? Buffer.concat([DOCTYPE, html]) : html;
}

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
