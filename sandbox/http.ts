// HTTP plumbing of the sandbox: a tiny router over node:http, JSON bodies, the one error shape,
// request validation against the contract's zod schemas. The /v5/web handlers are registered by
// the names of the endpoint table (app/contract/endpoints.ts), which gives their method, path, who
// may call them (`auth`, enforced here before the handler runs) and the schemas of their query and body.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { z } from "zod";
import { endpoints, type EndpointName, type ErrorBody, type ErrorCode, type Language } from "../app/contract";
import { messages, type MessageKey } from "./i18n";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message);
  }
}

export function apiError(
  status: number,
  lang: Language,
  key: MessageKey,
  extra: Omit<ErrorBody, "message" | "code"> & { code?: ErrorCode } = {},
  vars: Record<string, string | number> = {},
): ApiError {
  return new ApiError(status, { message: messages.t(lang, key, vars), ...extra });
}

export type Result =
  | { kind: "json"; status: number; body: unknown; headers?: Record<string, string> }
  | { kind: "html"; status: number; body: string }
  | { kind: "redirect"; location: string }
  | {
      kind: "raw";
      status: number;
      body: string | Buffer;
      contentType: string;
      cacheSeconds?: number;
      vary?: string;
      headers?: Record<string, string>;
    };

export const json = (body: unknown, status = 200, headers?: Record<string, string>): Result => ({
  kind: "json",
  status,
  body,
  headers,
});
export const html = (body: string, status = 200): Result => ({ kind: "html", status, body });
export const redirect = (location: string): Result => ({ kind: "redirect", location });

export interface RequestContext {
  req: IncomingMessage;
  method: string;
  url: URL;
  params: Record<string, string>;
  lang: Language;
  /** Parsed body: JSON object for JSON requests, a record for form posts, undefined when empty. */
  body: unknown;
}

export type Handler = (ctx: RequestContext) => Promise<Result> | Result;

type SchemaOf<N extends EndpointName, K extends "body" | "query"> = (typeof endpoints)[N] extends {
  [P in K]: infer S extends z.ZodTypeAny;
}
  ? S
  : never;

/** The signed-in customer of a call, and the sign-in session its access token belongs to. */
export interface Customer {
  id: number;
  sessionId: number;
}

/**
 * Who sent a call, by its Bearer token: null when it sent none and `required` is false; a 401
 * (`unauthenticated`) when it sent none but must, or sent one that is malformed, unknown or expired.
 */
export type Authenticate = (ctx: RequestContext, required: boolean) => Promise<Customer | null>;

type AuthOf<N extends EndpointName> = (typeof endpoints)[N]["auth"];
type CustomerOf<N extends EndpointName> =
  AuthOf<N> extends "required" ? Customer : AuthOf<N> extends "optional" ? Customer | null : null;

/** A call of a table endpoint: its caller, and its body and query, checked against the table's schemas when read (a 400 otherwise). */
export interface EndpointRequest<N extends EndpointName> {
  /**
   * The caller, as the table's `auth` says: "required" → always a customer (the router answered 401
   * before the handler otherwise); "optional" → a customer when a token was sent; "none" → null
   * (the token is not looked at).
   */
  customer: CustomerOf<N>;
  body(): z.output<SchemaOf<N, "body">>;
  query(): z.output<SchemaOf<N, "query">>;
}

export type EndpointHandler<N extends EndpointName> = (
  ctx: RequestContext,
  request: EndpointRequest<N>,
) => Promise<Result> | Result;

interface Route {
  method: string;
  pattern: RegExp;
  keys: string[];
  handler: Handler;
}

export class Router {
  private routes: Route[] = [];
  private served = new Set<EndpointName>();

  constructor(private readonly authenticate: Authenticate) {}

  /**
   * Serves endpoint `name` of the table at its method and path. The caller is authenticated first,
   * as the table's `auth` says (a 401 before the handler runs when it is required and missing), and
   * handed to the handler with the body and query.
   */
  endpoint<N extends EndpointName>(name: N, handler: EndpointHandler<N>): this {
    if (this.served.has(name)) throw new Error(`endpoint ${name} registered twice`);
    this.served.add(name);
    const endpoint: {
      method: string;
      path: string;
      auth: AuthOf<EndpointName>;
      body?: z.ZodTypeAny;
      query?: z.ZodTypeAny;
    } = endpoints[name];
    const schema = (kind: "body" | "query") => {
      const found = endpoint[kind];
      if (!found) throw new Error(`endpoint ${name} has no ${kind} in the table`);
      return found;
    };
    return this.add(endpoint.method, endpoint.path, async (ctx) => {
      const customer = endpoint.auth === "none" ? null : await this.authenticate(ctx, endpoint.auth === "required");
      return handler(ctx, {
        customer: customer as CustomerOf<N>,
        body: () => validate(schema("body"), ctx.body, ctx.lang),
        query: () => validate(schema("query"), queryObject(ctx.url), ctx.lang),
      });
    });
  }

  /** The table's endpoints this router serves. */
  endpoints(): EndpointName[] {
    return [...this.served];
  }

  add(method: string, path: string, handler: Handler): this {
    const keys: string[] = [];
    const source = path
      .split("/")
      .map((part) => {
        const m = /^\{(\w+)\}$/.exec(part);
        if (!m) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        keys.push(m[1]);
        return "([^/]+)";
      })
      .join("/");
    this.routes.push({ method, pattern: new RegExp(`^${source}$`), keys, handler });
    return this;
  }

  /** The handler for a method and path; `allowed` lists methods that would match another way. */
  match(
    method: string,
    pathname: string,
  ): { handler: Handler; params: Record<string, string> } | { allowed: string[] } {
    const allowed: string[] = [];
    for (const route of this.routes) {
      const m = route.pattern.exec(pathname);
      if (!m) continue;
      if (route.method !== method) {
        allowed.push(route.method);
        continue;
      }
      const params: Record<string, string> = {};
      route.keys.forEach((key, i) => {
        params[key] = decodeURIComponent(m[i + 1]);
      });
      return { handler: route.handler, params };
    }
    return { allowed };
  }
}

export function languageOf(header: string | undefined): Language {
  if (!header) return "en";
  const first = header
    .split(",")
    .map((part) => {
      const [tag, ...rest] = part.trim().split(";");
      const q = rest.find((r) => r.trim().startsWith("q="));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q)
    .find((entry) => entry.tag.startsWith("ar") || entry.tag.startsWith("en"));
  return first?.tag.startsWith("ar") ? "ar" : "en";
}

const MAX_BODY = 256 * 1024;

export async function readBody(req: IncomingMessage, lang: Language): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw apiError(400, lang, "body_too_large", { code: "validation_error" });
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  if (text.trim() === "") return undefined;
  const type = (req.headers["content-type"] ?? "").toLowerCase();
  if (type.startsWith("application/x-www-form-urlencoded")) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw apiError(400, lang, "invalid_json", { code: "invalid_json" });
  }
}

/** Localized message for one zod issue. */
function issueMessage(issue: z.ZodIssue, lang: Language): string {
  const t = (key: MessageKey, vars: Record<string, string | number> = {}) => messages.t(lang, key, vars);
  switch (issue.code) {
    case "invalid_type":
      return issue.received === "undefined" || issue.received === "null" ? t("field_required") : t("field_invalid");
    case "too_small":
      if (issue.type === "string")
        return Number(issue.minimum) <= 1 ? t("field_required") : t("field_min_chars", { n: Number(issue.minimum) });
      if (issue.type === "array") return t("field_min_items", { n: Number(issue.minimum) });
      return t("field_min", { n: Number(issue.minimum) });
    case "too_big":
      if (issue.type === "string") return t("field_max_chars", { n: Number(issue.maximum) });
      if (issue.type === "array") return t("field_max_items", { n: Number(issue.maximum) });
      return t("field_max", { n: Number(issue.maximum) });
    case "custom":
      return issue.message === "Required" ? t("field_required") : lang === "en" ? issue.message : t("field_invalid");
    case "unrecognized_keys":
      return t("field_unknown");
    default:
      return lang === "en" ? issue.message : t("field_invalid");
  }
}

export function fieldErrors(error: z.ZodError, lang: Language): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "body";
    (out[key] ??= []).push(issueMessage(issue, lang));
  }
  return out;
}

/** Parses input with a contract schema or throws the 400 validation error. */
export function validate<S extends z.ZodTypeAny>(schema: S, input: unknown, lang: Language): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) {
    throw apiError(400, lang, "validation_failed", {
      code: "validation_error",
      errors: fieldErrors(result.error, lang),
    });
  }
  return result.data as z.output<S>;
}

export function queryObject(url: URL): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of url.searchParams) out[key] = value;
  return out;
}

export function send(res: ServerResponse, result: Result): void {
  const common: Record<string, string> = { "X-Content-Type-Options": "nosniff" };
  switch (result.kind) {
    case "json": {
      const body = JSON.stringify(result.body);
      res.writeHead(result.status, {
        ...common,
        "Content-Type": "application/json; charset=utf-8",
        "Cache-Control": "no-store",
        "Content-Length": Buffer.byteLength(body),
        ...result.headers,
      });
      res.end(body);
      return;
    }
    case "html":
      res.writeHead(result.status, {
        ...common,
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "no-store",
        "X-Robots-Tag": "noindex",
        "Content-Security-Policy":
          "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self' http: https:; frame-ancestors 'none'",
        "Referrer-Policy": "no-referrer",
      });
      res.end(result.body);
      return;
    case "redirect":
      res.writeHead(303, { ...common, Location: result.location, "Cache-Control": "no-store" });
      res.end();
      return;
    case "raw":
      res.writeHead(result.status, {
        ...common,
        "Content-Type": result.contentType,
        "Cache-Control": result.cacheSeconds ? `public, max-age=${result.cacheSeconds}` : "no-store",
        "Access-Control-Allow-Origin": "*",
        "Cross-Origin-Resource-Policy": "cross-origin",
        ...(result.vary ? { Vary: result.vary } : {}),
        ...(result.status === 304 ? {} : { "Content-Length": String(Buffer.byteLength(result.body)) }),
        ...result.headers,
      });
      res.end(result.status === 304 ? undefined : result.body);
      return;
  }
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string,
  );
}
