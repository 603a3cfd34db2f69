// Default session store: one JSON file per session under a directory. Writes are merged key by key
// under a per-id lock and land atomically (temp file + rename). Good for one instance; use Redis for more.
import { mkdir, readFile, rename, rm, writeFile, readdir, stat } from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";
import type { SessionRecord, SessionStore } from "./store.server";
import { createKeyedLock } from "./lock.server";

interface FileRecord {
  expiresAt: number;
  data: SessionRecord;
}

const ID_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

function fileOf(dir: string, id: string): string {
  if (!ID_PATTERN.test(id)) throw new Error("invalid session id");
  return path.join(dir, `${id}.json`);
}

async function load(dir: string, id: string): Promise<FileRecord | null> {
  try {
    const record = JSON.parse(await readFile(fileOf(dir, id), "utf8")) as FileRecord;
    if (typeof record.expiresAt !== "number" || record.expiresAt < Date.now()) return null;
    return record;
  } catch {
    return null; // missing, unreadable or corrupt: a fresh session
  }
}

/** Removes the files of expired sessions, each under its id's lock. */
async function sweepExpired(dir: string, locked: ReturnType<typeof createKeyedLock>) {
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names) {
    if (!name.endsWith(".json")) continue;
    const id = name.slice(0, -5);
    if (ID_PATTERN.test(id) && !(await load(dir, id))) {
      await locked(id, async () => {
        if (!(await load(dir, id))) await rm(fileOf(dir, id), { force: true });
      });
    }
  }
}

export function createFileSessionStore(dir: string, { sweepEveryMs = 60 * 60 * 1000 } = {}): SessionStore {
  const locked = createKeyedLock();
  const writes = new Set<Promise<unknown>>();
  let ready: Promise<unknown> | null = null;
  const ensureDir = () => (ready ??= mkdir(dir, { recursive: true }));
  const file = (id: string) => fileOf(dir, id);
  const sweep = setInterval(() => void sweepExpired(dir, locked), sweepEveryMs);
  sweep.unref();

  return {
    async read(id) {
      if (!ID_PATTERN.test(id)) return null;
      return (await load(dir, id))?.data ?? null;
    },
    write(id, set, unset, ttlSeconds, options) {
      const write = locked(id, async () => {
        await ensureDir();
        const stored = await load(dir, id);
        if (!stored && options?.existing) return false;
        const current = stored?.data ?? {};
        const data: SessionRecord = { ...current, ...set };
        for (const key of unset) delete data[key];
        const record: FileRecord = { expiresAt: Date.now() + ttlSeconds * 1000, data };
        const tmp = `${file(id)}.${randomBytes(6).toString("hex")}.tmp`;
        await writeFile(tmp, JSON.stringify(record), { mode: 0o600 });
        await rename(tmp, file(id));
        return true;
      });
      writes.add(write);
      void write.finally(() => writes.delete(write)).catch(() => undefined);
      return write;
    },
    delete(id) {
      if (!ID_PATTERN.test(id)) return Promise.resolve();
      return locked(id, () => rm(file(id), { force: true }));
    },
    async ping() {
      try {
        await ensureDir();
        return (await stat(dir)).isDirectory();
      } catch {
        return false;
      }
    },
    async close() {
      clearInterval(sweep);
      await Promise.allSettled([...writes]);
    },
  };
}
