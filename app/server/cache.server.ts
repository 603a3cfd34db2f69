// A small in-memory cache with a time to live, a size bound and in-flight de-duplication
// (concurrent misses for one key share one upstream call).
export function createTtlCache<T>({ maxEntries = 500 }: { maxEntries?: number } = {}) {
  const entries = new Map<string, { value: T; expiresAt: number }>();
  const pending = new Map<string, Promise<T>>();

  return {
    /** The value kept for `key` while it is fresh, without loading (undefined when there is none). */
    peek(key: string): T | undefined {
      const hit = entries.get(key);
      return hit && hit.expiresAt > Date.now() ? hit.value : undefined;
    },
    /** `keep`: whether a loaded value is kept (default: every value). */
    async get(key: string, ttlMs: number, load: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
      if (ttlMs <= 0) return load();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > Date.now()) return hit.value;
      const running = pending.get(key);
      if (running) return running;
      const promise = load()
        .then((value) => {
          if (!keep(value)) return value;
          entries.delete(key);
          entries.set(key, { value, expiresAt: Date.now() + ttlMs });
          if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
          return value;
        })
        .finally(() => pending.delete(key));
      pending.set(key, promise);
      return promise;
    },
  };
}

const derived = new WeakMap<object, Map<string, unknown>>();

/**
 * A value computed from a kept platform read (a catalogue read is one shared object for as long as it
 * is kept): computed once per read and key, and gone with the read. For what every render of a page
 * would otherwise compute again from the same read (a menu's cards, the store's JSON-LD).
 */
export function derivedFrom<T>(read: object, key: string, build: () => T): T {
  let values = derived.get(read);
  if (!values) derived.set(read, (values = new Map()));
  if (values.has(key)) return values.get(key) as T;
  const value = build();
  values.set(key, value);
  return value;
}
