// The customer's account calls: profile and saved cards (the address book is addresses.server.ts).
import type { AppContext } from "./context.server";
import type { ProfileUpdateBody } from "~/contract";

export const getProfile = (context: AppContext) => context.api.call("profile");

export const updateProfile = (context: AppContext, body: ProfileUpdateBody) => context.api.call("updateProfile", { body });

export const listSavedCards = (context: AppContext, countryIso2: string) =>
  context.api.call("savedCards", { query: { country_iso_two_code: countryIso2 } });

export const deleteSavedCard = (context: AppContext, id: string, countryIso2: string) =>
  context.api.call("deleteSavedCard", { params: { id }, query: { country_iso_two_code: countryIso2 } });
