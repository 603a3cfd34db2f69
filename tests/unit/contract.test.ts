import { describe, expect, it } from "vitest";
import {
  addressInputSchema,
  addressKindSchema,
  addressListQuerySchema,
  authResponseSchema,
  brandSchema,
  brandsResponseSchema,
  checkoutRequestSchema,
  checkoutResponseSchema,
  endpoints,
  errorBodySchema,
  isRegistrationRequired,
  otpRequestBodySchema,
  otpVerifyResponseSchema,
  pathOf,
  placeOrderRequestSchema,
  productSchema,
  registerBodySchema,
  savedCardSchema,
  storeSchema,
  validateDomainBodySchema,
  type Product,
} from "~/contract";
import { ADDRESS_KINDS, requiredAddressFields } from "~/contract/address-kinds";

const user = {
  id: 1,
  name: "Sara",
  email: null,
  phone_code: "+965",
  phone: "50000001",
  wallet_balance: 2000,
  country_iso_code: "KW",
};

const product: Product = {
  id: 10,
  name: "Classic burger",
  description: "Beef, cheese",
  image: "http://127.0.0.1:4100/static/products/10.svg",
  price: 2250,
  discount: { kind: "percentage", value: 10 },
  price_after_discount: 2025,
  availability: "available",
  max_quantity: 5,
  variants: [{ id: 1, name: "Regular", price: 2250, price_after_discount: 2025, availability: "available" }],
  option_groups: [
    {
      id: 100,
      name: "Make it a meal",
      selection: "single",
      min: 0,
      max: 1,
      options: [
        {
          id: 1000,
          name: "Meal",
          price: 750,
          availability: "available",
          max_quantity: 1,
          option_groups: [
            {
              id: 101,
              name: "Drink",
              selection: "single",
              min: 1,
              max: 1,
              options: [
                { id: 1001, name: "Cola", price: 0, availability: "unavailable", max_quantity: 1, option_groups: [] },
              ],
            },
          ],
        },
      ],
    },
  ],
};

const cartItem = {
  product_id: 10,
  quantity: 2,
  variant_id: 1,
  option_groups: [
    {
      id: 100,
      options: [
        {
          id: 1000,
          quantity: 1,
          option_groups: [{ id: 101, options: [{ id: 1001, quantity: 1, option_groups: [] }] }],
        },
      ],
    },
  ],
  special_request: null,
  menu_id: 3,
};

describe("catalogue", () => {
  it("a directory entry's ordering facts are optional, and a malformed one is dropped, not a failed list", () => {
    const entry = { id: 1, slug: "b", name: "B", country_iso_code: "KW", images: { image: "x", cover: null } };
    const ordering = {
      is_open: false,
      next_opening_at: "2026-11-29T13:00:00.000Z",
      time_zone: "Asia/Kuwait",
      delivery_fee: 500,
    };
    const parse = (extra: object) => brandsResponseSchema.parse({ data: [{ ...entry, ...extra }] }).data[0]!.ordering;
    expect(parse({})).toBeUndefined();
    expect(parse({ ordering: null })).toBeNull();
    expect(parse({ ordering })).toEqual(ordering);
    for (const bad of [
      { ...ordering, delivery_fee: 1.5 },
      { ...ordering, next_opening_at: "soon" },
      { is_open: "yes" },
      42,
    ]) {
      expect(parse({ ordering: bad })).toBeUndefined();
    }
  });

  it("parses a product with nested option groups", () => {
    expect(productSchema.parse(product)).toEqual(product);
  });

  it("rejects float money and an unknown availability", () => {
    expect(productSchema.safeParse({ ...product, price: 2.25 }).success).toBe(false);
    expect(productSchema.safeParse({ ...product, availability: "sold_out" }).success).toBe(false);
    const badNested = structuredClone(product);
    badNested.option_groups[0].options[0].option_groups[0].selection = "many" as never;
    expect(productSchema.safeParse(badNested).success).toBe(false);
  });

  it("parses a store and a brand", () => {
    const info = {
      id: 1,
      slug: "burger-bay-salmiya",
      brand_slug: "burger-bay",
      name: "Burger Bay Salmiya",
      description: "",
      logo: "http://x/static/l.svg",
      cover: null,
      country: { iso_two_code: "KW", currency_code: "KWD", decimal_places: 3 },
      time_zone: "Asia/Kuwait",
      address_text: "Salem Al Mubarak St",
      location: { lat: 29.33, lng: 48.07 },
      activity: "active",
      is_open: true,
      opening_hours: [{ day: 0, open: "00:00", close: "24:00" }],
      min_order: 1500,
      delivery_fee: 500,
      delivery_estimate: { min_minutes: 25, max_minutes: 40 },
      next_opening_at: null,
      delivery: null,
      payment_methods: ["cash", "knet"],
      purpose: ["delivery"],
    };
    const store = {
      info,
      menus: [
        {
          info: { id: 3, purpose: "delivery", type: "complex", name: "Menu" },
          categories: [{ id: 1, name: "Burgers", products: [product] }],
        },
      ],
    };
    expect(storeSchema.parse(store).menus[0].categories[0].products[0].id).toBe(10);
    expect(storeSchema.safeParse({ ...store, info: { ...info, slug: "Burger_Bay" } }).success).toBe(false);
    expect(
      storeSchema.safeParse({ ...store, info: { ...info, opening_hours: [{ day: 7, open: "9:00", close: "25:00" }] } })
        .success,
    ).toBe(false);

    const brand = {
      id: 1,
      slug: "burger-bay",
      name: "Burger Bay",
      description: "d",
      country_iso_code: "KW",
      images: { image: "http://x/i.svg", cover: null },
      stores: [
        {
          id: 1,
          slug: "burger-bay-salmiya",
          name: "S",
          brand_slug: "burger-bay",
          logo: "l",
          address_text: "a",
          activity: "active",
          is_open: true,
          purposes: ["delivery", "catering"],
          delivery_fee: 500,
          delivery_estimate: { min_minutes: 25, max_minutes: 40 },
          delivery: { distance_metres: 4200, delivers: true, fee: 600, estimate: { min_minutes: 27, max_minutes: 42 } },
        },
      ],
    };
    expect(brandSchema.parse(brand).stores).toHaveLength(1);
    expect(brandSchema.safeParse({ ...brand, country_iso_code: "US" }).success).toBe(false);
  });
});

describe("auth", () => {
  it("accepts a valid OTP request and rejects bad phones and channels", () => {
    expect(otpRequestBodySchema.safeParse({ phone_code: "+965", phone: "50000001", channel: "sms" }).success).toBe(
      true,
    );
    expect(otpRequestBodySchema.safeParse({ phone_code: "+965", phone: "5000abc1", channel: "sms" }).success).toBe(
      false,
    );
    expect(
      otpRequestBodySchema.safeParse({ phone_code: "+965", phone: "1234567890123456", channel: "sms" }).success,
    ).toBe(false);
    expect(otpRequestBodySchema.safeParse({ phone_code: "+1", phone: "50000001", channel: "sms" }).success).toBe(false);
    expect(otpRequestBodySchema.safeParse({ phone_code: "+965", phone: "50000001", channel: "pigeon" }).success).toBe(
      false,
    );
  });

  it("tells tokens from a registration token", () => {
    const tokens = otpVerifyResponseSchema.parse({ access_token: "a", refresh_token: "r", expires_in: 900, user });
    expect(isRegistrationRequired(tokens)).toBe(false);
    const registration = otpVerifyResponseSchema.parse({ auth_flow: "registration", registration_token: "t" });
    expect(isRegistrationRequired(registration)).toBe(true);
    expect(authResponseSchema.safeParse({ access_token: "a", refresh_token: "r", expires_in: 900 }).success).toBe(
      false,
    );
  });

  it("limits the email to 320 characters", () => {
    const local = "a".repeat(64);
    const domain = `${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.${"e".repeat(59)}.com`;
    const email320 = `${local}@${domain}`;
    expect(email320.length).toBe(320);
    expect(registerBodySchema.safeParse({ registration_token: "t", name: "N", email: email320 }).success).toBe(true);
    expect(registerBodySchema.safeParse({ registration_token: "t", name: "N", email: `a${email320}` }).success).toBe(
      false,
    );
    expect(registerBodySchema.safeParse({ registration_token: "t", name: "N" }).success).toBe(true);
    expect(registerBodySchema.safeParse({ registration_token: "t", name: "  " }).success).toBe(false);
  });
});

describe("account", () => {
  it("applies the address rules per kind", () => {
    // A house: block (in Kuwait), street, house number; an apartment or office: block, street, building, floor, unit.
    const base = {
      kind: "house",
      lat: 29.3,
      lng: 47.9,
      field_4: "10",
      field_3: "Salem St",
      field_5: "12",
      country_iso_code: "KW",
    };
    expect(addressInputSchema.safeParse(base).success).toBe(true);
    const noNumber = addressInputSchema.safeParse({ ...base, field_5: " " });
    expect(noNumber.success ? [] : noNumber.error.issues.map((i) => i.path.join("."))).toEqual(["field_5"]);
    const apartment = addressInputSchema.safeParse({ ...base, kind: "apartment" });
    expect(apartment.success).toBe(false);
    if (!apartment.success)
      expect(apartment.error.issues.map((i) => i.path.join("."))).toEqual(["building", "floor", "apartment_no"]);
    const office = addressInputSchema.safeParse({ ...base, kind: "office", building: "3", floor: "2" });
    expect(office.success ? [] : office.error.issues.map((i) => i.path.join("."))).toEqual(["apartment_no"]);
    // The block is Kuwait's: elsewhere it may stay empty.
    expect(addressInputSchema.safeParse({ ...base, field_4: null, country_iso_code: "SA" }).success).toBe(true);
    expect(addressInputSchema.safeParse({ ...base, field_4: null }).success).toBe(false);
    expect(addressInputSchema.safeParse({ ...base, kind: "villa" }).success).toBe(false);
    expect(addressInputSchema.safeParse({ ...base, lat: 91 }).success).toBe(false);
  });

  it("takes the address kinds and the per-kind rule from address-kinds.ts, as the forms do", () => {
    expect(addressKindSchema.options).toEqual([...ADDRESS_KINDS]);
    for (const kind of ADDRESS_KINDS) {
      const bare = addressInputSchema.safeParse({ kind, lat: 29.3, lng: 47.9, country_iso_code: "KW" });
      expect(bare.success ? [] : bare.error.issues.map((i) => i.path.join(".")), kind).toEqual(
        requiredAddressFields(kind, "KW"),
      );
    }
  });

  it("defaults the address list query", () => {
    expect(addressListQuerySchema.parse({})).toEqual({ page: 1, per_page: 10, sort_by: "id", order_by: "ASC" });
    expect(addressListQuerySchema.safeParse({ sort_by: "name" }).success).toBe(false);
  });

  it("parses saved cards", () => {
    expect(savedCardSchema.safeParse({ id: 1, brand: "Visa", last_four: "4242", expiry: "12/29" }).success).toBe(true);
    expect(savedCardSchema.safeParse({ id: 1, brand: "Amex", last_four: "4242", expiry: "12/29" }).success).toBe(false);
    expect(savedCardSchema.safeParse({ id: 1, brand: "Visa", last_four: "4242", expiry: "13/29" }).success).toBe(false);
  });
});

describe("checkout and orders", () => {
  const checkout = {
    store_slug: "burger-bay-salmiya",
    customer_country_code: "KW",
    platform: "web",
    lat: 29.33,
    lng: 48.07,
    products: [cartItem],
    promotion_id: null,
    apply_wallet_credits: false,
  };

  it("parses the checkout request of spec section 3", () => {
    expect(checkoutRequestSchema.parse(checkout)).toEqual(checkout);
    expect(checkoutRequestSchema.safeParse({ ...checkout, platform: "desktop" }).success).toBe(false);
    expect(checkoutRequestSchema.safeParse({ ...checkout, products: [] }).success).toBe(false);
    for (const quantity of [0, -1, 1e9, "2", 1.5]) {
      expect(checkoutRequestSchema.safeParse({ ...checkout, products: [{ ...cartItem, quantity }] }).success).toBe(
        false,
      );
    }
  });

  it("parses a checkout response", () => {
    const totals = {
      items_total: 4500,
      delivery_fee: 500,
      promotion_discount: 0,
      store_discount: 450,
      grand_total: 4550,
      wallet_complement: 0,
      customer_to_pay: 4550,
      tax_info: 0,
    };
    const response = {
      errors: {
        promotion: "This promo code has expired.",
        products: [{ id: 10, index: 0, type: "max_quantity", max_quantity: 5 }],
      },
      summary: [{ key: "items_total", label: "Items", value: 4500, font: "normal", color: "default" }],
      totals,
      payment_methods: ["cash"],
      slots: [{ starts_at: "2025-01-01T10:00:00.000Z", ends_at: "2025-01-01T10:30:00.000Z" }],
    };
    expect(checkoutResponseSchema.parse(response).errors.products?.[0].type).toBe("max_quantity");
    expect(checkoutResponseSchema.safeParse({ ...response, totals: { ...totals, grand_total: 45.5 } }).success).toBe(
      false,
    );
    expect(
      checkoutResponseSchema.safeParse({ ...response, summary: [{ ...response.summary[0], color: "blue" }] }).success,
    ).toBe(false);
  });

  it("requires an address and a slot when placing a scheduled order", () => {
    const place = { ...checkout, payment_method: "cash", timing: "scheduled", idempotency_key: "abcdefgh12" };
    const result = placeOrderRequestSchema.safeParse(place);
    expect(result.success).toBe(false);
    if (!result.success)
      expect(result.error.issues.map((i) => i.path.join(".")).sort()).toEqual(["address_id", "scheduled_at"]);
    expect(
      placeOrderRequestSchema.safeParse({ ...place, address_id: 3, scheduled_at: "2025-01-01T10:00:00.000Z" }).success,
    ).toBe(true);
    expect(
      placeOrderRequestSchema.safeParse({
        ...place,
        timing: "instant",
        address_id: 3,
        return_url: "javascript:alert(1)",
      }).success,
    ).toBe(false);
  });
});

describe("errors and endpoints", () => {
  it("has one error body", () => {
    expect(errorBodySchema.safeParse({ message: "Too many", code: "too_many_requests", retry_after: 42 }).success).toBe(
      true,
    );
    expect(errorBodySchema.safeParse({ message: "Invalid", errors: { phone: ["Required"] } }).success).toBe(true);
    expect(errorBodySchema.safeParse({ errors: {} }).success).toBe(false);
  });

  it("builds paths", () => {
    expect(pathOf("store", { storeSlug: "a b" })).toBe("/v5/web/customer/stores/a%20b");
    expect(() => pathOf("order")).toThrow();
    expect(endpoints.refresh.auth).toBe("none");
    expect(
      validateDomainBodySchema.safeParse({ source: "web", vendor_identifier: "burger-bay", store_identifier: null })
        .success,
    ).toBe(true);
    expect(
      validateDomainBodySchema.safeParse({ source: "ios", vendor_identifier: "burger-bay", store_identifier: null })
        .success,
    ).toBe(false);
  });
});

describe("isoDateTimeSchema (zod's datetime pattern, compiled once)", () => {
  it("accepts and refuses exactly what z.string().datetime({ offset: true }) does", async () => {
    const { z } = await import("zod");
    const { isoDateTimeSchema } = await import("~/contract/common");
    const zods = z.string().datetime({ offset: true });
    const values = [
      "2026-01-01T10:00:00Z",
      "2026-01-01T10:00:00.123+03:00",
      "2026-01-01T10:00:00+0300",
      "2024-02-29T00:00:00Z",
      "2026-02-29T00:00:00Z",
      "2026-02-30T10:00:00Z",
      "2026-01-01 10:00",
      "2026-01-01T10:00Z",
      "2026-01-01T24:00:00Z",
      "2026-01-01T10:00:00",
      "x",
      "",
    ];
    for (const value of values)
      expect(isoDateTimeSchema.safeParse(value).success, value).toBe(zods.safeParse(value).success);
    expect(isoDateTimeSchema.safeParse("x").error?.issues[0]?.message).toBe("Invalid datetime");
  });
});
