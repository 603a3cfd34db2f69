// npm run bench [-- --check]
// Measures, on this machine: gzip JS per page type, server render time of the store page with the
// 300-product menu, requests per second and latency under a bounded loopback load (storefront vs a
// plain sandbox call), and Lighthouse (mobile) for home, brand and store. --check enforces budgets.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { startSandboxProcess, startStorefrontProcess } from "../tests/support/processes";

const ROOT = path.resolve(import.meta.dirname, "..");
const CHECK = process.argv.includes("--check");
const BUDGET = { storeJsKb: 100, lighthousePerformance: 95, lighthouseAccessibility: 100 };
const PAGE_ROUTES: Record<string, string> = {
  home: "routes/($locale)._index",
  brand: "routes/($locale).brand.$brandSlug",
  store: "routes/($locale).store.$storeSlug._index",
  checkout: "routes/($locale).store.$storeSlug.checkout",
  order: "routes/($locale).order.$code",
};

interface Manifest {
  entry: { module: string; imports?: string[] };
  routes: Record<string, { module: string; imports?: string[]; parentId?: string }>;
}

function readManifest(): Manifest {
  const dir = path.join(ROOT, "public/build");
  const file = readdirSync(dir).find((f) => /^manifest-.*\.js$/.test(f));
  if (!file) throw new Error("no public/build/manifest-*.js: run `npx remix build` first");
  const text = readFileSync(path.join(dir, file), "utf8");
  return JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as Manifest;
}

function gzipBytes(url: string): number {
  return gzipSync(readFileSync(path.join(ROOT, "public", url))).length;
}

/** The JS a first visit to a page loads before any interaction: entry, root, the route and their imports. */
function initialJs(manifest: Manifest, routeId: string): number | null {
  const files = new Set<string>();
  const add = (m: { module: string; imports?: string[] }) => [m.module, ...(m.imports ?? [])].forEach((f) => files.add(f));
  add(manifest.entry);
  let id: string | undefined = routeId;
  if (!manifest.routes[id]) return null;
  while (id) {
    const route: Manifest["routes"][string] | undefined = manifest.routes[id];
    if (!route) break;
    add(route);
    id = route.parentId;
  }
  return [...files].reduce((sum, f) => sum + gzipBytes(f), 0);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function timeRequests(url: string, count: number): Promise<{ mean: number; p50: number; p95: number }> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { "Accept-Encoding": "identity" } });
    await response.text();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { mean: times.reduce((a, b) => a + b, 0) / times.length, p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function load(url: string) {
  // Bounded: 10 connections for 8 seconds, loopback only.
  const result = await autocannon({ url, connections: 10, duration: 8, headers: { "Accept-Encoding": "gzip" } });
  return { rps: result.requests.average, p50: result.latency.p50, p95: result.latency.p97_5 ?? result.latency.p90, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function lighthouseScores(urls: Record<string, string>) {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  const scores: Record<string, Record<string, number>> = {};
  try {
    for (const [name, url] of Object.entries(urls)) {
      const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] });
      const categories = result?.lhr.categories ?? {};
      scores[name] = Object.fromEntries(Object.entries(categories).map(([k, v]) => [k, Math.round((v.score ?? 0) * 100)]));
    }
  } finally {
    await chrome.kill();
  }
  return scores;
}

/**
 * The JS a store page loads in the browser, and what opening the location dialog adds (the dialog,
 * the map code and js-api-loader; Google's own script is answered by the test fake).
 */
async function mapDialogBytes(storeUrl: string) {
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  try {
    const page = await browser.newPage();
    const loaded: string[] = [];
    page.on("response", (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith("/build/") && pathname.endsWith(".js")) loaded.push(pathname);
    });
    const fake = readFileSync(path.join(ROOT, "e2e/fake-google-maps.js"), "utf8");
    await page.route("https://maps.googleapis.com/**", (route) => route.fulfill({ contentType: "text/javascript", body: fake }));
    await page.goto(storeUrl, { waitUntil: "networkidle" });
    const before = [...new Set(loaded)];
    await page.getByTestId("location-button").click();
    await page.getByTestId("map").waitFor();
    await page.waitForLoadState("networkidle");
    const after = [...new Set(loaded)].filter((f) => !before.includes(f));
    const sum = (files: string[]) => files.reduce((n, f) => n + gzipBytes(f), 0);
    return { initial: sum(before), dialog: sum(after) };
  } finally {
    await browser.close();
  }
}

async function findStores(api: string) {
  const brands = (await (await fetch(`${api}/v5/web/customer/brands?country_iso_code=KW`)).json()) as { data: { slug: string }[] };
  let biggest = { slug: "", products: 0, brand: brands.data[0]!.slug };
  let typical = "";
  for (const brand of brands.data) {
    const detail = (await (await fetch(`${api}/v5/web/customer/brands/${brand.slug}`)).json()) as { stores: { slug: string }[] };
    typical ||= detail.stores[0]?.slug ?? "";
    for (const store of detail.stores) {
      const s = (await (await fetch(`${api}/v5/web/customer/stores/${store.slug}`)).json()) as { menus: { categories: { products: unknown[] }[] }[] };
      const products = Math.max(...s.menus.map((m) => m.categories.reduce((n, c) => n + c.products.length, 0)));
      if (products > biggest.products) biggest = { slug: store.slug, products, brand: brand.slug };
    }
  }
  return { ...biggest, typical };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-"));
  // Production mode, as operators run it: the platform (here the sandbox) is its own process.
  const sandbox = await startSandboxProcess({ SANDBOX_DATA_DIR: path.join(dataDir, "sandbox") });
  const storefront = await startStorefrontProcess({
    NODE_ENV: "production",
    SESSION_SECRET: "bench-secret-bench-secret-bench-secret-00",
    API_BASE_URL: sandbox.url,
    SESSION_DIR: path.join(dataDir, "sessions"),
  });
  const base = storefront.url.replace("localhost", "127.0.0.1");
  try {
    const manifest = readManifest();
    const js = Object.fromEntries(Object.entries(PAGE_ROUTES).map(([page, id]) => [page, initialJs(manifest, id)]));
    const big = await findStores(sandbox.url);
    const storeUrl = `${base}/en-kw/store/${big.slug}`;
    const map = await mapDialogBytes(`${storefront.url}/en-kw/store/${big.typical}`);
    // Warm the catalogue cache once, as a running server has it.
    await timeRequests(storeUrl, 3);
    const render = await timeRequests(storeUrl, 40);
    const storefrontLoad = await load(storeUrl);
    const sandboxLoad = await load(`${sandbox.url}/v5/web/customer/stores/${big.slug}`);
    const lighthouse = process.argv.includes("--no-lighthouse")
      ? {}
      : await lighthouseScores({
          home: `${storefront.url}/en-kw`,
          brand: `${storefront.url}/en-kw/brand/${big.brand}`,
          // A store with an ordinary menu; the 300-product menu is measured by the render time above.
          store: `${storefront.url}/en-kw/store/${big.typical}`,
        });

    const kb = (n: number | null) => (n === null ? "n/a" : `${(n / 1024).toFixed(1)} KB`);
    console.log("\nJS shipped on first load (gzip)");
    console.table(Object.fromEntries(Object.entries(js).map(([k, v]) => [k, { "JS gzip": kb(v) }])));
    console.log(`Store page in the browser: ${kb(map.initial)} of JS; opening the location dialog loads ${kb(map.dialog)} more (dialog, map code, js-api-loader)`);
    console.log(`Store page render (${big.products}-product menu, ${big.slug}): mean ${render.mean.toFixed(1)} ms, p50 ${render.p50.toFixed(1)} ms, p95 ${render.p95.toFixed(1)} ms`);
    console.log("\nLoad (10 connections, 8 s, loopback)");
    console.table({
      "storefront store page": storefrontLoad,
      "sandbox store call": sandboxLoad,
    });
    console.log(
      `Storefront overhead: the store page serves ${(storefrontLoad.rps / Math.max(sandboxLoad.rps, 1)).toFixed(2)}× the requests per second of a plain sandbox call; p50 latency ${(storefrontLoad.p50 / Math.max(sandboxLoad.p50, 1)).toFixed(2)}×`,
    );
    if (Object.keys(lighthouse).length) {
      console.log(`\nLighthouse (mobile; store = ${big.typical})`);
      console.table(lighthouse);
    }

    if (CHECK) {
      const failures: string[] = [];
      if ((js.store ?? Infinity) > BUDGET.storeJsKb * 1024) failures.push(`store page JS ${kb(js.store)} > ${BUDGET.storeJsKb} KB`);
      for (const [page, s] of Object.entries(lighthouse)) {
        if ((s.performance ?? 0) < BUDGET.lighthousePerformance) failures.push(`${page}: Lighthouse performance ${s.performance} < ${BUDGET.lighthousePerformance}`);
        if ((s.accessibility ?? 0) < BUDGET.lighthouseAccessibility) failures.push(`${page}: Lighthouse accessibility ${s.accessibility} < ${BUDGET.lighthouseAccessibility}`);
      }
      if (failures.length) {
        console.error(`\nBudget check failed:\n- ${failures.join("\n- ")}`);
        process.exitCode = 1;
      } else {
        console.log("\nBudget check passed.");
      }
    }
  } finally {
    await storefront.stop();
    await sandbox.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
