// Where session data lives. The cookie carries only a signed id; the data is here, one record per id,
// written key by key so that two requests of one session that change different keys (a token refresh
// in a loader, a cart change in an action) never overwrite each other.
export type SessionRecord = Record<string, unknown>;

export interface WriteOptions {
  /** Write only to a record that exists. */
  existing?: boolean;
}

export interface SessionStore {
  read(id: string): Promise<SessionRecord | null>;
  /**
   * Sets and unsets the given keys of the record and renews its time to live, creating the record;
   * with `existing`, only while the record exists (one deleted meanwhile — its customer signed out in
   * a parallel request — stays deleted). True when written.
   */
  write(id: string, set: SessionRecord, unset: string[], ttlSeconds: number, options?: WriteOptions): Promise<boolean>;
  delete(id: string): Promise<void>;
  /** True when the store answers (for /readyz). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
