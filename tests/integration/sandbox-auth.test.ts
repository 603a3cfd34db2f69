// Sign-in by one-time code, token rotation and expiry, profile, addresses and saved cards.
// The sandbox runs on a fake clock so expiry is tested without waiting.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addressListResponseSchema,
  addressSchema,
  authResponseSchema,
  otpRequestResponseSchema,
  refreshResponseSchema,
  savedCardsResponseSchema,
  userSchema,
} from "~/contract";
import { FakeClock, bootSandbox } from "./sandbox-helpers";

const clock = new FakeClock();
let s: Awaited<ReturnType<typeof bootSandbox>>;

beforeAll(async () => {
  s = await bootSandbox({ clock: clock.now, accessTokenTtlSeconds: 60 });
});
afterAll(async () => {
  await s?.sandbox.close();
});

const request = (phone: string, phoneCode = "+965", channel = "sms") =>
  s.call("POST", "/v5/web/auth/otp/request", { body: { phone_code: phoneCode, phone, channel } });
const verify = (phone: string, code: string, phoneCode = "+965") =>
  s.call("POST", "/v5/web/auth/otp/verify", { body: { phone_code: phoneCode, phone, code } });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("one-time codes", () => {
  it("registers a new phone", async () => {
    const requested = await request("60000001", "+965", "whatsapp");
    expect(requested.status).toBe(200);
    expect(otpRequestResponseSchema.parse(requested.body)).toEqual({
      auth_flow: "registration",
      expires_in: 300,
      retry_after: 60,
    });
    const code = await s.latestCode("60000001");
    expect(code).toMatch(/^\d{6}$/);
    expect(s.logs.some((line) => line.includes(code) && line.includes("60000001"))).toBe(true);

    const verified = await verify("60000001", code);
    expect(verified.status).toBe(200);
    expect(verified.body.auth_flow).toBe("registration");

    const tooLong = await s.call("POST", "/v5/web/auth/register", {
      body: {
        registration_token: verified.body.registration_token,
        name: "Noura",
        email: `${"a".repeat(310)}@example.com`,
      },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors.email).toBeDefined();

    const registered = await s.call("POST", "/v5/web/auth/register", {
      body: { registration_token: verified.body.registration_token, name: "Noura", email: "noura@example.com" },
    });
    expect(registered.status).toBe(201);
    const auth = authResponseSchema.parse(registered.body);
    expect(auth.user).toMatchObject({
      name: "Noura",
      phone_code: "+965",
      phone: "60000001",
      country_iso_code: "KW",
      wallet_balance: 2000,
    });

    const again = await s.call("POST", "/v5/web/auth/register", {
      body: { registration_token: verified.body.registration_token, name: "Noura" },
    });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe("registration_token_invalid");
  });

  it("signs in a known phone with check_phone", async () => {
    clock.advance(120);
    const requested = await request("50000001");
    expect(requested.body.auth_flow).toBe("check_phone");
    const verified = await verify("50000001", await s.latestCode("50000001"));
    expect(verified.status).toBe(200);
    expect(authResponseSchema.parse(verified.body).user.name).toBe("Sara Al-Ahmad");
  });

  it("limits resends per phone with 429 and retry_after", async () => {
    expect((await request("60000002")).status).toBe(200);
    const first = await s.latestCode("60000002");
    clock.advance(20);
    const tooSoon = await request("60000002");
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.retry_after).toBe(40);
    expect(tooSoon.headers.get("retry-after")).toBe("40");
    expect(tooSoon.body.code).toBe("too_many_requests");
    clock.advance(40);
    expect((await request("60000002")).status).toBe(200);
    const second = await s.latestCode("60000002");
    // the new code replaces the old one
    if (second !== first) expect((await verify("60000002", first)).status).toBe(400);
    expect((await verify("60000002", second)).status).toBe(200);
  });

  it("uses a code once", async () => {
    clock.advance(61);
    await request("60000003");
    const code = await s.latestCode("60000003");
    expect((await verify("60000003", code)).status).toBe(200);
    const reused = await verify("60000003", code);
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe("otp_expired");
  });

  it("expires a code after five minutes", async () => {
    await request("60000004");
    const code = await s.latestCode("60000004");
    clock.advance(301);
    const late = await verify("60000004", code);
    expect(late.status).toBe(400);
    expect(late.body.code).toBe("otp_expired");
    const inbox = await s.call("GET", "/sandbox/inbox.json?phone=60000004");
    expect(inbox.body.data[0].status).toBe("expired");
  });

  it("kills a code after five wrong tries", async () => {
    await request("60000005");
    const code = await s.latestCode("60000005");
    for (let i = 0; i < 4; i++) {
      const reply = await verify("60000005", wrong(code));
      expect(reply.status).toBe(400);
      expect(reply.body.code).toBe("otp_invalid");
      expect(reply.body.errors.code).toHaveLength(1);
    }
    const fifth = await verify("60000005", wrong(code));
    expect(fifth.status).toBe(423);
    expect(fifth.body.code).toBe("otp_locked");
    const right = await verify("60000005", code);
    expect(right.status).toBe(423);
  });

  it("rejects bad phones and channels", async () => {
    for (const phone of ["12345", "1234567890123456", "5000abcd", "5000 0001"]) {
      const reply = await request(phone);
      expect(reply.status).toBe(400);
      expect(reply.body.errors.phone).toBeDefined();
    }
    expect((await request("60000009", "+965", "fax")).status).toBe(400);
    expect((await verify("60000009", "12ab56")).status).toBe(400);
  });

  it("lists codes on the inbox page, newest first, not indexed", async () => {
    const res = await fetch(`${s.url}/sandbox/inbox`);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
    const page = await res.text();
    expect(page).toContain('name="robots" content="noindex');
    expect(page.indexOf("60000005")).toBeLessThan(page.indexOf("60000001"));
  });
});

describe("tokens", () => {
  it("rotates refresh tokens and expires access tokens", async () => {
    clock.advance(61);
    const auth = await s.signIn("60000010");
    expect((await s.call("GET", "/v5/web/customer/profile", { token: auth.access_token })).status).toBe(200);

    clock.advance(61); // access token TTL is 60 s here
    const expired = await s.call("GET", "/v5/web/customer/profile", { token: auth.access_token });
    expect(expired.status).toBe(401);

    const refreshed = await s.call("POST", "/v5/web/auth/token", { body: { refresh_token: auth.refresh_token } });
    expect(refreshed.status).toBe(200);
    const tokens = refreshResponseSchema.parse(refreshed.body);
    expect(tokens.refresh_token).not.toBe(auth.refresh_token);
    expect((await s.call("GET", "/v5/web/customer/profile", { token: tokens.access_token })).status).toBe(200);

    const reused = await s.call("POST", "/v5/web/auth/token", { body: { refresh_token: auth.refresh_token } });
    expect(reused.status).toBe(401);
    expect(reused.body.code).toBe("refresh_token_invalid");

    // logout revokes the session: access and refresh tokens both stop working
    expect((await s.call("POST", "/v5/web/auth/logout", { token: tokens.access_token })).status).toBe(200);
    expect((await s.call("GET", "/v5/web/customer/profile", { token: tokens.access_token })).status).toBe(401);
    expect((await s.call("POST", "/v5/web/auth/token", { body: { refresh_token: tokens.refresh_token } })).status).toBe(
      401,
    );
  });

  it("revokes every token of a customer through the test hook", async () => {
    clock.advance(61);
    const auth = await s.signIn("60000011");
    const accessOnly = await s.call("POST", "/sandbox/revoke?phone_code=%2B965&phone=60000011&scope=access");
    expect(accessOnly.body).toEqual({ revoked: 1, scope: "access" });
    expect((await s.call("GET", "/v5/web/customer/profile", { token: auth.access_token })).status).toBe(401);
    const refreshed = await s.call("POST", "/v5/web/auth/token", { body: { refresh_token: auth.refresh_token } });
    expect(refreshed.status).toBe(200);

    const all = await s.call("POST", "/sandbox/revoke?phone=60000011");
    expect(all.body.revoked).toBe(1);
    expect((await s.call("GET", "/v5/web/customer/profile", { token: refreshed.body.access_token })).status).toBe(401);
    expect(
      (await s.call("POST", "/v5/web/auth/token", { body: { refresh_token: refreshed.body.refresh_token } })).status,
    ).toBe(401);
    expect((await s.call("POST", "/sandbox/revoke?phone=11111111")).status).toBe(404);
  });
});

describe("account", () => {
  let a: { access_token: string };
  let b: { access_token: string };

  beforeAll(async () => {
    clock.advance(3600);
    a = await s.signIn("60000020", "+966", "Customer A");
    b = await s.signIn("60000021", "+351", "Customer B");
  });

  it("gives a newly registered account no saved cards; the demo customer has the seeded ones", async () => {
    for (const country of ["SA", "KW", "PT"]) {
      expect(
        (
          await s.call("GET", `/v5/web/customer/profile/saved-cards?country_iso_two_code=${country}`, {
            token: a.access_token,
          })
        ).body.data,
      ).toEqual([]);
    }
    const demo = await s.signIn("50000001");
    const cards = savedCardsResponseSchema.parse(
      (
        await s.call("GET", "/v5/web/customer/profile/saved-cards?country_iso_two_code=KW", {
          token: demo.access_token,
        })
      ).body,
    );
    expect(cards.data.map((c) => `${c.brand} ${c.last_four}`)).toEqual(["Visa 4242", "Master 5454"]);
    expect((await s.call("POST", "/sandbox/saved-cards?phone_code=%2B966&phone=60000020")).status).toBe(200);
    expect((await s.call("POST", "/sandbox/saved-cards?phone_code=%2B966&phone=69999999")).status).toBe(404);
  });

  it("reads and edits the profile", async () => {
    const profile = userSchema.parse((await s.call("GET", "/v5/web/customer/profile", { token: a.access_token })).body);
    expect(profile).toMatchObject({ name: "Customer A", country_iso_code: "SA", wallet_balance: 2000, email: null });
    const patched = await s.call("PATCH", "/v5/web/customer/profile", {
      token: a.access_token,
      body: { name: "Customer Alpha", email: "alpha@example.com" },
    });
    expect(patched.body).toMatchObject({ name: "Customer Alpha", email: "alpha@example.com" });
    const cleared = await s.call("PATCH", "/v5/web/customer/profile", { token: a.access_token, body: { email: null } });
    expect(cleared.body.email).toBeNull();
    const bad = await s.call("PATCH", "/v5/web/customer/profile", {
      token: a.access_token,
      body: { email: `${"x".repeat(321)}`, phone: "1" },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["body", "email"]);
  });

  const address = {
    kind: "apartment",
    name: "Home",
    lat: 24.7,
    lng: 46.68,
    field_1: "Olaya",
    field_3: "Olaya St",
    building: "12",
    floor: "3",
    apartment_no: "7",
    country_iso_code: "SA",
  };

  it("creates, lists, updates and deletes addresses", async () => {
    const created = await s.call("POST", "/v5/web/customer/address", { token: a.access_token, body: address });
    expect(created.status).toBe(201);
    const one = addressSchema.parse(created.body);
    expect(one).toMatchObject({ kind: "apartment", field_2: null, notes: null });
    const second = await s.call("POST", "/v5/web/customer/address", {
      token: a.access_token,
      body: { ...address, kind: "house", field_5: "5", floor: "", apartment_no: null },
    });
    expect(second.status).toBe(201);
    expect(second.body.floor).toBeNull();

    const list = addressListResponseSchema.parse(
      (
        await s.call("GET", "/v5/web/customer/address?page=1&per_page=10&sort_by=id&order_by=ASC", {
          token: a.access_token,
        })
      ).body,
    );
    expect(list.data.map((x) => x.id)).toEqual([one.id, second.body.id]);
    expect(list.meta).toEqual({ page: 1, per_page: 10, total: 2 });
    const page2 = await s.call("GET", "/v5/web/customer/address?page=2&per_page=1", { token: a.access_token });
    expect(page2.body.data.map((x: { id: number }) => x.id)).toEqual([second.body.id]);

    const updated = await s.call("PUT", `/v5/web/customer/address/${one.id}`, {
      token: a.access_token,
      body: { ...address, kind: "office", notes: "Reception" },
    });
    expect(updated.body).toMatchObject({ id: one.id, kind: "office", notes: "Reception", apartment_no: "7" });
    expect((await s.call("GET", `/v5/web/customer/address/${one.id}`, { token: a.access_token })).body.kind).toBe(
      "office",
    );

    expect((await s.call("DELETE", `/v5/web/customer/address/${one.id}`, { token: a.access_token })).status).toBe(200);
    expect((await s.call("GET", `/v5/web/customer/address/${one.id}`, { token: a.access_token })).status).toBe(404);
    expect((await s.call("DELETE", `/v5/web/customer/address/${one.id}`, { token: a.access_token })).status).toBe(404);
  });

  it("validates addresses with field errors", async () => {
    const reply = await s.call("POST", "/v5/web/customer/address", {
      token: a.access_token,
      body: { ...address, kind: "villa", lat: 100, floor: null },
    });
    expect(reply.status).toBe(400);
    expect(Object.keys(reply.body.errors).sort()).toEqual(["kind", "lat"]);
    const apartment = await s.call("POST", "/v5/web/customer/address", {
      token: a.access_token,
      body: { ...address, floor: " " },
      lang: "ar",
    });
    expect(Object.keys(apartment.body.errors)).toEqual(["floor"]);
    expect(apartment.body.errors.floor[0]).toBe("هذا الحقل مطلوب.");
  });

  it("never shows or changes another customer's address", async () => {
    const mine = await s.call("POST", "/v5/web/customer/address", { token: a.access_token, body: address });
    const id = mine.body.id;
    expect((await s.call("GET", `/v5/web/customer/address/${id}`, { token: b.access_token })).status).toBe(404);
    expect(
      (await s.call("PUT", `/v5/web/customer/address/${id}`, { token: b.access_token, body: address })).status,
    ).toBe(404);
    expect((await s.call("DELETE", `/v5/web/customer/address/${id}`, { token: b.access_token })).status).toBe(404);
    expect((await s.call("GET", "/v5/web/customer/address", { token: b.access_token })).body.data).toEqual([]);
    expect((await s.call("GET", `/v5/web/customer/address/${id}`, { token: a.access_token })).status).toBe(200);
    expect((await s.call("GET", "/v5/web/customer/address/abc", { token: a.access_token })).status).toBe(404);
  });

  it("lists and deletes saved cards per country", async () => {
    const cards = savedCardsResponseSchema.parse(
      (await s.call("GET", "/v5/web/customer/profile/saved-cards?country_iso_two_code=SA", { token: a.access_token }))
        .body,
    );
    expect(cards.data.map((c) => c.brand)).toEqual(["Visa", "Master"]);
    const [visa] = cards.data;
    expect(
      (
        await s.call("DELETE", `/v5/web/customer/profile/saved-cards/${visa.id}?country_iso_two_code=SA`, {
          token: b.access_token,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await s.call("DELETE", `/v5/web/customer/profile/saved-cards/${visa.id}?country_iso_two_code=KW`, {
          token: a.access_token,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await s.call("DELETE", `/v5/web/customer/profile/saved-cards/${visa.id}?country_iso_two_code=SA`, {
          token: a.access_token,
        })
      ).status,
    ).toBe(200);
    const after = await s.call("GET", "/v5/web/customer/profile/saved-cards?country_iso_two_code=SA", {
      token: a.access_token,
    });
    expect(after.body.data.map((c: { brand: string }) => c.brand)).toEqual(["Master"]);
    expect(
      (await s.call("GET", "/v5/web/customer/profile/saved-cards?country_iso_two_code=KW", { token: a.access_token }))
        .body.data,
    ).toHaveLength(2);
    expect((await s.call("GET", "/v5/web/customer/profile/saved-cards", { token: a.access_token })).status).toBe(400);
  });
});
