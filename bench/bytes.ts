// What a phone downloads (docs/decisions/0111): every request's bytes on the wire (headers and
// bodies: HTML, JS, CSS, images, fonts) of a first load at 375 px and DPR 2, with JavaScript and
// without, in English and Arabic; the largest contentful paint of a page on emulated slow 3G without
// JavaScript, read from the renderer's trace; and what a minute of watching an active order costs.
import type { Browser, BrowserContext, Page } from "@playwright/test";

/** A phone: 375 × 812 CSS pixels, device pixel ratio 2. */
const PHONE = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
/** The slow 3G as sent to the network layer: 400 ms before each answer, 400 kbit/s each way. */
export const SLOW_3G_RAW = {
  offline: false,
  latency: 400,
  downloadThroughput: (400 * 1000) / 8,
  uploadThroughput: (400 * 1000) / 8,
} as const;

export interface PageBytes {
  bytes: number;
  requests: number;
  images: number;
}

/** Counts every finished request's bytes on the wire (encodedDataLength: headers and body) from now on. */
async function wireMeter(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const sent = new Map<string, { type: string; url: string }>();
  const totals = { bytes: 0, requests: 0, images: 0, urls: [] as string[] };
  cdp.on("Network.requestWillBeSent", (e) => sent.set(e.requestId, { type: e.type ?? "", url: e.request.url }));
  cdp.on("Network.loadingFinished", (e) => {
    totals.bytes += e.encodedDataLength;
    totals.requests += 1;
    if (sent.get(e.requestId)?.type === "Image") totals.images += 1;
    if (process.env.BENCH_URLS) totals.urls.push(`${e.encodedDataLength} ${sent.get(e.requestId)?.url}`);
  });
  await cdp.send("Network.enable");
  return { cdp, totals };
}

/** A first load (empty cache) of each page, with JS and without, until its `load` and then a quiet network. */
export async function firstLoadBytes(
  browser: Browser,
  base: string,
  pages: Record<string, string>,
): Promise<Record<string, PageBytes>> {
  const out: Record<string, PageBytes> = {};
  for (const [name, path] of Object.entries(pages)) {
    for (const js of [true, false]) {
      const context = await browser.newContext({ ...PHONE, javaScriptEnabled: js });
      try {
        const page = await context.newPage();
        const { totals } = await wireMeter(context, page);
        // Its `load` (every picture it does not defer), then a quiet network (what came after).
        const response = await page.goto(base + path, { waitUntil: "load" });
        if (response?.status() !== 200) throw new Error(`${path} answered ${response?.status()}`);
        await page.waitForLoadState("networkidle");
        out[`${name} ${js ? "JS" : "no JS"}`] = {
          bytes: totals.bytes,
          requests: totals.requests,
          images: totals.images,
        };
      } finally {
        await context.close();
      }
    }
  }
  return out;
}

/**
 * The largest contentful paint of a first load without JS on `network`, in seconds from the
 * navigation's start: the renderer's `largestContentfulPaint::Candidate` trace events (the last one
 * of the main frame's document; a page without JS cannot run a PerformanceObserver).
 */
export async function lcpWithoutJs(
  browser: Browser,
  base: string,
  path: string,
  network = SLOW_3G_RAW,
): Promise<number> {
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", network);
    await browser.startTracing(page, { categories: ["loading", "devtools.timeline", "blink.user_timing"] });
    await page.goto(base + path, { waitUntil: "load" });
    // LCP candidates are reported after a frame is presented: give the renderer a moment past `load`.
    await page.waitForTimeout(1000);
    const trace = JSON.parse((await browser.stopTracing()).toString("utf8")) as { traceEvents: TraceEvent[] };
    return lcpOf(trace.traceEvents, new URL(base + path).pathname);
  } finally {
    await context.close();
  }
}

interface TraceEvent {
  name: string;
  ts: number;
  args?: {
    frame?: string;
    data?: {
      navigationId?: string;
      documentLoaderURL?: string;
      isLoadingMainFrame?: boolean;
      isOutermostMainFrame?: boolean;
      url?: string;
    };
  };
}

function lcpOf(events: TraceEvent[], pathname: string): number {
  // The main frame's navigation to the page (its URL is not always in the event): the last one.
  const starts = events.filter(
    (e) => e.name === "navigationStart" && (e.args?.data?.isOutermostMainFrame ?? e.args?.data?.isLoadingMainFrame),
  );
  const start =
    [...starts].reverse().find((e) => (e.args?.data?.documentLoaderURL ?? "").includes(pathname)) ?? starts.at(-1);
  if (!start) throw new Error(`no navigationStart for ${pathname} in the trace`);
  const candidates = events.filter(
    (e) => e.name === "largestContentfulPaint::Candidate" && e.args?.frame === start.args?.frame && e.ts >= start.ts,
  );
  const last = candidates.at(-1);
  if (!last) throw new Error(`no largestContentfulPaint candidate for ${pathname}`);
  return (last.ts - start.ts) / 1e6;
}

/**
 * A minute of watching one active order: the order page open in English and Arabic, with JS and
 * without, each loaded (and with JS hydrated) first; then the bytes each moves on the wire for
 * `seconds`, scaled to a minute, and its requests.
 */
export async function trackingPerMinute(
  browser: Browser,
  base: string,
  cookies: { name: string; value: string }[],
  orderPath: string,
  seconds = 60,
): Promise<Record<string, { bytes: number; requests: number }>> {
  const host = new URL(base).hostname;
  const pages: { key: string; context: BrowserContext; page: Page }[] = [];
  try {
    for (const lang of ["en", "ar"] as const) {
      for (const js of [true, false]) {
        const context = await browser.newContext({ ...PHONE, javaScriptEnabled: js });
        pages.push({ key: `${lang} ${js ? "JS" : "no JS"}`, context, page: await context.newPage() });
        await context.addCookies(
          cookies.map((c) => ({ ...c, domain: host, path: "/", secure: c.name.startsWith("__Host-") })),
        );
        const { page } = pages.at(-1)!;
        const path = orderPath.replace(/^\/en-/, `/${lang}-`);
        await page.goto(base + path, { waitUntil: "networkidle" });
        if (new URL(page.url()).pathname !== path) throw new Error(`${path} ended at ${page.url()}`);
        if (js) await page.waitForFunction(() => "__remixRouter" in window);
        await page.waitForLoadState("networkidle");
      }
    }
    const meters = await Promise.all(pages.map(({ context, page }) => wireMeter(context, page)));
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    return Object.fromEntries(
      pages.map(({ key }, i) => {
        const { totals } = meters[i]!;
        if (process.env.BENCH_URLS) console.log(key, totals.urls);
        return [key, { bytes: (totals.bytes * 60) / seconds, requests: (totals.requests * 60) / seconds }];
      }),
    );
  } finally {
    for (const { context } of pages) await context.close();
  }
}
