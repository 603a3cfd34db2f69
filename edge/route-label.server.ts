// The `http_route` label of a request answered by Remix: the pattern of the route Remix matched
// (`/:locale?/store/:storeSlug`), never the raw path, so the metric's series stay few. Documents
// take it from Remix's own matches (remix.server.ts wraps the build's document entry); data requests
// name their route (`?_data=`); only what answers without rendering a document — a resource route,
// a redirect from an action or loader — is matched here, against the routes' patterns, most
// specific first (static segments before parameters, optional ones, then the catch-all).
import type { ServerBuild } from "@remix-run/node";

export interface RouteLabels {
  /** The pattern of a route id of the build. */
  ofRoute(routeId: string | undefined | null): string | null;
  /** The pattern of the route that serves `pathname` (for answers that rendered no document). */
  ofPath(pathname: string): string | null;
}

type Routes = ServerBuild["routes"];

function fullPattern(routes: Routes, id: string): string {
  const parts: string[] = [];
  for (
    let route: Routes[string] | undefined = routes[id];
    route;
    route = route.parentId ? routes[route.parentId] : undefined
  ) {
    if (route.path) parts.unshift(route.path);
  }
  return `/${parts.join("/")}`;
}

function patternRegExp(pattern: string): RegExp {
  let source = "";
  for (const segment of pattern.split("/").filter(Boolean)) {
    if (segment === "*") source += "(?:/.*)?";
    else if (segment.startsWith(":")) source += segment.endsWith("?") ? "(?:/[^/]+)?" : "/[^/]+";
    else source += `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
  }
  return new RegExp(`^${source || ""}/?$`, "i");
}

/** Higher for more specific patterns: a static segment over a parameter over an optional one over a splat. */
function specificity(pattern: string): number {
  return pattern
    .split("/")
    .filter(Boolean)
    .reduce(
      (score, segment) =>
        score + (segment === "*" ? -2 : segment.startsWith(":") ? (segment.endsWith("?") ? 2 : 3) : 10),
      0,
    );
}

export function routeLabels(build: Pick<ServerBuild, "routes">): RouteLabels {
  const patterns = new Map(Object.keys(build.routes).map((id) => [id, fullPattern(build.routes, id)]));
  const parents = new Set(Object.values(build.routes).map((route) => route.parentId));
  // Leaf routes answer requests (a layout's path is its children's prefix).
  const leaves = [
    ...new Set(
      Object.keys(build.routes)
        .filter((id) => !parents.has(id))
        .map((id) => patterns.get(id)!),
    ),
  ]
    .sort((a, b) => specificity(b) - specificity(a))
    .map((pattern) => ({ pattern, test: patternRegExp(pattern) }));
  return {
    ofRoute: (routeId) => (routeId ? (patterns.get(routeId) ?? null) : null),
    ofPath: (pathname) => leaves.find((r) => r.test.test(pathname))?.pattern ?? null,
  };
}
