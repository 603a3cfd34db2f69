// The small in-memory cache of catalogue reads and shown summaries (app/server/ops/cache.server.ts).
import { describe, expect, it, vi } from "vitest";
import { createTtlCache, derivedFrom } from "~/server/ops";

describe("createTtlCache", () => {
  it("reuses a value within its time to live and shares one load between concurrent misses", async () => {
    const cache = createTtlCache<number>();
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get("a", 60_000, load), cache.get("a", 60_000, load)])).toEqual([1, 1]);
    expect(await cache.get("a", 60_000, load)).toBe(1);
    expect(await cache.get("b", 60_000, load)).toBe(2);
    expect(await cache.get("c", 0, load)).toBe(3);
    expect(await cache.get("c", 0, load)).toBe(4);
  });

  it("keeps only what `keep` accepts (a refusal is asked about again)", async () => {
    const cache = createTtlCache<{ ok: boolean; n: number }>();
    let loads = 0;
    const refused = async () => ({ ok: false, n: ++loads });
    const keepOk = (v: { ok: boolean }) => v.ok;
    expect((await cache.get("k", 60_000, refused, keepOk)).n).toBe(1);
    expect((await cache.get("k", 60_000, refused, keepOk)).n).toBe(2);
    const accepted = async () => ({ ok: true, n: ++loads });
    expect((await cache.get("k", 60_000, accepted, keepOk)).n).toBe(3);
    expect((await cache.get("k", 60_000, accepted, keepOk)).n).toBe(3);
  });

  it("is bounded: the oldest entry goes first", async () => {
    const cache = createTtlCache<string>({ maxEntries: 2 });
    let loads = 0;
    const load = async () => `v${++loads}`;
    await cache.get("a", 60_000, load);
    await cache.get("b", 60_000, load);
    await cache.get("c", 60_000, load);
    expect(await cache.get("b", 60_000, load)).toBe("v2");
    expect(await cache.get("a", 60_000, load)).toBe("v4");
  });

  it("peeks at a fresh value without loading (the geocoding budget's hit), never at an expired one", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const cache = createTtlCache<string>();
      expect(cache.peek("a")).toBeUndefined();
      await cache.get("a", 1000, async () => "kept");
      expect(cache.peek("a")).toBe("kept");
      vi.advanceTimersByTime(1001); // past its time to live
      expect(cache.peek("a")).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("derivedFrom", () => {
  it("computes once per read and key, and again for a new read (the catalogue read again)", () => {
    let builds = 0;
    const build = () => ({ n: ++builds });
    const read = { slug: "a" };
    const first = derivedFrom(read, "cards", build);
    expect(derivedFrom(read, "cards", build)).toBe(first);
    expect(derivedFrom(read, "json-ld https://a/en-kw", build)).not.toBe(first);
    expect(derivedFrom({ slug: "a" }, "cards", build)).not.toBe(first);
    expect(builds).toBe(3);
  });
});
