// The storefront's own validation of the sign-in and account forms (before anything reaches the
// platform): phone (spec section 5), channel, code, name and email (320), address fields, ids.
import { describe, expect, it } from "vitest";
import { codeFormSchema, phoneFormSchema, phoneInputSchema, registerFormSchema } from "~/server/sign-in";
import { parseAddressForm } from "~/server/account";
import { parseId, parsePage, zodFieldErrors } from "~/server/request";
import { codeDigits, toLatinDigits } from "~/utils/digits";
import { createT } from "~/i18n/translate";
import { RESOURCES } from "~/locales";

const en = createT(RESOURCES.en, "en");
const ar = createT(RESOURCES.ar, "ar");

describe("phone (7 to 15 digits, single spaces between digits)", () => {
  it.each([
    ["1234567", "1234567"],
    ["123456789012345", "123456789012345"],
    ["5000 0001", "50000001"],
    ["5 0 0 0 0 0 0 1", "50000001"],
    ["  50000001  ", "50000001"],
    ["٥٠٠٠ ٠٠٠١", "50000001"],
    ["۵۰۰۰۰۰۰۱", "50000001"],
  ])("accepts %j as %j", (input, digits) => {
    expect(phoneInputSchema.parse(input)).toBe(digits);
  });

  it.each([
    ["", "empty"],
    ["123456", "6 digits"],
    ["1234567890123456", "16 digits"],
    ["1234 5678 9012 3456", "16 digits with spaces"],
    ["12ab567", "letters"],
    ["12  34567", "a double space"],
    ["+96550000001", "a plus sign"],
    ["5000-0001", "a dash"],
    [" 5000 0001 x", "a trailing letter"],
    ["1\t234567", "a tab"],
  ])("refuses %j (%s)", (input) => {
    expect(phoneInputSchema.safeParse(input).success).toBe(false);
  });

  it("needs a known country code and channel", () => {
    const ok = { phone_code: "+965", phone: "50000001", channel: "sms" };
    expect(phoneFormSchema.parse(ok)).toEqual(ok);
    for (const phone_code of ["+966", "+971", "+351"])
      expect(phoneFormSchema.safeParse({ ...ok, phone_code }).success).toBe(true);
    for (const channel of ["whatsapp", "sms_and_whatsapp"])
      expect(phoneFormSchema.safeParse({ ...ok, channel }).success).toBe(true);
    expect(phoneFormSchema.safeParse({ ...ok, phone_code: "+1" }).success).toBe(false);
    expect(phoneFormSchema.safeParse({ ...ok, phone_code: "965" }).success).toBe(false);
    expect(phoneFormSchema.safeParse({ ...ok, channel: "email" }).success).toBe(false);
    expect(phoneFormSchema.safeParse({ ...ok, channel: "" }).success).toBe(false);
  });
});

describe("one-time code", () => {
  it.each([
    ["123456", "123456"],
    [" 123456 ", "123456"],
    ["123 456", "123456"],
    ["123-456", "123456"],
    ["١٢٣٤٥٦", "123456"],
  ])("reads %j as %j", (input, code) => {
    expect(codeFormSchema.parse({ code: input }).code).toBe(code);
  });

  it.each(["", "12345", "1234567", "12345a", "abcdef", "12.456"])("refuses %j", (code) => {
    expect(codeFormSchema.safeParse({ code }).success).toBe(false);
  });

  it("is cleaned when pasted", () => {
    expect(codeDigits("123456")).toBe("123456");
    expect(codeDigits("123 456")).toBe("123456");
    expect(codeDigits("Your code is 654-321. It is valid for 5 minutes.")).toBe("654321");
    expect(codeDigits("رمزك ١٢٣٤٥٦")).toBe("123456");
    expect(codeDigits("1 2 3 4 5 6 7")).toBe("123456");
    expect(codeDigits("no digits")).toBe("");
  });

  it("reads Arabic-Indic digits and the Arabic decimal separator", () => {
    expect(toLatinDigits("٠١٢٣٤٥٦٧٨٩")).toBe("0123456789");
    expect(toLatinDigits("۰۱۲۳۴۵۶۷۸۹")).toBe("0123456789");
    expect(toLatinDigits("٢٩٫٣٣")).toBe("29.33");
    expect(toLatinDigits("abc 12")).toBe("abc 12");
  });
});

describe("name and email (registration and profile)", () => {
  it("needs a name of at most 100 characters", () => {
    expect(registerFormSchema.parse({ name: "  Layla  ", email: "" })).toEqual({ name: "Layla", email: null });
    expect(registerFormSchema.safeParse({ name: "a".repeat(100), email: "" }).success).toBe(true);
    const empty = registerFormSchema.safeParse({ name: "   ", email: "" });
    expect(empty.success).toBe(false);
    if (!empty.success) expect(zodFieldErrors(empty.error, en)).toEqual({ name: "This field is required." });
    const long = registerFormSchema.safeParse({ name: "a".repeat(101), email: "" });
    if (long.success) throw new Error("a 101-character name passed");
    expect(zodFieldErrors(long.error, en).name).toBe("Use at most 100 characters.");
  });

  it("takes an optional email of at most 320 characters", () => {
    const at320 = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.${"e".repeat(63)}`;
    expect(at320).toHaveLength(320);
    expect(registerFormSchema.parse({ name: "L", email: at320 }).email).toBe(at320);
    expect(registerFormSchema.parse({ name: "L", email: " layla@example.com " }).email).toBe("layla@example.com");

    const tooLong = registerFormSchema.safeParse({ name: "L", email: `${"a".repeat(314)}@ex.com` });
    if (tooLong.success) throw new Error("a 321-character email passed");
    expect(zodFieldErrors(tooLong.error, en)).toEqual({ email: "Use at most 320 characters." });
    expect(zodFieldErrors(tooLong.error, ar).email).toMatch(/320/);

    for (const email of ["layla", "layla@", "@example.com", "a b@example.com"]) {
      const bad = registerFormSchema.safeParse({ name: "L", email });
      if (bad.success) throw new Error(`${email} passed`);
      expect(zodFieldErrors(bad.error, en)).toEqual({ email: "Enter a valid email address." });
    }
  });
});

describe("address form", () => {
  const house = {
    kind: "house",
    lat: "29.3339",
    lng: "48.0758",
    field_1: "Salmiya",
    field_4: "10",
    field_3: "Salem St",
    field_5: "12",
  };

  it("builds the platform's body with the URL's country", () => {
    const result = parseAddressForm({ ...house, name: " Home ", notes: "" }, "KW", en);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.address).toMatchObject({
      kind: "house",
      name: "Home",
      lat: 29.3339,
      lng: 48.0758,
      field_1: "Salmiya",
      field_4: "10",
      field_3: "Salem St",
      field_5: "12",
      building: null,
      notes: null,
      country_iso_code: "KW",
    });
  });

  it("keeps only the details the kind asks for", () => {
    const house_ = parseAddressForm({ ...house, building: "9", floor: "2", apartment_no: "4" }, "KW", en);
    if (!house_.ok) throw new Error(JSON.stringify(house_.errors));
    expect(house_.address).toMatchObject({ field_5: "12", building: null, floor: null, apartment_no: null });
    const office = parseAddressForm(
      { ...house, kind: "office", building: "9", floor: "2", apartment_no: "4" },
      "KW",
      en,
    );
    if (!office.ok) throw new Error(JSON.stringify(office.errors));
    expect(office.address).toMatchObject({
      field_4: "10",
      field_3: "Salem St",
      field_5: null,
      building: "9",
      floor: "2",
      apartment_no: "4",
    });
  });

  it("reads coordinates typed with Arabic digits, and negative ones", () => {
    const result = parseAddressForm({ ...house, lat: "٢٩٫٣٣٣٩", lng: "-9.1393" }, "PT", ar);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.address.lat).toBe(29.3339);
    expect(result.address.lng).toBe(-9.1393);
  });

  it("needs the fields of each kind, with translated messages", () => {
    const apartment = parseAddressForm({ ...house, kind: "apartment" }, "KW", en);
    expect(apartment).toEqual({
      ok: false,
      errors: {
        building: "This field is required.",
        floor: "This field is required.",
        apartment_no: "This field is required.",
      },
    });
    const office = parseAddressForm({ ...house, kind: "office", building: "", apartment_no: "4" }, "KW", ar);
    if (office.ok) throw new Error("an office without building and floor passed");
    expect(Object.keys(office.errors).sort()).toEqual(["building", "floor"]);
    const houseWithoutNumber = parseAddressForm({ ...house, field_5: "", field_4: "" }, "KW", en);
    expect(houseWithoutNumber.ok ? null : Object.keys(houseWithoutNumber.errors).sort()).toEqual([
      "field_4",
      "field_5",
    ]);
    // The block is Kuwait's: a Portuguese house needs none.
    expect(parseAddressForm({ ...house, field_4: "" }, "PT", en).ok).toBe(true);
    expect(office.errors.floor).toBe(ar("common.forms.required"));
    expect(office.errors.floor).not.toBe(en("common.forms.required"));
  });

  it("says every problem at once, the kind's fields with the coordinates", () => {
    const result = parseAddressForm(
      { kind: "apartment", lat: "", lng: "200", building: "3", field_4: "1", field_3: "A St" },
      "KW",
      en,
    );
    expect(result.ok ? null : Object.keys(result.errors).sort()).toEqual(["apartment_no", "floor", "lat", "lng"]);
  });

  it("refuses unknown kinds, missing or impossible coordinates and long fields", () => {
    const kind = parseAddressForm({ ...house, kind: "castle" }, "KW", en);
    expect(kind.ok ? null : kind.errors.kind).toBe("This value is not valid.");
    const missing = parseAddressForm({ ...house, lat: "", lng: " " }, "KW", en);
    expect(missing.ok ? null : missing.errors).toEqual({
      lat: "This field is required.",
      lng: "This field is required.",
    });
    for (const [lat, lng] of [
      ["91", "48"],
      ["29", "181"],
      ["abc", "48"],
      ["0x1F", "48"],
      ["Infinity", "48"],
      ["29", "1e999"],
    ]) {
      const result = parseAddressForm({ ...house, lat: lat!, lng: lng! }, "KW", en);
      expect(result.ok, `${lat},${lng}`).toBe(false);
    }
    const long = parseAddressForm(
      { ...house, kind: "apartment", building: "1", apartment_no: "2", notes: "n".repeat(501), floor: "f".repeat(21) },
      "KW",
      en,
    );
    expect(long.ok ? null : long.errors).toEqual({
      notes: "Use at most 500 characters.",
      floor: "Use at most 20 characters.",
    });
  });
});

describe("ids and pages from forms and URLs", () => {
  it("reads positive ids only", () => {
    expect(parseId("42")).toBe(42);
    for (const bad of [null, undefined, "", "0", "-1", "1.5", "abc", "1e3x", "9999999999"])
      expect(parseId(bad), String(bad)).toBeNull();
  });

  it("falls back to page 1", () => {
    expect(parsePage("3")).toBe(3);
    for (const bad of [null, "0", "-2", "x", "1.5", "100000"]) expect(parsePage(bad), String(bad)).toBe(1);
  });
});

describe("resend wait wording", () => {
  it("uses the plural forms of each language", () => {
    expect(en("account.signIn.resendIn", { count: 1 })).toBe("You can ask for a new code in 1 second.");
    expect(en("account.signIn.resendIn", { count: 45 })).toBe("You can ask for a new code in 45 seconds.");
    expect(ar("account.signIn.resendIn", { count: 1 })).toContain("ثانية واحدة");
    expect(ar("account.signIn.resendIn", { count: 2 })).toContain("ثانيتين");
    expect(ar("account.signIn.resendIn", { count: 5 })).toContain("5 ثوانٍ");
    expect(ar("account.signIn.errors.wait", { count: 45 })).toContain("45 ثانية");
  });
});
