// Structured JSON logs, one line each. Never pass tokens, secrets or cookies in `fields`.
// Every line written while a request is handled carries its `requestId` and `trace_id`: it is
// written through the request's own logger (`requestLog`: the HTTP edge gives each request one,
// edge/request-log.server.ts, and the app finds it as `context.log`), not found from an
// AsyncLocalStorage (decision 79: on Node 20 its promise hook cost a rendered page about a tenth of its CPU).

type Level = "debug" | "info" | "warn" | "error";
const ORDER: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

let threshold = ORDER[(process.env.LOG_LEVEL as Level) ?? "info"] ?? ORDER.info;

export function setLogLevel(level: Level | "silent"): void {
  threshold = ORDER[level];
}

export interface RequestLogFields {
  requestId: string;
  trace_id: string;
}

export type Logger = Record<Level, (msg: string, fields?: Record<string, unknown>) => void>;

function write(level: Level, msg: string, fields?: Record<string, unknown>, request?: RequestLogFields): void {
  if (ORDER[level] < threshold) return;
  let line: string;
  try {
    line = JSON.stringify(
      { time: new Date().toISOString(), level, msg, ...request, ...fields },
      (_key, value: unknown) => (value instanceof Error ? describeError(value) : value),
    );
  } catch (error) {
    // Fields that cannot be written (a cycle, a BigInt): the message, and why the fields are missing.
    line = JSON.stringify({
      time: new Date().toISOString(),
      level,
      msg,
      ...request,
      fieldsDropped: String((error as Error)?.message),
    });
  }
  (level === "error" || level === "warn" ? process.stderr : process.stdout).write(line + "\n");
}

/** Lines of the process, outside any request (start, stop, the sandbox's output). */
export const log: Logger = requestLog(undefined);

/** The logger of one request: each of its lines carries the request's id and trace id. */
export function requestLog(request: RequestLogFields | undefined): Logger {
  return {
    debug: (msg, fields) => write("debug", msg, fields, request),
    info: (msg, fields) => write("info", msg, fields, request),
    warn: (msg, fields) => write("warn", msg, fields, request),
    error: (msg, fields) => write("error", msg, fields, request),
  };
}

/** An error as an object: name, message, stack (and status, cause, code when present). */
export function describeError(error: unknown, depth = 0): Record<string, unknown> {
  if (error instanceof Error) {
    const extra = error as Error & { status?: unknown; code?: unknown };
    return {
      name: error.name,
      message: error.message,
      stack: error.stack,
      ...(typeof extra.status === "number" ? { status: extra.status } : {}),
      ...(typeof extra.code === "string" || typeof extra.code === "number" ? { code: extra.code } : {}),
      ...(error.cause !== undefined && depth < 3 ? { cause: describeError(error.cause, depth + 1) } : {}),
    };
  }
  if (error && typeof error === "object") {
    // Not an Error: a thrown Response, Remix's ErrorResponse ({ status, statusText, data, error }), a
    // plain object. Never String(error) ("[object Object]").
    const o = error as { status?: unknown; statusText?: unknown; data?: unknown; error?: unknown; message?: unknown };
    const name = (error as object).constructor?.name;
    return {
      name: name && name !== "Object" ? name : "NonError",
      message:
        typeof o.message === "string"
          ? o.message
          : typeof o.data === "string"
            ? o.data
            : typeof o.statusText === "string" && o.statusText
              ? o.statusText
              : safeJson(error),
      ...(typeof o.status === "number" ? { status: o.status } : {}),
      ...(o.error instanceof Error && depth < 3 ? { cause: describeError(o.error, depth + 1) } : {}),
    };
  }
  return { name: typeof error, message: String(error) };
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value)?.slice(0, 500) ?? "";
  } catch {
    return "unserialisable";
  }
}

/** An error as log fields: `{ error: { name, message, stack, ... } }`, for spreading into a log call. */
export function errorFields(error: unknown): { error: Record<string, unknown> } {
  return { error: describeError(error) };
}
