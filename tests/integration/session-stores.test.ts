// The session against real stores: files and Redis (a redis-server the test command starts, or
// one started here). Tampered cookies give a fresh session; writes merge key by key; rotation
// deletes the old id; sign-out's regeneration keeps nothing, and a session it ended stays ended.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  createSessionManager,
  SESSION_COOKIE,
  type Session,
  createFileSessionStore,
  createRedisSessionStore,
  type SessionStore,
} from "~/server/session";
import { startRedis } from "../support/processes";

declare module "~/server/session/session.server" {
  interface SessionData {
    testA?: number;
    testB?: string;
  }
}

// Not testStack: the stores run in this process, so no sandbox or storefront; only a Redis (processes.ts).
let dir: string;
let redis: Awaited<ReturnType<typeof startRedis>>;
const stores: Record<string, SessionStore> = {};

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "sessions-"));
  redis = await startRedis();
  stores.file = createFileSessionStore(dir);
  stores.redis = createRedisSessionStore(redis.url);
});

afterAll(async () => {
  for (const store of Object.values(stores)) await store.close();
  await redis?.stop();
  rmSync(dir, { recursive: true, force: true });
});

function requestWith(cookie: string | null): Request {
  return new Request("http://localhost/", { headers: cookie ? { Cookie: cookie } : {} });
}

function cookieOf(headers: Headers): string {
  const line = headers.get("Set-Cookie")!;
  return line.split(";")[0]!;
}

for (const kind of ["file", "redis"] as const) {
  describe(`${kind} session store`, () => {
    const manager = () =>
      createSessionManager({ store: stores[kind]!, secrets: ["secret-one-secret-one-secret-one-00"], secure: false });

    it("issues an httpOnly SameSite=Lax cookie with a 30-day life, holding only a signed id", async () => {
      const sessions = manager();
      const session = await sessions.load(requestWith(null));
      session.set("testA", 1);
      const headers = new Headers();
      await sessions.commit(session, headers);
      const line = headers.get("Set-Cookie")!;
      expect(line).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
      expect(line).toContain("HttpOnly");
      expect(line).toContain("SameSite=Lax");
      expect(line).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
      expect(line).not.toContain("testA");
      const again = await sessions.load(requestWith(cookieOf(headers)));
      expect(again.get("testA")).toBe(1);
    });

    it("starts fresh on a tampered, unknown or oversized cookie", async () => {
      const sessions = manager();
      for (const cookie of [
        `${SESSION_COOKIE}=abc.def`,
        `${SESSION_COOKIE}=${"x".repeat(5000)}`,
        `${SESSION_COOKIE}=%E0%A4%A`,
        "other=1",
      ]) {
        const session = await sessions.load(requestWith(cookie));
        expect(session.id).toBeNull();
      }
    });

    it("merges concurrent writes of different keys", async () => {
      const sessions = manager();
      const first = await sessions.load(requestWith(null));
      first.set("testA", 1);
      const headers = new Headers();
      await sessions.commit(first, headers);
      const cookie = cookieOf(headers);
      const [a, b]: Session[] = await Promise.all([
        sessions.load(requestWith(cookie)),
        sessions.load(requestWith(cookie)),
      ]);
      a.set("testA", 2);
      b.set("testB", "cart");
      await Promise.all([sessions.commit(a, new Headers()), sessions.commit(b, new Headers())]);
      const merged = await sessions.load(requestWith(cookie));
      expect(merged.get("testA")).toBe(2);
      expect(merged.get("testB")).toBe("cart");
    });

    it("rotates the id and forgets the old one", async () => {
      const sessions = manager();
      const session = await sessions.load(requestWith(null));
      session.set("testB", "keep");
      const headers = new Headers();
      await sessions.commit(session, headers);
      const oldCookie = cookieOf(headers);
      const loaded = await sessions.load(requestWith(oldCookie));
      loaded.rotate();
      const rotated = new Headers();
      await sessions.commit(loaded, rotated);
      expect(cookieOf(rotated)).not.toBe(oldCookie);
      expect((await sessions.load(requestWith(oldCookie))).id).toBeNull();
      expect((await sessions.load(requestWith(cookieOf(rotated)))).get("testB")).toBe("keep");
    });

    it("regenerates on sign-out: a new id holding only what is set afterwards, the old record deleted", async () => {
      const sessions = manager();
      const session = await sessions.load(requestWith(null));
      session.set("testA", 1);
      session.set("testB", "customer A's");
      const headers = new Headers();
      await sessions.commit(session, headers);
      const oldCookie = cookieOf(headers);
      const oldId = session.id!;

      const loaded = await sessions.load(requestWith(oldCookie));
      sessions.regenerate(loaded);
      expect(loaded.get("testB")).toBeUndefined();
      loaded.set("testA", 2); // the "signed out" toast
      const answered = new Headers();
      await sessions.commit(loaded, answered);
      expect(cookieOf(answered)).not.toBe(oldCookie);
      expect(await stores[kind]!.read(oldId)).toBeNull();
      expect((await sessions.load(requestWith(oldCookie))).id).toBeNull();
      const fresh = await sessions.load(requestWith(cookieOf(answered)));
      expect([fresh.get("testA"), fresh.get("testB")]).toEqual([2, undefined]);

      // Regenerated with nothing set: nothing stored, the cookie removed.
      sessions.regenerate(fresh);
      const removed = new Headers();
      await sessions.commit(fresh, removed);
      expect(removed.get("Set-Cookie")).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`));
      expect((await sessions.load(requestWith(cookieOf(answered)))).id).toBeNull();
    });

    it("does not bring back a session ended while another request of it ran", async () => {
      const sessions = manager();
      const session = await sessions.load(requestWith(null));
      session.set("testB", "customer A's");
      const headers = new Headers();
      await sessions.commit(session, headers);
      const cookie = cookieOf(headers);
      const [parallel, signOut] = await Promise.all([
        sessions.load(requestWith(cookie)),
        sessions.load(requestWith(cookie)),
      ]);
      sessions.regenerate(signOut);
      await sessions.commit(signOut, new Headers());
      // A request of the old session finishing afterwards (a refreshed token, a changed key).
      await sessions.writeNow(parallel, { testA: 5 });
      parallel.set("testA", 6);
      const late = new Headers();
      await sessions.commit(parallel, late);
      expect(late.get("Set-Cookie")).toBeNull();
      expect(await stores[kind]!.read(parallel.id!)).toBeNull();
      expect((await sessions.load(requestWith(cookie))).id).toBeNull();
    });

    it("accepts cookies signed with an older secret during rotation", async () => {
      const old = createSessionManager({
        store: stores[kind]!,
        secrets: ["old-secret-old-secret-old-secret-000"],
        secure: false,
      });
      const session = await old.load(requestWith(null));
      session.set("testA", 7);
      const headers = new Headers();
      await old.commit(session, headers);
      const rotated = createSessionManager({
        store: stores[kind]!,
        secrets: ["new-secret-new-secret-new-secret-000", "old-secret-old-secret-old-secret-000"],
        secure: false,
      });
      expect((await rotated.load(requestWith(cookieOf(headers)))).get("testA")).toBe(7);
    });
  });
}
