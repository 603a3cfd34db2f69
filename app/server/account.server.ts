// The customer's account calls (profile, addresses, saved cards). Routes call these, so the contract
// and zod stay out of the browser bundle.
import type { AppContext } from "./context.server";
import type { AddressInputParsed, ProfileUpdateBody } from "~/contract";

export const getProfile = (context: AppContext) => context.api.call("profile");

export const updateProfile = (context: AppContext, body: ProfileUpdateBody) => context.api.call("updateProfile", { body });

/** The address book, sorted by id ascending (spec section 7). */
export const listAddresses = (context: AppContext, page: number, perPage: number) =>
  context.api.call("addresses", { query: { page, per_page: perPage, sort_by: "id", order_by: "ASC" } });

export const getAddress = (context: AppContext, id: number) => context.api.call("address", { params: { id } });

export const createAddress = (context: AppContext, body: AddressInputParsed) => context.api.call("createAddress", { body });

export const updateAddress = (context: AppContext, id: number, body: AddressInputParsed) =>
  context.api.call("updateAddress", { params: { id }, body });

export const deleteAddress = (context: AppContext, id: number) => context.api.call("deleteAddress", { params: { id } });

export const listSavedCards = (context: AppContext, countryIso2: string) =>
  context.api.call("savedCards", { query: { country_iso_two_code: countryIso2 } });

export const deleteSavedCard = (context: AppContext, id: string, countryIso2: string) =>
  context.api.call("deleteSavedCard", { params: { id }, query: { country_iso_two_code: countryIso2 } });
