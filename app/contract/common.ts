// Shared building blocks of the /v5/web contract: the enumerations of spec section 3, money,
// pagination, countries and the one error body every failing call answers with.
//
// Naming: `fooSchema` is the zod schema, `Foo` the inferred TypeScript type.
import { z } from "zod";
import { COUNTRIES, COUNTRY_ISO2, PHONE_CODES, type CountryCode } from "../i18n/countries";
import { COORDINATE_BOUNDS } from "../location/coordinates";
import { ADDRESS_KINDS } from "./address-kinds";

// ---------------------------------------------------------------------------------------------
// Enumerations (spec section 3, "Enumerations")
// ---------------------------------------------------------------------------------------------

export const addressKindSchema = z.enum(ADDRESS_KINDS);

export const otpChannelSchema = z.enum(["sms", "whatsapp", "sms_and_whatsapp"]);
export type OtpChannel = z.infer<typeof otpChannelSchema>;

export const platformSchema = z.enum(["android", "ios", "huawei", "web"]);

export const activitySchema = z.enum(["inactive", "active"]);
export type Activity = z.infer<typeof activitySchema>;

export const paymentMethodSchema = z.enum([
  "cash",
  "credit_card",
  "knet",
  "wallet",
  "mada",
  "apple_pay",
  "uae_cc",
  "bank_account",
  "promotion",
  "no_payment_method",
]);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const productErrorTypeSchema = z.enum(["general", "max_quantity", "not_found"]);

export const orderTimingSchema = z.enum(["instant", "scheduled"]);
export type OrderTiming = z.infer<typeof orderTimingSchema>;

export const ratingSchema = z.enum(["rated", "not_rated"]);

export const deliveryPartySchema = z.enum(["pick_up", "platform", "vendor"]);

export const paymentStatusSchema = z.enum(["not_paid", "paid"]);

export const fontSchema = z.enum(["bold", "italic", "normal"]);

export const colorSchema = z.enum(["default", "grey", "red"]);

export const checkoutSummaryLineSchema = z.enum([
  "items_total",
  "delivery_fee",
  "promotion_discount",
  "store_discount",
  "grand_total",
  "wallet_complement",
  "customer_to_pay",
  "tax_info",
]);

export const orderKindSchema = z.enum(["single", "group", "correction"]);

export const cardBrandSchema = z.enum(["Master", "Visa"]);

export const promotionTypeSchema = z.enum(["amount", "percentage", "free_delivery"]);
export type PromotionType = z.infer<typeof promotionTypeSchema>;

export const promotionTimingSchema = z.enum(["all", "instant_only", "scheduled_only"]);
export type PromotionTiming = z.infer<typeof promotionTimingSchema>;

export const menuTypeSchema = z.enum(["simple", "complex"]);

export const menuPurposeSchema = z.enum(["delivery", "gathering", "catering"]);
export type MenuPurpose = z.infer<typeof menuPurposeSchema>;

export const selectionSchema = z.enum(["single", "multi"]);
export type Selection = z.infer<typeof selectionSchema>;

export const availabilitySchema = z.enum(["available", "unavailable"]);
export type Availability = z.infer<typeof availabilitySchema>;

export const discountKindSchema = z.enum(["none", "amount", "percentage"]);
export type DiscountKind = z.infer<typeof discountKindSchema>;

export const authFlowSchema = z.enum(["check_phone", "registration"]);

/** Languages the API answers in (`Accept-Language`). */
export const languageSchema = z.enum(["en", "ar"]);
export type Language = z.infer<typeof languageSchema>;

// ---------------------------------------------------------------------------------------------
// Countries (spec section 9)
// ---------------------------------------------------------------------------------------------

export const countryIsoCodeSchema = z.enum(COUNTRY_ISO2);
export type CountryIsoCode = z.infer<typeof countryIsoCodeSchema>;

export const phoneCodeSchema = z.enum(PHONE_CODES);
export type PhoneCode = z.infer<typeof phoneCodeSchema>;

/**
 * A country's facts under the spec's names (section 3, Country, less `id`, `flag` and the names,
 * which are translations: app/locales/{lang}/browse.json `home.countries`, see app/i18n/countries.ts).
 */
export function countryFacts(iso: CountryIsoCode) {
  const country = COUNTRIES[iso.toLowerCase() as CountryCode];
  return {
    iso_three_code: country.iso3,
    phone_code: country.phoneCode,
    currency_code: country.currency,
    decimal_places: country.decimals,
  };
}

/** Spec section 3: Country. `flag` is an absolute image URL. */
export const countrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_arabic: z.string(),
  iso_two_code: countryIsoCodeSchema,
  iso_three_code: z.string().length(3),
  phone_code: phoneCodeSchema,
  decimal_places: z.number().int().min(0).max(3),
  currency_code: z.string().length(3),
  flag: z.string(),
});

// ---------------------------------------------------------------------------------------------
// Money, coordinates, dates
// ---------------------------------------------------------------------------------------------

/**
 * An amount of money: an integer in the currency's minor unit (10^-decimal_places; KWD and EUR
 * here have 3, SAR and AED 2). Never a float. Discounts and fees are non-negative amounts; the
 * summary's colour/label says whether they subtract.
 */
export const moneySchema = z.number().int().safe();
export type Money = z.infer<typeof moneySchema>;

export const latSchema = z.number().finite().min(-COORDINATE_BOUNDS.lat).max(COORDINATE_BOUNDS.lat);
export const lngSchema = z.number().finite().min(-COORDINATE_BOUNDS.lng).max(COORDINATE_BOUNDS.lng);

/**
 * An ISO 8601 instant with offset, e.g. "2025-01-31T18:30:00.000Z": zod's own `datetime({ offset: true })`
 * pattern, compiled once (zod 3 builds that RegExp anew on every parse; a profile of rendered pages).
 */
const ISO_DATE_TIME = z.datetimeRegex({ offset: true, local: false, precision: null });
export const isoDateTimeSchema = z.string().regex(ISO_DATE_TIME, { message: "Invalid datetime" });

/** An http(s) URL of at most 2048 characters (spec section 5). */
export const httpUrlSchema = z
  .string()
  .max(2048)
  .url()
  .refine((value) => /^https?:\/\//i.test(value), { message: "Must be an http(s) URL" });

/** Email of at most 320 characters (spec section 5). */
export const emailSchema = z.string().trim().max(320).email();

/** Phone number digits without the country code: 7 to 15 digits (spec section 5; the storefront strips the single spaces it allows). */
export const phoneDigitsSchema = z.string().regex(/^\d{7,15}$/, { message: "Phone must be 7 to 15 digits" });

/** A positive integer id. */
export const idSchema = z.number().int().positive();

// ---------------------------------------------------------------------------------------------
// Pagination (spec section 9: page 1, per_page 10 by default)
// ---------------------------------------------------------------------------------------------

/** Query strings arrive as text: these coerce. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
});

export const pageMetaSchema = z.object({
  page: z.number().int().min(1),
  per_page: z.number().int().min(1),
  total: z.number().int().min(0),
});

export function pageOf<T extends z.ZodTypeAny>(item: T) {
  return z.object({ data: z.array(item), meta: pageMetaSchema });
}

// ---------------------------------------------------------------------------------------------
// Errors: one body for every failing call
// ---------------------------------------------------------------------------------------------

/**
 * Every error answer has this body, with the spec's status codes (section 8):
 * 400 validation (`errors` maps a field path like "products.0.quantity" to messages),
 * 401 unauthenticated (missing/expired/revoked token), 403 forbidden, 404 not found,
 * 423 locked (e.g. an OTP code dead after too many tries, an order past abandoning; `phone_locked`
 * with `retry_after`: too many wrong codes for a phone over a sliding day, sign-in refused until then),
 * 429 too many requests (`retry_after` in seconds), 500 server error.
 * `message` is localized by `Accept-Language`; `code` is a stable machine-readable reason.
 */
/**
 * EXTENSION: what blocks an order as a whole, with the amounts its message names (money): the
 * store's minimum order and what the cart lacks to reach it (0 unless `below_min_order`), so a
 * storefront words the message itself with its own money format.
 */
export const orderBlockingReasonSchema = z.object({
  code: z.enum(["store_unavailable", "store_closed", "out_of_delivery_area", "below_min_order"]),
  min_order: z.number().int().min(0),
  missing: z.number().int().min(0),
});
export type OrderBlockingReason = z.infer<typeof orderBlockingReasonSchema>;

export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  errors: z.record(z.array(z.string())).optional(),
  retry_after: z.number().int().min(0).optional(),
  /** EXTENSION: placing an order the checkout blocks (400): why, with the amounts the message names (see checkout errors' `order_reason`). */
  order_reason: orderBlockingReasonSchema.optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Stable `code` values the sandbox uses (the real platform may add more). */
export const ERROR_CODES = [
  "validation_error",
  "invalid_json",
  "unauthenticated",
  "forbidden",
  "not_found",
  "locked",
  "too_many_requests",
  "server_error",
  "otp_invalid",
  "otp_expired",
  "otp_locked",
  "phone_locked",
  "registration_token_invalid",
  "refresh_token_invalid",
  "store_unavailable",
  "store_closed",
  "out_of_delivery_area",
  "below_min_order",
  "promotion_invalid",
  "products_invalid",
  "payment_method_unavailable",
  "slot_unavailable",
  "order_locked",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Localized text in the sandbox's database (not on the wire: the wire carries one language). */
export type Localized = { en: string; ar: string };
