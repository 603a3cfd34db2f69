// Limits by network, and a phone's budgets that a stranger cannot spend for its owner
// (app/server/request/rate-limits.server.ts, app/server/sign-in/device.server.ts, decision 0119).
import { afterEach, describe, expect, it } from "vitest";
import {
  type AppContext,
  checkLimit,
  checkPhoneRateLimit,
  clientNetwork,
  LIMITS,
  PHONE_CEILINGS,
  PHONE_LIMITS,
} from "~/server/request";
import { createMemoryRateLimiter, type RateLimiter } from "~/server/ops";
import { deviceTag, rememberDevice } from "~/server/sign-in";

const limiters: RateLimiter[] = [];
afterEach(async () => {
  await Promise.all(limiters.splice(0).map((l) => l.close()));
});

const SECRET = "a-long-enough-secret-for-the-unit-tests-0123456789";
const log = { warn() {}, info() {}, error() {}, debug() {} };
/** A request's context as the limits read it: one shared counter, this client's address. */
function clientsOf(secrets = [SECRET]) {
  const rateLimiter = createMemoryRateLimiter();
  limiters.push(rateLimiter);
  const config = { RATE_LIMIT_SCALE: 1, sessionSecrets: secrets, secureCookies: false };
  return (clientAddress: string) => ({ rateLimiter, config, clientAddress, log }) as unknown as AppContext;
}

const PHONE = "+96565000001";

describe("clientNetwork", () => {
  it("keys IPv4 by its address and IPv6 by its /64, expanded", () => {
    expect(clientNetwork("203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork("::FFFF:cb00:7107")).toBe("203.0.113.7");
    expect(clientNetwork("2001:db8:1:2::1")).toBe("2001:0db8:0001:0002::/64");
    expect(clientNetwork("2001:0DB8:0001:0002:ffff:1:2:3")).toBe("2001:0db8:0001:0002::/64");
    expect(clientNetwork("[2001:db8:1:2::5]")).toBe("2001:0db8:0001:0002::/64");
    expect(clientNetwork("fe80::1%eth0")).toBe("fe80:0000:0000:0000::/64");
    expect(clientNetwork("::1")).toBe("0000:0000:0000:0000::/64");
    expect(clientNetwork("2001:db8::")).toBe("2001:0db8:0000:0000::/64");
    expect(clientNetwork("64:ff9b::192.0.2.1")).toBe("0064:ff9b:0000:0000::/64");
    expect(clientNetwork("unknown")).toBe("unknown");
  });

  it("many addresses in one /64 share one budget; another /64 and neighbouring IPv4 addresses do not", async () => {
    const at = clientsOf();
    const { limit } = LIMITS.sessionCreate;
    // A walk through one /64: each request from a new interface id.
    for (let i = 0; i < limit; i++) {
      const host = [i, i * 7, i * 13, i * 31].map((n) => (n & 0xffff).toString(16)).join(":");
      expect(
        await checkLimit(at(`2001:db8:aa:bb:${host}`), "sessionCreate", LIMITS.sessionCreate),
        `address ${i + 1}`,
      ).toBeNull();
    }
    expect(
      await checkLimit(at("2001:db8:aa:bb:ffff:ffff:ffff:fffe"), "sessionCreate", LIMITS.sessionCreate),
    ).toBeGreaterThan(0);
    expect(await checkLimit(at("2001:db8:aa:bb::"), "sessionCreate", LIMITS.sessionCreate)).toBeGreaterThan(0);
    expect(await checkLimit(at("2001:db8:aa:bc::1"), "sessionCreate", LIMITS.sessionCreate)).toBeNull();
    expect(await checkLimit(at("198.51.100.1"), "sessionCreate", LIMITS.sessionCreate)).toBeNull();
    expect(await checkLimit(at("198.51.100.2"), "sessionCreate", LIMITS.sessionCreate)).toBeNull();
  });
});

describe("a phone's code budgets", () => {
  it("a stranger's spending stops the stranger's network only", async () => {
    const at = clientsOf();
    for (let i = 0; i < PHONE_LIMITS.otpRequest.limit; i++)
      expect(await checkPhoneRateLimit(at("2001:db8:66::1"), "otpRequest", PHONE, null)).toBeNull();
    // Another address in the stranger's /64 is the same client.
    expect(await checkPhoneRateLimit(at("2001:db8:66::2"), "otpRequest", PHONE, null)).toBeGreaterThan(0);
    expect(await checkPhoneRateLimit(at("203.0.113.9"), "otpRequest", PHONE, null)).toBeNull();
    for (let i = 0; i < PHONE_LIMITS.otpVerify.limit; i++)
      expect(await checkPhoneRateLimit(at("2001:db8:66::1"), "otpVerify", PHONE, null)).toBeNull();
    expect(await checkPhoneRateLimit(at("2001:db8:66::1"), "otpVerify", PHONE, null)).toBeGreaterThan(0);
    expect(await checkPhoneRateLimit(at("203.0.113.9"), "otpVerify", PHONE, null)).toBeNull();
  });

  it("requests from many networks stop at the phone's ceiling; the owner's device keeps its own budget", async () => {
    const at = clientsOf();
    for (let i = 0; i < PHONE_CEILINGS.otpRequest.limit; i++)
      expect(
        await checkPhoneRateLimit(at(`198.51.100.${i + 1}`), "otpRequest", PHONE, null),
        `network ${i + 1}`,
      ).toBeNull();
    expect(await checkPhoneRateLimit(at("198.51.100.200"), "otpRequest", PHONE, null)).toBeGreaterThan(0);
    // Another phone is not touched.
    expect(await checkPhoneRateLimit(at("198.51.100.200"), "otpRequest", "+96565000002", null)).toBeNull();
    // The owner's browser, even from a network the stranger used.
    for (let i = 0; i < PHONE_LIMITS.otpRequest.limit; i++)
      expect(await checkPhoneRateLimit(at("198.51.100.1"), "otpRequest", PHONE, "device-tag")).toBeNull();
    expect(await checkPhoneRateLimit(at("198.51.100.1"), "otpRequest", PHONE, "device-tag")).toBeGreaterThan(0);
    expect(await checkPhoneRateLimit(at("198.51.100.1"), "otpRequest", PHONE, "another-device-tag")).toBeNull();
  });

  it("checks from many networks stop at the phone's daily ceiling, below the platform's lock", async () => {
    const at = clientsOf();
    expect(PHONE_CEILINGS.otpVerify.limit).toBeLessThan(100);
    expect(PHONE_CEILINGS.otpVerify.windowSeconds).toBe(86_400);
    for (let i = 0; i < PHONE_CEILINGS.otpVerify.limit; i++)
      expect(await checkPhoneRateLimit(at(`2001:db8:${i}::1`), "otpVerify", PHONE, null)).toBeNull();
    expect(await checkPhoneRateLimit(at("2001:db8:ffff::1"), "otpVerify", PHONE, null)).toBeGreaterThan(0);
    expect(await checkPhoneRateLimit(at("2001:db8:ffff::1"), "otpVerify", PHONE, "device-tag")).toBeNull();
  });

  it("a ceiling is several networks' budgets, and no one network reaches it within the ceiling's window", () => {
    for (const name of ["otpRequest", "otpVerify"] as const) {
      const { limit, windowSeconds } = PHONE_LIMITS[name];
      expect(PHONE_CEILINGS[name].windowSeconds % windowSeconds, name).toBe(0);
      const oneNetwork = limit * (PHONE_CEILINGS[name].windowSeconds / windowSeconds);
      expect(PHONE_CEILINGS[name].limit / oneNetwork, name).toBeGreaterThanOrEqual(3);
    }
  });
});

describe("the sign-in device cookie", () => {
  const context = clientsOf()("203.0.113.1");
  const requestWith = (setCookie: string | null) =>
    new Request("http://localhost/en-kw/sign-in", { headers: setCookie ? { Cookie: setCookie.split(";")[0]! } : {} });

  it("is signed, httpOnly, a year long, and holds no phone number", () => {
    const cookie = rememberDevice(context, requestWith(null), PHONE);
    const [pair, ...attributes] = cookie.split("; ");
    expect(pair).toMatch(/^web_customer_app_device=[^;]+$/);
    expect(attributes.sort()).toEqual(["HttpOnly", "Max-Age=31536000", "Path=/", "SameSite=Lax"]);
    expect(decodeURIComponent(cookie)).not.toContain("65000001");
  });

  it("names this browser for the phones it signed in with, and no other", () => {
    const cookie = rememberDevice(context, requestWith(null), PHONE);
    const tag = deviceTag(context, requestWith(cookie), PHONE);
    expect(tag).toMatch(/^[\w-]{22}$/);
    expect(deviceTag(context, requestWith(cookie), "+96565000002")).toBeNull();
    expect(deviceTag(context, requestWith(null), PHONE)).toBeNull();
    // Another browser's key for the same phone is another.
    expect(deviceTag(context, requestWith(rememberDevice(context, requestWith(null), PHONE)), PHONE)).not.toBe(tag);
    // A second phone keeps the browser's id and the first phone.
    const both = rememberDevice(context, requestWith(cookie), "+96565000002");
    expect(deviceTag(context, requestWith(both), PHONE)).toBe(tag);
    expect(deviceTag(context, requestWith(both), "+96565000002")).not.toBeNull();
  });

  it("is refused when tampered with, and kept across a rotation of the session secret", () => {
    const cookie = rememberDevice(context, requestWith(null), PHONE);
    const [pair] = cookie.split(";");
    const tampered = `${pair!.slice(0, -3)}abc`;
    expect(deviceTag(context, requestWith(tampered), PHONE)).toBeNull();
    const rotated = clientsOf(["a-new-secret-after-rotation-0123456789abcdef", SECRET])("203.0.113.1");
    expect(deviceTag(rotated, requestWith(cookie), PHONE)).toBe(deviceTag(context, requestWith(cookie), PHONE));
    expect(
      deviceTag(clientsOf(["another-secret-altogether-0123456789abcdef"])("203.0.113.1"), requestWith(cookie), PHONE),
    ).toBeNull();
  });

  it("keeps the five latest phones", () => {
    let cookie: string | null = null;
    for (let i = 1; i <= 6; i++) cookie = rememberDevice(context, requestWith(cookie), `+9656500000${i}`);
    expect(deviceTag(context, requestWith(cookie), "+96565000001")).toBeNull();
    for (let i = 2; i <= 6; i++) expect(deviceTag(context, requestWith(cookie), `+9656500000${i}`)).not.toBeNull();
  });
});
