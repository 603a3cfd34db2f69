// Ids and nonces come from a pool of CSPRNG bytes (app/server/random.server.ts): each draw is new,
// across the pool's refills, and of the length asked.
import { describe, expect, it } from "vitest";
import { randomBase64, randomHex } from "~/server/random.server";
import { createNonce } from "~/server/security.server";
import { childTraceparent, traceOf } from "~/server/trace.server";

describe("random ids and nonces", () => {
  it("hands out each draw once, through several refills of the pool", () => {
    const seen = new Set<string>();
    // 16 + 8 + 16 bytes a round: 600 rounds draw 24,000 bytes, the pool refilled five times.
    for (let i = 0; i < 600; i++) {
      const trace = traceOf(undefined);
      const span = childTraceparent(trace).split("-")[2]!;
      const nonce = createNonce();
      expect(trace.traceId).toMatch(/^[0-9a-f]{32}$/);
      expect(span).toMatch(/^[0-9a-f]{16}$/);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      for (const value of [trace.traceId, span, nonce]) {
        expect(seen.has(value)).toBe(false);
        seen.add(value);
      }
    }
  });

  it("gives the length asked, even across the end of the pool", () => {
    for (let i = 0; i < 300; i++) {
      expect(randomHex(7)).toHaveLength(14);
      expect(Buffer.from(randomBase64(33), "base64")).toHaveLength(33);
    }
    expect(randomHex(5000)).toMatch(/^[0-9a-f]{10000}$/); // more than the pool holds
  });
});
