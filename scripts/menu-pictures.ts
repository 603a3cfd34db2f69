// What a first visit to a page fetches in pictures, at 375 × 812, DPR 2, JS on and off, English and
// Arabic: the count of image requests and their bytes on the wire (headers and bodies), after the page
// is loaded and the network idle; and its HTML as sent (brotli). Not part of the tests. Run on a
// production build:   npm run build && node --import tsx scripts/menu-pictures.ts [path…]
import { brotliCompressSync, constants } from "node:zlib";
import { chromium } from "@playwright/test";
import { startSandboxProcess, startStorefrontProcess, TEST_SESSION_SECRET } from "../tests/support/processes";

const PHONE = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const PAGES = [
  "/store/burger-bay-mega",
  "/store/burger-bay-salmiya",
  "/store/burger-bay-salmiya/product/1?menu=1",
  "/brand/burger-bay",
];

async function pictures(base: string, path: string, js: boolean) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const context = await browser.newContext({ ...PHONE, javaScriptEnabled: js });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    const images = new Map<string, number>();
    cdp.on("Network.responseReceived", (e) => {
      if (e.type === "Image") images.set(e.requestId, 0);
    });
    cdp.on("Network.loadingFinished", (e) => {
      if (images.has(e.requestId)) images.set(e.requestId, e.encodedDataLength);
    });
    await page.goto(base + path, { waitUntil: "load" });
    await page.waitForLoadState("networkidle");
    return { count: images.size, kb: [...images.values()].reduce((a, b) => a + b, 0) / 1024 };
  } finally {
    await browser.close();
  }
}

async function main() {
  const paths = process.argv.length > 2 ? process.argv.slice(2) : PAGES;
  const sandbox = await startSandboxProcess();
  const storefront = await startStorefrontProcess({
    API_BASE_URL: sandbox.url,
    NODE_ENV: "production",
    SESSION_SECRET: TEST_SESSION_SECRET,
  });
  try {
    console.log(
      "| page | lang | HTML br KB (raw) | JS on: pictures, KB | JS off: pictures, KB |\n|---|---|---|---|---|",
    );
    for (const path of paths) {
      for (const lang of ["en", "ar"]) {
        const full = `/${lang}-kw${path}`;
        const html = await (await fetch(storefront.url + full)).text();
        const br = brotliCompressSync(html, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html) },
        }).length;
        const on = await pictures(storefront.url, full, true);
        const off = await pictures(storefront.url, full, false);
        console.log(
          `| ${path} | ${lang} | ${(br / 1024).toFixed(1)} (${(Buffer.byteLength(html) / 1024).toFixed(1)}) | ${on.count}, ${on.kb.toFixed(1)} | ${off.count}, ${off.kb.toFixed(1)} |`,
        );
      }
    }
  } finally {
    await storefront.stop();
    await sandbox.stop();
  }
}

await main();
