// Configuration calls (spec section 7). These work signed-out.
import { z } from "zod";
import { countryIsoCodeSchema, countrySchema, paymentMethodSchema } from "./common";
import { slugSchema } from "./catalogue";

/** `POST /v5/web/customer/configurations`. */
export const configurationsBodySchema = z.object({ country_iso_code: countryIsoCodeSchema });

/** The country and the payment methods offered in it. */
export const configurationsResponseSchema = z.object({
  country: countrySchema,
  payment_methods: z.array(paymentMethodSchema),
});

/** `GET /v5/web/customer/configurations/firebase/maps-key`. */
export const mapsKeyResponseSchema = z.object({ apiKey: z.string() });

/**
 * `POST /v5/web/customer/configurations/validate-domain`: `vendor_identifier` is the first host
 * label (the brand slug). Unknown vendor: 404.
 */
export const validateDomainBodySchema = z.object({
  source: z.literal("web"),
  vendor_identifier: z.string().min(1).max(63),
  store_identifier: z.string().min(1).max(63).nullable(),
});

/** Spec: returns country_code. `brand_slug` is a storefront contract extension. */
export const validateDomainResponseSchema = z.object({
  country_code: z.string(),
  brand_slug: slugSchema,
});
