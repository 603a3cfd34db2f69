// Checkout, placing orders, orders (spec sections 3 and 7, "/v5/web/customer/orders*"); the cart
// items they carry are cart-items.ts.
// The checkout request follows spec section 3 field by field; the order body and the order itself
// are not shown by the spec and are storefront contract extensions documented here.
// All money is an integer in the store country's minor unit.
import { z } from "zod";
import {
  addressKindSchema,
  cardBrandSchema,
  checkoutSummaryLineSchema,
  colorSchema,
  countryIsoCodeSchema,
  deliveryPartySchema,
  fontSchema,
  httpUrlSchema,
  idSchema,
  isoDateTimeSchema,
  latSchema,
  lngSchema,
  moneySchema,
  orderBlockingReasonSchema,
  orderKindSchema,
  orderTimingSchema,
  pageOf,
  pageQuerySchema,
  paymentMethodSchema,
  paymentStatusSchema,
  platformSchema,
  productErrorTypeSchema,
  ratingSchema,
} from "./common";
import { slugSchema, storeCountrySchema } from "./catalogue";
import { addressInputSchema } from "./account";
import { orderingCartItemSchema } from "./cart-items";

// ---------------------------------------------------------------------------------------------
// Checkout (POST /v5/web/customer/orders/checkout)
// ---------------------------------------------------------------------------------------------

/** A promo code as typed by the customer (spec: promotion_id). */
export const promoCodeSchema = z.string().trim().min(1).max(50);

/**
 * Spec section 3: Checkout request. `lat`/`lng` are the delivery location (null when none is
 * chosen yet: the fee is the store's base fee and no delivery-area check is made).
 * `promotion_id` is the promo code string or null.
 * Extension: optional `timing` (default instant) so promotions limited to instant or scheduled
 * orders are checked the same way placing the order checks them.
 * Signed-in customers send their Bearer token (wallet credits need it); signed-out visitors may call
 * it without one to price a cart (extension: the sandbox accepts both).
 */
export const checkoutRequestSchema = z.object({
  store_slug: slugSchema,
  customer_country_code: countryIsoCodeSchema,
  platform: platformSchema,
  /** ASSUMED: null before the customer has chosen a delivery location (base fee, no area check). At checkout: the point the order will be placed at (the chosen address's). */
  lat: latSchema.nullable(),
  /** ASSUMED: as `lat`. */
  lng: lngSchema.nullable(),
  products: z.array(orderingCartItemSchema).min(1).max(100),
  /** ASSUMED: the promo code exactly as the customer typed it (trimmed), e.g. "SAVE10" — not a numeric id; null for none. */
  promotion_id: promoCodeSchema.nullable(),
  apply_wallet_credits: z.boolean(),
  /** EXTENSION (not in the spec): "instant" (default) or "scheduled", so promotions limited to one are checked as placing checks them. */
  timing: orderTimingSchema.optional(),
});

/**
 * A product error: `id` is the product id, `index` its position in `products`.
 * `not_found`: the product (or its variant) no longer exists or is unavailable: mark the item unavailable.
 * `max_quantity`: the quantity exceeds `max_quantity`. `general`: the options do not fit the groups.
 */
export const productErrorSchema = z.object({
  id: z.number().int(),
  index: z.number().int().min(0).optional(),
  type: productErrorTypeSchema,
  max_quantity: z.number().int().min(1).optional(),
  message: z.string().optional(),
});
export type ProductError = z.infer<typeof productErrorSchema>;

/**
 * Checkout errors (spec: keys `promotion` and `products`; shown in the cart, never toasted).
 * Extension: `order` carries one message blocking the order as a whole (store closed or inactive,
 * out of the delivery area, below the minimum order); the summary is still computed.
 */
export const checkoutErrorsSchema = z.object({
  promotion: z.string().optional(),
  products: z.array(productErrorSchema).optional(),
  order: z.string().optional(),
  /**
   * EXTENSION: why `order` blocks, with the amounts it names (money): the store's minimum order and
   * what the cart lacks to reach it (0 unless `below_min_order`). A storefront words the message
   * itself, its amounts in its own money format; `order` is the platform's wording of the same.
   */
  order_reason: orderBlockingReasonSchema.optional(),
  /** EXTENSION: set when `promotion` refuses a cart below the promotion's minimum order: that minimum (money). */
  promotion_min_order: moneySchema.optional(),
});
export type CheckoutErrors = z.infer<typeof checkoutErrorsSchema>;

/** One line of the summary, in display order; `label` localized, `value` money. */
export const summaryLineSchema = z.object({
  key: checkoutSummaryLineSchema,
  label: z.string(),
  value: moneySchema,
  font: fontSchema,
  color: colorSchema,
});
export type SummaryLine = z.infer<typeof summaryLineSchema>;

/**
 * Totals (all money, all ≥ 0): items_total (full prices incl. options), store_discount (product
 * discounts), promotion_discount, delivery_fee, grand_total = items_total − store_discount −
 * promotion_discount + delivery_fee, wallet_complement (wallet credits used), customer_to_pay =
 * grand_total − wallet_complement, tax_info (tax included in grand_total; 0 where there is none).
 */
export const totalsSchema = z.object({
  items_total: moneySchema,
  delivery_fee: moneySchema,
  promotion_discount: moneySchema,
  store_discount: moneySchema,
  grand_total: moneySchema,
  wallet_complement: moneySchema,
  customer_to_pay: moneySchema,
  tax_info: moneySchema,
});
export type Totals = z.infer<typeof totalsSchema>;

/**
 * A delivery slot for scheduled orders, computed in the store's time zone. A store closed now takes
 * an order for later only in one of its slots: with none to offer (no hours within the slots' days),
 * a scheduled order is refused as "store_closed" too.
 */
export const slotSchema = z.object({ starts_at: isoDateTimeSchema, ends_at: isoDateTimeSchema });

export const checkoutResponseSchema = z.object({
  errors: checkoutErrorsSchema,
  summary: z.array(summaryLineSchema),
  totals: totalsSchema,
  payment_methods: z.array(paymentMethodSchema),
  slots: z.array(slotSchema),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Placing an order (POST /v5/web/customer/orders) — storefront contract extension
// ---------------------------------------------------------------------------------------------

/**
 * The checkout fields plus: `payment_method` (one the store offers; `wallet` only when credits
 * cover everything), `saved_card_id` (credit_card only), `timing` and `scheduled_at` (the
 * `starts_at` of a slot from checkout), the delivery address (an `address_id` from the address
 * book or an inline `address`), `idempotency_key` (same key → same order, never two) and
 * `return_url` (http(s); where the sandbox's payment page sends the customer back, with
 * `?order={code}&payment=approved|declined` appended; required for card-like methods).
 * Placing needs `lat`/`lng`. Any checkout error answers 400 with the checkout errors in `errors`.
 */
export const placeOrderRequestSchema = checkoutRequestSchema
  .omit({ timing: true })
  // EXTENSION: every field below beyond the checkout request's is the storefront's assumption of
  // the order body (the spec shows checkout, not placing).
  .extend({
    /** Required when placing: the delivery point, the same one the checkout was priced at. */
    lat: latSchema,
    lng: lngSchema,
    /** One of the store's `payment_methods` from checkout; `wallet` only when credits cover everything. */
    payment_method: paymentMethodSchema,
    /** A saved card of the customer in this country (`credit_card` only); null: a new card on the payment page. */
    saved_card_id: idSchema.nullable().optional(),
    /** "instant" or "scheduled" (required here). */
    timing: orderTimingSchema,
    /** The `starts_at` of a checkout slot (scheduled orders only). */
    scheduled_at: isoDateTimeSchema.nullable().optional(),
    /** An address of the customer's book, or… */
    address_id: idSchema.nullable().optional(),
    /** …the address typed at checkout for the delivery location (every detail kept on the order). */
    address: addressInputSchema.nullable().optional(),
    /** One per checkout attempt: the same key places the same order, never two. */
    idempotency_key: z
      .string()
      .min(8)
      .max(100)
      .regex(/^[A-Za-z0-9_-]+$/),
    /** Where the payment page sends the customer back (`?order=…&payment=approved|declined` appended). */
    return_url: httpUrlSchema.nullable().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.timing === "scheduled" && !value.scheduled_at) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["scheduled_at"], message: "Required for scheduled orders" });
    }
    if (!value.address_id && !value.address) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["address_id"], message: "An address is required" });
    }
  });

/** Payment methods that go through a payment page (`payment_url`). */
export const REDIRECT_PAYMENT_METHODS = ["credit_card", "knet", "mada", "apple_pay", "uae_cc"] as const;

// ---------------------------------------------------------------------------------------------
// Orders — storefront contract extension
// ---------------------------------------------------------------------------------------------

/**
 * Order status (not shown by the spec). Active: awaiting_payment → placed → accepted → preparing →
 * on_the_way → delivered. Ends: delivered, abandoned, payment_failed.
 */
export const orderStatusSchema = z.enum([
  "awaiting_payment",
  "payment_failed",
  "placed",
  "accepted",
  "preparing",
  "on_the_way",
  "delivered",
  "abandoned",
]);
export type OrderStatus = z.infer<typeof orderStatusSchema>;
export const ACTIVE_ORDER_STATUSES: readonly OrderStatus[] = [
  "awaiting_payment",
  "placed",
  "accepted",
  "preparing",
  "on_the_way",
];
/** Statuses from which an order may still be abandoned. */
export const ABANDONABLE_ORDER_STATUSES: readonly OrderStatus[] = ["awaiting_payment", "placed"];

/** A chosen option on an order line, flattened depth-first (`depth` 0 = top-level group). */
export const orderItemOptionSchema = z.object({
  group_id: idSchema,
  group_name: z.string(),
  id: idSchema,
  name: z.string(),
  quantity: z.number().int().min(1),
  price: moneySchema,
  depth: z.number().int().min(0),
});

/** An order line: names in the language of the answer; `unit_price` includes options and discount; `total` = unit_price × quantity. */
export const orderItemSchema = z.object({
  product_id: idSchema,
  menu_id: idSchema,
  name: z.string(),
  image: z.string().nullable(),
  variant: z.object({ id: idSchema, name: z.string() }).nullable(),
  options: z.array(orderItemOptionSchema),
  quantity: z.number().int().min(1),
  special_request: z.string().nullable(),
  unit_price: moneySchema,
  total: moneySchema,
});

/** The delivery address as it was when the order was placed. */
export const orderAddressSchema = z.object({
  kind: addressKindSchema,
  name: z.string().nullable(),
  lat: latSchema,
  lng: lngSchema,
  field_1: z.string().nullable(),
  field_2: z.string().nullable(),
  field_3: z.string().nullable(),
  field_4: z.string().nullable(),
  field_5: z.string().nullable(),
  building: z.string().nullable(),
  floor: z.string().nullable(),
  apartment_no: z.string().nullable(),
  notes: z.string().nullable(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

/** EXTENSION: a part of a cancelled order's payment on its way back (`Order.refunds`). */
export const refundSchema = z.object({
  amount: moneySchema,
  to: z.enum(["payment_method", "wallet"]),
  by: isoDateTimeSchema,
});

export const orderSchema = z.object({
  id: idSchema,
  code: z.string().regex(/^[A-Z0-9-]{4,40}$/),
  kind: orderKindSchema,
  status: orderStatusSchema,
  /** Statuses reached so far, oldest first. */
  status_history: z.array(z.object({ status: orderStatusSchema, at: isoDateTimeSchema })),
  is_active: z.boolean(),
  can_abandon: z.boolean(),
  /**
   * EXTENSION: true while a declined payment may be made again on this order (`payOrder`): its
   * payment failed and the store still takes it (open for an instant order, the slot still ahead).
   * Absent: false.
   */
  can_retry_payment: z.boolean().optional(),
  timing: orderTimingSchema,
  scheduled_at: isoDateTimeSchema.nullable(),
  /** EXTENSION: the end of a scheduled order's slot (its `ends_at` at checkout); null or absent otherwise. */
  scheduled_until: isoDateTimeSchema.nullable().optional(),
  /**
   * When the order is expected, by the store's delivery estimate (the `delivery_estimate` the store
   * read promised before ordering): an instant order's start (placing, or payment for a card) plus
   * its `max_minutes`; a scheduled order's `scheduled_at`. Null once the order is no longer active.
   */
  estimated_delivery_at: isoDateTimeSchema.nullable(),
  payment_method: paymentMethodSchema,
  payment_status: paymentStatusSchema,
  /** Where to pay while `awaiting_payment` (card-like methods); null otherwise. */
  payment_url: z.string().nullable(),
  saved_card: z.object({ brand: cardBrandSchema, last_four: z.string() }).nullable(),
  delivery_party: deliveryPartySchema,
  rating: ratingSchema,
  store: z.object({
    slug: slugSchema,
    brand_slug: slugSchema,
    name: z.string(),
    logo: z.string(),
    /** EXTENSION: the store's telephone number for questions about the order (E.164, "+96522251840"); null or absent when the store gave none. */
    phone: z
      .string()
      .regex(/^\+\d{7,15}$/)
      .nullable()
      .optional(),
  }),
  country: storeCountrySchema,
  items: z.array(orderItemSchema),
  summary: z.array(summaryLineSchema),
  totals: totalsSchema,
  promotion_code: z.string().nullable(),
  address: orderAddressSchema,
  created_at: isoDateTimeSchema,
  /**
   * EXTENSION: what a cancelled order gives back of what was paid: each amount, where it goes (the
   * method it was paid with, or the wallet for wallet credits) and the latest it arrives by. Empty
   * or absent when nothing was paid or the order was not cancelled.
   */
  refunds: z.array(refundSchema).optional(),
});
export type Order = z.infer<typeof orderSchema>;

/** @alias `POST /v5/web/customer/orders` answers the order (201 new, 200 same idempotency key again). */
export const placeOrderResponseSchema = orderSchema;

/** `GET /v5/web/customer/orders?page=1&per_page=10`, newest first. */
/**
 * EXTENSION: `brand_slug` narrows the list to one brand's stores (a vendor's storefront shows its own
 * orders only; the total counts those).
 */
export const orderListQuerySchema = pageQuerySchema.extend({ brand_slug: slugSchema.optional() });
export const orderListResponseSchema = pageOf(orderSchema);

/** @alias `GET /v5/web/customer/orders/{code}`. */
export const orderResponseSchema = orderSchema;

/** @alias `POST /v5/web/customer/orders/{code}/abandon` (no body): answers the order; 423 once it can no longer be abandoned. */
export const abandonOrderResponseSchema = orderSchema;

/**
 * EXTENSION: `POST /v5/web/customer/orders/{code}/payment` pays a declined order again, the same
 * order (never a new one): with the same method or another the store takes (`cash` places it at
 * once; a card-like method answers a new `payment_url`). Only while `can_retry_payment`: else 423
 * `order_locked` (already paid again, cancelled, too late), so two retries never make two payments.
 */
export const payOrderBodySchema = z.object({
  payment_method: paymentMethodSchema,
  /** A saved card of the customer in the order's country (`credit_card` only); null: a new card. */
  saved_card_id: idSchema.nullable().optional(),
  /** Where the payment page sends the customer back (required for card-like methods). */
  return_url: httpUrlSchema.nullable().optional(),
});
/** @alias the order paid again: `awaiting_payment` with its new `payment_url`, or `placed` for cash. */
export const payOrderResponseSchema = orderSchema;
