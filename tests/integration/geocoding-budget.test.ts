// Server-side geocoding within a budget (decision 83): with GOOGLE_MAPS_SERVER_KEY
// set, the storefront's address searches and coordinate lookups go to GEOCODING_API_URL — here a stub
// on 127.0.0.1 that counts the calls by key — through a cache, a per-client limit (in memory, and in
// Redis) and a per-instance cap over which the offline gazetteer answers. Clients are addresses
// behind one trusted proxy (X-Forwarded-For), each with its own session cookie where it matters (a
// visitor without cookies may be answered by the document cache, which would hide the calls).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { randomInt } from "node:crypto";
import { type Running } from "../support/processes";
import { BrowserlessAt } from "../support/http-client";
import { testStack } from "../support/stack";
import { GEOCODING_BUDGET } from "~/server/location";

const PER_CLIENT = GEOCODING_BUDGET.perClient.limit;
const CAP = GEOCODING_BUDGET.perInstance.calls;

interface Call {
  key: string | null;
  kind: "search" | "reverse";
}

/** A Geocoding web service answering as Google's does, counting its calls. */
function startStub(): Promise<{
  url: string;
  calls: (key: string, kind?: Call["kind"]) => number;
  close: () => Promise<void>;
}> {
  const calls: Call[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://stub");
    const latlng = url.searchParams.get("latlng");
    calls.push({ key: url.searchParams.get("key"), kind: latlng ? "reverse" : "search" });
    const language = url.searchParams.get("language");
    const [lat, lng] = latlng ? latlng.split(",").map(Number) : [29.3, 48.0];
    const formatted = latlng
      ? `Stub address at ${latlng} (${language})`
      : `Stub result for ${url.searchParams.get("address")} (${language}, ${url.searchParams.get("components")})`;
    const results = [
      {
        formatted_address: formatted,
        address_components: [{ long_name: "Stubtown", types: ["locality"] }],
        geometry: { location: { lat, lng } },
      },
    ];
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ status: "OK", results }));
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      resolve({
        url: `http://127.0.0.1:${port}/maps/api/geocode/json`,
        calls: (key, kind) => calls.filter((c) => c.key === key && (!kind || c.kind === kind)).length,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

// Client addresses unique to this run: a shared test Redis keeps counters for a minute.
const run = randomInt(1, 250);
let clients = 0;
const nextIp = () => `10.${run}.${Math.floor(++clients / 250)}.${clients % 250}`;

/** A browser without JS at its own address, posting from this site. */
class Client extends BrowserlessAt {
  constructor(base: string) {
    super(base, nextIp());
  }
  /** Saves a place with its address (no geocoding): the client has a session from here on. */
  async withSession(): Promise<this> {
    const saved = await this.post("/en-kw/location", {
      lat: "29.3339",
      lng: "48.0758",
      address: "Salmiya, Kuwait",
      field_1: "Salmiya",
      redirectTo: "/en-kw/",
    });
    expect(saved.status).toBe(303);
    return this;
  }
}

const search = (q: string, lang = "en-kw") => `/${lang}/location?q=${encodeURIComponent(q)}`;
const pointForm = (lat: string, lng: string) => ({ lat, lng, redirectTo: "/en-kw/" });

let stub: Awaited<ReturnType<typeof startStub>>;
const storefronts: Record<"memory" | "redis" | "cap", { key: string; running?: Running; base: string }> = {
  memory: { key: "key-memory", base: "" },
  redis: { key: "key-redis", base: "" },
  cap: { key: "key-cap", base: "" },
};
const geocoding = (name: keyof typeof storefronts) => ({
  SESSION_DIR: path.join(stack.dir, name),
  GOOGLE_MAPS_SERVER_KEY: storefronts[name].key,
  GEOCODING_API_URL: stub.url,
  RATE_LIMIT_SCALE: "1",
  TRUST_PROXY: "true",
});

// The stack's storefront is the Redis one, with two workers: the client's counter is one for both
// (each has its own cache and cap). The memory and cap ones run beside it, without Redis.
const stack = testStack({
  redis: true,
  beforeStorefront: async () => {
    stub = await startStub();
  },
  storefront: () => ({ ...geocoding("redis"), WEB_CONCURRENCY: "2" }),
});

beforeAll(async () => {
  storefronts.redis.running = stack.storefront;
  // One after another: each must print its ready line within the start timeout.
  for (const name of ["memory", "cap"] as const) {
    storefronts[name].running = await stack.another({ ...geocoding(name), REDIS_URL: "", WEB_CONCURRENCY: "" });
  }
  for (const s of Object.values(storefronts)) s.base = s.running!.url.replace("localhost", "127.0.0.1");
}, 300_000);

afterAll(async () => {
  await stub?.close();
});

describe("the geocoding cache", () => {
  it("answers 200 identical searches, however spelled and from many clients, with one Google call", async () => {
    const { base, key } = storefronts.memory;
    const customers = await Promise.all(Array.from({ length: 10 }, () => new Client(base).withSession()));
    const spellings = ["Salmiya", "salmiya", "  SALMIYA ", "Salmiya\u00a0"];
    for (let round = 0; round < 10; round++) {
      // 20 at once: concurrent misses share one call too.
      const pages = await Promise.all(
        Array.from({ length: 20 }, async (_, i) => {
          const response = await customers[i % customers.length]!.get(
            search(spellings[(round + i) % spellings.length]!),
          );
          return { status: response.status, text: await response.text() };
        }),
      );
      for (const page of pages) {
        expect(page.status).toBe(200);
        expect(page.text).toContain("Stub result for salmiya (en, country:KW)");
      }
    }
    expect(stub.calls(key, "search")).toBe(1);

    // The key is what the call sends: another language or country is another call.
    const arabic = await customers[0]!.get(search("Salmiya", "ar-kw"));
    expect(await arabic.text()).toContain("Stub result for salmiya (ar, country:KW)");
    const saudi = await customers[0]!.get(search("Salmiya", "en-sa"));
    expect(await saudi.text()).toContain("Stub result for salmiya (en, country:SA)");
    expect(stub.calls(key, "search")).toBe(3);
  }, 60_000);

  it("keeps reverse lookups the same way: one call a point (to about a metre) and language", async () => {
    const { base, key } = storefronts.memory;
    const before = stub.calls(key, "reverse");
    const customers = Array.from({ length: 30 }, () => new Client(base));
    const points = [
      ["29.31861", "48.02311"],
      ["29.318612", "48.023108"],
      ["٢٩٫٣١٨٦١", "48.02311"],
    ] as const;
    for (const [i, customer] of customers.entries()) {
      const [lat, lng] = points[i % points.length]!;
      const posted = await customer.post("/en-kw/location", pointForm(lat, lng));
      expect(posted.status).toBe(303);
      expect(await (await customer.get("/en-kw/location")).text()).toContain(
        "Current location: Stub address at 29.31861,48.02311 (en)",
      );
    }
    expect(stub.calls(key, "reverse") - before).toBe(1);

    const arabic = new Client(base);
    expect(
      (await arabic.post("/ar-kw/location", { ...pointForm("29.31861", "48.02311"), redirectTo: "/ar-kw/" })).status,
    ).toBe(303);
    expect(await (await arabic.get("/ar-kw/location")).text()).toContain("Stub address at 29.31861,48.02311 (ar)");
    expect(stub.calls(key, "reverse") - before).toBe(2);
  }, 60_000);
});

describe.each(["memory", "redis"] as const)("the per-client limit (%s counters)", (name) => {
  it("answers a flood of different searches from one client 429 with Retry-After, translated, while another client gets answers", async () => {
    const { base, key } = storefronts[name];
    const before = stub.calls(key);
    const flooder = await new Client(base).withSession();
    for (let i = 0; i < PER_CLIENT; i++) {
      const page = await flooder.get(search(`flood ${i}`));
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(`Stub result for flood ${i}`);
    }
    const refused = await flooder.get(search(`flood ${PER_CLIENT}`));
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(
      Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= GEOCODING_BUDGET.perClient.windowSeconds,
    ).toBe(true);
    const page = await refused.text();
    expect(page).toMatch(/Too many attempts\. Please wait \d+ seconds? and try again\./);
    expect(page).not.toContain(`Stub result for flood ${PER_CLIENT}`);
    const arabic = await flooder.get(search(`flood ${PER_CLIENT + 1}`, "ar-kw"));
    expect(arabic.status).toBe(429);
    expect(arabic.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await arabic.text()).toContain("محاولات كثيرة جداً");
    // A coordinate lookup counts against the same limit, and is refused the same way.
    const lookup = await flooder.post("/en-kw/location", pointForm("29.2", "48.1"));
    expect(lookup.status).toBe(429);
    expect(lookup.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await lookup.text()).toMatch(/Too many attempts\. Please wait/);
    expect(stub.calls(key) - before).toBe(PER_CLIENT);

    if (name === "memory") {
      // What the cache holds costs nothing and still answers the flooder (one worker: one cache).
      const kept = await flooder.get(search("flood 0"));
      expect(kept.status).toBe(200);
      expect(await kept.text()).toContain("Stub result for flood 0");
    }

    const other = new Client(base);
    const answered = await other.get(search(`flood ${PER_CLIENT}`));
    expect(answered.status).toBe(200);
    expect(await answered.text()).toContain(`Stub result for flood ${PER_CLIENT}`);
    expect(stub.calls(key) - before).toBe(PER_CLIENT + 1);
  }, 60_000);
});

describe("the per-instance cap", () => {
  it("over the cap of Google calls, answers from the offline gazetteer (200) and warns once", async () => {
    const { base, key, running } = storefronts.cap;
    // Each client stays within its own limit; together they reach the process's cap.
    let client = new Client(base);
    for (let i = 0; stub.calls(key) < CAP; i++) {
      if (i > 0 && i % PER_CLIENT === 0) client = new Client(base);
      const page = await client.get(search(`area ${i}`));
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(`Stub result for area ${i}`);
    }
    expect(stub.calls(key)).toBe(CAP);

    const customer = await new Client(base).withSession();
    for (let i = 0; i < 3; i++) {
      const page = await customer.get(search("Jabriya"));
      expect(page.status).toBe(200);
      const text = await page.text();
      expect(text).toContain("Jabriya, Hawalli Governorate");
      expect(text).not.toContain("Stub result");
    }
    const posted = await customer.post("/en-kw/location", pointForm("29.3339", "48.0758"));
    expect(posted.status).toBe(303);
    expect(await (await customer.get("/en-kw/location")).text()).toContain(
      "Current location: Salmiya, Hawalli Governorate",
    );
    expect(stub.calls(key)).toBe(CAP);
    expect(running!.output().match(/geocoding cap reached/g)).toHaveLength(1);
  }, 60_000);
});
