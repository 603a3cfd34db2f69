import { describe, expect, it } from "vitest";
import { formatClock, todaysHours, weekdayIn } from "~/utils/opening-hours";
import { nextOpeningAt } from "../../sandbox/time";

const week = (open: string, close: string) => [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open, close }));

describe("opening hours", () => {
  it("today is the store's day, not the server's", () => {
    // 22:30 UTC on a Saturday is already Sunday in Kuwait (UTC+3).
    const at = new Date("2026-11-21T22:30:00Z");
    expect(weekdayIn("UTC", at)).toBe(6);
    expect(weekdayIn("Asia/Kuwait", at)).toBe(0);
    const hours = [{ day: 0, open: "11:00", close: "23:30" }];
    expect(todaysHours(hours, "Asia/Kuwait", at)).toEqual({
      allDay: false,
      windows: [{ open: "11:00", close: "23:30" }],
    });
    expect(todaysHours(hours, "UTC", at).windows).toEqual([]);
  });

  it("the day turns at the zone's midnight, to the minute", () => {
    // Kuwait's midnight is 21:00 UTC; India's (UTC+5:30) is 18:30 UTC.
    expect(weekdayIn("Asia/Kuwait", new Date("2026-11-21T20:59:59.999Z"))).toBe(6);
    expect(weekdayIn("Asia/Kuwait", new Date("2026-11-21T20:59:00Z"))).toBe(6);
    expect(weekdayIn("Asia/Kuwait", new Date("2026-11-21T21:00:00Z"))).toBe(0);
    expect(weekdayIn("Asia/Kolkata", new Date("2026-11-21T18:29:59Z"))).toBe(6);
    expect(weekdayIn("Asia/Kolkata", new Date("2026-11-21T18:30:00Z"))).toBe(0);
    expect(weekdayIn("Asia/Kolkata", new Date("2026-11-21T18:29:30Z"))).toBe(6);
    expect(weekdayIn("UTC", new Date("2026-11-21T23:59:59Z"))).toBe(6);
  });

  it("a whole day is all day", () => {
    expect(todaysHours(week("00:00", "24:00"), "Asia/Kuwait", new Date()).allDay).toBe(true);
  });

  it("writes times in the page's language", () => {
    expect(formatClock("14:05", "en-KW")).toBe("2:05 PM");
    expect(formatClock("24:00", "en-KW")).toBe("12:00 AM");
    expect(formatClock("14:05", "ar-KW")).toMatch(/٢:٠٥/);
  });

  it("the sandbox's next opening is the next window's start in the store's zone", () => {
    // Kuwait 03:00 on a Monday (00:00 UTC); opens 10:00 local = 07:00 UTC the same day.
    const monday = Date.parse("2026-11-23T00:00:00Z");
    expect(new Date(nextOpeningAt(week("10:00", "02:00"), "Asia/Kuwait", monday)!).toISOString()).toBe(
      "2026-11-23T07:00:00.000Z",
    );
    expect(nextOpeningAt(week("00:00", "24:00"), "Asia/Kuwait", monday)).toBeNull();
    expect(nextOpeningAt([], "Asia/Kuwait", monday)).toBeNull();
  });
});
