// The session manager: reads a request's session from its signed cookie and the store, and commits what
// the request changed (the record, then the cookie). The Session itself is session.server.ts.
import { randomBytes } from "node:crypto";
import signature from "cookie-signature";
import { parseCookie, stringifySetCookie } from "cookie";
import type { SessionRecord, SessionStore, WriteOptions } from "./store.server";
import {
  RENEW_AFTER_MS,
  Session,
  VISITOR_SESSION_SECONDS,
  isSessionUnavailable,
  sessionCookieName,
  type SessionData,
} from "./session.server";
import { serviceUnavailable } from "../request";
import { metrics, log as processLog, errorFields, type Logger } from "../ops";

export interface SessionManagerOptions {
  store: SessionStore;
  secrets: string[];
  secure: boolean;
  /** How long (seconds) a session holding `data` lives from now: its record's time to live and its cookie's age. */
  lifetime?: (data: SessionRecord) => number;
  /** Runs on every session read from the store, before the request uses it (a sign-in's end). */
  onLoad?: (session: Session) => void;
}

export function newSessionId(): string {
  return randomBytes(24).toString("base64url");
}

/** The cookies of a request's `Cookie` header (the first of a repeated name wins). */
export function parseCookieHeader(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const [name, value] of Object.entries(header ? parseCookie(header) : {}))
    if (value !== undefined) cookies.set(name, value);
  return cookies;
}

/**
 * The store as the app uses it: an operation that fails or times out (the Redis store gives up after
 * a second) is counted, logged (on the request's logger) and thrown as the 503 page's response —
 * never a 500, never a hang.
 */
function guarded(store: SessionStore) {
  const fail =
    (operation: "read" | "write" | "delete", log: Logger) =>
    (error: unknown): never => {
      metrics.sessionStoreError(operation);
      log.warn("session store unavailable", { operation, ...errorFields(error) });
      throw serviceUnavailable();
    };
  return {
    read: (id: string, log: Logger) => store.read(id).catch(fail("read", log)),
    write: (id: string, set: SessionRecord, unset: string[], ttl: number, log: Logger, options?: WriteOptions) =>
      store.write(id, set, unset, ttl, options).catch(fail("write", log)),
    delete: (id: string, log: Logger) => store.delete(id).catch(fail("delete", log)),
    ping: () => store.ping(),
    close: () => store.close(),
  };
}

/** The session id a signed cookie value carries, checked with each secret in turn (the first signs). */
function unsignedId(value: string, secrets: readonly string[]): string | null {
  if (value.length > 512) return null;
  for (const secret of secrets) {
    const id = signature.unsign(value, secret);
    if (id) return id;
  }
  return null;
}

/** The cookie of `id`; with no id and a zero age, the one that removes it. */
function sessionCookie(
  id: string,
  maxAge: number,
  { name, secrets, secure }: { name: string; secrets: readonly string[]; secure: boolean },
): string {
  const value = id ? signature.sign(id, secrets[0]!) : "";
  return stringifySetCookie({ name, value, path: "/", maxAge, httpOnly: true, sameSite: "lax", secure });
}

type GuardedStore = ReturnType<typeof guarded>;

/** What reading and committing a session need: the guarded store, the cookie and the session's life. */
interface Parts {
  store: GuardedStore;
  cookieName: string;
  unsign: (value: string) => string | null;
  cookie: (id: string, maxAge: number) => string;
  lifetime: (data: SessionRecord) => number;
  onLoad?: (session: Session) => void;
}

/** Reads the session of a request. A tampered, unknown or expired cookie gives a fresh session. */
async function loadSession(parts: Parts, request: Request, log: Logger): Promise<Session> {
  const raw = parseCookieHeader(request.headers.get("Cookie")).get(parts.cookieName);
  const id = raw ? parts.unsign(raw) : null;
  if (!id) return new Session(null, {});
  // A visitor with a session while the store is down: pages that use it answer 503 (Session).
  const data = await parts.store.read(id, log).catch((error: unknown) => {
    if (isSessionUnavailable(error)) return "unavailable" as const;
    throw error;
  });
  if (data === "unavailable") return new Session(id, {}, true);
  if (!data) return new Session(null, {});
  const session = new Session(id, data);
  if (!(typeof data.renewedAt === "number" && Date.now() - data.renewedAt < RENEW_AFTER_MS)) session.renew();
  parts.onLoad?.(session);
  return session;
}

/** Persists what the request changed and appends the Set-Cookie header when the id is new. */
async function commitSession({ store, cookie, lifetime }: Parts, session: Session, headers: Headers, log: Logger) {
  if (!session.dirty) return;
  const { set, unset, previousId, rotated, discarded, all } = session.changes();
  // A regenerated session's old record goes first: should the rest fail (a 503), the browser
  // keeps the old cookie, and it reads as no session.
  if (discarded && previousId) await store.delete(previousId, log);
  if (discarded && Object.keys(set).length === 0) {
    session.markClean();
    headers.append("Set-Cookie", cookie("", 0));
    return;
  }
  // Every write renews the session's life: the record's and the cookie's, from now.
  session.renew();
  const ttl = lifetime(all);
  const isNew = !session.id;
  const id = session.id ?? session.assignId(newSessionId());
  if (rotated || isNew) {
    await store.write(id, set, [], ttl, log);
  } else if (!(await store.write(id, set, unset, ttl, log, { existing: true }))) {
    // The session ended while this request ran (a sign-out, or a sign-in's new id, in a parallel
    // request): what this one changed is not brought back, nor its cookie sent over the new one.
    session.markClean();
    return;
  }
  if (previousId && previousId !== id && !discarded) await store.delete(previousId, log);
  session.markClean();
  // Re-sent on every write so the life counts from the last use, not the first.
  headers.append("Set-Cookie", cookie(id, ttl));
}

export function createSessionManager({
  store: rawStore,
  secrets,
  secure,
  lifetime = () => VISITOR_SESSION_SECONDS,
  onLoad,
}: SessionManagerOptions) {
  const cookieName = sessionCookieName(secure);
  const parts: Parts = {
    store: guarded(rawStore),
    cookieName,
    unsign: (value) => unsignedId(value, secrets),
    cookie: (id, maxAge) => sessionCookie(id, maxAge, { name: cookieName, secrets, secure }),
    lifetime,
    onLoad,
  };
  const { store, cookie } = parts;

  return {
    store,
    cookieName,
    load: (request: Request, log: Logger = processLog) => loadSession(parts, request, log),

    /**
     * Starts a new session in place of the request's (sign-out): a new id, nothing of the old data.
     * The commit at the end of the request deletes the old record before anything else, then stores
     * only what the request sets afterwards (the "signed out" toast) under the new id with a new
     * cookie — or, when it sets nothing, expires the cookie. The old cookie then reads as no session.
     */
    regenerate(session: Session): void {
      session.discard();
    },

    commit: (session: Session, headers: Headers, log: Logger = processLog) =>
      commitSession(parts, session, headers, log),

    /** Writes some keys immediately (a rotated token must be visible to parallel requests at once), to a session still stored. */
    async writeNow(session: Session, keys: Partial<SessionData>, log: Logger = processLog): Promise<void> {
      if (!session.id) return;
      await store.write(session.id, keys as SessionRecord, [], lifetime(session.changes().all), log, {
        existing: true,
      });
    },

    sign: (id: string) => signature.sign(id, secrets[0]!),
    cookie,
  };
}

export type SessionManager = ReturnType<typeof createSessionManager>;
