// The customer's account: profile, addresses, saved cards (spec section 7, "/v5/web/customer/*";
// Bearer required). The spec leaves these bodies unshown; the shapes below are the storefront
// contract as agreed with the platform.
import { z } from "zod";
import { requiredAddressFields } from "./address-kinds";
import {
  addressKindSchema,
  cardBrandSchema,
  countryIsoCodeSchema,
  emailSchema,
  idSchema,
  latSchema,
  lngSchema,
  moneySchema,
  pageOf,
  pageQuerySchema,
  phoneCodeSchema,
} from "./common";

// ---------------------------------------------------------------------------------------------
// Profile
// ---------------------------------------------------------------------------------------------

/** The user (`GET /v5/web/customer/profile`). `wallet_balance` is money in the user's country. */
export const userSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string().nullable(),
  phone_code: phoneCodeSchema,
  phone: z.string(),
  wallet_balance: moneySchema,
  country_iso_code: countryIsoCodeSchema,
});
export type User = z.infer<typeof userSchema>;
/** @alias `GET`/`PATCH /v5/web/customer/profile` answer the user. */
export const profileResponseSchema = userSchema;

/** `PATCH /v5/web/customer/profile`: any of name and email (null clears the email). */
export const profileUpdateBodySchema = z
  .object({
    name: z.string().trim().min(1).max(100).optional(),
    email: emailSchema.nullable().optional(),
  })
  .strict();
export type ProfileUpdateBody = z.infer<typeof profileUpdateBodySchema>;

// ---------------------------------------------------------------------------------------------
// Addresses
// ---------------------------------------------------------------------------------------------

const text = (max: number) => z.string().trim().max(max).nullable();

/**
 * An address of the address book. field_1 (sublocality or locality), field_2 (neighbourhood),
 * field_3 (route), field_5 (street number) come from the map (spec section 3); field_4 is free
 * (block, in Kuwait). building, floor, apartment_no, notes are typed by the customer.
 */
export const addressSchema = z.object({
  id: idSchema,
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
  country_iso_code: countryIsoCodeSchema,
});
export type Address = z.infer<typeof addressSchema>;

const addressFields = z.object({
  kind: addressKindSchema,
  name: text(100).optional().default(null),
  lat: latSchema,
  lng: lngSchema,
  field_1: text(255).optional().default(null),
  field_2: text(255).optional().default(null),
  field_3: text(255).optional().default(null),
  field_4: text(255).optional().default(null),
  field_5: text(255).optional().default(null),
  building: text(100).optional().default(null),
  floor: text(20).optional().default(null),
  apartment_no: text(20).optional().default(null),
  notes: text(500).optional().default(null),
  country_iso_code: countryIsoCodeSchema,
});

/**
 * Body of `POST /v5/web/customer/address` and `PUT /v5/web/customer/address/{id}`.
 * Rules (requiredAddressFields, address-kinds.ts): a house needs its street and house number
 * (field_3, field_5); an apartment or an office its street, building, floor and unit number
 * (apartment_no); in Kuwait every kind its block (field_4). Empty strings count as missing.
 */
export const addressInputSchema = addressFields.superRefine((value, ctx) => {
  for (const field of requiredAddressFields(value.kind, value.country_iso_code)) {
    const v = value[field];
    if (v === null || v === undefined || v.trim() === "") {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: [field], message: "Required" });
    }
  }
});
export type AddressInputParsed = z.output<typeof addressInputSchema>;

/** `GET /v5/web/customer/address` query: page, per_page, sort_by id, order_by ASC. */
export const addressListQuerySchema = pageQuerySchema.extend({
  sort_by: z.literal("id").default("id"),
  order_by: z.enum(["ASC", "DESC"]).default("ASC"),
});
export const addressListResponseSchema = pageOf(addressSchema);
/** @alias one address (read, create, update). */
export const addressResponseSchema = addressSchema;
export const addressDeleteResponseSchema = z.object({ message: z.string() });

// ---------------------------------------------------------------------------------------------
// Saved cards
// ---------------------------------------------------------------------------------------------

/** A saved card (`expiry` "MM/YY"). */
export const savedCardSchema = z.object({
  id: idSchema,
  brand: cardBrandSchema,
  last_four: z.string().regex(/^\d{4}$/),
  expiry: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/),
});

/** Query of `GET /v5/web/customer/profile/saved-cards` and `DELETE …/saved-cards/{id}`. */
export const savedCardsQuerySchema = z.object({ country_iso_two_code: countryIsoCodeSchema });
export const savedCardsResponseSchema = z.object({ data: z.array(savedCardSchema) });
export const savedCardDeleteResponseSchema = z.object({ message: z.string() });
