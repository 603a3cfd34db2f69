// One way to answer a form (decision 21): a document post gets a 303, a data post
// (`?_data`: a fetcher, or a page's form with JS) gets data; a refused form is one shape, read by
// checked narrowing; a refused add to cart is that shape too, keyed by the form's own fields.
import { describe, expect, it } from "vitest";
import { answer, done, apiFailure, failure, invalid, refused } from "~/server/request";
import { ApiError } from "~/server/platform";
import { choiceFailure, submittedChoice } from "~/server/cart";
import { formDone, formFailure } from "~/forms/form-failure";
import { choiceErrorField, groupField } from "~/cart/selection";
import { createT } from "~/i18n/translate";
import { RESOURCES } from "~/locales";

const en = createT(RESOURCES.en, "en");
const ar = createT(RESOURCES.ar, "ar");
const documentPost = { isDataRequest: false };
const dataPost = { isDataRequest: true };

describe("done: a form's success", () => {
  it("answers a document post with a 303 to the target, and no body to read", async () => {
    const response = done(documentPost, "/en-kw/store/burger-bay-salmiya?menu=1#category-2", { signedIn: true });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/en-kw/store/burger-bay-salmiya?menu=1#category-2");
    expect(await response.text()).toBe("");
  });

  it("answers a data post with { ok: true, redirectTo } and what the action adds, never a redirect", async () => {
    const response = done(dataPost, "/en-kw/sign-in?redirectTo=%2Fen-kw%2Fcart", { signedIn: false });
    expect(response.status).toBe(200);
    expect(response.headers.get("Location")).toBeNull();
    expect(await response.json()).toEqual({
      ok: true,
      redirectTo: "/en-kw/sign-in?redirectTo=%2Fen-kw%2Fcart",
      signedIn: false,
    });
    expect(await done(dataPost, "/en-kw/cart").json()).toEqual({ ok: true, redirectTo: "/en-kw/cart" });
  });

  it("keeps an off-site target out of both answers", async () => {
    for (const hostile of ["//evil.example", "https://evil.example/x", "/%2F/evil.example"]) {
      expect(done(documentPost, hostile).headers.get("Location"), hostile).toBe("/");
      expect(await done(dataPost, hostile).json(), hostile).toEqual({ ok: true, redirectTo: "/" });
    }
  });

  it("cannot be told to say ok: false or another target by what it carries", async () => {
    const carried: object = { ok: false, redirectTo: "//evil.example" };
    const body = await done(dataPost, "/en-kw", carried).json();
    expect(body).toEqual({ ok: true, redirectTo: "/en-kw" });
  });
});

describe("answer: anything else a post is answered with", () => {
  it("gives a data post the data with its status, a document post the 303", async () => {
    const question = { ok: false, confirm: { conflict: "catering", menuType: "catering" } };
    const data = answer(dataPost, "/en-kw/store/x/product/1?menu=1&confirm=1", question, { status: 409 });
    expect(data.status).toBe(409);
    expect(await data.json()).toEqual(question);
    const page = answer(documentPost, "/en-kw/store/x/product/1?menu=1&confirm=1", question, { status: 409 });
    expect([page.status, page.headers.get("Location")]).toEqual([303, "/en-kw/store/x/product/1?menu=1&confirm=1"]);
  });
});

describe("FormFailure: built one way, read by narrowing", () => {
  it("the builders answer the one shape", async () => {
    expect(await refused("No.", 404).json()).toEqual({ ok: false, values: {}, fieldErrors: {}, formError: "No." });
    const locked = invalid({ code: "1" }, {}, "Locked.", { status: 423, headers: { "Retry-After": "60" } });
    expect([locked.status, locked.headers.get("Retry-After")]).toEqual([423, "60"]);
    expect(await locked.json()).toEqual({ ok: false, values: { code: "1" }, fieldErrors: {}, formError: "Locked." });
    expect(failure({ a: "b" }, { a: "Wrong." })).toEqual({
      ok: false,
      values: { a: "b" },
      fieldErrors: { a: "Wrong." },
      formError: null,
    });
  });

  it("apiFailure keeps everything the platform said: a shown field's error beside it, the rest (and the caller's message first) as the form's", async () => {
    const error = new ApiError({
      status: 400,
      kind: "http",
      message: "The order was refused.",
      fieldErrors: {
        scheduled_at: ["That slot is gone."],
        promotion_id: ["This promo code has expired."],
        address_id: ["No such address."],
      },
    });
    const values = { scheduled_at: "2030-01-01T10:00:00Z", payment_method: "cash" };
    const refusal = apiFailure(error, values, en);
    expect(refusal.status).toBe(400);
    expect(await refusal.json()).toEqual({
      ok: false,
      values,
      fieldErrors: { scheduled_at: "That slot is gone." },
      formError: "This promo code has expired. No such address.",
    });
    const withSaid = apiFailure(error, values, en, { formError: "The store is closed." });
    expect(((await withSaid.json()) as { formError: string }).formError).toBe(
      "The store is closed. This promo code has expired. No such address.",
    );
    // No field errors at all: the platform's message.
    const bare = apiFailure(new ApiError({ status: 409, kind: "http", message: "Taken." }), {}, en);
    expect([bare.status, ((await bare.json()) as { formError: string }).formError]).toEqual([409, "Taken."]);
  });

  it("formFailure reads a failure and nothing else; formDone reads a success and nothing else", () => {
    const refusal = { ok: false, values: { phone: "5" }, fieldErrors: { phone: "Too short." }, formError: null };
    expect(formFailure(refusal)).toEqual(refusal);
    expect(formFailure({ ok: false, error: "old shape" })).toBeUndefined();
    expect(formFailure({ ok: false, confirm: { conflict: "store", currentStoreName: "X" } })).toBeUndefined();
    expect(formFailure({ ok: true, redirectTo: "/" })).toBeUndefined();
    expect(formFailure(undefined)).toBeUndefined();
    // Only strings are kept: a body from elsewhere cannot put objects where the form shows text.
    expect(
      formFailure({ ok: false, values: { a: 1, b: "x" }, fieldErrors: { a: { html: 1 }, b: "Bad." }, formError: 3 }),
    ).toEqual({
      ok: false,
      values: { b: "x" },
      fieldErrors: { b: "Bad." },
      formError: null,
    });
    expect(formDone({ ok: true, redirectTo: "/en-kw/cart", signedIn: true })).toEqual({
      ok: true,
      redirectTo: "/en-kw/cart",
    });
    expect(formDone({ ok: true })).toBeUndefined();
    expect(formDone(refusal)).toBeUndefined();
  });
});

describe("a refused add to cart", () => {
  it("names each error's form field (the group's inputs are g.<id>)", () => {
    expect(groupField(200)).toBe("g.200");
    expect(choiceErrorField({ field: "group.200", code: "min", min: 1, max: 1 })).toBe("g.200");
    expect(choiceErrorField({ field: "variant", code: "required" })).toBe("variant");
    expect(choiceErrorField({ field: "quantity", code: "range", max: 5 })).toBe("quantity");
    expect(choiceErrorField({ field: "specialRequest", code: "tooLong", max: 500 })).toBe("specialRequest");
    expect(choiceErrorField({ field: "product", code: "unavailable" })).toBeNull();
    expect(choiceErrorField({ field: "options", code: "unknown" })).toBeNull();
  });

  it("keeps what was posted, a field posted more than once joined with commas", () => {
    const form = new FormData();
    for (const [name, value] of [
      ["intent", "add"],
      ["variant", "11"],
      ["g.300", "301"],
      ["g.300", "302"],
      ["q.400.401", "2"],
      ["quantity", "3"],
      ["specialRequest", "No pickles, please"],
      ["other", "x"],
    ]) {
      form.append(name!, value!);
    }
    expect(submittedChoice(form)).toEqual({
      variant: "11",
      "g.300": "301,302",
      "q.400.401": "2",
      quantity: "3",
      specialRequest: "No pickles, please",
    });
    expect(submittedChoice(null)).toEqual({});
  });

  it("is a 400 FormFailure with the form's texts in the customer's language, the first error of each field", async () => {
    const values = { quantity: "3" };
    const response = choiceFailure(
      en,
      [
        { field: "variant", code: "required" },
        { field: "group.200", code: "min", min: 1, max: 1 },
        { field: "group.200", code: "single" },
        { field: "quantity", code: "inCart", max: 5, inCart: 5 },
      ],
      values,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      ok: false,
      values: { quantity: "3" },
      fieldErrors: {
        variant: "Please choose a size.",
        "g.200": "Choose at least 1.",
        quantity: "You have 5 in your cart already; at most 5 per order.",
      },
      formError: null,
    });
    expect(
      await choiceFailure(
        ar,
        [
          { field: "options", code: "unknown" },
          { field: "product", code: "unavailable" },
        ],
        {},
      ).json(),
    ).toEqual({
      ok: false,
      values: {},
      fieldErrors: {},
      formError: ar("product.errors.unknown"),
    });
  });
});
