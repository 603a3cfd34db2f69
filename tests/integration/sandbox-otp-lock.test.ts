// A phone's one-time codes cannot be guessed over many requests: at most 100
// failed verifications per phone over a sliding day (NIST SP 800-63B), then the phone is locked.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorBodySchema } from "~/contract";
import { FakeClock, bootSandbox } from "./sandbox-helpers";

const clock = new FakeClock();
let s: Awaited<ReturnType<typeof bootSandbox>>;

beforeAll(async () => {
  s = await bootSandbox({ clock: clock.now });
});
afterAll(async () => {
  await s?.sandbox.close();
});

const request = (phone: string, lang = "en") =>
  s.call("POST", "/v5/web/auth/otp/request", { body: { phone_code: "+965", phone, channel: "sms" }, lang });
const verify = (phone: string, code: string, lang = "en") =>
  s.call("POST", "/v5/web/auth/otp/verify", { body: { phone_code: "+965", phone, code }, lang });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("failed code verifications per phone", () => {
  it("locks the phone after 100 wrong codes across 20 code requests, then lets it in a day later", async () => {
    const phone = "61000001";
    let failures = 0;
    // 19 codes, 5 wrong tries each (each code dies at its 5th): 95 failures.
    for (let i = 0; i < 19; i++) {
      expect((await request(phone)).status).toBe(200);
      const code = await s.latestCode(phone);
      for (let j = 0; j < 5; j++) {
        const reply = await verify(phone, wrong(code));
        failures++;
        expect(reply.body.code).toBe(j < 4 ? "otp_invalid" : "otp_locked");
      }
      clock.advance(7 * 60); // under the 10 codes an hour
    }
    // The 20th code: 4 wrong tries (99 failures), the phone is not locked yet.
    expect((await request(phone)).status).toBe(200);
    const twentieth = await s.latestCode(phone);
    for (let j = 0; j < 4; j++) {
      expect((await verify(phone, wrong(twentieth))).body.code).toBe("otp_invalid");
      failures++;
    }
    expect(failures).toBe(99);
    // The 21st code: one wrong try is the 100th failure of the day, and the phone is locked.
    clock.advance(7 * 60);
    expect((await request(phone)).status).toBe(200);
    const last = await s.latestCode(phone);
    const hundredth = await verify(phone, wrong(last));
    expect(hundredth.status).toBe(423);
    expect(errorBodySchema.parse(hundredth.body).code).toBe("phone_locked");
    // The right code of a live code is refused now, and so is a new code, with the wait.
    const right = await verify(phone, last);
    expect(right.status).toBe(423);
    expect(right.body.code).toBe("phone_locked");
    expect(right.body.message).toMatch(/Too many wrong codes were entered for this phone\. .* locked for \d+ hours\./);
    const wait = Number(right.headers.get("Retry-After"));
    expect(wait).toBe(right.body.retry_after);
    expect(wait).toBeGreaterThan(20 * 3600);
    expect(wait).toBeLessThanOrEqual(24 * 3600);
    const again = await request(phone, "ar");
    expect(again.status).toBe(423);
    expect(again.body.code).toBe("phone_locked");
    expect(again.body.message).toContain("تم إيقاف تسجيل الدخول");
    // Another phone is not affected.
    await s.signIn("61000002");

    // Sliding: a second before the oldest failure is a day old it is still locked; then not.
    clock.advance(wait - 1);
    expect((await request(phone)).status).toBe(423);
    clock.advance(1);
    expect((await request(phone)).status).toBe(200);
    const fresh = await s.latestCode(phone);
    const signedIn = await verify(phone, fresh);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.registration_token).toBeTruthy();
  });
});
