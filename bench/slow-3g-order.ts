// A returning customer's order with JavaScript off on an emulated slow 3G phone, in Chromium: from
// the store page to the order page, every document the browser loads on the way and the seconds it
// takes. How the figure is taken, and why so, is the bench's decision record ("Budgets customers
// feel, and how the bench measures them").
//
// The customer (375 px phone, JS off) signed in with a one-time code and keeps a house address in
// Salmiya, which is also their chosen delivery location: that happens first, unthrottled and untimed,
// in the same browser context (so the stylesheet and the shared scripts are in its cache, as
// a returning customer's are). Then, on slow 3G and a 4× slower CPU, the shortest path the phone's page offers:
// the store page; the card's "+" for two products without choices (one alone is under the store's
// minimum order), each a form post answered by a redirect to the store page; the basket bar, which
// leads to the checkout once the minimum is met; cash (the store's first method) and Place order, a form post
// answered by a redirect to the order page. Each step waits until its page has painted: without JS a
// painted page is a usable one, so that is when a customer taps the next thing (its pictures may still
// be coming; its `load` event is recorded beside it, not waited for). The figure ends when the order
// page has painted.
import type { Browser, Page, Request } from "@playwright/test";

/** Chrome DevTools' own "Slow 3G" preset (listed as "3G" in newer DevTools), as its network panel
 * sends it: 500 kbit/s down and up and a 400 ms RTT, scaled as DevTools scales them because it
 * throttles whole requests, not packets (throughput × 0.8, latency × 5: 50,000 bytes/s and 2 s before
 * each response's headers). The same numbers as Puppeteer's `PredefinedNetworkConditions["Slow 3G"]`. */
export const SLOW_3G = {
  offline: false,
  downloadThroughput: ((500 * 1000) / 8) * 0.8, // bytes/s
  uploadThroughput: ((500 * 1000) / 8) * 0.8,
  latency: 400 * 5, // ms
} as const;
/** Lighthouse's mobile CPU throttling: 4× slower than this machine. */
export const CPU_SLOWDOWN = 4;
const PHONE = { viewport: { width: 375, height: 667 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

export interface OrderDocument {
  method: string;
  /** Path and query, without the origin. */
  url: string;
  status: number;
  /** Seconds from the first navigation: request sent, and the response's last byte. */
  start: number;
  end: number;
  /** The browser showed it (a main-frame navigation committed); a redirect's answer is only a hop. */
  loaded: boolean;
  /** A shown document's first contentful paint, in seconds from the first navigation: when the customer can tap. */
  paintEvent?: number;
  /** A shown document's `load` event (its pictures in), if it came before the next tap. */
  loadEvent?: number;
  /** What a shown document asked for until its `load` event: over the network (with bytes), and from the cache. */
  fetched?: { count: number; bytes: number };
  fromCache?: number;
}

export interface SlowOrderFigures {
  /** Documents the browser loaded: main-frame navigations committed, the store page to the order page. */
  loads: number;
  /** From the store page's navigation to the order page's first contentful paint. */
  seconds: number;
  /** From the store page's navigation to the order page's `load` event. */
  secondsToLoad: number;
  /** Every main-frame document request, redirects included, in order. */
  documents: OrderDocument[];
}

export interface SlowOrderOptions {
  browser: Browser;
  base: string;
  sandboxUrl: string;
  phone: string;
  /** The store's path (`/en-kw/store/<slug>`) and two of its products without choices, together over its minimum order. */
  store: string;
  products: [string, string];
  /** DevTools' slow 3G unless said otherwise. */
  network?: typeof SLOW_3G;
}

interface Subresource {
  start: number;
  end: number;
  bytes: number;
  cached: boolean;
}

const seconds = (ms: number) => Math.round(ms) / 1000;
const withoutHash = (url: string) => url.replace(/#.*$/, "");

/** One tap (or the first navigation): waits for the document it leads to, and for that document's first paint. */
async function step(page: Page, painted: () => Promise<void>, act: () => Promise<unknown>): Promise<void> {
  const navigated = page.waitForEvent("framenavigated", { predicate: (frame) => frame === page.mainFrame() });
  const paint = painted();
  await act();
  await navigated;
  await paint;
}

export async function slow3gOrder(o: SlowOrderOptions): Promise<SlowOrderFigures> {
  const context = await o.browser.newContext({ ...PHONE, javaScriptEnabled: false, baseURL: o.base });
  try {
    const page = await context.newPage();
    await becomeReturningCustomer(page, o);

    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", o.network ?? SLOW_3G);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    // The renderer's own lifecycle events say when a document first painted content.
    await cdp.send("Page.enable");
    await cdp.send("Page.setLifecycleEventsEnabled", { enabled: true });
    const { frameTree } = await cdp.send("Page.getFrameTree");
    const paintWaiters: (() => void)[] = [];
    const painted = () => new Promise<void>((resolve) => paintWaiters.push(resolve));

    const t0 = performance.now();
    const now = () => seconds(performance.now() - t0);
    // Documents through Playwright (its requests follow redirects one hop at a time), everything
    // else through the protocol (which says what came from the cache, and the bytes on the wire).
    const documents: (OrderDocument & { request: Request })[] = [];
    const entryOf = (request: Request) => documents.find((d) => d.request === request);
    page.on("request", (request) => {
      if (!request.isNavigationRequest() || request.frame() !== page.mainFrame()) return;
      const url = new URL(request.url());
      documents.push({
        request,
        method: request.method(),
        url: url.pathname + url.search,
        status: 0,
        start: now(),
        end: 0,
        loaded: false,
      });
    });
    const finish = (request: Request) => {
      const entry = entryOf(request);
      if (entry && !entry.end) entry.end = now();
    };
    page.on("requestfinished", finish);
    page.on("requestfailed", finish);
    page.on("response", (response) => {
      const entry = entryOf(response.request());
      if (entry) entry.status = response.status();
    });
    let shown: OrderDocument | undefined;
    page.on("framenavigated", (frame) => {
      if (frame !== page.mainFrame()) return;
      const url = withoutHash(frame.url());
      shown = [...documents].reverse().find((d) => withoutHash(d.request.url()) === url);
      if (shown) shown.loaded = true;
    });
    cdp.on("Page.lifecycleEvent", (e) => {
      if (e.frameId !== frameTree.frame.id || e.name !== "firstContentfulPaint") return;
      if (shown && shown.paintEvent === undefined) shown.paintEvent = now();
      for (const resolve of paintWaiters.splice(0)) resolve();
    });
    page.on("load", () => {
      if (shown && shown.loadEvent === undefined) shown.loadEvent = now();
    });
    const subresources = new Map<string, Subresource>();
    cdp.on("Network.requestWillBeSent", (e) => {
      if (e.type !== "Document") subresources.set(e.requestId, { start: now(), end: 0, bytes: 0, cached: false });
    });
    cdp.on("Network.requestServedFromCache", (e) => {
      const sub = subresources.get(e.requestId);
      if (sub) sub.cached = true;
    });
    cdp.on("Network.responseReceived", (e) => {
      const sub = subresources.get(e.requestId);
      if (sub && (e.response.fromDiskCache || e.response.fromPrefetchCache)) sub.cached = true;
    });
    cdp.on("Network.loadingFinished", (e) => {
      const sub = subresources.get(e.requestId);
      if (sub) Object.assign(sub, { end: now(), bytes: e.encodedDataLength });
    });

    // A tap that starts a navigation: Playwright's click does not wait for the page it leads to.
    const tap = { noWaitAfter: true };
    await step(page, painted, () => page.goto(o.store, { waitUntil: "commit" }));
    for (const product of o.products)
      await step(page, painted, () => page.getByRole("button", { name: `Add ${product}`, exact: true }).click(tap));
    await step(page, painted, () => page.getByTestId("basket-bar-link").click(tap));
    if (!/\/checkout$/.test(new URL(page.url()).pathname)) throw new Error(`the basket bar led to ${page.url()}`);
    await page.getByTestId("method-cash").check();
    await step(page, painted, () => page.getByTestId("place-order").click(tap));
    if (!/\/order\/[A-Z0-9-]+$/.test(page.url())) throw new Error(`the order ended at ${page.url()}`);
    const total = now();
    await page.waitForLoadState("load");
    const totalToLoad = now();

    // The order page refreshes itself without JS (a meta refresh): what comes after is not counted.
    const counted = documents
      .filter((d) => d.start <= total)
      .map(({ request: _request, ...d }) => ({ ...d, end: d.end || total }));
    // A subresource belongs to the shown document that was last requested before it.
    const shownDocs = counted.filter((d) => d.loaded);
    for (const [i, d] of shownDocs.entries()) {
      const until = shownDocs[i + 1]?.start ?? totalToLoad;
      const own = [...subresources.values()].filter((r) => r.start >= d.start && r.start < until);
      // Bytes on the wire; none (a memory-cache hit) or a cache flag: from the cache; never finished: cancelled.
      const network = own.filter((r) => !r.cached && r.bytes > 0);
      d.fetched = { count: network.length, bytes: network.reduce((n, r) => n + r.bytes, 0) };
      d.fromCache = own.filter((r) => r.cached || (r.end && !r.bytes)).length;
    }
    return { loads: shownDocs.length, seconds: total, secondsToLoad: totalToLoad, documents: counted };
  } finally {
    await context.close();
  }
}

/** Signs in through the forms with the sandbox's one-time code, and adds a house address chosen on the location page (which also makes it the delivery location). */
async function becomeReturningCustomer(page: Page, o: SlowOrderOptions): Promise<void> {
  await page.goto(`/en-kw/sign-in?redirectTo=${encodeURIComponent("/en-kw/account")}`);
  await page.locator("#phone").fill(o.phone);
  await page.getByTestId("phone-form").locator('button[type="submit"]').click();
  await page.getByTestId("code-form").waitFor();
  await page.locator("#code").fill(await latestCode(o.sandboxUrl, o.phone));
  await page.getByTestId("code-form").locator('button[type="submit"]').click();
  // A new phone is asked for a name next; a known one goes straight on.
  const register = page.getByTestId("register-form");
  const quiet = (p: Promise<unknown>) => p.catch(() => undefined); // the other one may fail later
  await Promise.race([quiet(register.waitFor()), quiet(page.waitForURL("**/en-kw/account"))]);
  if (await register.isVisible()) {
    await page.locator("#name").fill("Bench Customer");
    await register.locator('button[type="submit"]').click();
  }
  await page.waitForURL("**/en-kw/account");
  await page.goto(`/en-kw/location?q=salmiya&redirectTo=${encodeURIComponent("/en-kw/account/addresses?new=1")}`);
  await page.getByTestId("choose-place").first().click();
  await page.waitForURL("**/account/addresses?new=1");
  const form = page.getByTestId("address-form");
  await form.locator("#address-field_4").fill("10");
  await form.locator("#address-field_3").fill("Salem Al Mubarak St");
  await form.locator("#address-field_5").fill("12");
  await form.locator('button[type="submit"]').click();
  await page.getByTestId("address").first().waitFor();
}

async function latestCode(sandboxUrl: string, phone: string): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const response = await fetch(`${sandboxUrl}/sandbox/inbox.json?phone_code=%2B965&phone=${phone}`);
    const body = (await response.json()) as { data: { code: string }[] };
    if (body.data[0]?.code) return body.data[0].code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no code for ${phone} in the sandbox inbox`);
}
