// The Remix step: one context per request from the app's runtime, one session's writes in turn, the
// session committed once after Remix answers, the answer labelled for the metrics and sent
// compressed whole. The anonymous document cache sits in front of it (`remixPages`).
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import { isPrivatePath } from "../app/seo/private-paths";
import { splitLocalePath } from "../app/i18n/locale";
import { withSessionLock, parseCookieHeader } from "../app/server/session";
import type { ServerRuntime } from "../app/server/runtime.server";
import { guardErrorPage, remixBody, withoutErrorStack } from "./request-guard.server";
import { sendResponse } from "./compress.server";
import { fetchRequest } from "./fetch-bridge.server";
import { withDocumentCache, type DocumentCache, type Rendered } from "./document-cache.server";
import { routeLabels } from "./route-label.server";
import { logOf } from "./request-log.server";
import { asPublicPage, isPublicPage } from "./public-page.server";
import { dataRouteId, isDataRequest } from "../app/utils/data-request";

/**
 * The pages: one session's writes in turn, the anonymous document cache, then Remix. `publicCache`
 * is the `Cache-Control` of a public page (null: none is public).
 */
export function remixPages({
  build,
  runtime,
  documents,
  mode,
  publicCache,
}: {
  build: ServerBuild;
  runtime: ServerRuntime;
  documents: DocumentCache;
  mode: string;
  publicCache: string | null;
}): RequestHandler {
  const pages = withDocumentCache(documents, renderWithRemix(build, runtime, mode, publicCache));
  return (req, res, next) => {
    // Writes of one session run one after another on this instance, so none overwrites another.
    const sessionCookie =
      req.method === "GET" || req.method === "HEAD"
        ? null
        : (parseCookieHeader(req.get("Cookie") ?? null).get(runtime.sessions.cookieName) ?? null);
    withSessionLock(sessionCookie, () => pages(req, res)).catch(next);
  };
}

function renderWithRemix(build: ServerBuild, runtime: ServerRuntime, mode: string, publicCache: string | null) {
  const labels = routeLabels(build);
  const handleRequest = createRequestHandler(withRouteLabel(build), mode);

  return async function render(req: ExpressRequest, res: ExpressResponse): Promise<Rendered | null> {
    const request = remixBody(fetchRequest(req, res), res);
    const context = await runtime.createContext(request, {
      requestId: res.locals.requestId,
      trace: res.locals.trace,
      log: logOf(res),
      nonce: res.locals.nonce,
      clientAddress: req.ip ?? "unknown",
    });
    let response = await withoutErrorStack(await handleRequest(request, context as AppLoadContext));
    runtime.landToast(context.session, response);
    const committed = await runtime.commit(context, response.headers);
    if (committed === "unavailable") {
      // The session store failed while keeping what the request changed: nothing was kept, and the
      // customer gets the 503 page (or a data request its 503), not a page that pretends it was.
      await response.body?.cancel();
      response = await sessionUnavailable(request, runtime.withoutSession(context) as AppLoadContext);
    } else if (committed !== "committed") {
      // This client started too many sessions lately: nothing was stored, and it is told to wait.
      await response.body?.cancel();
      res.set("Retry-After", String(committed.retryAfter));
      guardErrorPage(req, res, 429);
      return null;
    }
    res.locals.route =
      labels.ofRoute(routeOf(context) ?? dataRouteId(req.originalUrl) ?? undefined) ??
      labels.ofPath(req.path) ??
      "(unmatched)";
    // A customer's own pages and every error page stay out of search (robots.txt disallows the former too).
    if (isPrivatePath(req.path) || response.status >= 400) response.headers.set("X-Robots-Tag", "noindex");
    // A page without a locale in its path answers in the browser's language on a first visit
    // (decision 0107): a cache in between keys it by that header too.
    if (!splitLocalePath(req.path).prefix && (isDocument(response) || isRedirect(response)))
      response.headers.append("Vary", "Accept-Language");
    if (publicCache && isPublicPage(req, response, routeOf(context))) {
      // The same page for every visitor without cookies: a shared cache may keep it (decision 0120).
      response = await asPublicPage(response, res.locals.nonce, publicCache, res.locals.csp);
    } else if (!response.headers.has("Cache-Control")) {
      // Pages show a cart or a customer: never stored by a shared cache.
      response.headers.set("Cache-Control", "private, no-store");
    }
    return { response, body: await sendResponse(req, res, response) };
  };

  /** The 503 answer of a request whose session could not be kept: its page, read again without a session. */
  async function sessionUnavailable(request: Request, context: AppLoadContext): Promise<Response> {
    const url = new URL(request.url);
    if (isDataRequest(url)) {
      return Response.json(
        { kind: "unavailable", message: "" },
        { status: 503, headers: { "Retry-After": "5", "X-Remix-Catch": "yes" } },
      );
    }
    const headers = new Headers(request.headers);
    headers.delete("Content-Type");
    headers.delete("Content-Length");
    return withoutErrorStack(
      await handleRequest(new Request(url, { method: "GET", headers, signal: request.signal }), context),
    );
  }
}

/** The route a document was rendered for, as the build's entry saw it (`withRouteLabel`). */
const ROUTE_ID = Symbol("routeId");
function routeOf(context: object): string | null {
  return (context as { [ROUTE_ID]?: string })[ROUTE_ID] ?? null;
}

/**
 * The build with a document entry that notes, on the request's context, the deepest route Remix
 * matched (for the metrics' `http_route`), so no request is matched twice.
 */
function withRouteLabel(build: ServerBuild): ServerBuild {
  const entry = build.entry.module;
  const render: typeof entry.default = (request, status, headers, remixContext, loadContext) => {
    const matches = remixContext.staticHandlerContext.matches;
    (loadContext as { [ROUTE_ID]?: string })[ROUTE_ID] = matches[matches.length - 1]?.route.id;
    return entry.default(request, status, headers, remixContext, loadContext);
  };
  return { ...build, entry: { ...build.entry, module: { ...entry, default: render } } };
}

const isDocument = (response: Response) => (response.headers.get("Content-Type") ?? "").startsWith("text/html");
const isRedirect = (response: Response) =>
  (response.status >= 300 && response.status < 400) || response.headers.has("X-Remix-Redirect");
