// The session: a signed, httpOnly cookie holding only an id; the data lives in a SessionStore.
// One Session object per request, read and committed by manager.server.ts; the edge (edge/remix.server.ts)
// commits it once, after the route has answered.
import type { SessionRecord } from "./store.server";
import { serviceUnavailable } from "../request";

/** Keys each feature keeps in the session. Features add theirs by declaration merging. */
export interface SessionData {
  /** When the session was last written (ms): a session in use is renewed once a day at most. */
  renewedAt?: number;
}

/** The cookie's name; `__Host-` before it whenever it is Secure (host-only, `Path=/`: a sibling vendor host cannot set it). */
export const SESSION_COOKIE = "web_customer_app_session";
export const sessionCookieName = (secure: boolean) => (secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE);

/**
 * A session ends 30 days after its last use (cookie and record alike); a sign-in within it lasts at
 * most 90 days (auth.server.ts), which lengthens its session's life to match (docs/decisions/0086).
 */
export const VISITOR_SESSION_SECONDS = 30 * 86_400;
/** A session in use is written again (its life renewed) at most once in this long. */
export const RENEW_AFTER_MS = 86_400_000;

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

/** True for what a session store failure throws (the 503 page's response). */
export function isSessionUnavailable(error: unknown): boolean {
  return error instanceof Response && error.status === 503;
}
