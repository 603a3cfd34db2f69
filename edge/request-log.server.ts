// Each request's identity and logger: its id (the client's X-Request-Id when well-formed, else a new
// one, echoed back), its W3C trace (`traceparent`), and a logger whose every line carries both. The
// app receives the logger and trace in its context (app/server/create-context.server.ts).
import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import { log, requestLog, type Logger } from "../app/server/ops";
import { traceOf } from "../app/server/platform";

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

export function requestLogger(): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get("X-Request-Id");
    res.locals.requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.locals.trace = traceOf(req.get("traceparent"));
    res.set("X-Request-Id", res.locals.requestId);
    res.locals.log = requestLog({ requestId: res.locals.requestId, trace_id: res.locals.trace.traceId });
    next();
  };
}

/** The logger `requestLogger` left in Express's `res.locals`, or the process's before it has one. */
export function logOf(res: { locals: Record<string, unknown> }): Logger {
  return (res.locals.log as Logger | undefined) ?? log;
}
