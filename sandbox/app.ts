// What every route of the sandbox shares: the database, the catalogue, the clock, the settings,
// and the Bearer-token check (which the router runs as the endpoint table's `auth` says).
import { createHash, randomBytes } from "node:crypto";
import type { Catalogue } from "./catalogue";
import type { Db } from "./db";
import { apiError, type Customer, type RequestContext } from "./http";

export interface Settings {
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  otpTtlSeconds: number;
  otpResendSeconds: number;
  otpMaxAttempts: number;
  otpMaxPerHour: number;
  /** Failed code verifications per phone over a sliding 24 h before the phone is locked. */
  otpMaxFailuresPerDay: number;
  registrationTtlSeconds: number;
  orderStepSeconds: number;
  mapsKey: string;
}

export interface App {
  db: Db;
  catalogue: Catalogue;
  clock: () => number;
  baseUrl: () => string;
  log: (line: string) => void;
  settings: Settings;
}

export const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex");
export const newToken = (prefix: string): string => `${prefix}_${randomBytes(32).toString("base64url")}`;

/**
 * The customer of the request's Bearer token and the sign-in session the token belongs to; null
 * when none was sent and `required` is false. The router runs it for every table endpoint whose
 * `auth` is not "none" (sandbox/http.ts).
 */
export async function authenticate(app: App, ctx: RequestContext, required: boolean): Promise<Customer | null> {
  const header = ctx.req.headers.authorization ?? "";
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!m) {
    if (!required && header === "") return null;
    throw apiError(401, ctx.lang, "unauthenticated", { code: "unauthenticated" });
  }
  const { rows } = await app.db.query<{ customer_id: number; session_id: number }>(
    `select s.customer_id, s.id as session_id from access_tokens a join auth_sessions s on s.id = a.session_id
     where a.token_hash = $1 and a.expires_at > $2 and s.revoked_at is null`,
    [hashToken(m[1]), app.clock()],
  );
  if (!rows[0]) throw apiError(401, ctx.lang, "unauthenticated", { code: "unauthenticated" });
  return { id: rows[0].customer_id, sessionId: rows[0].session_id };
}

/** Issues an access token and a refresh token in a session. */
export async function issueTokens(
  app: App,
  db: Pick<Db, "query">,
  sessionId: number,
): Promise<{ access_token: string; refresh_token: string; expires_in: number }> {
  const now = app.clock();
  const access = newToken("sbx_at");
  const refresh = newToken("sbx_rt");
  await db.query("insert into access_tokens (token_hash, session_id, expires_at) values ($1,$2,$3)", [
    hashToken(access),
    sessionId,
    now + app.settings.accessTokenTtlSeconds * 1000,
  ]);
  await db.query("insert into refresh_tokens (token_hash, session_id, expires_at) values ($1,$2,$3)", [
    hashToken(refresh),
    sessionId,
    now + app.settings.refreshTokenTtlSeconds * 1000,
  ]);
  return { access_token: access, refresh_token: refresh, expires_in: app.settings.accessTokenTtlSeconds };
}
