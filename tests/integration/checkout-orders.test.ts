// Placing orders through the storefront (no JS, plain forms): checkout pricing follows the cart; a
// checkout posted twice, or replayed, makes one order; the card payment round trip (approved → the
// order, cart emptied; declined → the failed page, cart intact); cancelling; a payment callback or
// order page for another customer's order shows nothing of it.
import { describe, expect, it } from "vitest";
import { testStack } from "../support/stack";
import { Browserless } from "../support/http-client";
import { signInThroughForms } from "../support/sign-in";
import { addSalmiyaHouse, checkoutForm } from "../support/orders";

const STORE = "burger-bay-salmiya";
const PRODUCT = `/en-kw/store/${STORE}/product/8?menu=1`; // Loaded Fries: no required choices

const stack = testStack({ sandbox: { SANDBOX_OTP_RESEND_SECONDS: "0" } });

async function customerWithCart(phone: string): Promise<Browserless> {
  const customer = new Browserless(stack.base);
  await signInThroughForms(customer, stack.sandbox.url, phone);
  expect((await customer.post(PRODUCT, { intent: "add", quantity: "2" })).status).toBe(303);
  expect((await addSalmiyaHouse(customer)).status).toBe(303);
  return customer;
}

async function cartLines(customer: Browserless): Promise<number> {
  return (await (await customer.get("/en-kw/cart")).text()).match(/data-testid="cart-line"/g)?.length ?? 0;
}

async function orderRows(customer: Browserless): Promise<number> {
  return (await (await customer.get("/en-kw/account/orders")).text()).match(/data-testid="order-row"/g)?.length ?? 0;
}

/** Places the cart by card: answers the sandbox payment page's URL and the order's code. */
async function placeByCard(customer: Browserless): Promise<{ payUrl: URL; code: string }> {
  const placed = await customer.post(`/en-kw/store/${STORE}/checkout`, {
    ...(await checkoutForm(customer)),
    timing: "instant",
    payment_method: "credit_card",
    saved_card_id: "new",
  });
  expect(placed.status).toBe(303);
  const payUrl = new URL(placed.headers.get("location")!);
  expect(payUrl.pathname).toMatch(/^\/sandbox\/pay\//);
  const code = /<dt>Order<\/dt><dd>([A-Z0-9-]+)<\/dd>/.exec(await (await fetch(payUrl)).text())?.[1];
  expect(code).toBeTruthy();
  return { payUrl, code: code! };
}

/** Answers the sandbox payment page; returns where it sends the customer back (the return_url). */
async function decide(payUrl: URL, decision: "approve" | "decline"): Promise<URL> {
  const answer = await fetch(payUrl, { method: "POST", body: new URLSearchParams({ decision }), redirect: "manual" });
  expect(answer.status).toBeGreaterThanOrEqual(300);
  expect(answer.status).toBeLessThan(400);
  return new URL(answer.headers.get("location")!);
}

describe("placing orders through the storefront", () => {
  it("prices the cart with the platform and follows its changes", async () => {
    const customer = await customerWithCart("63000001");
    const before = await (await customer.get(`/en-kw/store/${STORE}`)).text();
    expect(before).toMatch(/data-summary-key="items_total"[\s\S]*?KWD\s*2\.900/);
    expect((await customer.post("/en-kw/cart", { intent: "promo", code: "SAVE10" })).status).toBe(303);
    const after = await (await customer.get(`/en-kw/store/${STORE}`)).text();
    expect(after).toContain('data-summary-key="promotion_discount"');
  });

  it("makes one order from a checkout posted twice", async () => {
    const customer = await customerWithCart("63000002");
    const form = { ...(await checkoutForm(customer)), timing: "instant", payment_method: "cash" };
    const [a, b] = await Promise.all([
      customer.post(`/en-kw/store/${STORE}/checkout`, form),
      customer.post(`/en-kw/store/${STORE}/checkout`, form),
    ]);
    const locations = [a, b].map((r) => r.headers.get("location"));
    const codes = locations.filter(Boolean).map((l) => /\/order\/([A-Z0-9-]+)$/.exec(l!)?.[1]);
    expect(codes.filter(Boolean).length).toBeGreaterThanOrEqual(1);
    expect(await orderRows(customer)).toBe(1);
    // The same form once more, after the first answer (a retried request): back to that order.
    const again = await customer.post(`/en-kw/store/${STORE}/checkout`, form);
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toBe(locations.find(Boolean));
    expect(await orderRows(customer)).toBe(1);
  });

  it("repeats a card checkout to the same payment, and never places a form from an earlier attempt", async () => {
    const customer = await customerWithCart("63000005");
    const form = {
      ...(await checkoutForm(customer)),
      timing: "instant",
      payment_method: "credit_card",
      saved_card_id: "new",
    };
    const first = await customer.post(`/en-kw/store/${STORE}/checkout`, form);
    const second = await customer.post(`/en-kw/store/${STORE}/checkout`, form);
    expect(first.status).toBe(303);
    expect(second.headers.get("location")).toBe(first.headers.get("location"));
    expect(await orderRows(customer)).toBe(1);
    // A form without its key, or with a made-up one, is refused with a message; the cart stays.
    const stale = await customer.post(`/en-kw/store/${STORE}/checkout`, {
      ...form,
      attempt: "not-the-current-attempt",
    });
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain("out of date");
    expect(
      (
        await customer.post(`/en-kw/store/${STORE}/checkout`, {
          address: form.address,
          timing: "instant",
          payment_method: "cash",
        })
      ).status,
    ).toBe(409);
    expect(await cartLines(customer)).toBe(1);
    // A fresh checkout page points out the unpaid order and stays on its attempt while it waits for
    // its payment (a new key there would let the same cart become a second order).
    expect((await checkoutForm(customer)).attempt).toBe(form.attempt);
    expect(await (await customer.get(`/en-kw/store/${STORE}/checkout`)).text()).toContain(
      'data-testid="pending-payment"',
    );
    expect(await orderRows(customer)).toBe(1);
  });

  // 3 posts in parallel and one a few seconds later, same session and form.
  const CHECKOUT_DATA = `/en-kw/store/${STORE}/checkout?_data=routes%2F(%24locale).store.%24storeSlug.checkout`;
  /** Where an answer sends the customer: a 303's Location, or a JS form's X-Remix-Redirect. */
  const target = (response: Response) => response.headers.get("location") ?? response.headers.get("x-remix-redirect");

  it.each([
    { method: "cash", js: false, phone: "63000021" },
    { method: "credit_card", js: false, phone: "63000022" },
    { method: "knet", js: true, phone: "63000023" },
  ])(
    "makes one $method order from 3 parallel posts and a repeat (JS: $js), and each lands where the first went",
    async ({ method, js, phone }) => {
      const customer = await customerWithCart(phone);
      const form = {
        ...(await checkoutForm(customer)),
        timing: "instant",
        payment_method: method,
        ...(method === "credit_card" ? { saved_card_id: "new" } : {}),
      };
      const post = (viaJs = js) =>
        viaJs ? customer.post(CHECKOUT_DATA, form) : customer.post(`/en-kw/store/${STORE}/checkout`, form);
      const parallel = await Promise.all([post(), post(), post()]);
      for (const answer of parallel) expect(answer.status).toBe(js ? 204 : 303);
      const first = target(parallel[0]!)!;
      expect(parallel.map(target)).toEqual([first, first, first]);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const later = await post(!js);
      expect(target(later)).toBe(first);
      expect(await orderRows(customer)).toBe(1);

      if (method === "cash") {
        expect(first).toMatch(/^\/en-kw\/order\/[A-Z0-9-]+$/);
        expect(await cartLines(customer)).toBe(0);
        return;
      }
      // A payment: the cart stays until it settles; a fresh checkout page repeats the same attempt
      // and offers that payment, so placing from it goes there too, never to a second order.
      const payUrl = new URL(first);
      expect(payUrl.pathname).toMatch(/^\/sandbox\/pay\//);
      expect(await cartLines(customer)).toBe(1);
      const fresh = await (await customer.get(`/en-kw/store/${STORE}/checkout`)).text();
      expect(/name="attempt"[^>]*value="([A-Za-z0-9_-]+)"/.exec(fresh)![1]).toBe(form.attempt);
      expect(fresh).toContain("never to a second order");
      expect(fresh).toMatch(/data-testid="place-order"[^>]*>Continue to the payment of order/);
      expect(
        target(
          await customer.post(`/en-kw/store/${STORE}/checkout`, {
            ...form,
            attempt: /name="attempt"[^>]*value="([A-Za-z0-9_-]+)"/.exec(fresh)![1]!,
          }),
        ),
      ).toBe(first);
      expect(await orderRows(customer)).toBe(1);

      // Paid: a repeat lands on the order page, and the cart became the order.
      const code = /<dt>Order<\/dt><dd>([A-Z0-9-]+)<\/dd>/.exec(await (await fetch(payUrl)).text())![1]!;
      await decide(payUrl, "approve");
      const paid = await post();
      expect(target(paid)).toBe(`/en-kw/order/${code}`);
      expect(await cartLines(customer)).toBe(0);
      expect(await orderRows(customer)).toBe(1);
      // The next checkout (a new cart) is a new attempt.
      expect((await customer.post(PRODUCT, { intent: "add", quantity: "1" })).status).toBe(303);
      expect((await checkoutForm(customer)).attempt).not.toBe(form.attempt);
    },
  );

  it("says a platform refusal on a field the checkout form does not show as the form's message (data and page)", async () => {
    const customer = await customerWithCart("63000012");
    // The promo code belongs to the cart's own form: placing, the platform refuses it on `promotion_id`.
    expect((await customer.post("/en-kw/cart", { intent: "promo", code: "OLDCODE" })).status).toBe(303);
    const form = { ...(await checkoutForm(customer)), timing: "instant", payment_method: "cash" };
    const data = await customer.post(CHECKOUT_DATA, form);
    expect(data.status).toBe(400);
    const body = (await data.json()) as { ok: boolean; fieldErrors: Record<string, string>; formError: string | null };
    expect({ ok: body.ok, fieldErrors: body.fieldErrors, formError: body.formError }).toEqual({
      ok: false,
      fieldErrors: {},
      formError: "This promo code has expired.",
    });
    const page = await customer.post(`/en-kw/store/${STORE}/checkout`, form);
    expect(page.status).toBe(400);
    expect(await page.text()).toMatch(/data-testid="checkout-error"[^>]*>This promo code has expired\./);
    expect(await orderRows(customer)).toBe(0);
  });

  it("makes a changed cart a new attempt while the first order waits for payment, and keeps it when the first is paid", async () => {
    const customer = await customerWithCart("63000024");
    const { attempt } = await checkoutForm(customer);
    const { payUrl, code } = await placeByCard(customer);
    expect((await checkoutForm(customer)).attempt).toBe(attempt);
    // One more of the same line: another cart, so another order in the making (the page says so).
    expect((await customer.post(PRODUCT, { intent: "add", quantity: "1" })).status).toBe(303);
    const page = await (await customer.get(`/en-kw/store/${STORE}/checkout`)).text();
    expect(/name="attempt"[^>]*value="([A-Za-z0-9_-]+)"/.exec(page)![1]).not.toBe(attempt);
    expect(page).toContain("placing this cart again makes a new order");
    expect(page).toMatch(/data-testid="place-order"[^>]*>Place order/);
    // The first order is paid: its page, and the changed cart stays for the next order.
    const back = await decide(payUrl, "approve");
    const done = await customer.get(back.pathname + back.search);
    expect(done.headers.get("location")).toBe(`/en-kw/order/${code}`);
    const cart = await (await customer.get("/en-kw/cart")).text();
    expect(cart.match(/data-testid="cart-line"/g)).toHaveLength(1);
    expect(cart).toMatch(/data-testid="cart-line-quantity"[^>]*>(<span[^>]*>[^<]*(<!-- -->)?[^<]*<\/span>)?3</);
    expect(await orderRows(customer)).toBe(1);
  });

  it("waits for an approved payment, then shows the order and empties the cart", async () => {
    const customer = await customerWithCart("63000006");
    const { payUrl, code } = await placeByCard(customer);
    const processing = `/en-kw/store/${STORE}/checkout/processing?order=${code}&payment=approved`;
    // Before the bank answers, whatever the query says: the waiting page, refreshing itself without JS.
    const waiting = await customer.get(processing);
    expect(waiting.status).toBe(200);
    const html = await waiting.text();
    expect(html).toContain('data-testid="payment-processing"');
    expect(html).toMatch(/<noscript><meta http-equiv="refresh" content="2"\/?><\/noscript>/);
    expect(waiting.headers.get("refresh")).toBeNull();
    expect(await cartLines(customer)).toBe(1);

    const back = await decide(payUrl, "approve");
    expect(back.pathname).toBe(`/en-kw/store/${STORE}/checkout/processing`);
    expect(back.searchParams.get("order")).toBe(code);
    expect(back.searchParams.get("payment")).toBe("approved");
    expect(back.origin).toBe(new URL(customer.base).origin);

    const done = await customer.get(back.pathname + back.search);
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe(`/en-kw/order/${code}`);
    expect(await cartLines(customer)).toBe(0);
    const order = await (await customer.get(`/en-kw/order/${code}`)).text();
    expect(order).toMatch(/data-testid="order-status" data-status="(placed|accepted|preparing|on_the_way|delivered)"/);
    expect(order).toContain("Paid");

    // Another customer sees nothing of it, on the order page either.
    const stranger = await customerWithCart("63000007");
    const peek = await stranger.get(`/en-kw/order/${code}`);
    expect(peek.status).toBe(404);
    expect(await peek.text()).not.toContain(code);
    expect(await cartLines(stranger)).toBe(1);
  });

  it("sends a declined payment to the failed page with the cart intact, and pays the same order again", async () => {
    const customer = await customerWithCart("63000008");
    const { payUrl, code } = await placeByCard(customer);
    const back = await decide(payUrl, "decline");
    expect(back.searchParams.get("payment")).toBe("declined");
    const returned = await customer.get(back.pathname + back.search);
    expect(returned.status).toBe(303);
    const failed = returned.headers.get("location")!;
    expect(failed).toBe(`/en-kw/store/${STORE}/checkout/failed?order=${code}`);
    const page = await customer.get(failed);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('data-testid="payment-failed"');
    expect(await cartLines(customer)).toBe(1);
    // The declined attempt is in the history as not placed, with nothing to order again.
    const history = await (await customer.get("/en-kw/account/orders")).text();
    expect(history).toContain("Not placed: payment declined");
    expect(history).not.toContain('data-testid="reorder"');
    // "Try again": the same method, the same order, a new payment page.
    expect(html).toContain('data-testid="try-again"');
    const choice = /name="choice" value="([^"]+)"/.exec(html)![1]!;
    expect(choice).toBe("credit_card:new");
    const again = await customer.post(failed, { order: code, choice });
    expect(again.status).toBe(303);
    const secondPay = new URL(again.headers.get("location")!);
    expect(secondPay.pathname).toMatch(/^\/sandbox\/pay\//);
    expect(secondPay.href).not.toBe(payUrl.href);
    expect(await (await fetch(secondPay)).text()).toContain(`<dd>${code}</dd>`);
    // The same post again (a double submit) goes to that payment, not a third one.
    const twice = await customer.post(failed, { order: code, choice });
    expect(twice.headers.get("location")).toBe(secondPay.href);
    // Approved this time: that order, the cart emptied, one order in the history.
    const paid = await decide(secondPay, "approve");
    const settled = await customer.get(paid.pathname + paid.search);
    expect(settled.headers.get("location")).toBe(`/en-kw/order/${code}`);
    expect(await cartLines(customer)).toBe(0);
    expect(await orderRows(customer)).toBe(1);
    expect(await (await customer.get("/en-kw/account/orders")).text()).toContain('data-testid="reorder"');
  });

  it("pays a declined order another way: cash places that order, and a newer order ends the offer", async () => {
    const customer = await customerWithCart("63000031");
    const { payUrl, code } = await placeByCard(customer);
    const back = await decide(payUrl, "decline");
    const failed = (await customer.get(back.pathname + back.search)).headers.get("location")!;
    const html = await (await customer.get(failed)).text();
    expect(html).toContain('value="cash"');
    // A choice the form does not offer is refused with a message; the cart stays.
    const bad = await customer.post(failed, { order: code, choice: "not a method" });
    expect(bad.status).toBe(400);
    const cash = await customer.post(failed, { order: code, choice: "cash" });
    expect(cash.headers.get("location")).toBe(`/en-kw/order/${code}`);
    expect(await cartLines(customer)).toBe(0);
    expect(await orderRows(customer)).toBe(1);
    // A second declined order whose cart moved on to a new order is no longer offered.
    const other = await customerWithCart("63000032");
    const first = await placeByCard(other);
    const declined = await decide(first.payUrl, "decline");
    const failedPage = (await other.get(declined.pathname + declined.search)).headers.get("location")!;
    await other.get(failedPage);
    const placed = await other.post(`/en-kw/store/${STORE}/checkout`, {
      ...(await checkoutForm(other)),
      timing: "instant",
      payment_method: "cash",
    });
    expect(placed.headers.get("location")).toMatch(/^\/en-kw\/order\/[A-Z0-9-]+$/);
    const after = await (await other.get(failedPage)).text();
    expect(after).not.toContain('data-testid="try-again"');
    expect(after).toContain('data-testid="not-offered"');
    expect((await other.post(failedPage, { order: first.code, choice: "cash" })).status).toBe(409);
    expect(await orderRows(other)).toBe(2);
  });

  it("places a scheduled order in a slot the platform offers, shown in the store's time zone", async () => {
    const customer = await customerWithCart("63000010");
    const html = await (await customer.get(`/en-kw/store/${STORE}/checkout?timing=scheduled`)).text();
    // The day, then the time: two selects (the time list without JS holds every day's times, each
    // with the days it exists on).
    const days = [
      ...html
        .slice(html.indexOf('id="schedule_day"'))
        .matchAll(/<option[^>]*value="(\d{4}-\d{2}-\d{2})"[^>]*>([^<]+)<\/option>/g),
    ];
    const zone = { timeZone: "Asia/Kuwait" } as const;
    const dayOf = (ms: number) =>
      new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", ...zone }).format(
        new Date(ms),
      );
    // Today while it has a time left (late at night it has none), then the days after it.
    const today = dayOf(Date.now());
    const nextDay = dayOf(Date.now() + 86_400_000);
    expect([today, nextDay]).toContain(days[0]![1]);
    expect(days.map((d) => d[1])).toContain(nextDay);
    expect(days.length).toBeGreaterThanOrEqual(2);
    const dayLabel = (day: string) =>
      new Intl.DateTimeFormat("en-KW", { weekday: "long", day: "numeric", month: "long", ...zone }).format(
        new Date(`${day}T12:00:00+03:00`),
      );
    for (const [, day, label] of days)
      expect(label).toBe(day === today ? "Today" : day === nextDay ? "Tomorrow" : dayLabel(day!));
    // Tomorrow's second time: today's first leaves the offer when a half hour turns while the test runs.
    const times = [
      ...html
        .slice(html.indexOf('id="schedule_time"'))
        .matchAll(/<option[^>]*value="(\d{2}:\d{2})" data-days="([^"]*)"[^>]*>([^<]+)<\/option>/g),
    ];
    const tomorrow = nextDay;
    const time = times.filter((t) => t[2]!.split(" ").includes(tomorrow))[1]!;
    const [, clockTime, , label] = time;
    const startsAt = new Date(`${tomorrow}T${clockTime}:00+03:00`).toISOString();
    // The time reads as its window (start–end, 30 minutes) in Kuwait time.
    const clock = new Intl.DateTimeFormat("en-KW", { hour: "2-digit", minute: "2-digit", ...zone });
    expect(label).toBe(
      `${clock.format(new Date(startsAt))}–${clock.format(new Date(Date.parse(startsAt) + 30 * 60_000))}`,
    );
    const attempt = /name="attempt"[^>]*value="([A-Za-z0-9_-]+)"/.exec(html)![1]!;
    const address = /name="address"[^>]*value="(\d+)"/.exec(html)![1]!;
    const post = (fields: Record<string, string>) =>
      customer.post(`/en-kw/store/${STORE}/checkout?timing=scheduled`, {
        attempt,
        address,
        timing: "scheduled",
        payment_method: "cash",
        ...fields,
      });
    // No slot chosen: a clear message, nothing placed.
    const missing = await post({});
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain("Choose a delivery time.");
    // A time that day does not have: said with its day and time, the pair shown again.
    const absent = await post({ schedule_day: tomorrow, schedule_time: "03:17" });
    expect(absent.status).toBe(400);
    const absentHtml = await absent.text();
    const tomorrowName = new Intl.DateTimeFormat("en-KW", {
      weekday: "long",
      day: "numeric",
      month: "long",
      ...zone,
    }).format(new Date(`${tomorrow}T12:00:00+03:00`));
    expect(absentHtml).toContain(
      `There is no delivery at 3:17 AM on ${tomorrowName}. Choose one of that day&#x27;s times.`,
    );
    expect(absentHtml).toMatch(
      new RegExp(`<option[^>]*value="${tomorrow}"[^>]*selected|<option[^>]*selected[^>]*value="${tomorrow}"`),
    );
    // Nonsense is the same clear message, never a 500.
    expect((await post({ schedule_day: "2026-13-45", schedule_time: "25:99" })).status).toBe(400);
    const placed = await post({ schedule_day: tomorrow, schedule_time: clockTime! });
    expect(placed.status).toBe(303);
    const order = await (await customer.get(placed.headers.get("location")!)).text();
    // Its promise is its slot: the day in words and the window, said once.
    const window = new Intl.DateTimeFormat("en-KW", { hour: "numeric", minute: "2-digit", ...zone }).formatRange(
      new Date(startsAt),
      new Date(Date.parse(startsAt) + 30 * 60_000),
    );
    const unbroken = (text: string) => text.replace(/\u2060/g, "").replace(/[\u2009\u202f]/g, " ");
    expect(unbroken(order)).toContain(`Scheduled · Tomorrow, ${unbroken(window)}`);
    expect(order).not.toContain("Scheduled for");
  });

  it("lets a customer cancel a placed order once, then explains it is too late", async () => {
    const customer = await customerWithCart("63000009");
    const placed = await customer.post(`/en-kw/store/${STORE}/checkout`, {
      ...(await checkoutForm(customer)),
      timing: "instant",
      payment_method: "cash",
    });
    const orderPath = placed.headers.get("location")!;
    // The active order's page refreshes itself, but not while it asks whether to cancel (a reload
    // would take the question away from a customer without JS, and disturb a screen reader).
    expect(await (await customer.get(orderPath)).text()).toContain('http-equiv="refresh"');
    const asking = await (await customer.get(`${orderPath}?abandon=1`)).text();
    expect(asking).toContain("Cancel this order?");
    expect(asking).not.toContain('http-equiv="refresh"');
    const cancelled = await customer.post(orderPath, { intent: "abandon" });
    expect(cancelled.status).toBe(303);
    const page = await (await customer.get(orderPath)).text();
    expect(page).toContain('data-status="abandoned"');
    // Cash, not paid yet: nothing to give back, and no refund said.
    expect(page).not.toContain('data-testid="order-refunds"');
    expect(page).not.toContain('http-equiv="refresh"');
    const again = await customer.post(orderPath, { intent: "abandon" });
    expect(again.status).toBe(423);
    expect(await again.text()).toContain("can no longer be cancelled");
  });

  it("lists the order history newest first, 10 a page, with links to each order", async () => {
    const customer = await customerWithCart("63000011");
    const codes: string[] = [];
    for (let i = 0; i < 11; i++) {
      if (i > 0) expect((await customer.post(PRODUCT, { intent: "add", quantity: "2" })).status).toBe(303);
      const placed = await customer.post(`/en-kw/store/${STORE}/checkout`, {
        ...(await checkoutForm(customer)),
        timing: "instant",
        payment_method: "cash",
      });
      codes.push(/\/order\/([A-Z0-9-]+)$/.exec(placed.headers.get("location")!)![1]!);
    }
    const first = await (await customer.get("/en-kw/account/orders")).text();
    expect(first.match(/data-testid="order-row"/g)?.length).toBe(10);
    expect(first).toContain(`href="/en-kw/order/${codes[10]}"`);
    expect(first).not.toContain(`href="/en-kw/order/${codes[0]}"`);
    expect(first).toContain('href="/en-kw/account/orders?page=2"');
    const second = await (await customer.get("/en-kw/account/orders?page=2")).text();
    expect(second.match(/data-testid="order-row"/g)?.length).toBe(1);
    expect(second).toContain(`href="/en-kw/order/${codes[0]}"`);
    expect(second).toContain('href="/en-kw/account/orders?page=1"');
    // A page number that is not one is page 1 (the spec's default), not a crash.
    const nonsense = await customer.get("/en-kw/account/orders?page=abc");
    expect(nonsense.status).toBe(200);
    expect((await nonsense.text()).match(/data-testid="order-row"/g)?.length).toBe(10);
  });

  it("never shows another customer's order on the payment return page", async () => {
    const owner = await customerWithCart("63000003");
    const { code: orderCode } = await placeByCard(owner);

    const stranger = await customerWithCart("63000004");
    const peek = await stranger.get(`/en-kw/store/${STORE}/checkout/processing?order=${orderCode}&payment=approved`);
    expect(peek.status).toBe(404);
    const body = await peek.text();
    // The code appears only where the page echoes its own URL (the language switch's redirectTo).
    expect(body.split(orderCode).length).toBe(body.split(`order=${orderCode}`).length);
    expect(body).not.toContain('data-testid="payment-processing"');
    expect(body).toContain("We couldn&#x27;t find that order in your account.");
    // The stranger's cart is untouched, and so is the owner's pending order.
    expect(await cartLines(stranger)).toBe(1);
    expect(await cartLines(owner)).toBe(1);
  });
});
