// A small in-memory cache with a time to live and a size bound (lru-cache), and in-flight
// de-duplication (concurrent misses for one key share one upstream call).
import { LRUCache } from "lru-cache";

export function createTtlCache<T extends NonNullable<unknown>>({ maxEntries = 500 }: { maxEntries?: number } = {}) {
  // Time read from Date.now, to the millisecond: what the tests' fake clock moves.
  const entries = new LRUCache<string, T>({ max: maxEntries, ttlResolution: 0, perf: { now: () => Date.now() } });
  const pending = new Map<string, Promise<T>>();

  return {
    /** The value kept for `key` while it is fresh, without loading (undefined when there is none). */
    peek(key: string): T | undefined {
      return entries.get(key, { updateAgeOnGet: false });
    },
    /** `keep`: whether a loaded value is kept (default: every value). */
    async get(
      key: string,
      ttlMs: number,
      load: () => Promise<T>,
      keep: (value: T) => boolean = () => true,
    ): Promise<T> {
      if (ttlMs <= 0) return load();
      const hit = entries.get(key);
      if (hit !== undefined) return hit;
      const running = pending.get(key);
      if (running) return running;
      const promise = load()
        .then((value) => {
          if (keep(value)) entries.set(key, value, { ttl: ttlMs });
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
