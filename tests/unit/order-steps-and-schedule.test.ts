// The order page's steps (only those the order went through are done; paying is no step of a paid
// order) and the checkout's day-and-time pair turned back into the slot's instant; the order page's
// times and refund in words.
import { describe, expect, it } from "vitest";
import { orderSteps } from "~/components/order/order-steps";
import { scheduledInstant } from "~/server/checkout";
import { slotTime } from "~/i18n/format";
import { createT } from "~/i18n/translate";
import { RESOURCES } from "~/locales";
import type { Order } from "~/contract";
import { dayName, timeOfDay } from "~/server/catalogue";
import { orderPromise, refundAhead, refundTexts } from "~/server/orders";

const at = (minute: number) => `2026-11-27T10:${String(minute).padStart(2, "0")}:00.000Z`;

describe("orderSteps", () => {
  it("a paid card order: no Awaiting payment step, the steps it reached done", () => {
    const steps = orderSteps({
      status: "accepted",
      status_history: [
        { status: "awaiting_payment", at: at(0) },
        { status: "placed", at: at(2) },
        { status: "accepted", at: at(4) },
      ],
    });
    expect(steps.map((s) => s.status)).toEqual(["placed", "accepted", "preparing", "on_the_way", "delivered"]);
    expect(steps.map((s) => s.at)).toEqual([at(2), at(4), null, null, null]);
  });

  it("waiting for its payment: that wait first, not done", () => {
    const steps = orderSteps({
      status: "awaiting_payment",
      status_history: [{ status: "awaiting_payment", at: at(0) }],
    });
    expect(steps[0]).toEqual({ status: "awaiting_payment", at: null });
    expect(steps.every((s) => s.at === null)).toBe(true);
  });

  it("an order that ended: what it went through, without the wait for payment", () => {
    expect(
      orderSteps({
        status: "payment_failed",
        status_history: [
          { status: "awaiting_payment", at: at(0) },
          { status: "payment_failed", at: at(1) },
        ],
      }),
    ).toEqual([{ status: "payment_failed", at: at(1) }]);
    expect(
      orderSteps({
        status: "abandoned",
        status_history: [
          { status: "placed", at: at(0) },
          { status: "abandoned", at: at(1) },
        ],
      }).map((s) => s.status),
    ).toEqual(["placed", "abandoned"]);
  });
});

describe("scheduledInstant", () => {
  it("a day and time in the store's zone are that instant", () => {
    expect(scheduledInstant("2026-11-27", "16:30", "Asia/Kuwait")).toBe("2026-11-27T13:30:00.000Z");
    expect(scheduledInstant("2026-11-28", "00:00", "Asia/Dubai")).toBe("2026-11-27T20:00:00.000Z");
    // Portugal, summer and winter time.
    expect(scheduledInstant("2026-07-01", "12:00", "Europe/Lisbon")).toBe("2026-07-01T11:00:00.000Z");
    expect(scheduledInstant("2026-12-01", "12:00", "Europe/Lisbon")).toBe("2026-12-01T12:00:00.000Z");
    expect(slotTime("Asia/Riyadh", "2026-11-27T13:30:00.000Z")).toBe("16:30");
  });

  it("malformed, impossible, or skipped by a clock change: null", () => {
    for (const [day, time] of [
      ["2026-13-45", "10:00"],
      ["2026-02-30", "10:00"],
      ["2026-11-27", "25:00"],
      ["2026-11-27", "9:00"],
      ["", ""],
    ]) {
      expect(scheduledInstant(day!, time!, "Asia/Kuwait"), `${day} ${time}`).toBeNull();
    }
    // Lisbon's clocks went from 01:00 to 02:00 on 29 March 2026: 01:30 never happened.
    expect(scheduledInstant("2026-03-29", "01:30", "Europe/Lisbon")).toBeNull();
  });
});

// The order page's words at the moments of doubt (decision 0108): a scheduled order's slot, each
// step's time, and a cancelled paid order's refund, in the store's zone, in both languages.
describe("the order page's times and refund in words", () => {
  const en = { t: createT(RESOURCES.en, "en"), locale: { lang: "en", country: "kw" } as const };
  const ar = { t: createT(RESOURCES.ar, "ar"), locale: { lang: "ar", country: "kw" } as const };
  const ZONE = "Asia/Kuwait"; // UTC+3
  const NOW = Date.parse("2026-11-29T05:45:00.000Z"); // 08:45 on Sunday 29 November in Kuwait
  /** The text without its isolates, its spaces plain. */
  const plain = (text: string) =>
    text.replace(/[\u2060\u2068\u2069\u200e\u200f]/g, "").replace(/[\u00a0\u2009\u202f]/g, " ");
  const order = (fields: Partial<Order>): Order =>
    ({
      status: "placed",
      status_history: [],
      timing: "asap",
      scheduled_at: null,
      estimated_delivery_at: null,
      payment_method: "cash",
      payment_status: "not_paid",
      saved_card: null,
      country: { iso_two_code: "KW", currency_code: "KWD", decimal_places: 3 },
      totals: { customer_to_pay: 3200, wallet_complement: 0 },
      ...fields,
    }) as unknown as Order;

  it("names a day Today, Tomorrow, else by its weekday and date, by the store's calendar", () => {
    expect(dayName(en, ZONE, "2026-11-29T20:59:00.000Z", NOW)).toBe("Today"); // 23:59 there
    expect(dayName(en, ZONE, "2026-11-29T21:00:00.000Z", NOW)).toBe("Tomorrow"); // midnight there
    expect(dayName(ar, ZONE, "2026-11-30T02:00:00.000Z", NOW)).toBe("غدًا");
    expect(dayName(ar, ZONE, "2026-11-29T09:00:00.000Z", NOW)).toBe("اليوم");
    expect(dayName(en, ZONE, "2026-12-01T09:00:00.000Z", NOW)).toBe("Tuesday, December 1");
  });

  it("gives a step its time alone today and its date on another day", () => {
    expect(timeOfDay(en.locale, ZONE, "2026-11-29T05:10:00.000Z", NOW)).toBe("8:10 AM");
    expect(plain(timeOfDay(en.locale, ZONE, "2026-11-28T13:10:00.000Z", NOW))).toBe("Nov 28, 4:10 PM");
    expect(timeOfDay(ar.locale, ZONE, "2026-11-29T05:10:00.000Z", NOW)).toBe("8:10 ص");
    expect(timeOfDay(ar.locale, ZONE, "2026-11-28T13:10:00.000Z", NOW)).toBe("28 نوفمبر، 4:10 م");
  });

  it("says a scheduled order's slot by its day and window, an instant one by its time", () => {
    const scheduled = order({
      timing: "scheduled",
      scheduled_at: "2026-11-30T02:00:00.000Z",
      scheduled_until: "2026-11-30T02:30:00.000Z",
      estimated_delivery_at: "2026-11-30T02:00:00.000Z",
    });
    expect(plain(orderPromise(en, ZONE, scheduled, NOW).text)).toBe("Scheduled · Tomorrow, 5:00 – 5:30 AM");
    expect(orderPromise(en, ZONE, scheduled, NOW).by).toBe("2026-11-30T02:00:00.000Z");
    // The window never breaks across lines (no breaking space, none after its dash).
    expect(orderPromise(ar, ZONE, scheduled, NOW).text.split("، ")[1]).not.toMatch(/[ \u2009]|–(?!\u2060)/);
    expect(plain(orderPromise(ar, ZONE, scheduled, NOW).text)).toBe("مجدول · غدًا، 5:00–5:30 ص");
    // Without its end (another platform), the slot's start.
    expect(orderPromise(en, ZONE, { ...scheduled, scheduled_until: undefined }, NOW).text).toBe(
      "Scheduled · Tomorrow, 5:00 AM",
    );
    expect(orderPromise(en, ZONE, order({ estimated_delivery_at: "2026-11-29T06:30:00.000Z" }), NOW).text).toBe(
      "Arriving by 9:30 AM",
    );
  });

  it("says a slot that ends at midnight as one evening's window, without dates", () => {
    // 23:30 to 00:00 in Kuwait: the end is on the next calendar day.
    const late = order({
      timing: "scheduled",
      scheduled_at: "2026-11-29T20:30:00.000Z",
      scheduled_until: "2026-11-29T21:00:00.000Z",
    });
    expect(plain(orderPromise(en, ZONE, late, NOW).text)).toBe("Scheduled · Today, 11:30 PM – 12:00 AM");
    expect(plain(orderPromise(ar, ZONE, late, NOW).text)).toBe("مجدول · اليوم، 11:30 م – 12:00 ص");
    expect(orderPromise(ar, ZONE, late, NOW).text.split("، ")[1]).not.toMatch(/[ \u2009]|–(?!\u2060)/);
  });

  it("names a paid order's refund before cancelling, and each part the platform gives back after", () => {
    const paid = order({
      payment_method: "knet",
      payment_status: "paid",
      can_abandon: true,
      totals: { customer_to_pay: 3200, wallet_complement: 500 } as Order["totals"],
    });
    expect(plain(refundAhead(en, paid)!)).toBe(
      "The KWD 3.200 you paid goes back to KNET. The KWD 0.500 of wallet credits you used comes back to your wallet at once.",
    );
    expect(refundAhead(en, order({}))).toBeNull();
    const card = order({
      payment_method: "credit_card",
      payment_status: "paid",
      saved_card: { brand: "Visa", last_four: "4242" },
    });
    expect(plain(refundAhead(ar, card)!)).toMatch(
      /^يُعاد المبلغ الذي دفعته \(3\.200 د\.ك\.\) إلى Visa تنتهي بـ 4242\.$/,
    );
    expect(refundAhead(ar, card)).toContain("\u2068Visa\u2069");
    const cancelled = {
      ...card,
      status: "abandoned",
      refunds: [
        { amount: 3200, to: "payment_method", by: "2026-12-04T05:45:00.000Z" },
        { amount: 500, to: "wallet", by: "2026-11-29T05:45:00.000Z" },
      ],
    } as Order;
    expect(refundTexts(en, ZONE, cancelled).map(plain)).toEqual([
      "KWD 3.200 back to Visa ending in 4242 by Friday, December 4.",
      "KWD 0.500 back in your wallet now.",
    ]);
    expect(refundTexts(ar, ZONE, cancelled).map(plain)[1]).toBe("أُعيد 0.500 د.ك. إلى محفظتك الآن.");
    expect(refundTexts(en, ZONE, order({}))).toEqual([]);
  });
});
