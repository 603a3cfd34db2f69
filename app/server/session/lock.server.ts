// Keyed queues: work under one key runs one after another; different keys run in parallel.
export function createKeyedLock() {
  const chains = new Map<string, Promise<unknown>>();
  return function withLock<T>(key: string | null | undefined, fn: () => Promise<T>): Promise<T> {
    if (!key) return fn();
    const previous = chains.get(key) ?? Promise.resolve();
    const run = previous.then(fn, fn);
    const settled = run.catch(() => undefined);
    chains.set(key, settled);
    void settled.then(() => {
      if (chains.get(key) === settled) chains.delete(key);
    });
    return run;
  };
}

/** The writes of one session (by its cookie) run one after another on this instance. */
export const withSessionLock = createKeyedLock();
