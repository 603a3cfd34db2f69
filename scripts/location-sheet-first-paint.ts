// How long a tap on the header's location button takes to show the location sheet on an emulated
// slow 3G phone (issue 46's network: 400 ms latency, 400 kbit/s, and a 4× slower CPU), JS on: from the
// tap (pointerdown) to the first frame painted with the sheet's title and search box, and to the first
// frame with the sheet's own code in (its info line under the search box). Not part of the tests (no
// timings there). Run on a production build:
//   npm run build && node --import tsx scripts/location-sheet-first-paint.ts [runs]
// It starts its own sandbox and storefront, loads the store page, waits for it to be loaded and idle,
// then taps the button (a touch: the sheet's code is asked for on touchstart, as a phone does).
import { chromium } from "@playwright/test";
import { CPU_SLOWDOWN } from "../bench/slow-3g-order";
import { startSandboxProcess, startStorefrontProcess } from "../tests/support/processes";

const STORE = "/en-kw/store/burger-bay-salmiya";
const TITLE = "Choose your delivery location";
const PHONE = { viewport: { width: 375, height: 667 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const NETWORK = { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 };

/** In the page: the ms from the next pointerdown to the first frames showing the title and search box, then the sheet's code. */
const WATCH_SHEET = `new Promise((resolve) => {
  let tapped = 0;
  let shell = 0;
  const sheet = () => document.querySelector('[data-testid="location-dialog"]');
  const frame = () => {
    const now = sheet();
    if (!shell && now && now.checkVisibility() && now.textContent.includes(${JSON.stringify(TITLE)}) && now.querySelector('input[type="search"]')) shell = performance.now() - tapped;
    if (now && now.querySelector('[data-testid="location-info"]')) return resolve({ shell, sheet: performance.now() - tapped });
    requestAnimationFrame(frame);
  };
  window.addEventListener("pointerdown", () => {
    tapped = performance.now();
    requestAnimationFrame(frame);
  }, { once: true, capture: true });
})`;

async function once(base: string): Promise<{ shell: number; sheet: number }> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const context = await browser.newContext({ ...PHONE, baseURL: base });
    const page = await context.newPage();
    await page.route("https://maps.googleapis.com/**", (route) => route.abort()); // Google is not what is measured
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", NETWORK);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(STORE, { waitUntil: "load", timeout: 120_000 });
    await page.waitForLoadState("networkidle", { timeout: 120_000 });
    const measured = page.evaluate(WATCH_SHEET) as Promise<{ shell: number; sheet: number }>;
    await page.getByTestId("location-button").tap();
    return await measured;
  } finally {
    await browser.close();
  }
}

async function main() {
  const runs = Number(process.argv[2] ?? 3);
  const sandbox = await startSandboxProcess();
  const storefront = await startStorefrontProcess({ API_BASE_URL: sandbox.url, NODE_ENV: "production" });
  try {
    for (let i = 0; i < runs; i++) {
      const { shell, sheet } = await once(storefront.url);
      console.log(`run ${i + 1}: title and search box ${Math.round(shell)} ms, the sheet's code in ${Math.round(sheet)} ms after the tap`);
    }
  } finally {
    await storefront.stop();
    await sandbox.stop();
  }
}

await main();
