// No lock-out by strangers, through the real server behind one trusted proxy (decision 0119): a
// stranger spends what one network may of a phone's codes and its owner, elsewhere, still signs in;
// bombing from many networks stops at the phone's ceiling, and the owner's browser, remembered by
// its device cookie across sign-out, keeps a budget of its own. Each client varies its address
// inside its IPv6 /64, as a client may: the limits key the /64.
import { describe, expect, it } from "vitest";
import { latestCode as latestCodeSent } from "../support/sign-in";
import { testStack } from "../support/stack";
import { BrowserlessAt } from "../support/http-client";
import { LIMITS, PHONE_CEILINGS, PHONE_LIMITS } from "~/server/request";
import { DEVICE_COOKIE } from "~/server/sign-in";

const stack = testStack({
  // The platform's own per-phone pacing out of the way: the storefront's limits are under test.
  sandbox: { SANDBOX_OTP_RESEND_SECONDS: "0", SANDBOX_OTP_MAX_PER_HOUR: "100000" },
  storefront: { RATE_LIMIT_SCALE: "1", TRUST_PROXY: "true" },
});

const PAGE = "/en-kw/sign-in?redirectTo=%2Fen-kw%2Faccount";
let networks = 0;
/** A browser without JS on a network of its own (an IPv6 /64), from a new address in it each request. */
class Client extends BrowserlessAt {
  private addresses = 0;
  readonly prefix = `2001:db8:${(++networks).toString(16)}:7`;
  constructor() {
    super(stack.base, "");
  }
  private next = () => ({
    "X-Forwarded-For": `${this.prefix}:${(++this.addresses).toString(16)}:5eed::${this.addresses.toString(16)}`,
  });
  override get(target: string) {
    return super.get(target, this.next());
  }
  override post(target: string, form: Record<string, string>) {
    return super.post(target, form, this.next());
  }
  requestCode(phone: string) {
    return this.post(PAGE, { intent: "request-code", phone_code: "+965", phone, channel: "sms" });
  }
  verify(code: string) {
    return this.post(PAGE, { intent: "verify", code });
  }
}

/** A code request for `phone` from a browser without JS. */
const requestCode = (client: BrowserlessAt, phone: string) =>
  client.post(PAGE, { intent: "request-code", phone_code: "+965", phone, channel: "sms" });

let phones = 0;
const newPhone = () => String(66000000 + ++phones);

const latestCode = (phone: string) => latestCodeSent(stack.sandbox.url, phone);
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

/** Checks the phone's latest code; a new phone registers. Ends on the account page. */
async function checkCode(owner: Client, phone: string): Promise<void> {
  const verified = await owner.verify(await latestCode(phone));
  expect(verified.status).toBe(303);
  const done = verified.headers.get("location")!.includes("/sign-in")
    ? await owner.post(PAGE, { intent: "register", name: "Owner", email: "" })
    : verified;
  expect(done.status).toBe(303);
  expect(done.headers.get("location")).toBe("/en-kw/account");
}

describe("limits by network", () => {
  it("new browsers from addresses across one /64 share its budget of new sessions; another /64 does not", async () => {
    const walker = new Client();
    const browserAt = (address: string) => new BrowserlessAt(stack.base, address);
    for (let i = 0; i < LIMITS.sessionCreate.limit; i++) {
      const address = `${walker.prefix}:${((i * 2654435761) % 0x10000).toString(16)}:${i.toString(16)}:a:${(i * 7).toString(16)}`;
      expect((await requestCode(browserAt(address), newPhone())).status, `browser ${i + 1}`).toBe(303);
    }
    const refused = await requestCode(browserAt(`${walker.prefix}:ffff:ffff:ffff:ffff`), newPhone());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await requestCode(browserAt(`${new Client().prefix}::1`), newPhone())).status).toBe(303);
  }, 120_000);
});

describe("no lock-out by strangers", () => {
  it("a stranger spends a phone's budget from its network; the owner on another network gets and checks a code", async () => {
    const phone = newPhone();
    const stranger = new Client();
    for (let i = 0; i < PHONE_LIMITS.otpRequest.limit; i++)
      expect((await stranger.requestCode(phone)).status, `request ${i + 1}`).toBe(303);
    const refused = await stranger.requestCode(phone);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toMatch(/Too many attempts\. Please wait \d+ minutes and try again\./);
    // Ten wrong codes: the code is void after its fifth (the platform's 423), then the stranger's
    // checks for the phone are spent.
    const statuses: number[] = [];
    for (let i = 0; i < PHONE_LIMITS.otpVerify.limit; i++)
      statuses.push((await stranger.verify(wrong(await latestCode(phone)))).status);
    expect(statuses.slice(0, 4)).toEqual([400, 400, 400, 400]);
    expect(statuses.slice(4)).toEqual(Array(PHONE_LIMITS.otpVerify.limit - 4).fill(423));
    const spent = await stranger.verify(await latestCode(phone));
    expect(spent.status).toBe(429);
    expect(await spent.text()).toMatch(/Too many attempts\. Please wait \d+ hours and try again\./);

    const owner = new Client();
    expect((await owner.requestCode(phone)).status).toBe(303);
    await checkCode(owner, phone);
    expect(owner.cookies.get(DEVICE_COOKIE)).toBeTruthy();
  }, 60_000);

  it("bombing from many networks stops at the phone's ceiling; the owner's device, signed out, still signs in", async () => {
    const phone = newPhone();
    const owner = new Client();
    expect((await owner.requestCode(phone)).status).toBe(303);
    await checkCode(owner, phone);
    const device = owner.cookies.get(DEVICE_COOKIE)!;
    expect(device).toBeTruthy();
    expect(decodeURIComponent(device)).not.toContain(phone);
    const out = await owner.post("/en-kw/logout", { redirectTo: "/en-kw" });
    expect(out.status).toBe(303);
    expect(out.headers.getSetCookie().some((line) => line.startsWith(`${DEVICE_COOKIE}=`))).toBe(false);
    expect(owner.cookies.get(DEVICE_COOKIE)).toBe(device);

    // Strangers, one code request from each network, until the phone's ceiling (the owner's first
    // request, made before the browser was known, counted in it).
    const strangers: Client[] = [];
    let status = 303;
    while (status === 303) {
      const stranger = new Client();
      status = (await stranger.requestCode(phone)).status;
      if (status === 303) strangers.push(stranger);
      expect(strangers.length).toBeLessThan(PHONE_CEILINGS.otpRequest.limit);
    }
    expect(status).toBe(429);
    expect(strangers.length).toBe(PHONE_CEILINGS.otpRequest.limit - 1);
    // Their wrong codes, each network's budget in turn, up to the phone's daily ceiling (the owner's
    // one check counted in it).
    let checks = 1;
    for (const stranger of strangers) {
      for (let i = 0; i < PHONE_LIMITS.otpVerify.limit && checks < PHONE_CEILINGS.otpVerify.limit; i++, checks++) {
        expect((await stranger.verify(wrong(await latestCode(phone)))).status).not.toBe(429);
      }
    }
    expect(checks).toBe(PHONE_CEILINGS.otpVerify.limit);
    expect((await strangers.at(-1)!.verify(await latestCode(phone))).status).toBe(429);
    // A browser that never signed in with the phone, on a network not yet heard from: refused.
    expect((await new Client().requestCode(phone)).status).toBe(429);

    // The owner's browser, from a new network: a code, checked.
    const again = new Client();
    again.cookies.set(DEVICE_COOKIE, device);
    expect((await again.requestCode(phone)).status).toBe(303);
    await checkCode(again, phone);
  }, 120_000);
});
