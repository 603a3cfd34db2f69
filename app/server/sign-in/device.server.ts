// A browser that signed in with a phone before: a signed, httpOnly cookie that holds nothing personal
// (a random id, and per phone signed in with — five at most, the latest first — an HMAC of the id and
// the phone under the session secret). It outlives sign-out, so the browser keeps a code budget of its
// own for those phones, which no other client's spending touches (app/server/request/rate-limits.server.ts, decision 0119).
import { createHmac, randomBytes } from "node:crypto";
import signature from "cookie-signature";
import type { AppContext } from "../request";
import { stringifySetCookie } from "cookie";
import { parseCookieHeader } from "../session";

export const DEVICE_COOKIE = "web_customer_app_device";
/** A year, as the site's other long-lived cookies. */
const DEVICE_SECONDS = 365 * 86_400;
const MAX_PHONES = 5;

type DeviceContext = Pick<AppContext, "config">;

interface Device {
  id: string;
  tags: string[];
}

/** `__Host-` before the name whenever it is Secure, as the session cookie's. */
const cookieName = (context: DeviceContext) =>
  context.config.secureCookies ? `__Host-${DEVICE_COOKIE}` : DEVICE_COOKIE;

const tagOf = (secret: string, id: string, phone: string) =>
  createHmac("sha256", secret).update(`${id}:${phone}`).digest("base64url").slice(0, 22);

/** The device of a request: its cookie, when signed by one of the session secrets and well formed. */
function readDevice(context: DeviceContext, request: Request): Device | null {
  const raw = parseCookieHeader(request.headers.get("Cookie")).get(cookieName(context));
  if (!raw || raw.length > 512) return null;
  for (const secret of context.config.sessionSecrets) {
    const value = signature.unsign(raw, secret);
    if (value === false) continue;
    const [id = "", ...tags] = value.split(".");
    return /^[\w-]{22}$/.test(id) ? { id, tags: tags.slice(0, MAX_PHONES) } : null;
  }
  return null;
}

/**
 * This browser's key for `phone` (the phone as the rate limits key it) when it signed in with that
 * phone before, else null. A tag made under an earlier session secret still counts.
 */
export function deviceTag(context: DeviceContext, request: Request, phone: string): string | null {
  const device = readDevice(context, request);
  if (!device) return null;
  for (const secret of context.config.sessionSecrets) {
    const tag = tagOf(secret, device.id, phone);
    if (device.tags.includes(tag)) return tag;
  }
  return null;
}

/** The Set-Cookie that remembers this browser signed in with `phone` (its id kept, the phone first). */
export function rememberDevice(context: DeviceContext, request: Request, phone: string): string {
  const device = readDevice(context, request) ?? { id: randomBytes(16).toString("base64url"), tags: [] };
  const known = deviceTag(context, request, phone);
  const tag = tagOf(context.config.sessionSecrets[0]!, device.id, phone);
  const tags = [tag, ...device.tags.filter((t) => t !== tag && t !== known)].slice(0, MAX_PHONES);
  const value = signature.sign([device.id, ...tags].join("."), context.config.sessionSecrets[0]!);
  return stringifySetCookie({
    name: cookieName(context),
    value,
    path: "/",
    maxAge: DEVICE_SECONDS,
    httpOnly: true,
    sameSite: "lax",
    secure: context.config.secureCookies,
  });
}
