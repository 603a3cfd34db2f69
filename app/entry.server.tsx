import { Writable } from "node:stream";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { NonceContext } from "~/components/nonce";
import { TranslationsContext } from "~/i18n/react";
import { translationsFor } from "~/i18n/translations.server";
import { log, errorFields } from "~/server/log.server";

const ABORT_DELAY = 10_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const { nonce, locale } = loadContext;
  const translations = translationsFor(locale.lang);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Stops a render that outlives the deadline; cleared when the document is complete, so a
    // finished render is not kept alive (with its data) by the timer.
    let abortRender = () => {};
    const timer = setTimeout(() => abortRender(), ABORT_DELAY + 1000);
    // Wait for everything: a slow phone gets one complete HTML document that works without JS.
    // The document is collected whole and sent as one body: compression sees it at once (no flush
    // per React chunk, which costs CPU and resets the compressor's window).
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timer);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }));
        callback();
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <TranslationsContext.Provider value={translations}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </TranslationsContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          pipe(sink);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) log.error("render error", { requestId: loadContext.requestId, ...errorFields(error) });
        },
      },
    );
    abortRender = abort;
  });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return; // the customer went away
  log.error("route error", { url: new URL(request.url).pathname, ...errorFields(error) });
}

// server.ts builds its per-process runtime through the build (one copy of every app module).
export { createServerRuntime } from "~/server/runtime.server";
