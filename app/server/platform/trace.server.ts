// W3C Trace Context (https://www.w3.org/TR/trace-context/): every call to the platform carries a
// `traceparent`. A request that came with a valid one keeps its trace id (each platform call is a
// new span of it); otherwise the request starts a new trace shared by all its calls. The trace id
// goes into every log line of the request (log.server.ts), so one customer's request can be found
// in the storefront's and the platform's logs alike. Spans are not exported (decision 0037).
import { randomBytes } from "node:crypto";

export interface TraceContext {
  /** 32 lowercase hex digits, never all zero. */
  traceId: string;
  /** The incoming parent's span id (null when this request started the trace). */
  parentId: string | null;
  /** Trace flags as two hex digits ("01" = sampled). */
  flags: string;
}

const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(?:-.*)?$/;
const ZERO_TRACE = "0".repeat(32);
const ZERO_SPAN = "0".repeat(16);

/** The request's trace: the incoming `traceparent`'s when it is valid, else a new one. */
export function traceOf(header: string | undefined): TraceContext {
  const match = header ? TRACEPARENT.exec(header.trim()) : null;
  if (match) {
    const [, version, traceId, parentId, flags] = match as unknown as [string, string, string, string, string];
    // Version ff is invalid; version 00 has exactly four fields.
    const valid =
      version !== "ff" &&
      traceId !== ZERO_TRACE &&
      parentId !== ZERO_SPAN &&
      (version !== "00" || header!.trim().length === 55);
    if (valid) return { traceId, parentId, flags };
  }
  return { traceId: randomBytes(16).toString("hex"), parentId: null, flags: "01" };
}

/** A `traceparent` for one outgoing call: the request's trace, a new span id. */
export function childTraceparent(trace: TraceContext): string {
  return `00-${trace.traceId}-${randomBytes(8).toString("hex")}-${trace.flags}`;
}
