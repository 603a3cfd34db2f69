// The address book: its calls to the platform, an address form as the customer typed it → the
// platform's address body, with translated errors, and the address book page's data and forms.
import { redirect } from "@remix-run/node";
import { addressInputSchema, type Address, type AddressInputParsed } from "~/contract";
import { ADDRESS_DETAIL_FIELDS, addressKindFields, requiredAddressFields } from "~/contract/address-kinds";
import { type AppContext, apiFailure, formValues, invalid, parseId, zodFieldErrors } from "../request";
import type { TFunction } from "~/i18n/translate";
import { localePath } from "~/i18n/locale";
import { ApiError } from "../platform";
import { customerLoad, rethrowUnauthorized } from "../sign-in";
import { getLocation } from "../location";
import { addToast } from "../session";
import type { FieldErrors } from "~/forms/form-failure";
import { parseCoordinate } from "~/location/coordinates";
import { sameSitePath } from "~/utils/redirect";

/** The address book, sorted by id ascending (spec section 7). */
export const listAddresses = (context: AppContext, page: number, perPage: number) =>
  context.api.call("addresses", { query: { page, per_page: perPage, sort_by: "id", order_by: "ASC" } });

export const getAddress = (context: AppContext, id: number) => context.api.call("address", { params: { id } });

export const createAddress = (context: AppContext, body: AddressInputParsed) =>
  context.api.call("createAddress", { body });

export const updateAddress = (context: AppContext, id: number, body: AddressInputParsed) =>
  context.api.call("updateAddress", { params: { id }, body });

export const deleteAddress = (context: AppContext, id: number) => context.api.call("deleteAddress", { params: { id } });

function toInput(values: Record<string, string>, country: string) {
  const nullable = (v: string | undefined) => (v && v.trim() ? v.trim() : null);
  // Only the details the kind asks for are kept (a house has no floor, whatever the form carried).
  const asked = addressKindFields(values.kind);
  const details = Object.fromEntries(
    ADDRESS_DETAIL_FIELDS.map((field) => [field, asked.includes(field) ? nullable(values[field]) : null]),
  );
  return {
    kind: values.kind,
    name: nullable(values.name),
    // NaN, which the contract refuses, when the coordinate is missing, nonsense or out of bounds.
    lat: parseCoordinate(values.lat, "lat") ?? NaN,
    lng: parseCoordinate(values.lng, "lng") ?? NaN,
    field_1: nullable(values.field_1),
    field_2: nullable(values.field_2),
    ...details,
    notes: nullable(values.notes),
    country_iso_code: country,
  };
}

export function parseAddressForm(
  values: Record<string, string>,
  country: string,
  t: TFunction,
): { ok: true; address: AddressInputParsed } | { ok: false; errors: FieldErrors } {
  const parsed = addressInputSchema.safeParse(toInput(values, country));
  if (parsed.success) return { ok: true, address: parsed.data };
  const errors = zodFieldErrors(parsed.error, t);
  // The contract marks missing building/floor/apartment as "Required".
  for (const issue of parsed.error.issues)
    if (issue.message === "Required") errors[String(issue.path[0])] = t("common.forms.required");
  // Zod checks those per-kind rules only once the other fields pass: say everything at once.
  for (const field of requiredAddressFields(values.kind, country))
    if (!errors[field] && !values[field]?.trim()) errors[field] = t("common.forms.required");
  for (const field of ["lat", "lng"] as const)
    if (errors[field] && !values[field]?.trim()) errors[field] = t("common.forms.required");
  return { ok: false, errors };
}

/** Addresses on a page of the address book (sort_by id, order_by ASC). */
const PER_PAGE = 10;

/** The address form's fields, shown again after a refused submit. */
const ADDRESS_FIELDS = [
  "kind",
  "name",
  "lat",
  "lng",
  "field_1",
  "field_2",
  "field_3",
  "field_4",
  "field_5",
  "building",
  "floor",
  "apartment_no",
  "notes",
] as const;

/**
 * A page of the address book, the address being edited (`editId`: on this page or another, or
 * another customer's: the platform answers 404), and the delivery location the form may start from.
 */
export async function addressBookPage(
  context: AppContext,
  request: Request,
  { page, editId }: { page: number; editId: number | null },
) {
  const list = await customerLoad(context, request, () => listAddresses(context, page, PER_PAGE));
  // Editing an address of another page (or another customer's: the platform answers 404).
  let editing: Address | null = list.data.find((a) => a.id === editId) ?? null;
  if (editId !== null && !editing) editing = await customerLoad(context, request, () => getAddress(context, editId));
  const saved = getLocation(context.session);
  return {
    addresses: list.data,
    page,
    pages: Math.max(1, Math.ceil(list.meta.total / PER_PAGE)),
    editing,
    location: saved && {
      lat: saved.lat,
      lng: saved.lng,
      field_1: saved.field_1,
      field_2: saved.field_2,
      field_3: saved.field_3,
      field_4: saved.field_4 ?? null,
      field_5: saved.field_5,
      address: saved.address,
    },
    meta: { title: context.t("address.title") },
  };
}

/**
 * The address book's forms, by `intent`: create, update (`id`), delete (`id`). Answers a 303 to the
 * book with its toast, or the form's failure (the platform's refusal through apiFailure).
 */
export async function updateAddressBook(context: AppContext, request: Request, form: FormData | null) {
  const { t } = context;
  const intent = form?.get("intent");
  const list = localePath(context.locale, "/account/addresses");
  const id = parseId(form?.get("id"));
  const values = formValues(form, ADDRESS_FIELDS);
  try {
    if (intent === "delete") {
      if (id === null) return invalid({}, {}, t("common.errors.badRequest"));
      await deleteAddress(context, id);
      addToast(context.session, "success", t("address.deleted"));
      return redirect(list, 303);
    }
    if (intent !== "create" && intent !== "update") return invalid({}, {}, t("common.errors.badRequest"));
    if (intent === "update" && id === null) return invalid({}, {}, t("common.errors.badRequest"));
    const parsed = parseAddressForm(values, context.locale.country.toUpperCase(), t);
    if (!parsed.ok) return invalid(values, parsed.errors);
    if (intent === "create") {
      const created = await createAddress(context, parsed.address);
      addToast(context.session, "success", t("address.created"));
      // Added from the checkout: back there, with this address chosen.
      const back = sameSitePath(form?.get("redirectTo"));
      if (back) {
        context.session.set("addedAddress", created.id);
        return redirect(back, 303);
      }
    } else {
      await updateAddress(context, id!, parsed.address);
      addToast(context.session, "success", t("address.updated"));
    }
    return redirect(list, 303);
  } catch (error) {
    rethrowUnauthorized(error, context, request);
    if (error instanceof ApiError && error.status === 404) return invalid(values, {}, t("address.notFound"), 404);
    if (error instanceof ApiError) return apiFailure(error, values, t);
    throw error;
  }
}
