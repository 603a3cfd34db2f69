// Every 429 says when to retry: Retry-After in whole seconds, the wait in words.
import { describe, expect, it } from "vitest";
import { RESOURCES } from "~/locales";
import { createT } from "~/i18n/translate";
import { apiErrorInit, keepRetryAfter, retrySeconds, tooManyRequests, waitMessage } from "~/server/ops";

const en = createT(RESOURCES.en, "en");
const ar = createT(RESOURCES.ar, "ar");

describe("a 429", () => {
  it("carries Retry-After in whole seconds, at least 1", async () => {
    const answer = tooManyRequests(2.2, { message: "x" });
    expect(answer.status).toBe(429);
    expect(answer.headers.get("Retry-After")).toBe("3");
    expect(await answer.json()).toEqual({ message: "x" });
    expect(retrySeconds(0)).toBe(60);
    expect(retrySeconds(undefined)).toBe(60);
    expect(retrySeconds(Number.NaN)).toBe(60);
  });

  it("says the wait in the customer's language, with plural forms and minutes when long", () => {
    expect(waitMessage(en, 1)).toBe("Too many attempts. Please wait 1 second and try again.");
    expect(waitMessage(en, 45)).toBe("Too many attempts. Please wait 45 seconds and try again.");
    expect(waitMessage(en, 600)).toBe("Too many attempts. Please wait 10 minutes and try again.");
    expect(waitMessage(ar, 1)).toContain("ثانية واحدة");
    expect(waitMessage(ar, 2)).toContain("ثانيتين");
    expect(waitMessage(ar, 5)).toContain("5 ثوانٍ");
    expect(waitMessage(ar, 45)).toContain("45 ثانية");
    expect(waitMessage(ar, 180)).toContain("3 دقائق");
    expect(waitMessage(ar, 600)).toContain("10 دقائق");
  });

  it("passes a platform's wait on, and keeps it on the document", () => {
    expect(apiErrorInit({ status: 429, isOutage: false, retryAfter: 5 })).toEqual({
      status: 429,
      headers: { "Retry-After": "5" },
    });
    expect(apiErrorInit({ status: 429, isOutage: false })).toEqual({ status: 429, headers: { "Retry-After": "60" } });
    expect(apiErrorInit({ status: 404, isOutage: false })).toEqual({ status: 404 });
    expect(apiErrorInit({ status: 500, isOutage: true })).toEqual({ status: 503 });
    const none = new Headers();
    expect(
      keepRetryAfter({
        actionHeaders: new Headers({ "Retry-After": "7" }),
        loaderHeaders: none,
        parentHeaders: none,
      }).get("Retry-After"),
    ).toBe("7");
    expect(
      keepRetryAfter({ actionHeaders: none, loaderHeaders: none, parentHeaders: none }).get("Retry-After"),
    ).toBeNull();
  });
});
