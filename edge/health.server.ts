// Liveness and this instance's readiness (docs/decisions/0080), answered beside the pages.
import type { RequestHandler } from "express";
import type { ServerRuntime } from "../app/server/runtime.server";
import type { Drainable } from "./shutdown.server";

/** `GET /healthz`: the process answers. */
export function liveness(): RequestHandler {
  return (_req, res) => {
    res.locals.route = "/healthz";
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  };
}

/**
 * `GET /readyz`: readiness is this instance's own: it fails once a drain starts. The platform and the
 * session store are shared by every instance, so their state is reported, never failed on: taking
 * every instance out of the balancer would stop the pages that still work.
 */
export function readiness(runtime: ServerRuntime, shutdown: Drainable): RequestHandler {
  return async (_req, res) => {
    res.locals.route = "/readyz";
    res.set("Cache-Control", "no-store");
    // Each check gives up after 1.25 s (runtime.ping*): a load balancer's check never times out.
    const [upstream, sessionStore] = shutdown.draining()
      ? [null, null]
      : await Promise.all([runtime.pingUpstream(), runtime.ping()]);
    if (shutdown.draining()) res.status(503).json({ status: "draining", upstream, sessionStore });
    else res.json({ status: "ready", upstream, sessionStore });
  };
}
