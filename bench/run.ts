// npm run bench [-- --check] [-- --profile] [-- --no-lighthouse] [-- --quick] [-- --bytes-only]
// Measures the storefront as deployed (a NODE_ENV=production build and server, the platform — here
// the sandbox — in its own process), on this machine:
//   - the JS a browser transfers on a first visit (bytes on the wire, headers included, and script
//     requests) for home, brand, store, checkout and order, in Debian Chromium;
//   - HTML bytes raw and as sent (br, gzip), in English and in Arabic;
//   - a returning customer's order with JavaScript off on emulated slow 3G (bench/slow-3g-order.ts):
//     the documents loaded from the store page to the order page, and the seconds;
//   - capacity: requests per second and p50/p95/p99 of one worker for /healthz, about-us, an ordinary
//     and the 300-product store page, anonymous (document cache), rendered and signed in; and every
//     worker (WEB_CONCURRENCY = cores, sessions in Redis) beside one;
//   - resident memory after the load, and a soak whose live heap must not grow beyond warm-up;
//   - with --profile, the top CPU costs per request (a V8 CPU profile of one worker);
//   - Lighthouse (mobile) on home, brand and store: the median performance of three runs each;
//   - what a phone downloads (bench/bytes.ts): every request's bytes of a first load of the store,
//     300-product, product and brand pages at 375 px, DPR 2, JS on and off, English and Arabic; the
//     product and brand pages' LCP on slow 3G without JS; a minute of watching an active order.
//     `--bytes-only` measures only these (and checks only their goals).
// --check enforces the goals of bench/goals.ts (docs/decisions/0084); throughput has none.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import {
  freePort,
  startRedis,
  startSandboxProcess,
  startStorefrontProcess,
  type Running,
  TEST_SESSION_SECRET,
} from "../tests/support/processes";
import { Browserless } from "../tests/support/http-client";
import { signInThroughForms } from "../tests/support/sign-in";
import { checkGoals, goalsOf, type BenchFigures, type BytesFigures, type LoadFigure } from "./goals";
import { firstLoadBytes, lcpWithoutJs, SLOW_3G_RAW, trackingPerMinute } from "./bytes";
import { expect303, placeCashOrder } from "../tests/support/orders";
import { summariseProfile } from "./profile";
import { SLOW_3G, slow3gOrder } from "./slow-3g-order";

const args = new Set(process.argv.slice(2));
const CHECK = args.has("--check");
const PROFILE = args.has("--profile");
const QUICK = args.has("--quick");
const LIGHTHOUSE = !args.has("--no-lighthouse");
const BYTES_ONLY = args.has("--bytes-only");
const SECRET = TEST_SESSION_SECRET;
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CHROME_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const STORE = "burger-bay-salmiya";
const BIG_STORE = "burger-bay-mega";
const BRAND = "burger-bay";
const PRODUCT = `/en-kw/store/${STORE}/product/8?menu=1`; // no required choices
const PHOTO_PRODUCT = `/en-kw/store/${STORE}/product/1?menu=1`; // a dish with a photo
const LOAD_PATHS = {
  healthz: "/healthz",
  "about-us": "/en-kw/about-us",
  store: `/en-kw/store/${STORE}`,
  "300-product store": `/en-kw/store/${BIG_STORE}`,
} as const;
type LoadName = keyof typeof LOAD_PATHS;

const ROUNDS = QUICK ? 2 : 3;
// A fresh worker renders its first few thousand pages at 0.6–0.8 of its steady rate (JIT tiers,
// inline caches); figures are taken after this many renders of each page (docs/decisions/0084).
const WARM_UP_RENDERS = QUICK ? 1000 : 5000;
// The 300-product page runs the menu's components 300 times a render: fewer renders warm them.
const WARM_UP_RENDERS_BIG = QUICK ? 300 : 1500;
const SECONDS = QUICK ? 2 : 4;
const LIGHTHOUSE_RUNS = QUICK ? 1 : 3;
const CONNECTIONS = 10;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

let requestsServed = 0;

async function hit(url: string, headers: Record<string, string>, seconds = SECONDS): Promise<LoadFigure> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { "Accept-Encoding": "br, gzip", ...headers },
  });
  requestsServed += result.requests.total;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p95: result.latency.p97_5 ?? result.latency.p90, // autocannon reports 97.5, not 95: the stricter one
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

/** Every page of the load tables rendered (a cookie) by count, so the tables measure warm code. */
async function warmUp(base: string, headers: Record<string, string>): Promise<void> {
  for (const [name, p] of Object.entries(LOAD_PATHS) as [LoadName, string][]) {
    const amount = name === "300-product store" ? WARM_UP_RENDERS_BIG : WARM_UP_RENDERS;
    const result = await autocannon({
      url: base + p,
      connections: CONNECTIONS,
      amount,
      headers: { "Accept-Encoding": "br, gzip", ...headers },
    });
    requestsServed += result.requests.total;
  }
}

/** Rounds over every path, so each page and /healthz (the machine's reference) see the same load; medians per path. */
async function loadTable(base: string, cookie: string | null): Promise<Record<LoadName, LoadFigure>> {
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
  const runs = Object.fromEntries(Object.keys(LOAD_PATHS).map((k) => [k, [] as LoadFigure[]])) as Record<
    LoadName,
    LoadFigure[]
  >;
  for (const p of Object.values(LOAD_PATHS)) await hit(base + p, headers, 1); // warm-up
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, p] of Object.entries(LOAD_PATHS) as [LoadName, string][])
      runs[name].push(await hit(base + p, headers));
  }
  return Object.fromEntries((Object.keys(runs) as LoadName[]).map((name) => [name, medians(runs[name])])) as Record<
    LoadName,
    LoadFigure
  >;
}

/** The median of each figure over rounds; errors summed. */
function medians(runs: LoadFigure[]): LoadFigure {
  return {
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p95: median(runs.map((r) => r.p95)),
    p99: median(runs.map((r) => r.p99)),
    errors: runs.reduce((n, r) => n + r.errors, 0),
  };
}

/** Body bytes as they cross the wire with the given Accept-Encoding (no decoding). */
function wireBytes(
  url: string,
  encoding: string,
  cookie?: string,
): Promise<{ status: number; bytes: number; encoding: string | null }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { headers: { "Accept-Encoding": encoding, ...(cookie ? { Cookie: cookie } : {}) } },
      (res) => {
        let bytes = 0;
        res.on("data", (c: Buffer) => (bytes += c.length));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            bytes,
            encoding: (res.headers["content-encoding"] as string | undefined) ?? null,
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** Each page in English and in Arabic (`<name>` and `<name> (ar)`): both languages meet the HTML budgets. */
async function htmlSizes(base: string) {
  const pages = {
    home: "/en-kw",
    "about-us": LOAD_PATHS["about-us"],
    store: LOAD_PATHS.store,
    "300-product store": LOAD_PATHS["300-product store"],
  };
  const sizes: Record<string, { raw: number; br: number; gzip: number }> = {};
  const both = Object.entries(pages).flatMap(([name, p]) => [
    [name, p],
    [`${name} (ar)`, p.replace(/^\/en-kw/, "/ar-kw")],
  ]);
  for (const [name, p] of both as [string, string][]) {
    const [raw, br, gzip] = [
      await wireBytes(base + p, "identity"),
      await wireBytes(base + p, "br"),
      await wireBytes(base + p, "gzip"),
    ];
    if (raw.status !== 200) throw new Error(`${p} answered ${raw.status}`);
    if (br.encoding !== "br" || gzip.encoding !== "gzip")
      throw new Error(`${p} was not compressed as asked (${br.encoding}, ${gzip.encoding})`);
    sizes[name] = { raw: raw.bytes, br: br.bytes, gzip: gzip.bytes };
  }
  return sizes;
}

/** A signed-in customer with a placed order: cookies, and the checkout and order paths. */
async function signedInCustomer(base: string, sandboxUrl: string) {
  const customer = new Browserless(base);
  await signInThroughForms(customer, sandboxUrl, "69990001");
  const order = `/en-kw/order/${await placeCashOrder(customer)}`;
  // Something in the cart again, so the checkout page renders (not a redirect to the store).
  await expect303("add to cart", await customer.post(PRODUCT, { intent: "add", quantity: "1" }));
  return {
    cookies: new Map(customer.cookies),
    cookieHeader: customer.cookieHeader(),
    checkout: `/en-kw/store/${STORE}/checkout`,
    order,
  };
}

/** What a first visit (empty cache) to each page transfers in scripts, measured by Chromium. */
async function browserJs(
  base: string,
  pages: Record<string, string>,
  cookies: Map<string, string>,
  signedInPages: Set<string>,
) {
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_ARGS });
  const out: Record<string, { bytes: number; scripts: number }> = {};
  try {
    for (const [name, p] of Object.entries(pages)) {
      const context = await browser.newContext();
      if (signedInPages.has(name)) {
        // The production session cookie is `__Host-` (Secure, host-only, `Path=/`): set by host and path,
        // as Chromium refuses a Secure cookie given with an http URL (it keeps one for a loopback host).
        const domain = new URL(base).hostname;
        await context.addCookies(
          [...cookies].map(([n, value]) => ({ name: n, value, domain, path: "/", secure: n.startsWith("__Host-") })),
        );
      }
      const page = await context.newPage();
      const scripts: Promise<number>[] = [];
      page.on("requestfinished", (request) => {
        if (request.resourceType() !== "script") return;
        scripts.push(request.sizes().then((s) => s.responseHeadersSize + s.responseBodySize));
      });
      const response = await page.goto(base + p, { waitUntil: "networkidle" });
      if (response?.status() !== 200 || new URL(page.url()).pathname !== new URL(base + p).pathname) {
        throw new Error(`${name} (${p}) ended at ${page.url()} with ${response?.status()}`);
      }
      const sizes = await Promise.all(scripts);
      out[name] = { bytes: sizes.reduce((a, b) => a + b, 0), scripts: sizes.length };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}

/** What a phone downloads: first loads, the LCP of the pages a photo leads, a minute of tracking (bench/bytes.ts). */
async function phoneBytes(base: string, sandboxUrl: string): Promise<BytesFigures> {
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_ARGS });
  const both = (pages: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(pages).flatMap(([name, p]) => [
        [name, p],
        [`${name} (ar)`, p.replace(/^\/en-kw/, "/ar-kw")],
      ]),
    );
  try {
    const photoPages = both({ "product page with a photo": PHOTO_PRODUCT, brand: `/en-kw/brand/${BRAND}` });
    const firstLoad = await firstLoadBytes(browser, base, {
      ...both({ store: LOAD_PATHS.store, "300-product store": LOAD_PATHS["300-product store"] }),
      ...photoPages,
    });
    const lcp: Record<string, number> = {};
    for (const [name, p] of Object.entries(photoPages)) lcp[name] = await lcpWithoutJs(browser, base, p);
    // A new order, so it is active (the sandbox moves it a step every 30 s: placed to delivered in two minutes).
    const customer = new Browserless(base);
    await signInThroughForms(customer, sandboxUrl, "69990003");
    const order = `/en-kw/order/${await placeCashOrder(customer)}`;
    await customer.get(order); // its "order placed" message, as the customer saw it
    const tracking = await trackingPerMinute(
      browser,
      base,
      [...customer.cookies].map(([name, value]) => ({ name, value })),
      order,
    );
    return { firstLoad, lcp, tracking };
  } finally {
    await browser.close();
  }
}

/** A returning customer's JS-off order on emulated slow 3G, in its own browser. */
async function slowOrder(base: string, sandboxUrl: string) {
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_ARGS });
  try {
    return await slow3gOrder({
      browser,
      base,
      sandboxUrl,
      phone: "69990002",
      store: LOAD_PATHS.store,
      products: ["Onion Rings", "Loaded Fries"],
    });
  } finally {
    await browser.close();
  }
}

async function lighthouseScores(urls: Record<string, string>) {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: ["--headless=new", ...CHROME_ARGS] });
  const scores: Record<string, { performance: number; accessibility: number; runs: string }> = {};
  try {
    // A single run's performance score moves by ±5 on a busy machine: the median of a few runs, as
    // Lighthouse's own guidance on variability says; accessibility is the worst run's.
    for (const [name, url] of Object.entries(urls)) {
      const runs: { performance: number; accessibility: number }[] = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility"],
        });
        const c = result?.lhr.categories ?? {};
        runs.push({
          performance: Math.round((c.performance?.score ?? 0) * 100),
          accessibility: Math.round((c.accessibility?.score ?? 0) * 100),
        });
      }
      const performance = runs.map((r) => r.performance).sort((a, b) => a - b);
      scores[name] = {
        performance: performance[Math.floor(performance.length / 2)]!,
        accessibility: Math.min(...runs.map((r) => r.accessibility)),
        runs: runs.map((r) => r.performance).join(" "),
      };
    }
  } finally {
    chrome.kill();
  }
  return scores;
}

/** Resident memory of a process and its children (the workers), in MB, from /proc. */
function rssMb(pid: number): number {
  const pids = [pid, ...childPids(pid)];
  let kb = 0;
  for (const p of pids) {
    const status = readFileSync(`/proc/${p}/status`, "utf8");
    kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  }
  return kb / 1024;
}

function childPids(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/**
 * The V8 heap a process still holds after a full garbage collection, in MB: asked through its
 * inspector (the bench's storefront only listens for one on loopback), so what is measured is what
 * the process keeps alive, not how far V8 has grown its heap.
 */
async function liveHeapMb(inspectPort: number): Promise<number> {
  const [target] = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const socket = new WebSocket(target!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let next = 0;
  const call = (method: string) =>
    new Promise<Record<string, number>>((resolve) => {
      const id = ++next;
      socket.addEventListener("message", function answer(event) {
        const message = JSON.parse(String(event.data)) as { id?: number; result: Record<string, number> };
        if (message.id !== id) return;
        socket.removeEventListener("message", answer);
        resolve(message.result);
      });
      socket.send(JSON.stringify({ id, method }));
    });
  try {
    await call("HeapProfiler.collectGarbage");
    return (await call("Runtime.getHeapUsage")).usedSize! / 2 ** 20;
  } finally {
    socket.close();
  }
}

/**
 * A soak: rounds of signed-in requests to the store page; after each, the resident memory and the
 * heap left after a full collection. A leak is what stays alive round after round: the live heap
 * grows. Resident memory also follows V8's sizing of its heap (it grows it under a high allocation
 * rate and gives it back slowly), so it is shown, not judged (docs/decisions/0084).
 */
async function soak(url: string, pid: number, inspectPort: number, cookie: string) {
  const rounds: number[] = [];
  const heap: number[] = [];
  const perRound = QUICK ? 500 : 1000;
  for (let i = 0; i < 5; i++) {
    await autocannon({
      url,
      connections: CONNECTIONS,
      amount: perRound,
      headers: { "Accept-Encoding": "br", Cookie: cookie },
    });
    rounds.push(rssMb(pid));
    heap.push(await liveHeapMb(inspectPort));
  }
  // The first two rounds are warm-up (JIT, caches filling); the last is compared with their peak.
  const growth = (values: number[]) => values[values.length - 1]! - Math.max(values[0]!, values[1]!);
  return { requests: perRound * rounds.length, rounds, growthMb: growth(rounds), heap, heapGrowthMb: growth(heap) };
}

function startStorefront(env: Record<string, string>, nodeArgs: string[] = []): Promise<Running> {
  return startStorefrontProcess(
    { NODE_ENV: "production", SESSION_SECRET: SECRET, LOG_LEVEL: "warn", ...env },
    nodeArgs,
  );
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-"));
  const sandbox = await startSandboxProcess({
    SANDBOX_DATA_DIR: path.join(dataDir, "sandbox"),
    SANDBOX_OTP_RESEND_SECONDS: "0",
  });
  const profileDir = path.join(dataDir, "profile");
  const cores = availableParallelism();
  // One worker for the capacity figures and the soak.
  // Its inspector on loopback lets the soak collect garbage before it weighs the heap.
  const inspectPort = await freePort();
  const storefront = await startStorefront(
    {
      API_BASE_URL: sandbox.url,
      SESSION_DIR: path.join(dataDir, "sessions"),
      WEB_CONCURRENCY: "1",
      RATE_LIMIT_SCALE: "100",
    },
    [`--inspect=127.0.0.1:${inspectPort}`, ...(PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [])],
  );
  let redis: Awaited<ReturnType<typeof startRedis>> | null = null;
  const base = storefront.url.replace("localhost", "127.0.0.1");
  const figures = {} as BenchFigures;
  try {
    if (BYTES_ONLY) {
      figures.bytes = await phoneBytes(storefront.url, sandbox.url);
      reportBytes(figures.bytes);
      check(figures);
      return;
    }
    const customer = await signedInCustomer(base, sandbox.url);
    const pages = {
      home: "/en-kw",
      brand: `/en-kw/brand/${BRAND}`,
      store: LOAD_PATHS.store,
      checkout: customer.checkout,
      order: customer.order,
    };
    figures.js = await browserJs(storefront.url, pages, customer.cookies, new Set(["checkout", "order"]));
    figures.html = await htmlSizes(base);
    figures.slowOrder = await slowOrder(base, sandbox.url);
    figures.bytes = await phoneBytes(storefront.url, sandbox.url);
    figures.anonymous = await loadTable(base, null);
    await warmUp(base, { Cookie: "bench=1" });
    figures.rendered = await loadTable(base, "bench=1"); // a cookie, so no page comes from the cache
    figures.signedIn = await loadTable(base, customer.cookieHeader);
    figures.rssAfterLoadMb = rssMb(storefront.child.pid!);
    figures.soak = await soak(base + LOAD_PATHS.store, storefront.child.pid!, inspectPort, customer.cookieHeader);
    if (LIGHTHOUSE) {
      figures.lighthouse = await lighthouseScores({
        home: `${storefront.url}/en-kw`,
        brand: `${storefront.url}/en-kw/brand/${BRAND}`,
        store: `${storefront.url}${LOAD_PATHS.store}`,
      });
    }
    await storefront.stop();
    if (PROFILE) {
      const file = readdirSync(profileDir).find((f) => f.endsWith(".cpuprofile"));
      if (file)
        figures.profile = summariseProfile(
          JSON.parse(readFileSync(path.join(profileDir, file), "utf8")),
          20,
          requestsServed,
        );
    }

    // Every worker against one: Redis sessions (required above one worker), the same page rendered
    // each time (a cookie; the document cache is per worker). Both run side by side and are loaded
    // in alternating rounds, so a busy machine weighs on both alike.
    redis = await startRedis();
    const setups = [1, cores].map((workers) => ({ workers, runs: [] as LoadFigure[] }));
    const servers: Running[] = [];
    for (const setup of setups)
      servers.push(
        await startStorefront({
          API_BASE_URL: sandbox.url,
          REDIS_URL: redis.url,
          WEB_CONCURRENCY: String(setup.workers),
        }),
      );
    try {
      const urls = servers.map((s) => s.url.replace("localhost", "127.0.0.1") + LOAD_PATHS.store);
      const rendered = { Cookie: "bench=1" };
      // Warm-up by count, not time: every worker's caches and JIT see the same number of requests.
      for (const [i, setup] of setups.entries()) {
        await autocannon({
          url: urls[i]!,
          connections: CONNECTIONS,
          amount: WARM_UP_RENDERS * setup.workers,
          headers: { "Accept-Encoding": "br, gzip", ...rendered },
        });
      }
      for (let round = 0; round < ROUNDS; round++) {
        for (const [i, setup] of setups.entries()) setup.runs.push(await hit(urls[i]!, rendered));
      }
    } finally {
      for (const server of servers) await server.stop();
    }
    figures.workers = { cores, one: medians(setups[0]!.runs), all: medians(setups[1]!.runs) };

    report(figures);
    check(figures);
  } finally {
    await storefront.stop();
    await sandbox.stop();
    await redis?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function check(figures: BenchFigures) {
  console.log("\nGoals:");
  console.table(goalsOf(BYTES_ONLY).map((g) => ({ goal: g.label, value: g.show(figures), pass: g.pass(figures) })));
  if (!CHECK) return;
  const failures = checkGoals(figures, BYTES_ONLY);
  if (failures.length) {
    console.error(`\nGoal check failed:\n- ${failures.join("\n- ")}`);
    process.exitCode = 1;
  } else {
    console.log("\nGoal check passed.");
  }
}

function reportBytes(b: BytesFigures) {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    "\nWhat a phone downloads on a first load (375 px, DPR 2, empty cache; every request's bytes on the wire, headers included)",
  );
  console.table(
    Object.fromEntries(
      Object.entries(b.firstLoad).map(([k, v]) => [
        k,
        { bytes: kb(v.bytes), requests: v.requests, pictures: v.images },
      ]),
    ),
  );
  console.log(
    `Largest contentful paint without JS on slow 3G (${SLOW_3G_RAW.latency} ms, ${(SLOW_3G_RAW.downloadThroughput * 8) / 1000} kbit/s), from the renderer's trace`,
  );
  console.table(Object.fromEntries(Object.entries(b.lcp).map(([k, v]) => [k, { "LCP s": Number(v.toFixed(2)) }])));
  console.log(
    "Watching an active order for a minute (bytes on the wire after its first load; the sandbox moves it every 30 s)",
  );
  console.table(
    Object.fromEntries(
      Object.entries(b.tracking).map(([k, v]) => [k, { "a minute": kb(v.bytes), requests: Math.round(v.requests) }]),
    ),
  );
}

function report(f: BenchFigures) {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const round = (n: number, d = 0) => Number(n.toFixed(d));
  console.log("\nJS a first visit transfers (Chromium, bytes on the wire incl. headers)");
  console.table(Object.fromEntries(Object.entries(f.js).map(([k, v]) => [k, { JS: kb(v.bytes), scripts: v.scripts }])));
  console.log("HTML (raw and as sent)");
  console.table(
    Object.fromEntries(Object.entries(f.html).map(([k, v]) => [k, { raw: kb(v.raw), br: kb(v.br), gzip: kb(v.gzip) }])),
  );
  const order = f.slowOrder;
  console.log(
    `JS-off order on emulated slow 3G (DevTools' preset: ${round((SLOW_3G.downloadThroughput * 8) / 1000)} kbit/s, ${SLOW_3G.latency} ms a request; CPU 4× slower; 375 px), ` +
      `a returning customer from the store page to the order page: ${order.loads} documents loaded, ${round(order.seconds, 1)} s to the order page's first paint (${round(order.secondsToLoad, 1)} s to its \`load\`)`,
  );
  console.table(
    order.documents.map((d) => ({
      document: `${d.method} ${d.url}`,
      status: d.status,
      "sent s": round(d.start, 2),
      "received s": round(d.end, 2),
      "painted s": d.paintEvent === undefined ? "" : round(d.paintEvent, 2),
      "load event s": d.loadEvent === undefined ? "" : round(d.loadEvent, 2),
      "subresources: network": d.fetched ? `${d.fetched.count} (${kb(d.fetched.bytes)})` : "",
      "from cache": d.fromCache ?? "",
    })),
  );
  for (const [title, table] of [
    ["anonymous (no cookie: pages may come from the document cache)", f.anonymous],
    ["anonymous, rendered (an unrelated cookie: no document cache)", f.rendered],
    ["signed in (session read, always rendered)", f.signedIn],
  ] as const) {
    console.log(
      `Capacity of one worker (no goal), ${CONNECTIONS} keep-alive connections, median of ${ROUNDS} × ${SECONDS} s rounds: ${title}`,
    );
    console.table(loadRows(table));
  }
  console.log(`Resident memory after the load: ${round(f.rssAfterLoadMb)} MB`);
  console.log(
    `Soak (${f.soak.requests} signed-in store page requests), by round: live heap after a full GC ${f.soak.heap.map((r) => round(r, 1)).join(" → ")} MB ` +
      `(growth after warm-up ${round(f.soak.heapGrowthMb, 2)} MB); RSS ${f.soak.rounds.map((r) => round(r)).join(" → ")} MB (growth ${round(f.soak.growthMb, 1)} MB)`,
  );
  console.log(
    `\nCapacity of all workers beside one (no goal; store page rendered each time, Redis sessions, ${f.workers.cores} cores)`,
  );
  console.table(loadRows({ "1 worker": f.workers.one, [`${f.workers.cores} workers`]: f.workers.all }));
  if (f.lighthouse) {
    console.log("Lighthouse (mobile): performance the median of the runs shown, accessibility the worst run's");
    console.table(f.lighthouse);
  }
  if (f.profile) {
    console.log(
      "Top CPU costs (self time; share of the worker's busy time; µs per request averaged over every request of the run, /healthz included)",
    );
    const profile = f.profile as { functions: object[]; packages: object[] };
    console.table(profile.functions);
    console.table(profile.packages);
  }
  if (f.bytes) reportBytes(f.bytes);
}

function loadRows(table: Record<string, LoadFigure>) {
  return Object.fromEntries(
    Object.entries(table).map(([k, v]) => [
      k,
      { "req/s": Math.round(v.rps), "p50 ms": v.p50, "p95 ms": v.p95, "p99 ms": v.p99, errors: v.errors },
    ]),
  );
}

await main();
