// Catalogue reads: brands, stores, menus, products. The spec (section 3) names only a few fields
// of Store and Brand and shows none of these calls; everything here is a
// storefront contract extension, served by the sandbox and documented for the real platform.
//
// All names and descriptions come back in the request's `Accept-Language` (en or ar).
// All money is an integer in the store country's minor unit (see `moneySchema`).
import { z } from "zod";
import {
  activitySchema,
  availabilitySchema,
  countryIsoCodeSchema,
  discountKindSchema,
  idSchema,
  isoDateTimeSchema,
  latSchema,
  lngSchema,
  menuPurposeSchema,
  menuTypeSchema,
  moneySchema,
  paymentMethodSchema,
  selectionSchema,
  type Availability,
  type Money,
  type Selection,
} from "./common";
import { ALLERGENS, DIETARY_TAGS, knownCodes } from "./menu-facts";

/** A DNS label (the first label of a vendor host maps to the brand slug). */
export const slugSchema = z
  .string()
  .min(1)
  .max(63)
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, { message: "Must be a lowercase DNS label" });

// ---------------------------------------------------------------------------------------------
// Products, variants, nested option groups
// ---------------------------------------------------------------------------------------------

/**
 * A product's discount: `amount` is money off (minor units), `percentage` an integer percent.
 * `price_after_discount` is already computed by the platform (percentages round down the discount).
 */
export const discountSchema = z.object({
  kind: discountKindSchema,
  value: z.number().int().min(0),
});

/**
 * EXTENSION: a dish's energy in kilocalories, a whole number ≥ 0 (menus in Saudi Arabia state it for
 * every item; elsewhere a vendor may). Anything else (a fraction, a negative number, text) is
 * ignored, never a failed read.
 */
export const caloriesSchema = z.number().int().min(0).max(1_000_000);

/**
 * EXTENSION: the allergens a dish contains, as codes of the EU's 14 (`ALLERGENS` in
 * ./menu-facts.ts: `celery`, `gluten`, `crustaceans`, `eggs`, `fish`, `lupin`, `milk`, `molluscs`,
 * `mustard`, `nuts` (tree nuts), `peanuts`, `sesame`, `soya`, `sulphites`). A code the storefront
 * does not know is left out (the rest still show); an empty list shows nothing: the storefront
 * never says a dish is free of allergens.
 */
export const allergensSchema = z
  .array(z.unknown())
  .max(100)
  .transform((codes) => knownCodes(ALLERGENS, codes));

/**
 * EXTENSION: a dish's dietary tags, as codes of a fixed list (`DIETARY_TAGS` in ./menu-facts.ts:
 * `vegetarian`, `vegan`, `spicy`, `gluten_free`, `dairy_free`, `contains_nuts`); an unknown code
 * is left out.
 */
export const dietarySchema = z
  .array(z.unknown())
  .max(100)
  .transform((codes) => knownCodes(DIETARY_TAGS, codes));

/**
 * A variant (e.g. size). When a product has variants, one must be chosen and its `price`
 * replaces the product's price; the product's discount applies to it.
 * EXTENSION: `calories` (kcal, see `caloriesSchema`) where this variant's differ from the
 * product's; absent, the product's apply; null or malformed, this variant's are not known (the
 * storefront then states none for it, nor a range for the product: never a figure that may be wrong).
 */
export const variantSchema = z.object({
  id: idSchema,
  name: z.string(),
  price: moneySchema,
  price_after_discount: moneySchema,
  availability: availabilitySchema,
  calories: caloriesSchema.nullable().optional().catch(null),
});

/**
 * An option of a group. `price` is added per unit of `quantity` (no discount applies to options);
 * `max_quantity` is how many times it may be picked (1 = a plain checkbox/radio).
 * Picking an option opens its own `option_groups` (nested, any depth).
 */
export type Option = {
  id: number;
  name: string;
  price: Money;
  availability: Availability;
  max_quantity: number;
  option_groups: OptionGroup[];
};

/**
 * An option group. `single`: at most one option (quantity 1). `multi`: between `min` and `max`
 * options counted by quantity. `min` > 0 means the group is required.
 */
export type OptionGroup = {
  id: number;
  name: string;
  selection: Selection;
  min: number;
  max: number;
  options: Option[];
};

export const optionSchema: z.ZodType<Option> = z.lazy(() =>
  z.object({
    id: idSchema,
    name: z.string(),
    price: moneySchema,
    availability: availabilitySchema,
    max_quantity: z.number().int().min(1),
    option_groups: z.array(optionGroupSchema),
  }),
);

export const optionGroupSchema: z.ZodType<OptionGroup> = z.lazy(() =>
  z.object({
    id: idSchema,
    name: z.string(),
    selection: selectionSchema,
    min: z.number().int().min(0),
    max: z.number().int().min(1),
    options: z.array(optionSchema),
  }),
);

/**
 * A product. `max_quantity` null = no limit per order line.
 * EXTENSION, the dish's facts, each optional (absent or malformed: the page as without it, never a
 * failed read): `calories` (kcal of the product, or of its base variant: a variant whose calories
 * differ states its own), `allergens` (codes, see `allergensSchema`), `dietary` (tags, see
 * `dietarySchema`). The storefront words the codes in its own translations; the platform sends
 * codes only.
 */
export const productSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  price: moneySchema,
  discount: discountSchema,
  price_after_discount: moneySchema,
  availability: availabilitySchema,
  max_quantity: z.number().int().min(1).nullable(),
  variants: z.array(variantSchema),
  option_groups: z.array(optionGroupSchema),
  calories: caloriesSchema.optional().catch(undefined),
  allergens: allergensSchema.optional().catch(undefined),
  dietary: dietarySchema.optional().catch(undefined),
});
export type Product = z.infer<typeof productSchema>;

export const categorySchema = z.object({
  id: idSchema,
  name: z.string(),
  products: z.array(productSchema),
});

/** Spec section 3: each menu has info.id and info.purpose. */
export const menuInfoSchema = z.object({
  id: idSchema,
  purpose: menuPurposeSchema,
  type: menuTypeSchema,
  name: z.string(),
});

export const menuSchema = z.object({
  info: menuInfoSchema,
  categories: z.array(categorySchema),
});
export type Menu = z.infer<typeof menuSchema>;

// ---------------------------------------------------------------------------------------------
// Stores
// ---------------------------------------------------------------------------------------------

/** Weekday 0 = Sunday … 6 = Saturday, times "HH:MM" in the store's time zone; close "24:00" = midnight, close ≤ open = past midnight. */
export const openingHoursSchema = z.object({
  day: z.number().int().min(0).max(6),
  open: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  close: z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/),
});
export type OpeningHours = z.infer<typeof openingHoursSchema>;

export const storeCountrySchema = z.object({
  iso_two_code: countryIsoCodeSchema,
  currency_code: z.string().length(3),
  decimal_places: z.number().int().min(0).max(3),
});

/** How long an order takes to arrive, in minutes, for an address inside the store's base fee radius. */
export const deliveryEstimateSchema = z
  .object({ min_minutes: z.number().int().min(1), max_minutes: z.number().int().min(1) })
  .refine((e) => e.max_minutes >= e.min_minutes, { message: "max_minutes must not be below min_minutes" });
export type DeliveryEstimate = z.infer<typeof deliveryEstimateSchema>;

/**
 * Delivery to the location a read was asked for (`?lat=&lng=` on the brand and store reads): the
 * platform's own rule, the one the checkout charges by. `distance_metres` from the store (straight
 * line), `delivers` false beyond the store's delivery radius (the checkout then refuses the order:
 * "out_of_delivery_area"), `fee` the delivery fee the checkout would charge there (money) and
 * `estimate` the time to the door from there for an instant order.
 */
export const deliveryAtSchema = z.object({
  distance_metres: z.number().int().min(0),
  delivers: z.boolean(),
  fee: moneySchema,
  estimate: deliveryEstimateSchema,
});
export type DeliveryAt = z.infer<typeof deliveryAtSchema>;

/**
 * The query of the brand and store reads (storefront contract extension): a location, both
 * coordinates or none. With it, each store states its `delivery` there; without it `delivery` is null.
 */
export const locationQuerySchema = z
  .object({ lat: z.coerce.number().pipe(latSchema).optional(), lng: z.coerce.number().pipe(lngSchema).optional() })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), { message: "lat and lng go together" });

/**
 * Store information. `is_open` is computed by the platform from `opening_hours` in `time_zone`
 * at answer time; `purpose` lists the menu purposes the store offers; `min_order` is money
 * (items after discounts must reach it).
 * Extension (store facts shown before the menu): `delivery_fee` is the base fee (money; the checkout
 * adds distance beyond the base radius), `delivery_estimate` the usual time to the door for an
 * instant order, `next_opening_at` the next time the store opens (null while it is open, or when
 * its hours never open it again). `delivery`: the delivery to the location asked for (null when the
 * read was made without one).
 */
export const storeInfoSchema = z.object({
  id: idSchema,
  slug: slugSchema,
  brand_slug: slugSchema,
  name: z.string(),
  description: z.string(),
  logo: z.string(),
  cover: z.string().nullable(),
  country: storeCountrySchema,
  time_zone: z.string(),
  address_text: z.string(),
  location: z.object({ lat: latSchema, lng: lngSchema }),
  activity: activitySchema,
  is_open: z.boolean(),
  opening_hours: z.array(openingHoursSchema),
  min_order: moneySchema,
  delivery_fee: moneySchema,
  delivery_estimate: deliveryEstimateSchema,
  next_opening_at: isoDateTimeSchema.nullable(),
  delivery: deliveryAtSchema.nullable(),
  payment_methods: z.array(paymentMethodSchema),
  purpose: z.array(menuPurposeSchema),
});
export type StoreInfo = z.infer<typeof storeInfoSchema>;

/** `GET /v5/web/customer/stores/{storeSlug}[?lat=&lng=]` (storefront contract extension). */
export const storeSchema = z.object({
  info: storeInfoSchema,
  menus: z.array(menuSchema),
});
export type Store = z.infer<typeof storeSchema>;
/** @alias `GET /v5/web/customer/stores/{storeSlug}`. */
export const storeResponseSchema = storeSchema;

export const storeSummarySchema = z.object({
  id: idSchema,
  slug: slugSchema,
  name: z.string(),
  brand_slug: slugSchema,
  logo: z.string(),
  address_text: z.string(),
  activity: activitySchema,
  is_open: z.boolean(),
  purposes: z.array(menuPurposeSchema),
  /**
   * Extension: when the store's page last changed (its facts, hours or menus), ISO 8601; a
   * sitemap's `lastmod`. Optional: a platform that does not say leaves lastmod out.
   */
  updated_at: isoDateTimeSchema.optional(),
  /** The base fee and usual time, as on the store's information. */
  delivery_fee: moneySchema,
  delivery_estimate: deliveryEstimateSchema,
  /** Delivery to the location the brand was read for (null without one). */
  delivery: deliveryAtSchema.nullable(),
});
export type StoreSummary = z.infer<typeof storeSummarySchema>;

// ---------------------------------------------------------------------------------------------
// Brands
// ---------------------------------------------------------------------------------------------

/**
 * Spec section 3: Brand has images.image — the brand's banner (wide, 3:1), shown at the top of the
 * brand page and on its card in the directory. Every image URL of this contract (banners, logos,
 * product pictures) accepts `?w=<pixels>` and answers a picture drawn or scaled to that width, so
 * pages can offer a `srcset`.
 */
export const brandImagesSchema = z.object({
  image: z.string(),
  cover: z.string().nullable(),
});

/**
 * EXTENSION (the directory's cards, on the brands list only): the brand's active stores taken
 * together, as the platform computes them at answer time. `is_open`: one of them is open now;
 * `next_opening_at`: while none is, the soonest time one opens (null while one is open, or when none
 * opens again), in `time_zone`, that store's; `delivery_fee`: the lowest base delivery fee among them
 * (money). Null for a brand without an active store. Optional: without it, or malformed (ignored,
 * never a failed read), a card shows its banner and name only.
 */
export const brandOrderingSchema = z.object({
  is_open: z.boolean(),
  next_opening_at: isoDateTimeSchema.nullable(),
  time_zone: z.string(),
  delivery_fee: moneySchema,
});

export const brandSummarySchema = z.object({
  id: idSchema,
  slug: slugSchema,
  name: z.string(),
  country_iso_code: countryIsoCodeSchema,
  images: brandImagesSchema,
  ordering: brandOrderingSchema.nullable().optional().catch(undefined),
});
export type BrandSummary = z.infer<typeof brandSummarySchema>;

/**
 * EXTENSION: a brand's theme on its own storefront (its subdomain). `primary_color` (`#RRGGBB`) is
 * the brand's own colour, its logo's: the storefront derives its shades, darkening it for buttons and
 * text where white text on it, or it on a light tint, would fail WCAG AA (4.5:1; decision 0114).
 * `logo` (a square image URL taking `?w=` like every other: the header's 44 px mark and an installed
 * app's icon) is the brand's mark; without it the storefront shows its branches' `logo`. Optional:
 * a platform without it, or with a malformed one (ignored, never a failed read), keeps the default.
 */
export const brandThemeSchema = z.object({
  primary_color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  logo: z.string().url().optional(),
});

/** `GET /v5/web/customer/brands/{brandSlug}[?lat=&lng=]` (storefront contract extension). */
export const brandSchema = z.object({
  id: idSchema,
  slug: slugSchema,
  name: z.string(),
  description: z.string(),
  country_iso_code: countryIsoCodeSchema,
  images: brandImagesSchema,
  stores: z.array(storeSummarySchema),
  theme: brandThemeSchema.optional().catch(undefined),
});
export type Brand = z.infer<typeof brandSchema>;
/** @alias `GET /v5/web/customer/brands/{brandSlug}`. */
export const brandResponseSchema = brandSchema;

/** `GET /v5/web/customer/brands?country_iso_code=KW` query (storefront contract extension). */
export const brandsQuerySchema = z.object({
  country_iso_code: countryIsoCodeSchema.optional(),
});

/** `GET /v5/web/customer/brands` answer: the brand directory of the default host. */
export const brandsResponseSchema = z.object({ data: z.array(brandSummarySchema) });
export type BrandsResponse = z.infer<typeof brandsResponseSchema>;
