// Sign-in by one-time code, tokens, profile, addresses and saved cards.
import { randomInt } from "node:crypto";
import { type Address, type AddressInputParsed, type CountryIsoCode, type Language, type User } from "../app/contract";
import { COUNTRIES, COUNTRY_CODES } from "../app/i18n/countries";
import { hashToken, issueTokens, newToken, type App } from "./app";
import type { Db } from "./db";
import { apiError, json, type ApiError, type RequestContext, type Router } from "./http";
import { messages } from "./i18n";
import { setUpNewCustomer } from "./seed";

/** The country a new customer belongs to, by the phone prefix they registered with. */
const PHONE_COUNTRY: Record<string, CountryIsoCode> = Object.fromEntries(
  COUNTRY_CODES.map((code) => [COUNTRIES[code].phoneCode, COUNTRIES[code].iso2]),
);

export async function userOf(db: Pick<Db, "query">, customerId: number): Promise<User | null> {
  const { rows } = await db.query<{
    id: number;
    name: string;
    email: string | null;
    phone_code: string;
    phone: string;
    country_iso_code: CountryIsoCode;
    balance: number | null;
  }>(
    `select c.id, c.name, c.email, c.phone_code, c.phone, c.country_iso_code, w.balance
     from customers c left join wallets w on w.customer_id = c.id and w.country_iso_code = c.country_iso_code
     where c.id = $1`,
    [customerId],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    phone_code: r.phone_code as User["phone_code"],
    phone: r.phone,
    wallet_balance: Number(r.balance ?? 0),
    country_iso_code: r.country_iso_code,
  };
}

async function startSession(app: App, db: Pick<Db, "query">, customerId: number) {
  const { rows } = await db.query<{ id: number }>(
    "insert into auth_sessions (customer_id, created_at) values ($1,$2) returning id",
    [customerId, app.clock()],
  );
  const tokens = await issueTokens(app, db, rows[0].id);
  return { ...tokens, user: (await userOf(db, customerId))! };
}

type AddressRow = Omit<Address, "country_iso_code"> & { country_iso_code: CountryIsoCode };

const ADDRESS_COLUMNS =
  "id, kind, name, lat, lng, field_1, field_2, field_3, field_4, field_5, building, floor, apartment_no, notes, country_iso_code";

/** Trims and turns empty strings into null. */
function cleanAddress(input: AddressInputParsed) {
  const t = (v: string | null | undefined) => (v == null || v.trim() === "" ? null : v.trim());
  return {
    kind: input.kind,
    name: t(input.name),
    lat: input.lat,
    lng: input.lng,
    field_1: t(input.field_1),
    field_2: t(input.field_2),
    field_3: t(input.field_3),
    field_4: t(input.field_4),
    field_5: t(input.field_5),
    building: t(input.building),
    floor: t(input.floor),
    apartment_no: t(input.apartment_no),
    notes: t(input.notes),
    country_iso_code: input.country_iso_code,
  };
}

export async function findAddress(app: App, customerId: number, id: number): Promise<AddressRow | null> {
  const { rows } = await app.db.query<AddressRow>(
    `select ${ADDRESS_COLUMNS} from addresses where id = $1 and customer_id = $2 and deleted_at is null`,
    [id, customerId],
  );
  return rows[0] ?? null;
}

function idParam(ctx: RequestContext, key = "id"): number {
  const raw = ctx.params[key];
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw apiError(404, ctx.lang, "not_found", { code: "not_found" });
  return id;
}

const DAY_MS = 86_400_000;

export function accountRoutes(app: App, router: Router): void {
  const { db } = app;
  const now = () => app.clock();

  /**
   * NIST SP 800-63B (5.2.2): at most 100 failed verifications per phone over a sliding day, across
   * any number of codes. Past that the phone is locked (423 `phone_locked`, codes neither sent nor
   * accepted) until the oldest of those failures is a day old.
   */
  async function phoneLock(
    q: Pick<Db, "query">,
    phoneCode: string,
    phone: string,
    t: number,
    lang: Language,
  ): Promise<ApiError | null> {
    const max = app.settings.otpMaxFailuresPerDay;
    const { rows } = await q.query<{ at: number }>(
      "select at from otp_failures where phone_code = $1 and phone = $2 and at > $3 order by at desc limit $4",
      [phoneCode, phone, t - DAY_MS, max],
    );
    if (rows.length < max) return null;
    const wait = Math.max(1, Math.ceil((Number(rows[max - 1]!.at) + DAY_MS - t) / 1000));
    return apiError(
      423,
      lang,
      "phone_locked",
      { code: "phone_locked", retry_after: wait },
      { hours: Math.ceil(wait / 3600) },
    );
  }

  // --- one-time codes --------------------------------------------------------------------------

  router.endpoint("otpRequest", async (ctx, request) => {
    const body = request.body();
    const t = now();
    const lock = await phoneLock(db, body.phone_code, body.phone, t, ctx.lang);
    if (lock) throw lock;
    const { rows: recent } = await db.query<{ created_at: number }>(
      "select created_at from otp_codes where phone_code = $1 and phone = $2 and created_at > $3 order by created_at desc",
      [body.phone_code, body.phone, t - 3_600_000],
    );
    const last = recent[0]?.created_at;
    if (last !== undefined && t - Number(last) < app.settings.otpResendSeconds * 1000) {
      const wait = Math.ceil((Number(last) + app.settings.otpResendSeconds * 1000 - t) / 1000);
      throw apiError(
        429,
        ctx.lang,
        "otp_too_soon",
        { code: "too_many_requests", retry_after: wait },
        { seconds: wait },
      );
    }
    if (recent.length >= app.settings.otpMaxPerHour) {
      const oldest = Number(recent[recent.length - 1].created_at);
      const wait = Math.max(1, Math.ceil((oldest + 3_600_000 - t) / 1000));
      throw apiError(429, ctx.lang, "otp_too_many", { code: "too_many_requests", retry_after: wait });
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    await db.transaction(async (tx) => {
      // a new code replaces any earlier one
      await tx.query(
        "update otp_codes set dead = true where phone_code = $1 and phone = $2 and used_at is null and dead = false",
        [body.phone_code, body.phone],
      );
      await tx.query(
        "insert into otp_codes (phone_code, phone, code, channel, created_at, expires_at) values ($1,$2,$3,$4,$5,$6)",
        [body.phone_code, body.phone, code, body.channel, t, t + app.settings.otpTtlSeconds * 1000],
      );
    });
    app.log(
      `[otp] ${body.phone_code} ${body.phone}: code ${code} via ${body.channel} (valid ${app.settings.otpTtlSeconds} s) — see /sandbox/inbox`,
    );
    const { rows: known } = await db.query("select 1 from customers where phone_code = $1 and phone = $2", [
      body.phone_code,
      body.phone,
    ]);
    return json({
      auth_flow: known.length ? "check_phone" : "registration",
      expires_in: app.settings.otpTtlSeconds,
      retry_after: app.settings.otpResendSeconds,
    });
  });

  router.endpoint("otpVerify", async (ctx, request) => {
    const body = request.body();
    const t = now();
    // Wrong tries are counted in the transaction and the error thrown after it commits.
    const outcome = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{
        id: number;
        code: string;
        expires_at: number;
        attempts: number;
        used_at: number | null;
        dead: boolean;
      }>(
        "select id, code, expires_at, attempts, used_at, dead from otp_codes where phone_code = $1 and phone = $2 order by created_at desc, id desc limit 1",
        [body.phone_code, body.phone],
      );
      const otp = rows[0];
      const lock = await phoneLock(tx, body.phone_code, body.phone, t, ctx.lang);
      if (lock) return { error: lock };
      const expired = () =>
        apiError(400, ctx.lang, "otp_expired", {
          code: "otp_expired",
          errors: { code: [messages.t(ctx.lang, "otp_expired")] },
        });
      const locked = () => apiError(423, ctx.lang, "otp_locked", { code: "otp_locked" });
      if (!otp || otp.used_at !== null || Number(otp.expires_at) <= t) return { error: expired() };
      if (otp.dead) return { error: otp.attempts >= app.settings.otpMaxAttempts ? locked() : expired() };
      if (otp.code !== body.code) {
        const attempts = otp.attempts + 1;
        await tx.query("update otp_codes set attempts = $2, dead = $3 where id = $1", [
          otp.id,
          attempts,
          attempts >= app.settings.otpMaxAttempts,
        ]);
        await tx.query("delete from otp_failures where phone_code = $1 and phone = $2 and at <= $3", [
          body.phone_code,
          body.phone,
          t - DAY_MS,
        ]);
        await tx.query("insert into otp_failures (phone_code, phone, at) values ($1,$2,$3)", [
          body.phone_code,
          body.phone,
          t,
        ]);
        const lockedNow = await phoneLock(tx, body.phone_code, body.phone, t, ctx.lang);
        if (lockedNow) return { error: lockedNow };
        if (attempts >= app.settings.otpMaxAttempts) return { error: locked() };
        return {
          error: apiError(400, ctx.lang, "otp_invalid", {
            code: "otp_invalid",
            errors: { code: [messages.t(ctx.lang, "otp_invalid")] },
          }),
        };
      }
      await tx.query("update otp_codes set used_at = $2 where id = $1", [otp.id, t]);
      const { rows: customers } = await tx.query<{ id: number }>(
        "select id from customers where phone_code = $1 and phone = $2",
        [body.phone_code, body.phone],
      );
      if (customers[0]) return { result: json(await startSession(app, tx, customers[0].id)) };
      const token = newToken("sbx_reg");
      await tx.query(
        "insert into registration_tokens (token_hash, phone_code, phone, expires_at) values ($1,$2,$3,$4)",
        [hashToken(token), body.phone_code, body.phone, t + app.settings.registrationTtlSeconds * 1000],
      );
      return { result: json({ auth_flow: "registration", registration_token: token }) };
    });
    if ("error" in outcome) throw outcome.error;
    return outcome.result;
  });

  router.endpoint("register", async (ctx, request) => {
    const body = request.body();
    const t = now();
    return db.transaction(async (tx) => {
      const { rows } = await tx.query<{ phone_code: string; phone: string }>(
        "update registration_tokens set used_at = $2 where token_hash = $1 and used_at is null and expires_at > $2 returning phone_code, phone",
        [hashToken(body.registration_token), t],
      );
      const reg = rows[0];
      if (!reg) {
        throw apiError(400, ctx.lang, "registration_token_invalid", {
          code: "registration_token_invalid",
          errors: { registration_token: [messages.t(ctx.lang, "registration_token_invalid")] },
        });
      }
      const { rows: existing } = await tx.query("select 1 from customers where phone_code = $1 and phone = $2", [
        reg.phone_code,
        reg.phone,
      ]);
      if (existing.length)
        throw apiError(400, ctx.lang, "phone_taken", {
          code: "validation_error",
          errors: { phone: [messages.t(ctx.lang, "phone_taken")] },
        });
      const { rows: created } = await tx.query<{ id: number }>(
        "insert into customers (phone_code, phone, name, email, country_iso_code, created_at) values ($1,$2,$3,$4,$5,$6) returning id",
        [reg.phone_code, reg.phone, body.name, body.email ?? null, PHONE_COUNTRY[reg.phone_code] ?? "KW", t],
      );
      await setUpNewCustomer(tx, created[0].id);
      return json(await startSession(app, tx, created[0].id), 201);
    });
  });

  router.endpoint("refresh", async (ctx, request) => {
    const body = request.body();
    const t = now();
    return db.transaction(async (tx) => {
      const { rows } = await tx.query<{ session_id: number }>(
        `update refresh_tokens r set used_at = $2 from auth_sessions s
         where r.token_hash = $1 and r.used_at is null and r.expires_at > $2 and s.id = r.session_id and s.revoked_at is null
         returning r.session_id`,
        [hashToken(body.refresh_token), t],
      );
      if (!rows[0]) throw apiError(401, ctx.lang, "refresh_token_invalid", { code: "refresh_token_invalid" });
      return json(await issueTokens(app, tx, rows[0].session_id));
    });
  });

  router.endpoint("logout", async (ctx, request) => {
    // The session of the token the router authenticated (sandbox/app.ts reads the Bearer header).
    await db.query("update auth_sessions set revoked_at = $2 where id = $1 and revoked_at is null", [
      request.customer.sessionId,
      now(),
    ]);
    return json({ message: messages.t(ctx.lang, "logged_out") });
  });

  // --- profile ---------------------------------------------------------------------------------

  router.endpoint("profile", async (ctx, request) => {
    const id = request.customer.id;
    return json(await userOf(db, id));
  });

  router.endpoint("updateProfile", async (ctx, request) => {
    const id = request.customer.id;
    const body = request.body();
    if (body.name !== undefined) await db.query("update customers set name = $2 where id = $1", [id, body.name]);
    if (body.email !== undefined)
      await db.query("update customers set email = $2 where id = $1", [id, body.email?.trim() || null]);
    return json(await userOf(db, id));
  });

  // --- saved cards -----------------------------------------------------------------------------

  router.endpoint("savedCards", async (ctx, request) => {
    const id = request.customer.id;
    const q = request.query();
    const { rows } = await db.query(
      "select id, brand, last_four, expiry from saved_cards where customer_id = $1 and country_iso_code = $2 and deleted_at is null order by id",
      [id, q.country_iso_two_code],
    );
    return json({ data: rows });
  });

  router.endpoint("deleteSavedCard", async (ctx, request) => {
    const customerId = request.customer.id;
    const q = request.query();
    const id = idParam(ctx);
    const { rows } = await db.query(
      "update saved_cards set deleted_at = $4 where id = $1 and customer_id = $2 and country_iso_code = $3 and deleted_at is null returning id",
      [id, customerId, q.country_iso_two_code, now()],
    );
    if (!rows.length) throw apiError(404, ctx.lang, "card_not_found", { code: "not_found" });
    return json({ message: messages.t(ctx.lang, "card_deleted") });
  });

  // --- addresses -------------------------------------------------------------------------------

  router.endpoint("addresses", async (ctx, request) => {
    const customerId = request.customer.id;
    const q = request.query();
    const { rows: count } = await db.query<{ n: number }>(
      "select count(*)::int as n from addresses where customer_id = $1 and deleted_at is null",
      [customerId],
    );
    const { rows } = await db.query<AddressRow>(
      `select ${ADDRESS_COLUMNS} from addresses where customer_id = $1 and deleted_at is null order by id ${q.order_by === "DESC" ? "desc" : "asc"} limit $2 offset $3`,
      [customerId, q.per_page, (q.page - 1) * q.per_page],
    );
    return json({ data: rows, meta: { page: q.page, per_page: q.per_page, total: count[0].n } });
  });

  router.endpoint("address", async (ctx, request) => {
    const customerId = request.customer.id;
    const address = await findAddress(app, customerId, idParam(ctx));
    if (!address) throw apiError(404, ctx.lang, "address_not_found", { code: "not_found" });
    return json(address);
  });

  router.endpoint("createAddress", async (ctx, request) => {
    const customerId = request.customer.id;
    const a = cleanAddress(request.body());
    const { rows } = await db.query<AddressRow>(
      `insert into addresses (customer_id, kind, name, lat, lng, field_1, field_2, field_3, field_4, field_5, building, floor, apartment_no, notes, country_iso_code, created_at)
       values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16) returning ${ADDRESS_COLUMNS}`,
      [
        customerId,
        a.kind,
        a.name,
        a.lat,
        a.lng,
        a.field_1,
        a.field_2,
        a.field_3,
        a.field_4,
        a.field_5,
        a.building,
        a.floor,
        a.apartment_no,
        a.notes,
        a.country_iso_code,
        now(),
      ],
    );
    return json(rows[0], 201);
  });

  router.endpoint("updateAddress", async (ctx, request) => {
    const customerId = request.customer.id;
    const id = idParam(ctx);
    const a = cleanAddress(request.body());
    const { rows } = await db.query<AddressRow>(
      `update addresses set kind=$3, name=$4, lat=$5, lng=$6, field_1=$7, field_2=$8, field_3=$9, field_4=$10, field_5=$11, building=$12, floor=$13, apartment_no=$14, notes=$15, country_iso_code=$16
       where id = $1 and customer_id = $2 and deleted_at is null returning ${ADDRESS_COLUMNS}`,
      [
        id,
        customerId,
        a.kind,
        a.name,
        a.lat,
        a.lng,
        a.field_1,
        a.field_2,
        a.field_3,
        a.field_4,
        a.field_5,
        a.building,
        a.floor,
        a.apartment_no,
        a.notes,
        a.country_iso_code,
      ],
    );
    if (!rows[0]) throw apiError(404, ctx.lang, "address_not_found", { code: "not_found" });
    return json(rows[0]);
  });

  router.endpoint("deleteAddress", async (ctx, request) => {
    const customerId = request.customer.id;
    const { rows } = await db.query(
      "update addresses set deleted_at = $3 where id = $1 and customer_id = $2 and deleted_at is null returning id",
      [idParam(ctx), customerId, now()],
    );
    if (!rows.length) throw apiError(404, ctx.lang, "address_not_found", { code: "not_found" });
    return json({ message: messages.t(ctx.lang, "address_deleted") });
  });
}

export { idParam };
