import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { NonceContext } from "~/components/nonce";
import { PrerenderedContext } from "~/components/prerendered";
import { TranslationsContext } from "~/i18n/react";
import { translationsFor } from "~/i18n/translations.server";
import { namespacesOf } from "~/i18n/namespaces";
import { documentResponse, keptMarker, renderDocument, withKept } from "~/server/render-document.server";
import { log, errorFields } from "~/server/log.server";
import { leaveToMarkup } from "~/server/in-markup.server";

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const { nonce, locale } = loadContext;
  // The namespaces of the matched routes only (docs/decisions/0017).
  const { matches } = remixContext.staticHandlerContext;
  const translations = translationsFor(locale.lang, namespacesOf(matches.map((m) => remixContext.routeModules[m.route.id]?.handle)));
  // Hydration data without what the markup shows in full (docs/decisions/0031).
  leaveToMarkup(remixContext);
  // Kept markup (decision 67) is rendered as a marker and put in as bytes after the render.
  const kept = loadContext.prerendered;
  const markers = new Map([...kept.keys()].map((name) => [name, keptMarker(name)]));
  const document = (
    <NonceContext.Provider value={nonce}>
      <TranslationsContext.Provider value={translations}>
        <PrerenderedContext.Provider value={markers}>
          <RemixServer context={remixContext} url={request.url} nonce={nonce} />
        </PrerenderedContext.Provider>
      </TranslationsContext.Provider>
    </NonceContext.Provider>
  );
  // One complete HTML document that works without JS, rendered to a string: React 18's streaming
  // writer cuts a two-byte letter at its 2 KB boundary (tests/unit/render-document.test.tsx).
  const rendered = renderDocument(document);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return documentResponse(withKept(rendered, kept), { headers: responseHeaders, status: responseStatusCode });
}

export function handleError(error: unknown, { request, context }: { request: Request; context: AppLoadContext }) {
  if (request.signal.aborted) return; // the customer went away
  // A context without a logger: an error before the request's context was made.
  (context?.log ?? log).error("route error", { url: new URL(request.url).pathname, ...errorFields(error) });
}

// server.ts builds its per-process runtime through the build, so the modules that hold state exist once (decision 7).
export { createServerRuntime } from "~/server/runtime.server";
