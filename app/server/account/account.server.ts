// The customer's account calls: profile and saved cards (the address book is addresses.server.ts),
// and their forms (saveProfile, removeSavedCard).
import { redirect } from "@remix-run/node";
import { type AppContext, apiFailure, formValues, invalid, refused, zodFieldErrors } from "../request";
import type { ProfileUpdateBody } from "~/contract";
import { localePath } from "~/i18n/locale";
import { ApiError, apiMessage } from "../platform";
import { rethrowUnauthorized, registerFormSchema } from "../sign-in";
import { addToast } from "../session";
import { apiErrorInit } from "../ops";

export const getProfile = (context: AppContext) => context.api.call("profile");

export const updateProfile = (context: AppContext, body: ProfileUpdateBody) =>
  context.api.call("updateProfile", { body });

export const listSavedCards = (context: AppContext, countryIso2: string) =>
  context.api.call("savedCards", { query: { country_iso_two_code: countryIso2 } });

export const deleteSavedCard = (context: AppContext, id: string, countryIso2: string) =>
  context.api.call("deleteSavedCard", { params: { id }, query: { country_iso_two_code: countryIso2 } });

/** The profile form (name, optional email): saved with the platform and in the session's user, then back to the account page. */
export async function saveProfile(context: AppContext, request: Request, form: FormData | null) {
  const values = formValues(form, ["name", "email"]);
  const parsed = registerFormSchema.safeParse(values);
  if (!parsed.success) return invalid(values, zodFieldErrors(parsed.error, context.t));
  try {
    const user = await updateProfile(context, parsed.data);
    const stored = context.session.get("user");
    if (stored) context.session.set("user", { ...stored, name: user.name, email: user.email });
  } catch (error) {
    rethrowUnauthorized(error, context, request);
    if (error instanceof ApiError) return apiFailure(error, values, context.t);
    throw error;
  }
  addToast(context.session, "success", context.t("account.profile.saved"));
  return redirect(localePath(context.locale, "/account"), 303);
}

/** Deletes a saved card of the page's country (`intent=delete`, `id`), then back to the page. */
export async function removeSavedCard(context: AppContext, request: Request, form: FormData | null) {
  const id = String(form?.get("id") ?? "");
  const here = new URL(request.url).pathname;
  if (form?.get("intent") !== "delete" || !/^\d{1,9}$/.test(id)) {
    return refused(context.t("common.errors.badRequest"), 400);
  }
  try {
    await deleteSavedCard(context, id, context.locale.country.toUpperCase());
  } catch (error) {
    rethrowUnauthorized(error, context, request);
    if (error instanceof ApiError && error.status === 404) return refused(context.t("account.cards.notFound"), 404);
    if (error instanceof ApiError) return refused(apiMessage(error, context.t), apiErrorInit(error));
    throw error;
  }
  addToast(context.session, "success", context.t("account.cards.deleted"));
  return redirect(here, 303);
}
