// How long a tap takes to show a sheet on an emulated slow 3G phone, JS on: the item sheet from a dish
// card (decision 95) or the location sheet from the header's button (decision 116). From the tap
// (pointerdown) to the first frame painted with the sheet visible and its text in it, and to the
// first frame with the sheet's own code in (the location sheet's info line; the item sheet has one
// figure). Not part of the tests (no timings there). Run on a production build:
//   npm run build && node --import tsx scripts/sheet-first-paint.ts [dish|location] [runs]
// It starts its own sandbox and storefront, loads the store page with a 4× slower CPU, waits for it to
// be loaded and idle (a customer reading the menu), then taps (a touch: code asked for on touchstart).
import { chromium, type Locator, type Page } from "@playwright/test";
import { CPU_SLOWDOWN, SLOW_3G } from "../bench/slow-3g-order";
import { startSandboxProcess, startStorefrontProcess } from "../tests/support/processes";

const STORE = "/en-kw/store/burger-bay-salmiya";
const PHONE = { viewport: { width: 375, height: 667 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

interface Sheet {
  network: typeof SLOW_3G;
  /** The sheet's element, a text it shows at once, and what in it says its own code is in (null: the same moment). */
  testId: string;
  text: string;
  ready: string | null;
  target: (page: Page) => Locator;
}

const SHEETS: Record<string, Sheet> = {
  // DevTools' slow 3G preset, as the slow-3G order of the bench.
  dish: {
    network: SLOW_3G,
    testId: "product-dialog",
    text: "Loaded Fries",
    ready: null,
    target: (page) => page.getByRole("link", { name: "Loaded Fries", exact: true }),
  },
  // Issue 46's network: 400 ms latency, 400 kbit/s.
  location: {
    network: { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 },
    testId: "location-dialog",
    text: "Choose your delivery location",
    ready: '[data-testid="location-info"]',
    target: (page) => page.getByTestId("location-button"),
  },
};

/**
 * In the page: resolves with the ms from the next pointerdown to the first frame showing the sheet
 * with its text, and to the first with its code in. A string, so the page runs it as written (tsx
 * would add helpers the page lacks). Checked at a frame's start: what the last frame painted.
 */
const WATCH = ({ testId, text, ready }: Sheet) => `new Promise((resolve) => {
  let tapped = 0;
  let shown = 0;
  const frame = () => {
    const sheet = document.querySelector('[data-testid="${testId}"]');
    if (!shown && sheet && sheet.checkVisibility() && sheet.textContent.includes(${JSON.stringify(text)})) shown = performance.now() - tapped;
    const ready = ${ready === null ? "shown" : `sheet && sheet.querySelector(${JSON.stringify(ready)})`};
    if (shown && ready) return resolve({ shown, ready: performance.now() - tapped });
    requestAnimationFrame(frame);
  };
  window.addEventListener("pointerdown", () => {
    tapped = performance.now();
    requestAnimationFrame(frame);
  }, { once: true, capture: true });
})`;

async function once(base: string, sheet: Sheet): Promise<{ shown: number; ready: number }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const context = await browser.newContext({ ...PHONE, baseURL: base });
    const page = await context.newPage();
    await page.route("https://maps.googleapis.com/**", (route) => route.abort()); // Google is not what is measured
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", sheet.network);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(STORE, { waitUntil: "load", timeout: 120_000 });
    await page.waitForLoadState("networkidle", { timeout: 120_000 });
    const target = sheet.target(page);
    await target.scrollIntoViewIfNeeded();
    const measured = page.evaluate(WATCH(sheet)) as Promise<{ shown: number; ready: number }>;
    await target.tap();
    return await measured;
  } finally {
    await browser.close();
  }
}

async function main() {
  const name = process.argv[2] ?? "dish";
  const sheet = SHEETS[name];
  if (!sheet) throw new Error(`sheet-first-paint: no sheet "${name}" (${Object.keys(SHEETS).join(", ")})`);
  const runs = Number(process.argv[3] ?? 3);
  const sandbox = await startSandboxProcess();
  const storefront = await startStorefrontProcess({ API_BASE_URL: sandbox.url, NODE_ENV: "production" });
  try {
    const shown: number[] = [];
    for (let i = 0; i < runs; i++) {
      const figures = await once(storefront.url, sheet);
      shown.push(Math.round(figures.shown));
      const code = sheet.ready === null ? "" : `, its code in ${Math.round(figures.ready)} ms`;
      console.log(`run ${i + 1}: the ${name} sheet with "${sheet.text}" ${shown.at(-1)} ms after the tap${code}`);
    }
    const sorted = [...shown].sort((a, b) => a - b);
    console.log(`median ${sorted[Math.floor(sorted.length / 2)]} ms, max ${sorted.at(-1)} ms (CPU ×${CPU_SLOWDOWN})`);
  } finally {
    await storefront.stop();
    await sandbox.stop();
  }
}

await main();
