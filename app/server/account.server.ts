// The customer's account calls (profile, addresses, saved cards). Routes call these, so the contract
// and zod stay out of the browser bundle.
import type { AppContext } from "./context.server";
import {
  addressDeleteResponseSchema,
  addressListResponseSchema,
  addressResponseSchema,
  profileResponseSchema,
  savedCardDeleteResponseSchema,
  savedCardsResponseSchema,
  type AddressInputParsed,
  type ProfileUpdateBody,
} from "~/contract";

export const getProfile = (context: AppContext) => context.api.get("/v5/web/customer/profile", { schema: profileResponseSchema });

export const updateProfile = (context: AppContext, body: ProfileUpdateBody) =>
  context.api.patch("/v5/web/customer/profile", { schema: profileResponseSchema, body });

/** The address book, sorted by id ascending (spec section 7). */
export const listAddresses = (context: AppContext, page: number, perPage: number) =>
  context.api.get("/v5/web/customer/address", {
    schema: addressListResponseSchema,
    query: { page, per_page: perPage, sort_by: "id", order_by: "ASC" },
  });

export const getAddress = (context: AppContext, id: number) =>
  context.api.get(`/v5/web/customer/address/${id}`, { schema: addressResponseSchema });

export const createAddress = (context: AppContext, body: AddressInputParsed) =>
  context.api.post("/v5/web/customer/address", { schema: addressResponseSchema, body });

export const updateAddress = (context: AppContext, id: number, body: AddressInputParsed) =>
  context.api.put(`/v5/web/customer/address/${id}`, { schema: addressResponseSchema, body });

export const deleteAddress = (context: AppContext, id: number) =>
  context.api.delete(`/v5/web/customer/address/${id}`, { schema: addressDeleteResponseSchema });

export const listSavedCards = (context: AppContext, countryIso2: string) =>
  context.api.get("/v5/web/customer/profile/saved-cards", { schema: savedCardsResponseSchema, query: { country_iso_two_code: countryIso2 } });

export const deleteSavedCard = (context: AppContext, id: string, countryIso2: string) =>
  context.api.delete(`/v5/web/customer/profile/saved-cards/${id}`, {
    schema: savedCardDeleteResponseSchema,
    query: { country_iso_two_code: countryIso2 },
  });
