// The `http_route` label of a request answered by Remix: the pattern of the route Remix matched
// (`/:locale?/store/:storeSlug`), never the raw path, so the metric's series stay few. Documents
// take it from Remix's own matches (server.ts wraps the build's document entry); data requests
// name their route (`?_data=`); only a resource route (no document, no `_data`) is matched here,
// against the handful of resource routes' patterns.
import type { ServerBuild } from "@remix-run/node";

export interface RouteLabels {
  /** The pattern of a route id of the build. */
  ofRoute(routeId: string | undefined | null): string | null;
  /** The pattern of the resource route serving `pathname`, if one does. */
  ofResource(pathname: string): string | null;
}

type Routes = ServerBuild["routes"];

function fullPattern(routes: Routes, id: string): string {
  const parts: string[] = [];
  for (let route: Routes[string] | undefined = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined) {
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

export function routeLabels(build: Pick<ServerBuild, "routes">): RouteLabels {
  const patterns = new Map(Object.keys(build.routes).map((id) => [id, fullPattern(build.routes, id)]));
  const resources = Object.entries(build.routes)
    .filter(([, route]) => !(route.module as { default?: unknown }).default)
    .map(([id]) => ({ pattern: patterns.get(id)!, test: patternRegExp(patterns.get(id)!) }));
  return {
    ofRoute: (routeId) => (routeId ? (patterns.get(routeId) ?? null) : null),
    ofResource: (pathname) => resources.find((r) => r.test.test(pathname))?.pattern ?? null,
  };
}
