// The session: a signed, httpOnly cookie holding only an id; the data lives in a SessionStore.
// One Session object per request; the edge (edge/remix.server.ts) commits it once, after the route has answered.
import { randomBytes } from "node:crypto";
import signature from "cookie-signature";
import { parseCookie, stringifySetCookie } from "cookie";
import type { SessionRecord, SessionStore, WriteOptions } from "./store.server";
import { serviceUnavailable } from "../request";
import { metrics, log as processLog, errorFields, type Logger } from "../ops";

/** Keys each feature keeps in the session. Features add theirs by declaration merging. */
export interface SessionData {
  /** When the session was last written (ms): a session in use is renewed once a day at most. */
  renewedAt?: number;
}

/** The cookie's name; `__Host-` before it whenever it is Secure (host-only, `Path=/`: a sibling vendor host cannot set it). */
export const SESSION_COOKIE = "web_customer_app_session";
const sessionCookieName = (secure: boolean) => (secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE);

/**
 * A session ends 30 days after its last use (cookie and record alike); a sign-in within it lasts at
 * most 90 days (auth.server.ts), which lengthens its session's life to match (docs/decisions/0086).
 */
export const VISITOR_SESSION_SECONDS = 30 * 86_400;
/** A session in use is written again (its life renewed) at most once in this long. */
const RENEW_AFTER_MS = 86_400_000;

type Key = keyof SessionData & string;

export class Session {
  #id: string | null;
  #data: SessionRecord;
  #set: SessionRecord = {};
  #unset = new Set<string>();
  #previousId: string | null = null;
  #rotated = false;
  #discarded = false;
  #unavailable: boolean;

  /** `unavailable`: the store could not be read; any use of the data answers the 503 page. */
  constructor(id: string | null, data: SessionRecord, unavailable = false) {
    this.#id = id;
    this.#data = data;
    this.#unavailable = unavailable;
  }

  /** The store is down: a page or form that needs this visitor's session cannot be served (503). */
  #available(): void {
    if (this.#unavailable) throw serviceUnavailable();
  }

  /** The id, or null while nothing has been stored for this visitor. */
  get id(): string | null {
    return this.#id;
  }

  /** Stable key for per-session coordination (refresh single-flight); null when there is no session yet. */
  get key(): string | null {
    return this.#id;
  }

  get<K extends Key>(key: K): SessionData[K] | undefined {
    this.#available();
    return this.#data[key] as SessionData[K] | undefined;
  }

  has(key: Key): boolean {
    this.#available();
    return this.#data[key] !== undefined;
  }

  set<K extends Key>(key: K, value: SessionData[K]): void {
    this.#available();
    if (value === undefined) return this.unset(key);
    this.#data[key] = value;
    this.#set[key] = value;
    this.#unset.delete(key);
  }

  unset(key: Key): void {
    this.#available();
    if (!(key in this.#data) && !(key in this.#set)) return;
    delete this.#data[key];
    delete this.#set[key];
    this.#unset.add(key);
  }

  /** Marks a session in use for renewal: the commit writes it again, with a new life and cookie. */
  renew(): void {
    this.#set.renewedAt = Date.now();
  }

  /** True until something of this visitor's has been stored (no id, none before). */
  get isNew(): boolean {
    return this.#id === null && this.#previousId === null;
  }

  /** Reads a one-shot value (a toast, a field's last input) and removes it. */
  take<K extends Key>(key: K): SessionData[K] | undefined {
    const value = this.get(key);
    if (value !== undefined) this.unset(key);
    return value;
  }

  /** A new id for the same data (on sign-in: no session fixation). Sign-out: SessionManager.regenerate. */
  rotate(): void {
    this.#available();
    if (this.#id && !this.#previousId) this.#previousId = this.#id;
    this.#id = null;
    this.#rotated = true;
    this.#set = { ...this.#data };
    this.#unset.clear();
  }

  /**
   * @internal used by SessionManager.regenerate: a new id and none of the old data; the commit
   * deletes the old record. What the request sets afterwards (a toast) is all the new one holds.
   */
  discard(): void {
    this.#available();
    if (this.#id && !this.#previousId) this.#previousId = this.#id;
    this.#id = null;
    this.#data = {};
    this.#set = {};
    this.#unset.clear();
    this.#rotated = true;
    this.#discarded = true;
  }

  get dirty(): boolean {
    return this.#rotated || Object.keys(this.#set).length > 0 || this.#unset.size > 0;
  }

  /** @internal used by SessionManager.commit */
  changes() {
    return {
      set: this.#set,
      unset: [...this.#unset],
      previousId: this.#previousId,
      all: this.#data,
      rotated: this.#rotated,
      discarded: this.#discarded,
    };
  }

  /** @internal */
  assignId(id: string): string {
    this.#id = id;
    return id;
  }

  /** @internal after a commit: what is stored now equals what we hold. */
  markClean(): void {
    this.#set = {};
    this.#unset.clear();
    this.#previousId = null;
    this.#rotated = false;
    this.#discarded = false;
  }
}

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

/** True for what a session store failure throws (the 503 page's response). */
export function isSessionUnavailable(error: unknown): boolean {
  return error instanceof Response && error.status === 503;
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

export function createSessionManager({
  store: rawStore,
  secrets,
  secure,
  lifetime = () => VISITOR_SESSION_SECONDS,
  onLoad,
}: SessionManagerOptions) {
  const store = guarded(rawStore);
  const cookieName = sessionCookieName(secure);
  const unsign = (value: string) => unsignedId(value, secrets);
  const cookie = (id: string, maxAge: number) => sessionCookie(id, maxAge, { name: cookieName, secrets, secure });

  return {
    store,
    cookieName,

    /** Reads the session of a request. A tampered, unknown or expired cookie gives a fresh session. */
    async load(request: Request, log: Logger = processLog): Promise<Session> {
      const raw = parseCookieHeader(request.headers.get("Cookie")).get(cookieName);
      const id = raw ? unsign(raw) : null;
      if (!id) return new Session(null, {});
      // A visitor with a session while the store is down: pages that use it answer 503 (Session).
      const data = await store.read(id, log).catch((error: unknown) => {
        if (isSessionUnavailable(error)) return "unavailable" as const;
        throw error;
      });
      if (data === "unavailable") return new Session(id, {}, true);
      if (!data) return new Session(null, {});
      const session = new Session(id, data);
      if (!(typeof data.renewedAt === "number" && Date.now() - data.renewedAt < RENEW_AFTER_MS)) session.renew();
      onLoad?.(session);
      return session;
    },

    /**
     * Starts a new session in place of the request's (sign-out): a new id, nothing of the old data.
     * The commit at the end of the request deletes the old record before anything else, then stores
     * only what the request sets afterwards (the "signed out" toast) under the new id with a new
     * cookie — or, when it sets nothing, expires the cookie. The old cookie then reads as no session.
     */
    regenerate(session: Session): void {
      session.discard();
    },

    /** Persists what the request changed and appends the Set-Cookie header when the id is new. */
    async commit(session: Session, headers: Headers, log: Logger = processLog): Promise<void> {
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
    },

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
