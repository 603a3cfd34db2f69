// Per-client rate limits for sign-in, code verification and checkout (and, with its limits kept
// beside its other budgets, the server's address search: geocoding.server.ts), counted by the request
// context's limiter (rate-limiter.server.ts: in memory, or in Redis when REDIS_URL is set).
import { createHash } from "node:crypto";
import type { AppContext } from "./context.server";
import { metrics } from "./metrics.server";
import { errorFields } from "./log.server";
import { serviceUnavailable } from "./route-errors.server";

/**
 * The limits, per client address and window. A one-time code is limited per phone first
 * (`PHONE_LIMITS`); the per-address budgets of codes are sized for a carrier's shared address
 * (many customers behind one address on Gulf mobile networks) and still refuse a flood from one.
 */
export const LIMITS = {
  otpRequest: { limit: 300, windowSeconds: 600 },
  otpVerify: { limit: 600, windowSeconds: 600 },
  checkout: { limit: 20, windowSeconds: 60 },
  /** New sessions stored for one client (a browser makes one; many customers may share an address). */
  sessionCreate: { limit: 100, windowSeconds: 600 },
} as const;

/** The limits per phone number and window (whatever the address the requests come from). */
export const PHONE_LIMITS = {
  otpRequest: { limit: 5, windowSeconds: 600 },
  otpVerify: { limit: 10, windowSeconds: 600 },
} as const;

/**
 * Counts one attempt of `name` for this phone number, then for this client's address: null while
 * both are within their limits, else the seconds to wait. A phone past its own budget is refused
 * without spending the address's. The number is keyed by a hash (no phone numbers in Redis keys).
 */
export async function checkPhoneRateLimit(context: AppContext, name: keyof typeof PHONE_LIMITS, phone: string): Promise<number | null> {
  const phoneKey = createHash("sha256").update(phone).digest("base64url").slice(0, 22);
  const perPhone = await countHit(context, `${name}Phone`, phoneKey, PHONE_LIMITS[name]);
  return perPhone ?? checkRateLimit(context, name);
}

/**
 * Counts one attempt of `name` for this client: null while within the limit, else the seconds to
 * wait. The caller answers with `tooManyRequests` (too-many-requests.server.ts): the wait in the
 * customer's language and `Retry-After`, on the form that was sent (page, dialog or data).
 */
export function checkRateLimit(context: AppContext, name: keyof typeof LIMITS): Promise<number | null> {
  return checkLimit(context, name, LIMITS[name]);
}

/** As checkRateLimit, for a limit a module keeps with its own (`name` keys the counter and the metric). */
export function checkLimit(context: AppContext, name: string, limits: { limit: number; windowSeconds: number }): Promise<number | null> {
  return countHit(context, name, context.clientAddress, limits);
}

/** Counts one attempt of `name` for `key` (an address, a phone's hash); the metric is `name`'s. */
async function countHit(context: AppContext, name: string, key: string, { limit, windowSeconds }: { limit: number; windowSeconds: number }): Promise<number | null> {
  const result = await context.rateLimiter
    .hit(`${name}:${key}`, limit * context.config.RATE_LIMIT_SCALE, windowSeconds)
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
