// Following an order costs little and stays live (decision 0111): the order page asks again every
// 15 s — with JS its own route's data only (not the root's), without JS the page through its meta
// refresh — each time a conditional request the storefront answers 304 while nothing changed; a
// status change arrives at the next ask, and the page stops asking once the order has ended.
// The sandbox advances an instant order a step a second (e2e/global-setup.ts); a scheduled one waits
// at "placed" until shortly before its slot.
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { scheduleDayWithTimes, toCheckout, choosePayment } from "./flows";

const INTERVAL_SECONDS = 15;

interface Ask {
  /** The router's `_data` route id, or null for the document. */
  data: string | null;
  /** The status on the wire (the browser reports a 304 it revalidated with as its stored 200), once answered. */
  status?: number;
  ifNoneMatch?: string;
}

/**
 * Every request for the order page's own URL from now on, as the browser's network layer saw it: the
 * document (a meta refresh) or the router's data, and each answer's status on the wire.
 */
async function orderAsks(page: Page): Promise<() => Ask[]> {
  // The protocol may tell a request's wire headers before or after the request itself.
  const asks = new Map<string, Ask>();
  const ifNoneMatch = new Map<string, string>();
  const status = new Map<string, number>();
  const cdp = await page.context().newCDPSession(page);
  cdp.on("Network.requestWillBeSent", (e) => {
    const url = new URL(e.request.url);
    if (!/\/order\/[A-Z0-9-]+$/.test(url.pathname) || (e.type !== "Document" && e.type !== "Fetch")) return;
    asks.set(e.requestId, { data: url.searchParams.get("_data") });
  });
  cdp.on("Network.requestWillBeSentExtraInfo", (e) => {
    const header = Object.entries(e.headers).find(([name]) => name.toLowerCase() === "if-none-match");
    if (header) ifNoneMatch.set(e.requestId, String(header[1]));
  });
  cdp.on("Network.responseReceivedExtraInfo", (e) => status.set(e.requestId, e.statusCode));
  await cdp.send("Network.enable");
  return () => [...asks].map(([id, ask]) => ({ ...ask, status: status.get(id), ifNoneMatch: ifNoneMatch.get(id) }));
}

async function placeOrder(page: Page, lang: "en" | "ar", scheduled: boolean) {
  if (scheduled) {
    const { times } = await scheduleDayWithTimes(page, 2);
    await page.locator("#schedule_time").selectOption(times[times.length - 1]!);
  }
  await choosePayment(page, "cash");
  await page.getByTestId("place-order").click();
  await expect(page).toHaveURL(new RegExp(`/${lang}-kw/order/[A-Z0-9-]+$`));
}

for (const lang of ["en", "ar"] as const) {
  test(`a tracked order's change arrives at the next ask, and the asking stops at the end (${lang})`, async ({
    page,
    url,
    sandboxUrl,
    js,
  }) => {
    test.setTimeout(120_000);
    await toCheckout(page, url(""), sandboxUrl, lang);
    await placeOrder(page, lang, false);
    const asks = await orderAsks(page);
    await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
    // It asks again after the interval: the order (a step a second) is delivered by then.
    await expect(page.getByTestId("order-status")).toHaveAttribute("data-status", "delivered", {
      timeout: (INTERVAL_SECONDS * 2 + 5) * 1000,
    });
    expect(asks().length).toBeGreaterThan(0);
    // With JS the router asked for the order route's data alone, never the root's; without, the page.
    expect(new Set(asks().map((a) => a.data))).toEqual(new Set([js ? "routes/($locale).order.$code" : null]));
    // Ended: no timer, no meta refresh.
    await expect(page.locator("noscript")).toHaveCount(0);
    await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0);
  });

  test(`an unchanged order is asked for every 15 s and answered 304 (${lang})`, async ({
    page,
    url,
    sandboxUrl,
    js,
  }) => {
    test.setTimeout(120_000);
    await toCheckout(page, url(""), sandboxUrl, lang);
    // Scheduled for the day's later time: it waits at "placed".
    await placeOrder(page, lang, true);
    const asks = await orderAsks(page);
    await expect(page.getByTestId("order-status")).toHaveAttribute("data-status", "placed");
    if (!js)
      await expect(page.locator('meta[http-equiv="refresh"]')).toHaveAttribute("content", String(INTERVAL_SECONDS));
    // Each ask (within the interval and a round trip) is a conditional request; the first that the
    // browser asks of a page or data it keeps unchanged is answered 304. Without JS the first
    // document still carried the "order placed" message, with JS the first data was not yet kept
    // on its own: the second ask is.
    const answered = () => asks().filter((a) => a.status !== undefined);
    await expect
      .poll(() => answered().length, { timeout: (INTERVAL_SECONDS * 2 + 10) * 1000 })
      .toBeGreaterThanOrEqual(2);
    expect(answered()[1]!.ifNoneMatch).toMatch(/^W\/"[\w-]+"$/);
    expect(answered()[1]!.status).toBe(304);
    // The page it shows is the one it kept: still the order, laid out (its stylesheet applies), in its language.
    await expect(page.getByTestId("order-status")).toHaveAttribute("data-status", "placed");
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    expect(await page.getByTestId("order-promise").evaluate((el) => getComputedStyle(el).borderRadius)).not.toBe("0px");
    expect(asks().filter((a) => a.data === "root")).toHaveLength(0);
  });
}
