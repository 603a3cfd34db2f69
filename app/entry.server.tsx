import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToReadableStream } from "react-dom/server.browser";
import { NonceContext } from "~/components/nonce";
import { DocumentJsonLdContext } from "~/components/json-ld";
import { TranslationsContext } from "~/i18n/react";
import { translationsFor } from "~/i18n/translations.server";
import { namespacesOf } from "~/i18n/namespaces";
import { log, errorFields } from "~/server/ops";

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const { nonce, locale } = loadContext;
  // The namespaces of the matched routes only (docs/decisions/0084).
  const { matches } = remixContext.staticHandlerContext;
  const translations = translationsFor(
    locale.lang,
    namespacesOf(matches.map((m) => remixContext.routeModules[m.route.id]?.handle)),
  );
  // One complete HTML document that works without JS: React's web-streams writer, read only once all
  // is ready (docs/decisions/0122). Not its Node-streams writer, which cuts a two-byte letter at the
  // end of its 2 KB view into a NUL byte and broke Arabic pages (tests/unit/entry-server.test.tsx).
  // An error in the shell rejects, and Remix renders the error boundary; one in a part that suspended
  // is logged, the page answers 500 and the browser renders that part.
  let shellRendered = false;
  const body = await renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      <TranslationsContext.Provider value={translations}>
        <DocumentJsonLdContext.Provider value={loadContext.jsonLd ?? null}>
          <RemixServer context={remixContext} url={request.url} nonce={nonce} />
        </DocumentJsonLdContext.Provider>
      </TranslationsContext.Provider>
    </NonceContext.Provider>,
    {
      nonce,
      signal: request.signal,
      onError(error) {
        if (!shellRendered) return; // the rejection reaches Remix, which logs it through handleError
        responseStatusCode = 500;
        handleError(error, { request, context: loadContext });
      },
    },
  );
  shellRendered = true;
  await body.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}

export function handleError(error: unknown, { request, context }: { request: Request; context: AppLoadContext }) {
  if (request.signal.aborted) return; // the customer went away
  // A context without a logger: an error before the request's context was made.
  (context?.log ?? log).error("route error", { url: new URL(request.url).pathname, ...errorFields(error) });
}
