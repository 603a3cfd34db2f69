// The upstream client: the only code that calls the platform's /v5/web API, by the names of the
// endpoint table (app/contract/endpoints.ts), which gives each call its method, path, whether the
// Bearer token goes along, and the schema its answer is checked against.
// Base URL, JSON, Accept-Language, Bearer token, per-try and total timeouts, cancellation from the
// customer's request, error mapping, and the spec's 401 rule (refresh once, retry, else clear auth).
import type { z } from "zod";
import { endpoints, pathOf, type EndpointInput, type EndpointName, type EndpointResponse } from "~/contract/endpoints";
import { ApiError } from "./errors.server";
import { refreshTokens, type AuthTokens } from "./refresh.server";
import { log as processLog, type Logger, metrics } from "../ops";
import { childTraceparent, type TraceContext } from "./trace.server";
import { NUMBERING_SYSTEM, type Language } from "~/i18n/locale";
import { toLatinDigits } from "~/utils/digits";

/** Where the request's tokens live (the session). */
export interface TokenHolder {
  /** Per-session key for the single refresh in flight; null when there is no session yet. */
  readonly key: string | null;
  get(): AuthTokens | null;
  /** Stores rotated tokens (immediately visible to parallel requests of the session). */
  set(tokens: AuthTokens): Promise<void>;
  /** A 401 survived the refresh: clear tokens and user, remember to say the session expired. */
  clear(): Promise<void>;
  /**
   * The tokens as stored now (another instance may have rotated them meanwhile); null when none.
   * Optional: a holder without a shared store has nothing newer to offer.
   */
  reload?(): Promise<AuthTokens | null>;
}

/** How long a rejected refresh waits for another instance's rotation to land before giving up. */
const ROTATION_GRACE_TRIES = 4;
const ROTATION_GRACE_MS = 150;

export interface ApiClientOptions {
  baseUrl: string;
  language: string;
  tokens: TokenHolder;
  /** The customer's request: when it goes away, so do our calls. */
  signal?: AbortSignal;
  timeoutMs: number;
  totalTimeoutMs: number;
  requestId?: string;
  /** The customer's request's trace: each call is sent as a new span of it (`traceparent`). */
  trace?: TraceContext;
  /** The customer's request's logger (its lines carry the request's ids). */
  log?: Logger;
  fetchImpl?: typeof fetch;
}

/** A call's path parameters, query and body (typed from the table), and its cancellation. */
export type CallOptions<N extends EndpointName> = EndpointInput<N> & {
  /** Use this signal instead of the customer's request (shared cached reads). */
  signal?: AbortSignal | null;
};

type Query = Record<string, string | number | boolean | null | undefined>;
type Method = (typeof endpoints)[EndpointName]["method"];

/** One client's settings, shared by the steps of its calls. */
interface Client {
  readonly options: ApiClientOptions;
  readonly base: string;
  readonly doFetch: typeof fetch;
}

export function createApiClient(options: ApiClientOptions) {
  const client: Client = { options, base: options.baseUrl.replace(/\/+$/, ""), doFetch: options.fetchImpl ?? fetch };

  /**
   * Calls endpoint `name` of the table: `call("order", { params: { code } })`. The stored access
   * token goes with every call when there is one (spec), whatever the table's `auth` (which says
   * whether the platform requires it); every POST/PUT/PATCH sends JSON, `{}` when it has no body.
   */
  async function call<N extends EndpointName>(
    name: N,
    ...[input]: Partial<CallOptions<N>> extends CallOptions<N> ? [CallOptions<N>?] : [CallOptions<N>]
  ): Promise<EndpointResponse<N>> {
    const endpoint = endpoints[name];
    const opts = (input ?? {}) as {
      params?: Record<string, string | number>;
      query?: Query;
      body?: unknown;
      signal?: AbortSignal | null;
    };
    const method = endpoint.method;
    const path = pathOf(name, opts.params);
    const auth = name !== "refresh";
    const outer = opts.signal === null ? undefined : (opts.signal ?? options.signal);
    const total = deadline(options.totalTimeoutMs, outer);
    const signal = total.signal;
    try {
      const target = urlOf(client, path, opts.query);
      const body = opts.body ?? (method === "GET" || method === "DELETE" ? undefined : {});
      const used = auth ? options.tokens.get() : null;
      let response = await send(client, name, method, target, body, used?.accessToken ?? null, signal);
      if (response.status === 401 && auth && used) {
        await response.body?.cancel();
        const fresh = await refreshAfter401(client, used);
        response = await send(client, name, method, target, body, fresh.accessToken, signal);
        if (response.status === 401) await options.tokens.clear();
      }
      return (await parse(client, response, endpoint.response, method, path)) as EndpointResponse<N>;
    } finally {
      total.clearTimer();
    }
  }

  return {
    call,
    language: options.language,
    tokens: options.tokens,
  };
}

function urlOf({ base }: Client, path: string, query?: Query): string {
  const u = new URL(base + path);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) u.searchParams.set(key, String(value));
  }
  return u.toString();
}

/** One try of a call: its headers (language, request id, a new span of the trace, the token) under the per-try deadline. */
async function send(
  { options, doFetch }: Client,
  name: EndpointName,
  method: Method,
  target: string,
  body: unknown,
  accessToken: string | null,
  signal: AbortSignal,
): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: "application/json",
    "Accept-Language": options.language,
  };
  if (options.requestId) headers["X-Request-Id"] = options.requestId;
  if (options.trace) headers.traceparent = childTraceparent(options.trace);
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  const tryDeadline = deadline(options.timeoutMs, signal);
  const started = performance.now();
  try {
    const response = await doFetch(target, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: tryDeadline.signal,
      redirect: "manual",
    });
    // Until the answer's headers: what the platform took; its body is read by the caller.
    metrics.upstreamCall(name, response.status, (performance.now() - started) / 1000);
    return response;
  } catch (error) {
    const failure = networkError(error, options.signal);
    metrics.upstreamCall(name, failure.kind === "timeout" ? "timeout" : "error", (performance.now() - started) / 1000);
    throw failure;
  } finally {
    // The answer's headers are in (or the try failed): its body is read under the call's deadline.
    tryDeadline.clearTimer();
  }
}

/**
 * The spec's 401 rule: tokens another request of this session already rotated, else one refresh
 * shared by the session's requests, else (rejected) the sign-in is over and the 401 is passed on.
 */
async function refreshAfter401(client: Client, used: AuthTokens): Promise<AuthTokens> {
  const { tokens, totalTimeoutMs } = client.options;
  const current = tokens.get();
  const fresh =
    current && current.accessToken !== used.accessToken
      ? current
      : ((await refreshTokens({
          key: tokens.key ?? used.refreshToken,
          stale: used,
          // Shared by every request of the session: not tied to this customer's request.
          refresh: (refreshToken) => requestRefresh(client, refreshToken, deadline(totalTimeoutMs).signal),
        }).catch((error: unknown) => {
          metrics.tokenRefresh("error");
          throw error;
        })) ?? (await rotatedElsewhere(tokens, used)));
  metrics.tokenRefresh(!fresh ? "rejected" : fresh === current ? "shared" : "refreshed");
  if (!fresh) {
    await tokens.clear();
    throw new ApiError({ status: 401, kind: "http", code: "unauthenticated" });
  }
  await tokens.set(fresh);
  return fresh;
}

/**
 * A rejected refresh may only mean that another instance rotated the token first: wait briefly
 * for the rotated tokens to reach the shared session store before ending the sign-in.
 */
async function rotatedElsewhere(tokens: TokenHolder, used: AuthTokens): Promise<AuthTokens | null> {
  if (!tokens.reload) return null;
  for (let i = 0; i < ROTATION_GRACE_TRIES; i++) {
    const latest = await tokens.reload();
    if (!latest) return null;
    if (latest.refreshToken !== used.refreshToken) return latest;
    await new Promise((resolve) => setTimeout(resolve, ROTATION_GRACE_MS));
  }
  return null;
}

/**
 * The `refresh` endpoint, sent without authorization; its answer checked with the table's schema
 * like every other. Null when the platform rejects the token.
 */
async function requestRefresh(client: Client, refreshToken: string, signal: AbortSignal): Promise<AuthTokens | null> {
  const response = await send(
    client,
    "refresh",
    endpoints.refresh.method,
    urlOf(client, pathOf("refresh")),
    { refresh_token: refreshToken },
    null,
    signal,
  );
  if (response.status === 401 || response.status === 400 || response.status === 403) {
    await response.body?.cancel();
    return null;
  }
  const tokens = await parse(
    client,
    response,
    endpoints.refresh.response,
    endpoints.refresh.method,
    endpoints.refresh.path,
  );
  return { accessToken: tokens.access_token, refreshToken: tokens.refresh_token };
}

async function parse<S extends z.ZodTypeAny>(
  { options }: Client,
  response: Response,
  schema: S,
  method: string,
  path: string,
) {
  // The platform's text (names, messages) in the page's digits, like everything the storefront
  // formats itself (decision 0025).
  const body = pageDigits(await readJson(response), options.language);
  if (!response.ok) throw httpError(response, body);
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    (options.log ?? processLog).error("upstream answer does not match the contract", {
      method,
      path,
      issues: result.error.issues.slice(0, 5).map((i) => `${i.path.join(".")}: ${i.message}`),
    });
    throw new ApiError({ status: 502, kind: "invalid" });
  }
  return result.data as z.infer<S>;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** Every string of an answer with the digits of `language`'s pages (Latin: Arabic-Indic ones become 0-9). */
export function pageDigits(value: unknown, language: string): unknown {
  if (NUMBERING_SYSTEM[language as Language] !== "latn") return value;
  if (typeof value === "string") return /[\u0660-\u0669\u06f0-\u06f9]/.test(value) ? toLatinDigits(value) : value;
  if (Array.isArray(value)) return value.map((item) => pageDigits(item, language));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, pageDigits(item, language)]));
  }
  return value;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    if (!response.ok) return null;
    throw new ApiError({ status: 502, kind: "invalid" });
  }
}

function httpError(response: Response, body: unknown): ApiError {
  const b = (body && typeof body === "object" ? body : {}) as {
    message?: unknown;
    errors?: unknown;
    code?: unknown;
    retry_after?: unknown;
  };
  const retryHeader = Number(response.headers.get("Retry-After"));
  return new ApiError({
    status: response.status,
    kind: "http",
    message: typeof b.message === "string" ? b.message : undefined,
    fieldErrors: isFieldErrors(b.errors) ? b.errors : undefined,
    code: typeof b.code === "string" ? b.code : undefined,
    details: body && typeof body === "object" ? (body as Record<string, unknown>) : undefined,
    retryAfter:
      typeof b.retry_after === "number"
        ? b.retry_after
        : Number.isFinite(retryHeader) && retryHeader > 0
          ? retryHeader
          : undefined,
  });
}

function isFieldErrors(value: unknown): value is Record<string, string[]> {
  return (
    !!value &&
    typeof value === "object" &&
    Object.values(value).every((v) => Array.isArray(v) && v.every((m) => typeof m === "string"))
  );
}

function networkError(error: unknown, customer: AbortSignal | undefined): ApiError {
  if (customer?.aborted) return new ApiError({ status: 499, kind: "cancelled" });
  const name = error instanceof Error ? error.name : "";
  if (name === "TimeoutError" || name === "AbortError") return new ApiError({ status: 504, kind: "timeout" });
  return new ApiError({ status: 503, kind: "unreachable" });
}

/**
 * A signal that aborts after `ms` (a TimeoutError, mapped to a 504) or when `parent` aborts. A plain
 * timer owns it: a signal composed with AbortSignal.any() and AbortSignal.timeout() can be
 * garbage-collected while a fetch waits, and then never fires (the call outlived its timeout in the
 * resilience test, now and then). `clearTimer` ends the timer once the deadline no longer matters.
 */
function deadline(ms: number, parent?: AbortSignal): { signal: AbortSignal; clearTimer(): void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException("The operation timed out.", "TimeoutError")), ms);
  if (parent?.aborted) controller.abort(parent.reason);
  else parent?.addEventListener("abort", () => controller.abort(parent.reason), { once: true });
  return { signal: controller.signal, clearTimer: () => clearTimeout(timer) };
}
