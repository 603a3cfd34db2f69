// Per-client rate limits for sign-in, code verification and checkout (and, with its limits kept
// beside its other budgets, the server's address search: geocoding.server.ts), counted by the request
// context's limiter (rate-limiter.server.ts: in memory, or in Redis when REDIS_URL is set).
import type { AppContext } from "./context.server";
import { metrics } from "./metrics.server";
import { errorFields } from "./log.server";
import { serviceUnavailable } from "./route-errors.server";

/** The limits, per client address and window. */
export const LIMITS = {
  otpRequest: { limit: 5, windowSeconds: 600 },
  otpVerify: { limit: 10, windowSeconds: 600 },
  checkout: { limit: 20, windowSeconds: 60 },
  /** New sessions stored for one client (a browser makes one; many customers may share an address). */
  sessionCreate: { limit: 100, windowSeconds: 600 },
} as const;

/**
 * Counts one attempt of `name` for this client: null while within the limit, else the seconds to
 * wait. The caller answers with `tooManyRequests` (too-many-requests.server.ts): the wait in the
 * customer's language and `Retry-After`, on the form that was sent (page, dialog or data).
 */
export function checkRateLimit(context: AppContext, name: keyof typeof LIMITS): Promise<number | null> {
  return checkLimit(context, name, LIMITS[name]);
}

/** As checkRateLimit, for a limit a module keeps with its own (`name` keys the counter and the metric). */
export async function checkLimit(context: AppContext, name: string, { limit, windowSeconds }: { limit: number; windowSeconds: number }): Promise<number | null> {
  const result = await context.rateLimiter
    .hit(`${name}:${context.clientAddress}`, limit * context.config.RATE_LIMIT_SCALE, windowSeconds)
    .catch((error: unknown) => {
      // The shared counter is unreachable (Redis down): the form cannot be let through uncounted,
      // and it is no fault of the customer's: the 503 page (say so, retry later), never a 500.
      context.log.warn("rate limiter unavailable", { limit: name, ...errorFields(error) });
      throw serviceUnavailable();
    });
  if (result.allowed) return null;
  metrics.rateLimited(name);
  return result.retryAfter;
}
