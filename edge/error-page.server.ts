// The last resort, after every other step: a body the server could not read is the sender's 4xx
// (the guard's page); anything else a plain 500 page, logged.
import type { ErrorRequestHandler } from "express";
import { errorFields } from "../app/server/ops";
import { guardErrorPage } from "./request-guard.server";
import { logOf } from "./request-log.server";

export function errorPage(): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    if (req.destroyed || res.headersSent) {
      res.end();
      return;
    }
    const status = (error as { status?: unknown })?.status;
    if (typeof status === "number" && status >= 400 && status < 500) {
      // A body the server could not read (too large, malformed): the sender's problem, said plainly.
      guardErrorPage(req, res, status);
      return;
    }
    logOf(res).error("unhandled error", { path: req.path, ...errorFields(error) });
    res
      .status(500)
      .type("text/html")
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Error</title></head><body><main><h1>Sorry, something went wrong!</h1><p><a href="${req.originalUrl.replace(/[^\w\-/?=&.%]/g, "")}">Try again</a></p></main></body></html>`,
      );
  };
}
