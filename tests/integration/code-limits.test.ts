// One-time codes are limited per phone first, with a per-address budget sized for a carrier's
// shared address: many customers signing in from one address pass, one phone is refused after one
// network's budget from that network and after its ceiling from any, and a flood from one address
// is refused (app/server/request/rate-limits.server.ts, decisions 0100 and 0119).
import { describe, expect, it } from "vitest";
import { testStack } from "../support/stack";
import { BrowserlessAt } from "../support/http-client";
import { LIMITS, PHONE_CEILINGS, PHONE_LIMITS } from "~/server/request";

const stack = testStack({
  // The platform's own per-phone pacing out of the way: the storefront's limits are under test.
  sandbox: { SANDBOX_OTP_RESEND_SECONDS: "0", SANDBOX_OTP_MAX_PER_HOUR: "100000" },
  // The real limits (scale 1); each client is its own address behind one trusted proxy.
  storefront: { RATE_LIMIT_SCALE: "1", TRUST_PROXY: "true" },
});

let addresses = 0;
/** A browser without JS at its own address (the proxy's X-Forwarded-For). */
class Client extends BrowserlessAt {
  constructor(ip = `10.20.0.${++addresses}`) {
    super(stack.base, ip);
  }
}

let phones = 0;
const newPhone = () => String(65000000 + ++phones);
const requestCode = (client: Client, phone: string) =>
  client.post("/en-kw/sign-in", { intent: "request-code", phone_code: "+965", phone, channel: "sms" });

describe("one-time code limits", () => {
  it("the budgets: a few per phone, hundreds per address", () => {
    expect(PHONE_LIMITS.otpRequest.limit).toBeLessThanOrEqual(5);
    expect(LIMITS.otpRequest.limit).toBeGreaterThanOrEqual(200);
  });

  it("many phones from one shared address pass, up to the address's budget; then a flood is refused", async () => {
    // One browser session for them all: new sessions have a budget of their own (LIMITS.sessionCreate).
    const customers = new Client("10.30.0.1");
    for (let i = 0; i < LIMITS.otpRequest.limit; i++) {
      const answer = await requestCode(customers, newPhone());
      expect(answer.status, `request ${i + 1}`).toBe(303);
    }
    const flood = await requestCode(customers, newPhone());
    expect(flood.status).toBe(429);
    expect(Number(flood.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await flood.text()).toContain("Too many attempts.");
    // Another address is not refused for it.
    expect((await requestCode(new Client(), newPhone())).status).toBe(303);
  }, 180_000);

  it("one phone is refused after its budget from one address, and after its ceiling from any, while others go on", async () => {
    const phone = newPhone();
    const one = new Client();
    for (let i = 0; i < PHONE_LIMITS.otpRequest.limit; i++)
      expect((await requestCode(one, phone)).status, `request ${i + 1}`).toBe(303);
    expect((await requestCode(one, phone)).status).toBe(429);
    for (let i = PHONE_LIMITS.otpRequest.limit; i < PHONE_CEILINGS.otpRequest.limit; i++) {
      expect((await requestCode(new Client(), phone)).status, `request ${i + 1}`).toBe(303);
    }
    const refused = await requestCode(new Client(), phone);
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get("Retry-After"));
    expect(wait).toBeGreaterThan(3000);
    expect(wait).toBeLessThanOrEqual(PHONE_CEILINGS.otpRequest.windowSeconds);
    expect(await refused.text()).toContain(`Please wait ${Math.ceil(wait / 60)} minutes`);
    // Written as typed with a space, it is the same phone.
    expect((await requestCode(new Client(), `${phone.slice(0, 4)} ${phone.slice(4)}`)).status).toBe(429);
    expect((await requestCode(new Client(), newPhone())).status).toBe(303);
  });
});
