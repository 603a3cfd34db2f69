// The order page's steps (only those the order went through are done; paying is no step of a paid
// order) and the checkout's day-and-time pair turned back into the slot's instant.
import { describe, expect, it } from "vitest";
import { orderSteps } from "~/components/order/order-steps";
import { scheduledInstant } from "~/server/schedule.server";
import { slotTime } from "~/i18n/format";

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
    const steps = orderSteps({ status: "awaiting_payment", status_history: [{ status: "awaiting_payment", at: at(0) }] });
    expect(steps[0]).toEqual({ status: "awaiting_payment", at: null });
    expect(steps.every((s) => s.at === null)).toBe(true);
  });

  it("an order that ended: what it went through, without the wait for payment", () => {
    expect(orderSteps({ status: "payment_failed", status_history: [{ status: "awaiting_payment", at: at(0) }, { status: "payment_failed", at: at(1) }] })).toEqual([{ status: "payment_failed", at: at(1) }]);
    expect(orderSteps({ status: "abandoned", status_history: [{ status: "placed", at: at(0) }, { status: "abandoned", at: at(1) }] }).map((s) => s.status)).toEqual(["placed", "abandoned"]);
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
    for (const [day, time] of [["2026-13-45", "10:00"], ["2026-02-30", "10:00"], ["2026-11-27", "25:00"], ["2026-11-27", "9:00"], ["", ""]]) {
      expect(scheduledInstant(day!, time!, "Asia/Kuwait"), `${day} ${time}`).toBeNull();
    }
    // Lisbon's clocks went from 01:00 to 02:00 on 29 March 2026: 01:30 never happened.
    expect(scheduledInstant("2026-03-29", "01:30", "Europe/Lisbon")).toBeNull();
  });
});
