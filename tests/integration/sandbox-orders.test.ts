// Checkout pricing (integer minor units), store hours, promotions, wallet, tax, product errors,
// idempotent order placement, the payment page and order progress.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  checkoutResponseSchema,
  orderListResponseSchema,
  orderSchema,
  storeSchema,
  type Product,
  type Store,
} from "~/contract";
import { FakeClock, bootSandbox, type Json } from "./sandbox-helpers";

const START = Date.parse("2025-03-10T09:00:00.000Z"); // 12:00 in Kuwait and Riyadh
const clock = new FakeClock(START);
const STEP = 10;
let s: Awaited<ReturnType<typeof bootSandbox>>;
let salmiya: Store;
let najd: Store;
let customer: { access_token: string };
let other: { access_token: string };

const product = (store: Store, name: string): Product & { menuId: number } => {
  for (const menu of store.menus)
    for (const c of menu.categories)
      for (const p of c.products) if (p.name === name) return { ...p, menuId: menu.info.id };
  throw new Error(`no product ${name}`);
};
const group = (p: Product, name: string) => p.option_groups.find((g) => g.name === name)!;
const option = (g: Product["option_groups"][number], name: string) => g.options.find((o) => o.name === name)!;

/** 2 × Classic Burger (brioche, 2 × cheddar, meal with orange juice and onion rings) + 1 × Double Smash (sesame). */
function burgerCart() {
  const classic = product(salmiya, "Classic Burger");
  const bun = group(classic, "Choose your bun");
  const extras = group(classic, "Extras");
  const meal = group(classic, "Make it a meal");
  const mealOption = option(meal, "Meal");
  const drink = mealOption.option_groups.find((g) => g.name === "Choose your drink")!;
  const side = mealOption.option_groups.find((g) => g.name === "Choose your side")!;
  const smash = product(salmiya, "Double Smash");
  return [
    {
      product_id: classic.id,
      quantity: 2,
      variant_id: null,
      menu_id: classic.menuId,
      special_request: "No pickles",
      option_groups: [
        { id: bun.id, options: [{ id: option(bun, "Brioche bun").id, quantity: 1, option_groups: [] }] },
        { id: extras.id, options: [{ id: option(extras, "Cheddar cheese").id, quantity: 2, option_groups: [] }] },
        {
          id: meal.id,
          options: [
            {
              id: mealOption.id,
              quantity: 1,
              option_groups: [
                { id: drink.id, options: [{ id: option(drink, "Orange juice").id, quantity: 1, option_groups: [] }] },
                { id: side.id, options: [{ id: option(side, "Onion rings").id, quantity: 1, option_groups: [] }] },
              ],
            },
          ],
        },
      ],
    },
    {
      product_id: smash.id,
      quantity: 1,
      variant_id: null,
      menu_id: smash.menuId,
      special_request: null,
      option_groups: [
        {
          id: group(smash, "Choose your bun").id,
          options: [{ id: option(group(smash, "Choose your bun"), "Sesame bun").id, quantity: 1, option_groups: [] }],
        },
      ],
    },
  ];
}

// 5.56 km north of Burger Bay Salmiya: 6 km started → 0.500 + 3 × 0.100
const NEAR = { lat: 29.3839, lng: 48.0761 };

function checkoutBody(overrides: Record<string, unknown> = {}) {
  return {
    store_slug: "burger-bay-salmiya",
    customer_country_code: "KW",
    platform: "web",
    ...NEAR,
    products: burgerCart(),
    promotion_id: null,
    apply_wallet_credits: false,
    ...overrides,
  };
}

const checkout = async (body: Json, token: string | null = customer.access_token, lang?: string) => {
  const reply = await s.call("POST", "/v5/web/customer/orders/checkout", { body, token, lang });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return checkoutResponseSchema.parse(reply.body);
};

let keys = 0;
const key = () => `test-key-${++keys}-${Date.now()}`;
const placeBody = (overrides: Record<string, unknown> = {}) => ({
  ...checkoutBody(),
  payment_method: "cash",
  timing: "instant",
  address: {
    kind: "house",
    lat: NEAR.lat,
    lng: NEAR.lng,
    field_4: "10",
    field_3: "Salem St",
    field_5: "5",
    country_iso_code: "KW",
  },
  idempotency_key: key(),
  ...overrides,
});
const place = (body: Json, token = customer.access_token) => s.call("POST", "/v5/web/customer/orders", { body, token });

beforeAll(async () => {
  s = await bootSandbox({ clock: clock.now, orderStepSeconds: STEP });
  salmiya = storeSchema.parse((await s.call("GET", "/v5/web/customer/stores/burger-bay-salmiya")).body);
  najd = storeSchema.parse((await s.call("GET", "/v5/web/customer/stores/najd-grill-olaya")).body);
  customer = await s.signIn("70000001");
  await s.call("POST", "/sandbox/saved-cards?phone_code=%2B965&phone=70000001"); // as if saved on a payment page
  other = await s.signIn("70000002");
});
afterAll(async () => {
  await s?.sandbox.close();
});

describe("checkout pricing", () => {
  it("prices options, nested options, discounts and distance in minor units", async () => {
    const result = await checkout(checkoutBody());
    expect(result.errors).toEqual({});
    // unit: 1.950 + 2 × 0.250 + 0.750 + 0.200 + 0.300 = 3.700; × 2 = 7.400; Double Smash 2.750 (10 % off: 2.475)
    expect(result.totals).toEqual({
      items_total: 10150,
      store_discount: 275,
      promotion_discount: 0,
      delivery_fee: 800,
      grand_total: 10675,
      wallet_complement: 0,
      customer_to_pay: 10675,
      tax_info: 0,
    });
    expect(result.summary.map((l) => l.key)).toEqual([
      "items_total",
      "store_discount",
      "delivery_fee",
      "grand_total",
      "customer_to_pay",
    ]);
    expect(result.summary.find((l) => l.key === "store_discount")).toMatchObject({ color: "red", value: 275 });
    expect(result.summary.find((l) => l.key === "grand_total")).toMatchObject({ font: "bold" });
    expect(result.payment_methods).toEqual(["cash", "knet", "credit_card"]);
  });

  it("charges the base fee without a location and localizes labels", async () => {
    const result = await checkout(checkoutBody({ lat: null, lng: null }), null, "ar");
    expect(result.totals.delivery_fee).toBe(500);
    expect(result.summary[0].label).toBe("مجموع المنتجات");
  });

  it("flags a location out of the delivery area", async () => {
    const result = await checkout(checkoutBody({ lat: 29.0, lng: 48.0761 }));
    expect(result.errors.order).toBe("The store does not deliver to this location.");
  });

  it("applies promotions by type and timing", async () => {
    const save10 = await checkout(checkoutBody({ promotion_id: "save10" }));
    expect(save10.errors).toEqual({});
    expect(save10.totals.promotion_discount).toBe(987); // 10 % of 9.875, rounded down
    expect(save10.totals.grand_total).toBe(9875 - 987 + 800);
    expect(save10.summary.find((l) => l.key === "promotion_discount")?.color).toBe("red");

    const free = await checkout(checkoutBody({ promotion_id: "FREEDEL" }));
    expect(free.totals.promotion_discount).toBe(800);
    expect(free.totals.grand_total).toBe(9875);

    const take1 = await checkout(checkoutBody({ promotion_id: "TAKE1" }));
    expect(take1.totals.promotion_discount).toBe(1000);

    const expired = await checkout(checkoutBody({ promotion_id: "OLDCODE" }));
    expect(expired.errors.promotion).toBe("This promo code has expired.");
    expect(expired.totals.promotion_discount).toBe(0);

    const unknown = await checkout(checkoutBody({ promotion_id: "NOPE" }), customer.access_token, "ar");
    expect(unknown.errors.promotion).toBe("رمز الخصم هذا غير صالح.");

    const laterNow = await checkout(checkoutBody({ promotion_id: "LATER20" }));
    expect(laterNow.errors.promotion).toBe("This promo code is only valid for scheduled orders.");
    const laterScheduled = await checkout(checkoutBody({ promotion_id: "LATER20", timing: "scheduled" }));
    expect(laterScheduled.totals.promotion_discount).toBe(1975); // 20 % of 9.875
    const nowScheduled = await checkout(checkoutBody({ promotion_id: "NOW5", timing: "scheduled" }));
    expect(nowScheduled.errors.promotion).toBe("This promo code is only valid for instant orders.");

    const tooSmall = await checkout(checkoutBody({ promotion_id: "TAKE1", products: [burgerCart()[1]] }));
    expect(tooSmall.errors.promotion).toBe("This promo code needs an order of at least 5.000 KWD.");
  });

  it("uses wallet credits only when signed in", async () => {
    const signedIn = await checkout(checkoutBody({ apply_wallet_credits: true }));
    expect(signedIn.totals.wallet_complement).toBe(2000);
    expect(signedIn.totals.customer_to_pay).toBe(10675 - 2000);
    expect(signedIn.summary.find((l) => l.key === "wallet_complement")?.color).toBe("grey");
    const signedOut = await checkout(checkoutBody({ apply_wallet_credits: true }), null);
    expect(signedOut.totals.wallet_complement).toBe(0);
    const forged = await s.call("POST", "/v5/web/customer/orders/checkout", { body: checkoutBody(), token: "forged" });
    expect(forged.status).toBe(401);
  });

  it("adds the included tax line where there is VAT", async () => {
    const kabsa = product(najd, "Chicken Kabsa");
    const rice = group(kabsa, "Choose your rice");
    const result = await checkout({
      store_slug: "najd-grill-olaya",
      customer_country_code: "SA",
      platform: "web",
      lat: 24.6957,
      lng: 46.6845,
      products: [
        {
          product_id: kabsa.id,
          quantity: 1,
          variant_id: null,
          menu_id: kabsa.menuId,
          special_request: null,
          option_groups: [{ id: rice.id, options: [{ id: rice.options[0].id, quantity: 1, option_groups: [] }] }],
        },
      ],
      promotion_id: null,
      apply_wallet_credits: false,
    });
    expect(result.totals).toMatchObject({ items_total: 3800, delivery_fee: 900, grand_total: 4700, tax_info: 613 }); // 47.00 × 15/115 = 6.13
    expect(result.summary.at(-1)).toMatchObject({
      key: "tax_info",
      label: "Includes VAT (15%)",
      font: "italic",
      color: "grey",
    });
  });

  it("reports product errors: not_found, max_quantity and general", async () => {
    const [classicLine, smashLine] = burgerCart();
    const mushroom = product(salmiya, "Mushroom Swiss");
    const fries = product(salmiya, "Fries");
    const extras = group(product(salmiya, "Classic Burger"), "Extras");
    const bacon = option(extras, "Beef bacon");
    const kabsa = product(najd, "Chicken Kabsa");
    const products = [
      { ...smashLine, product_id: 999_999 }, // unknown
      { ...smashLine, menu_id: smashLine.menu_id + 1 }, // wrong menu
      {
        product_id: mushroom.id,
        quantity: 1,
        variant_id: null,
        menu_id: mushroom.menuId,
        special_request: null,
        option_groups: [],
      }, // unavailable
      {
        product_id: fries.id,
        quantity: 1,
        variant_id: null,
        menu_id: fries.menuId,
        special_request: null,
        option_groups: [],
      }, // variant missing
      {
        product_id: kabsa.id,
        quantity: 1,
        variant_id: null,
        menu_id: kabsa.menuId,
        special_request: null,
        option_groups: [],
      }, // other store
      { ...classicLine, quantity: 11 }, // max 10
      { ...classicLine, option_groups: classicLine.option_groups.slice(1) }, // required bun missing
      {
        ...classicLine,
        option_groups: [
          ...classicLine.option_groups.slice(0, 1),
          { id: extras.id, options: [{ id: bacon.id, quantity: 1, option_groups: [] }] },
        ],
      }, // unavailable option
      {
        ...classicLine,
        option_groups: [
          {
            ...classicLine.option_groups[0],
            options: [
              ...classicLine.option_groups[0].options,
              { id: classicLine.option_groups[0].options[0].id + 1, quantity: 1, option_groups: [] },
            ],
          },
        ],
      }, // two in a single group
      {
        ...classicLine,
        option_groups: [
          ...classicLine.option_groups.slice(0, 1),
          {
            id: extras.id,
            options: extras.options
              .filter((o) => o.availability === "available")
              .map((o) => ({ id: o.id, quantity: 2, option_groups: [] })),
          },
        ],
      }, // over the group's max
      smashLine, // fine
    ];
    const result = await checkout(checkoutBody({ products }));
    expect(result.errors.products?.map((e) => [e.index, e.type])).toEqual([
      [0, "not_found"],
      [1, "not_found"],
      [2, "not_found"],
      [3, "not_found"],
      [4, "not_found"],
      [5, "max_quantity"],
      [6, "general"],
      [7, "general"],
      [8, "general"],
      [9, "general"],
    ]);
    expect(result.errors.products?.[5]).toMatchObject({ id: classicLine.product_id, max_quantity: 10 });
    expect(result.totals.items_total).toBe(2750); // only the valid line is priced
  });

  it("rejects garbage with 400 and unknown stores with 404", async () => {
    for (const quantity of [0, -1, 1e9, "2"]) {
      const reply = await s.call("POST", "/v5/web/customer/orders/checkout", {
        body: checkoutBody({ products: [{ ...burgerCart()[1], quantity }] }),
      });
      expect(reply.status).toBe(400);
      expect(reply.body.errors["products.0.quantity"]).toBeDefined();
    }
    const gone = await s.call("POST", "/v5/web/customer/orders/checkout", {
      body: checkoutBody({ store_slug: "closed-forever" }),
    });
    expect(gone.status).toBe(404);
  });

  it("enforces the minimum order and the store's activity", async () => {
    const rings = product(salmiya, "Onion Rings");
    const small = await checkout(
      checkoutBody({
        products: [
          {
            product_id: rings.id,
            quantity: 1,
            variant_id: null,
            menu_id: rings.menuId,
            special_request: null,
            option_groups: [],
          },
        ],
      }),
    );
    // Onion rings are 0.850 KWD: the message says how much more to add.
    expect(small.errors.order).toBe("Add 1.150 KWD more to reach the minimum order of 2.000 KWD.");

    const belem = storeSchema.parse((await s.call("GET", "/v5/web/customer/stores/lisbon-pastry-belem")).body);
    const nata = product(belem, "Bola de Berlim");
    const inactive = await checkout({
      store_slug: "lisbon-pastry-belem",
      customer_country_code: "PT",
      platform: "web",
      lat: 38.6975,
      lng: -9.2065,
      products: [
        {
          product_id: nata.id,
          quantity: 5,
          variant_id: null,
          menu_id: nata.menuId,
          special_request: null,
          option_groups: [],
        },
      ],
      promotion_id: null,
      apply_wallet_credits: false,
    });
    expect(inactive.errors.order).toBe("This store is not taking orders right now.");
    expect(inactive.slots).toEqual([]);
  });
});

describe("store hours and time zones", () => {
  const isOpen = async (slug: string, at: string) => {
    const saved = clock.ms;
    clock.ms = Date.parse(at);
    try {
      return (await s.call("GET", `/v5/web/customer/stores/${slug}`)).body.info.is_open as boolean;
    } finally {
      clock.ms = saved;
    }
  };

  it("opens and closes in the store's time zone, past midnight and across DST", async () => {
    // Burger Bay Hawally: 10:00–02:00 Kuwait time (UTC+3)
    expect(await isOpen("burger-bay-hawally", "2025-03-10T06:59:00Z")).toBe(false); // 09:59
    expect(await isOpen("burger-bay-hawally", "2025-03-10T07:00:00Z")).toBe(true); // 10:00
    expect(await isOpen("burger-bay-hawally", "2025-03-10T22:30:00Z")).toBe(true); // 01:30 next day
    expect(await isOpen("burger-bay-hawally", "2025-03-10T23:00:00Z")).toBe(false); // 02:00
    // Porto Grill Ribeira: 12:00–23:00 Lisbon time (UTC+0 in March, UTC+1 in July)
    expect(await isOpen("porto-grill-ribeira", "2025-03-10T22:30:00Z")).toBe(true);
    expect(await isOpen("porto-grill-ribeira", "2025-07-10T22:30:00Z")).toBe(false);
    expect(await isOpen("porto-grill-ribeira", "2025-07-10T11:30:00Z")).toBe(true);
  });

  it("offers 30-minute slots from 45 minutes ahead in opening hours", async () => {
    const result = await checkout(checkoutBody({ timing: "scheduled" }));
    expect(result.slots[0]).toEqual({ starts_at: "2025-03-10T10:00:00.000Z", ends_at: "2025-03-10T10:30:00.000Z" });
    const saved = clock.ms;
    clock.ms = Date.parse("2025-03-10T23:30:00Z"); // 02:30 in Kuwait: Hawally is closed until 10:00
    try {
      // signed out: the customer's access token has expired by then
      const hawally = storeSchema.parse((await s.call("GET", "/v5/web/customer/stores/burger-bay-hawally")).body);
      const item = product(hawally, "Double Smash");
      const body = {
        ...checkoutBody({ store_slug: "burger-bay-hawally", lat: 29.3328, lng: 48.0286 }),
        products: [
          {
            product_id: item.id,
            quantity: 1,
            variant_id: null,
            menu_id: item.menuId,
            special_request: null,
            option_groups: [
              {
                id: group(item, "Choose your bun").id,
                options: [{ id: group(item, "Choose your bun").options[0].id, quantity: 1, option_groups: [] }],
              },
            ],
          },
        ],
      };
      const closed = await checkout(body, null);
      expect(closed.errors.order).toBe("The store is closed now. You can schedule your order.");
      expect(closed.slots[0].starts_at).toBe("2025-03-11T07:00:00.000Z"); // 10:00 local
      const scheduled = await checkout({ ...body, timing: "scheduled" }, null);
      expect(scheduled.errors.order).toBeUndefined();
      // Closed with no delivery time to offer: no order for later either.
      const hours = (next: unknown[]) =>
        s.call("POST", "/sandbox/store-hours?slug=burger-bay-hawally", { body: { opening_hours: next } });
      expect((await hours([])).status).toBe(200);
      try {
        const never = await checkout({ ...body, timing: "scheduled" }, null);
        expect(never.slots).toEqual([]);
        expect(never.errors.order).toBe("The store is closed now and takes no orders for later.");
        expect(never.errors.order_reason).toMatchObject({ code: "store_closed" });
      } finally {
        await hours(hawally.info.opening_hours);
      }
    } finally {
      clock.ms = saved;
    }
  });
});

describe("placing orders", () => {
  it("places a cash order once per idempotency key", async () => {
    const body = placeBody();
    const first = await place(body);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const order = orderSchema.parse(first.body);
    expect(order).toMatchObject({
      status: "placed",
      payment_method: "cash",
      payment_status: "not_paid",
      payment_url: null,
      can_abandon: true,
      is_active: true,
    });
    expect(order.code).toMatch(/^KW-[A-Z0-9]{8}$/);
    expect(order.totals.customer_to_pay).toBe(10675);
    expect(order.items[0]).toMatchObject({
      name: "Classic Burger",
      quantity: 2,
      unit_price: 3700,
      total: 7400,
      special_request: "No pickles",
    });
    expect(order.items[0].options.map((o) => [o.name, o.depth])).toEqual([
      ["Brioche bun", 0],
      ["Cheddar cheese", 0],
      ["Meal", 0],
      ["Orange juice", 1],
      ["Onion rings", 1],
    ]);
    const again = await place(body);
    expect(again.status).toBe(200);
    expect(again.body.code).toBe(order.code);

    const ar = await s.call("GET", `/v5/web/customer/orders/${order.code}`, {
      token: customer.access_token,
      lang: "ar",
    });
    expect(ar.body.items[0].name).toBe("برجر كلاسيك");
  });

  it("never makes two orders from concurrent submits of one key", async () => {
    const before = (await s.call("GET", "/v5/web/customer/orders", { token: customer.access_token })).body.meta.total;
    const body = placeBody();
    const replies = await Promise.all(Array.from({ length: 6 }, () => place(body)));
    expect(new Set(replies.map((r) => r.body.code)).size).toBe(1);
    expect(replies.filter((r) => r.status === 201)).toHaveLength(1);
    const after = (await s.call("GET", "/v5/web/customer/orders", { token: customer.access_token })).body.meta.total;
    expect(after).toBe(before + 1);
  });

  it("never makes two card or KNET orders (or payments) from concurrent submits of one key", async () => {
    for (const payment_method of ["knet", "credit_card"]) {
      const before = (await s.call("GET", "/v5/web/customer/orders", { token: customer.access_token })).body.meta.total;
      const body = placeBody({
        payment_method,
        return_url: "https://shop.example/en-kw/store/burger-bay-salmiya/checkout/processing",
      });
      const replies = await Promise.all(Array.from({ length: 6 }, () => place(body)));
      expect(
        replies.filter((r) => r.status === 201),
        payment_method,
      ).toHaveLength(1);
      expect(new Set(replies.map((r) => r.body.code)).size, payment_method).toBe(1);
      expect(new Set(replies.map((r) => r.body.payment_url)).size, payment_method).toBe(1);
      expect(replies[0]!.body.status).toBe("awaiting_payment");
      const after = (await s.call("GET", "/v5/web/customer/orders", { token: customer.access_token })).body.meta.total;
      expect(after, payment_method).toBe(before + 1);
    }
  });

  it("refuses orders the checkout flags, with field errors", async () => {
    const badProducts = await place(placeBody({ products: [{ ...burgerCart()[1], product_id: 424242 }] }));
    expect(badProducts.status).toBe(400);
    expect(badProducts.body.code).toBe("products_invalid");
    expect(badProducts.body.errors["products.0"]).toEqual(["This item is no longer available."]);

    const expired = await place(placeBody({ promotion_id: "OLDCODE" }));
    expect(expired.body).toMatchObject({
      code: "promotion_invalid",
      errors: { promotion_id: ["This promo code has expired."] },
    });

    const mada = await place(placeBody({ payment_method: "mada" }));
    expect(mada.body.code).toBe("payment_method_unavailable");

    const noReturn = await place(placeBody({ payment_method: "knet" }));
    expect(noReturn.body.errors.return_url).toBeDefined();

    const badReturn = await place(placeBody({ payment_method: "knet", return_url: "javascript:alert(1)" }));
    expect(badReturn.status).toBe(400);

    const slot = await place(placeBody({ timing: "scheduled", scheduled_at: "2025-03-10T10:10:00.000Z" }));
    expect(slot.body.code).toBe("slot_unavailable");

    const far = await place(placeBody({ lat: 29.0 }));
    expect(far.body.code).toBe("out_of_delivery_area");

    const noAddress = await place(placeBody({ address: null }));
    expect(noAddress.body.errors.address_id).toBeDefined();

    const mine = await s.call("POST", "/v5/web/customer/address", {
      token: customer.access_token,
      body: {
        kind: "house",
        lat: NEAR.lat,
        lng: NEAR.lng,
        field_4: "10",
        field_3: "Salem St",
        field_5: "9",
        country_iso_code: "KW",
      },
    });
    const theirs = await place(placeBody({ address: null, address_id: mine.body.id }), other.access_token);
    expect(theirs.status).toBe(404);
    const ok = await place(placeBody({ address: null, address_id: mine.body.id }));
    expect(ok.status).toBe(201);
    expect(ok.body.address.field_5).toBe("9");

    expect((await place(placeBody(), "")).status).toBe(401);
  });

  it("places a scheduled order in a slot with a scheduled-only promotion", async () => {
    const { slots } = await checkout(checkoutBody({ timing: "scheduled" }));
    const reply = await place(
      placeBody({ timing: "scheduled", scheduled_at: slots[2].starts_at, promotion_id: "LATER20" }),
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(reply.body).toMatchObject({
      timing: "scheduled",
      scheduled_at: slots[2].starts_at,
      promotion_code: "LATER20",
    });
    expect(reply.body.totals.promotion_discount).toBe(1975);
  });

  it("pays by card through the payment page: approve", async () => {
    const returnUrl = "http://burger-bay.localhost:3000/store/burger-bay-salmiya/checkout/processing?x=1";
    const cards = await s.call("GET", "/v5/web/customer/profile/saved-cards?country_iso_two_code=KW", {
      token: customer.access_token,
    });
    const placed = await place(
      placeBody({
        payment_method: "credit_card",
        saved_card_id: cards.body.data[0].id,
        return_url: returnUrl,
        apply_wallet_credits: true,
      }),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = orderSchema.parse(placed.body);
    expect(order).toMatchObject({
      status: "awaiting_payment",
      payment_status: "not_paid",
      saved_card: { brand: "Visa", last_four: "4242" },
    });
    expect(order.totals.wallet_complement).toBe(2000);
    expect(order.payment_url).toMatch(/\/sandbox\/pay\/[a-f0-9]{24}$/);
    expect(
      (await s.call("GET", "/v5/web/customer/profile", { token: customer.access_token })).body.wallet_balance,
    ).toBe(0);

    const payPage = await fetch(order.payment_url!);
    const pageText = await payPage.text();
    expect(pageText).toContain("Approve payment");
    expect(pageText).toContain("8.675 KWD");

    const approved = await fetch(order.payment_url!, {
      method: "POST",
      body: new URLSearchParams({ decision: "approve" }),
      redirect: "manual",
    });
    expect(approved.status).toBe(303);
    const back = new URL(approved.headers.get("location")!);
    expect(back.origin + back.pathname).toBe(
      "http://burger-bay.localhost:3000/store/burger-bay-salmiya/checkout/processing",
    );
    expect(Object.fromEntries(back.searchParams)).toEqual({ x: "1", order: order.code, payment: "approved" });

    const paid = (await s.call("GET", `/v5/web/customer/orders/${order.code}`, { token: customer.access_token })).body;
    expect(paid).toMatchObject({ status: "placed", payment_status: "paid", payment_url: null });

    // a second decision changes nothing
    const again = await fetch(order.payment_url!, {
      method: "POST",
      body: new URLSearchParams({ decision: "decline" }),
      redirect: "manual",
    });
    expect(new URL(again.headers.get("location")!).searchParams.get("payment")).toBe("approved");

    // statuses advance every STEP seconds until delivered
    const statuses: string[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (await s.call("GET", `/v5/web/customer/orders/${order.code}`, { token: customer.access_token })).body.status,
      );
      clock.advance(STEP);
    }
    expect(statuses).toEqual(["placed", "accepted", "preparing", "on_the_way", "delivered"]);
    const done = orderSchema.parse(
      (await s.call("GET", `/v5/web/customer/orders/${order.code}`, { token: customer.access_token })).body,
    );
    expect(done.status_history.map((h) => h.status)).toEqual([
      "awaiting_payment",
      "placed",
      "accepted",
      "preparing",
      "on_the_way",
      "delivered",
    ]);
    expect(done.is_active).toBe(false);
    expect(done.can_abandon).toBe(false);
  });

  it("pays by knet through the payment page: decline, wallet refunded", async () => {
    const wallet = async () =>
      (await s.call("GET", "/v5/web/customer/profile", { token: other.access_token })).body.wallet_balance;
    expect(await wallet()).toBe(2000);
    const placed = await place(
      placeBody({ payment_method: "knet", return_url: "https://shop.example/back", apply_wallet_credits: true }),
      other.access_token,
    );
    expect(placed.status).toBe(201);
    expect(await wallet()).toBe(0);
    const declined = await fetch(placed.body.payment_url, {
      method: "POST",
      body: new URLSearchParams({ decision: "decline" }),
      redirect: "manual",
    });
    expect(new URL(declined.headers.get("location")!).searchParams.get("payment")).toBe("declined");
    const order = (await s.call("GET", `/v5/web/customer/orders/${placed.body.code}`, { token: other.access_token }))
      .body;
    expect(order).toMatchObject({
      status: "payment_failed",
      payment_status: "not_paid",
      is_active: false,
      can_abandon: false,
    });
    expect(await wallet()).toBe(2000);
    // the customer cannot see it from another account
    expect(
      (await s.call("GET", `/v5/web/customer/orders/${placed.body.code}`, { token: customer.access_token })).status,
    ).toBe(404);
    expect((await fetch(`${s.url}/sandbox/pay/0123456789abcdef01234567`)).status).toBe(404);
  });

  it("pays a declined order again: the same order, once, with a method the store takes", async () => {
    const third = await s.signIn("70000003");
    const wallet = async () =>
      (await s.call("GET", "/v5/web/customer/profile", { token: third.access_token })).body.wallet_balance;
    const orders = async () =>
      (await s.call("GET", "/v5/web/customer/orders", { token: third.access_token })).body.meta.total as number;
    const placed = await place(
      placeBody({ payment_method: "knet", return_url: "https://shop.example/back", apply_wallet_credits: true }),
      third.access_token,
    );
    const code = placed.body.code as string;
    const count = await orders();
    const payAgain = (body: Json, token = third.access_token) =>
      s.call("POST", `/v5/web/customer/orders/${code}/payment`, { body, token });
    // Not while its first payment is open.
    expect((await payAgain({ payment_method: "knet", return_url: "https://shop.example/back" })).status).toBe(423);
    const firstPayment = placed.body.payment_url as string;
    await fetch(firstPayment, {
      method: "POST",
      body: new URLSearchParams({ decision: "decline" }),
      redirect: "manual",
    });
    const failed = orderSchema.parse(
      (await s.call("GET", `/v5/web/customer/orders/${code}`, { token: third.access_token })).body,
    );
    expect(failed).toMatchObject({ status: "payment_failed", can_retry_payment: true });
    expect(await wallet()).toBe(2000);
    // Another customer's is not found; a method the store does not take, the wallet, a card of
    // someone else, or a card-like method without a way back are refused.
    expect(
      (await payAgain({ payment_method: "knet", return_url: "https://shop.example/back" }, customer.access_token))
        .status,
    ).toBe(404);
    expect((await payAgain({ payment_method: "mada", return_url: "https://shop.example/back" })).body.code).toBe(
      "payment_method_unavailable",
    );
    expect((await payAgain({ payment_method: "wallet" })).body.code).toBe("payment_method_unavailable");
    const cards = await s.call("GET", "/v5/web/customer/profile/saved-cards?country_iso_two_code=KW", {
      token: customer.access_token,
    });
    expect(
      (
        await payAgain({
          payment_method: "credit_card",
          saved_card_id: cards.body.data[0].id,
          return_url: "https://shop.example/back",
        })
      ).status,
    ).toBe(400);
    expect((await payAgain({ payment_method: "knet" })).status).toBe(400);
    // Again by knet: the same order with a new payment, the wallet's share taken again.
    const again = await payAgain({ payment_method: "knet", return_url: "https://shop.example/back" });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const retried = orderSchema.parse(again.body);
    expect(retried).toMatchObject({ code, status: "awaiting_payment", can_retry_payment: false });
    expect(retried.payment_url).not.toBe(firstPayment);
    expect(await wallet()).toBe(0);
    // A second retry at once is refused (one payment open), and the declined payment stays declined.
    expect((await payAgain({ payment_method: "cash" })).status).toBe(423);
    const old = await fetch(firstPayment, {
      method: "POST",
      body: new URLSearchParams({ decision: "approve" }),
      redirect: "manual",
    });
    expect(new URL(old.headers.get("location")!).searchParams.get("payment")).toBe("declined");
    // Declined once more, then switched to cash: placed at once, still the one order.
    await fetch(retried.payment_url!, {
      method: "POST",
      body: new URLSearchParams({ decision: "decline" }),
      redirect: "manual",
    });
    const cash = orderSchema.parse((await payAgain({ payment_method: "cash" })).body);
    expect(cash).toMatchObject({
      code,
      status: "placed",
      payment_method: "cash",
      payment_url: null,
      is_active: true,
      can_retry_payment: false,
    });
    expect(cash.status_history.map((h) => h.status)).toEqual([
      "awaiting_payment",
      "payment_failed",
      "awaiting_payment",
      "payment_failed",
      "placed",
    ]);
    expect(await wallet()).toBe(0);
    expect(await orders()).toBe(count);
    expect((await payAgain({ payment_method: "cash" })).status).toBe(423);
  });

  it("offers no second payment once the store would not take the order", async () => {
    const hours = salmiya.info.opening_hours;
    try {
      const placed = await place(
        placeBody({ payment_method: "knet", return_url: "https://shop.example/back", timing: "instant" }),
      );
      await fetch(placed.body.payment_url, {
        method: "POST",
        body: new URLSearchParams({ decision: "decline" }),
        redirect: "manual",
      });
      await s.call("POST", "/sandbox/store-hours?slug=burger-bay-salmiya", { body: { opening_hours: [] } });
      const order = (
        await s.call("GET", `/v5/web/customer/orders/${placed.body.code}`, { token: customer.access_token })
      ).body;
      expect(order).toMatchObject({ status: "payment_failed", can_retry_payment: false });
      const refused = await s.call("POST", `/v5/web/customer/orders/${placed.body.code}/payment`, {
        body: { payment_method: "cash" },
        token: customer.access_token,
      });
      expect(refused.status).toBe(423);
      expect(refused.body.message).toBe("This order can no longer be paid.");
    } finally {
      await s.call("POST", "/sandbox/store-hours?slug=burger-bay-salmiya", { body: { opening_hours: hours } });
    }
  });

  it("abandons while pending, then locks", async () => {
    const placed = await place(placeBody());
    const abandoned = await s.call("POST", `/v5/web/customer/orders/${placed.body.code}/abandon`, {
      token: customer.access_token,
    });
    expect(abandoned.status).toBe(200);
    expect(abandoned.body).toMatchObject({ status: "abandoned", can_abandon: false, is_active: false });
    const twice = await s.call("POST", `/v5/web/customer/orders/${placed.body.code}/abandon`, {
      token: customer.access_token,
    });
    expect(twice.status).toBe(423);
    expect(twice.body.code).toBe("order_locked");

    const accepted = await place(placeBody());
    clock.advance(STEP);
    expect(
      (await s.call("POST", `/v5/web/customer/orders/${accepted.body.code}/abandon`, { token: customer.access_token }))
        .status,
    ).toBe(423);
    expect(
      (await s.call("POST", `/v5/web/customer/orders/${accepted.body.code}/abandon`, { token: other.access_token }))
        .status,
    ).toBe(404);

    const unpaid = await place(placeBody({ payment_method: "knet", return_url: "https://shop.example/back" }));
    const gone = await s.call("POST", `/v5/web/customer/orders/${unpaid.body.code}/abandon`, {
      token: customer.access_token,
    });
    expect(gone.body.status).toBe("abandoned");
    const page = await (await fetch(unpaid.body.payment_url)).text();
    expect(page).not.toContain("Approve payment");
  });

  it("lists orders newest first with pagination", async () => {
    const all = orderListResponseSchema.parse(
      (await s.call("GET", "/v5/web/customer/orders", { token: customer.access_token })).body,
    );
    expect(all.meta.page).toBe(1);
    expect(all.meta.per_page).toBe(10);
    expect(all.meta.total).toBeGreaterThanOrEqual(7);
    const ids = all.data.map((o) => o.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const page2 = orderListResponseSchema.parse(
      (await s.call("GET", "/v5/web/customer/orders?page=2&per_page=3", { token: customer.access_token })).body,
    );
    expect(page2.data.map((o) => o.id)).toEqual(ids.slice(3, 6));
    expect(
      (await s.call("GET", "/v5/web/customer/orders?per_page=1000", { token: customer.access_token })).status,
    ).toBe(400);
    expect((await s.call("GET", "/v5/web/customer/orders", { token: other.access_token })).body.meta.total).toBe(1);
  });
});
