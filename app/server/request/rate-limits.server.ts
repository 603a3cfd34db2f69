// Per-client rate limits for sign-in, code verification and checkout (and, with its limits kept
// beside its other budgets, the server's address search: app/server/location/search.server.ts), counted by the request
// context's limiter (app/server/ops/rate-counters.server.ts: in memory, or in Redis when REDIS_URL is set). A client
// is its network (`clientNetwork`): an IPv6 client by its /64, an IPv4 one by its address.
import { createHash } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";
import type { AppContext } from "./context.server";
import { serviceUnavailable } from "./route-errors.server";
import { metrics, errorFields } from "../ops";

/**
 * The limits, per client network and window. A one-time code is limited per phone first
 * (`PHONE_LIMITS`, `PHONE_CEILINGS`); the per-network budgets of codes are sized for a carrier's
 * shared address (many customers behind one address on Gulf mobile networks) and still refuse a
 * flood from one.
 */
export const LIMITS = {
  otpRequest: { limit: 300, windowSeconds: 600 },
  otpVerify: { limit: 600, windowSeconds: 600 },
  checkout: { limit: 20, windowSeconds: 60 },
  /** New sessions stored for one client (a browser makes one; many customers may share an address). */
  sessionCreate: { limit: 100, windowSeconds: 600 },
} as const;

/**
 * What one client may spend of a phone's codes: per phone and client network, or, for a browser
 * that signed in with the phone before (its device cookie, app/server/sign-in/device.server.ts), per phone and
 * that browser — its own budget, which nobody else's spending touches (decision 0119).
 */
export const PHONE_LIMITS = {
  otpRequest: { limit: 5, windowSeconds: 3600 },
  otpVerify: { limit: 10, windowSeconds: 86_400 },
} as const;

/**
 * A phone's ceilings over every client without its device cookie, each several networks' budgets
 * (no one network reaches it): three networks' code requests an hour (SMS bombing from many
 * networks stops here), and five networks' checks a day — half the platform's 100 failed checks a
 * day that lock a phone, so strangers alone never set that lock off.
 */
export const PHONE_CEILINGS = {
  otpRequest: { limit: 15, windowSeconds: 3600 },
  otpVerify: { limit: 50, windowSeconds: 86_400 },
} as const;

/**
 * The network a client address stands for, as the rate limits key it: an IPv4 address itself
 * (an IPv4-mapped IPv6 one, `::ffff:a.b.c.d`, as IPv4), an IPv6 address by its /64 in expanded
 * form (`2001:0db8:0000:0001::/64`: one subscriber's prefix, whatever address in it they pick).
 * Anything else (no address) is kept as it is.
 */
export function clientNetwork(ip: string): string {
  const address = ip
    .trim()
    .replace(/^\[(.*)\]$/, "$1")
    .replace(/%.*$/, "");
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return ip;
  const groups = ipv6Groups(address.toLowerCase());
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16).padStart(4, "0"))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (a trailing dotted IPv4 part is two of them). */
function ipv6Groups(address: string): number[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const text = dotted
    ? address.slice(0, dotted.index) +
      [(+dotted[1]! << 8) | +dotted[2]!, (+dotted[3]! << 8) | +dotted[4]!].map((g) => g.toString(16)).join(":")
    : address;
  const [head = "", tail] = text.split("::");
  const parts = (s: string) => (s ? s.split(":") : []);
  const left = parts(head);
  const right = tail === undefined ? [] : parts(tail);
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill("0");
  return [...left, ...zeros, ...right].map((g) => parseInt(g, 16));
}

/** A phone's key in the counters: a hash (no phone numbers in Redis keys). */
const phoneKey = (phone: string) => createHash("sha256").update(phone).digest("base64url").slice(0, 22);

/**
 * Counts one attempt of `name` for this phone: null while within the limits, else the seconds to
 * wait. A browser that signed in with the phone before (`deviceTag`, its key for the phone) spends
 * only its own budget. Any other client spends its budget for the phone (per network), then the
 * phone's ceiling, then its network's; a refusal spends nothing further down.
 */
export async function checkPhoneRateLimit(
  context: AppContext,
  name: keyof typeof PHONE_LIMITS,
  phone: string,
  deviceTag: string | null,
): Promise<number | null> {
  if (deviceTag) return countHit(context, `${name}Device`, deviceTag, PHONE_LIMITS[name]);
  const key = phoneKey(phone);
  return (
    (await countHit(context, `${name}Phone`, `${key}:${clientNetwork(context.clientAddress)}`, PHONE_LIMITS[name])) ??
    (await countHit(context, `${name}PhoneCeiling`, key, PHONE_CEILINGS[name])) ??
    checkRateLimit(context, name)
  );
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
export function checkLimit(
  context: AppContext,
  name: string,
  limits: { limit: number; windowSeconds: number },
): Promise<number | null> {
  return countHit(context, name, clientNetwork(context.clientAddress), limits);
}

/** Counts one attempt of `name` for `key` (a network, a phone's hash); the metric is `name`'s. */
async function countHit(
  context: AppContext,
  name: string,
  key: string,
  { limit, windowSeconds }: { limit: number; windowSeconds: number },
): Promise<number | null> {
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
