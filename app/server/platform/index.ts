// The platform: the one client of its API (client), its failures as one error type (errors), the single token
// refresh per session (refresh) and the trace context every call carries (trace). What the rest of the app may
// use of it:
export { createApiClient, pageDigits } from "./client.server";
export type { ApiClient, CallOptions, TokenHolder } from "./client.server";
export { ApiError, apiMessage, errorFacts } from "./errors.server";
export { resetRefreshState } from "./refresh.server";
export type { AuthTokens } from "./refresh.server";
export { childTraceparent, traceOf } from "./trace.server";
export type { TraceContext } from "./trace.server";
