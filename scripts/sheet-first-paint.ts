// How long a tap on a dish card takes to show its item sheet on an emulated slow 3G phone, JS on: from
// the tap (pointerdown) to the first frame painted with the sheet visible and the dish's name in it.
// Not part of the tests (no timings there). Run on a production build:
//   npm run build && node --import tsx scripts/sheet-first-paint.ts [runs]
// It starts its own sandbox and storefront, loads the store page on slow 3G with a 4× slower CPU
// (bench/slow-3g-order.ts's figures), waits for the page to be loaded and idle (a customer reading the
// menu), then taps a card and reads the time from the page's own clock.
import { chromium } from "@playwright/test";
import { CPU_SLOWDOWN, SLOW_3G } from "../bench/slow-3g-order";
import { startSandboxProcess, startStorefrontProcess } from "../tests/support/processes";

const STORE = "/en-kw/store/burger-bay-salmiya";
const DISH = "Loaded Fries";
const PHONE = { viewport: { width: 375, height: 667 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/**
 * In the page: resolves with the ms from the next pointerdown to the first frame showing the sheet
 * with the name. A string, so the page runs it as written (tsx would add helpers the page lacks).
 */
const WATCH_SHEET = (name: string) => `new Promise((resolve) => {
  let tapped = 0;
  const shown = () => {
    const sheet = document.querySelector('[data-testid="product-dialog"]');
    return Boolean(sheet && sheet.checkVisibility() && sheet.textContent.includes(${JSON.stringify(name)}));
  };
  const frame = () => {
    // Checked at a frame's start: what the last frame painted. Shown: that frame was on screen.
    if (shown()) return resolve(performance.now() - tapped);
    requestAnimationFrame(frame);
  };
  window.addEventListener("pointerdown", () => {
    tapped = performance.now();
    requestAnimationFrame(frame);
  }, { once: true, capture: true });
})`;

async function once(base: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const context = await browser.newContext({ ...PHONE, baseURL: base });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", SLOW_3G);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(STORE, { waitUntil: "load", timeout: 120_000 });
    await page.waitForLoadState("networkidle", { timeout: 120_000 });
    const link = page.getByRole("link", { name: DISH, exact: true });
    await link.scrollIntoViewIfNeeded();
    const measured = page.evaluate(WATCH_SHEET(DISH)) as Promise<number>;
    await link.tap();
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
    const figures: number[] = [];
    for (let i = 0; i < runs; i++) {
      figures.push(Math.round(await once(storefront.url)));
      console.log(`run ${i + 1}: ${figures.at(-1)} ms from the tap to the sheet's first paint with "${DISH}"`);
    }
    const sorted = [...figures].sort((a, b) => a - b);
    console.log(`median ${sorted[Math.floor(sorted.length / 2)]} ms, max ${sorted.at(-1)} ms (slow 3G, CPU ×${CPU_SLOWDOWN})`);
  } finally {
    await storefront.stop();
    await sandbox.stop();
  }
}

await main();
