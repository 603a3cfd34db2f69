import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { NonceContext } from "~/components/nonce";
import { TranslationsContext } from "~/i18n/react";
import { RESOURCES } from "~/locales";
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
  const translations = { lang: locale.lang, resources: RESOURCES[locale.lang] };
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Wait for everything: a slow phone gets one complete HTML document that works without JS.
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
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) log.error("render error", { requestId: loadContext.requestId, ...errorFields(error) });
        },
      },
    );
    setTimeout(abort, ABORT_DELAY + 1000);
  });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return; // the customer went away
  log.error("route error", { url: new URL(request.url).pathname, ...errorFields(error) });
}

// server.ts builds its per-process runtime through the build (one copy of every app module).
export { createServerRuntime } from "~/server/runtime.server";
