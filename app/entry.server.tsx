import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToString } from "react-dom/server";
import { NonceContext } from "~/components/nonce";
import { DocumentJsonLdContext } from "~/components/json-ld";
import { TranslationsContext } from "~/i18n/react";
import { translationsFor } from "~/i18n/translations.server";
import { namespacesOf } from "~/i18n/namespaces";
import { log, errorFields } from "~/server/ops";

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const { nonce, locale } = loadContext;
  // The namespaces of the matched routes only (docs/decisions/0084).
  const { matches } = remixContext.staticHandlerContext;
  const translations = translationsFor(locale.lang, namespacesOf(matches.map((m) => remixContext.routeModules[m.route.id]?.handle)));
  // One complete HTML document that works without JS, rendered to a string, not streamed: React 18's
  // streaming writer cuts a two-byte letter at the end of its 2 KB view into a NUL byte, which broke
  // Arabic pages (tests/unit/entry-server.test.tsx shows the bug). No page suspends on the server; a
  // part that did would be sent as its fallback and rendered by the browser.
  const html = renderToString(
    <NonceContext.Provider value={nonce}>
      <TranslationsContext.Provider value={translations}>
        <DocumentJsonLdContext.Provider value={loadContext.jsonLd ?? null}>
          <RemixServer context={remixContext} url={request.url} nonce={nonce} />
        </DocumentJsonLdContext.Provider>
      </TranslationsContext.Provider>
    </NonceContext.Provider>,
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(`<!DOCTYPE html>${html}`, { headers: responseHeaders, status: responseStatusCode });
}

export function handleError(error: unknown, { request, context }: { request: Request; context: AppLoadContext }) {
  if (request.signal.aborted) return; // the customer went away
  // A context without a logger: an error before the request's context was made.
  (context?.log ?? log).error("route error", { url: new URL(request.url).pathname, ...errorFields(error) });
}
