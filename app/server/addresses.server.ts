// The address book: its calls to the platform, and an address form as the customer typed it → the
// platform's address body, with translated errors.
import { addressInputSchema, type AddressInputParsed } from "~/contract";
import { requiredAddressFields } from "~/contract/address-kinds";
import type { AppContext } from "./context.server";
import type { TFunction } from "~/i18n/translate";
import { zodFieldErrors } from "./forms.server";
import type { FieldErrors } from "~/components/form-failure";
import { parseCoordinate } from "~/location/coordinates";

/** The address book, sorted by id ascending (spec section 7). */
export const listAddresses = (context: AppContext, page: number, perPage: number) =>
  context.api.call("addresses", { query: { page, per_page: perPage, sort_by: "id", order_by: "ASC" } });

export const getAddress = (context: AppContext, id: number) => context.api.call("address", { params: { id } });

export const createAddress = (context: AppContext, body: AddressInputParsed) => context.api.call("createAddress", { body });

export const updateAddress = (context: AppContext, id: number, body: AddressInputParsed) =>
  context.api.call("updateAddress", { params: { id }, body });

export const deleteAddress = (context: AppContext, id: number) => context.api.call("deleteAddress", { params: { id } });

function toInput(values: Record<string, string>, country: string) {
  const nullable = (v: string | undefined) => (v && v.trim() ? v.trim() : null);
  return {
    kind: values.kind,
    name: nullable(values.name),
    // NaN, which the contract refuses, when the coordinate is missing, nonsense or out of bounds.
    lat: parseCoordinate(values.lat, "lat") ?? NaN,
    lng: parseCoordinate(values.lng, "lng") ?? NaN,
    field_1: nullable(values.field_1),
    field_2: nullable(values.field_2),
    field_3: nullable(values.field_3),
    field_4: nullable(values.field_4),
    field_5: nullable(values.field_5),
    building: nullable(values.building),
    floor: nullable(values.floor),
    apartment_no: nullable(values.apartment_no),
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
  for (const issue of parsed.error.issues) if (issue.message === "Required") errors[String(issue.path[0])] = t("common.forms.required");
  // Zod checks those per-kind rules only once the other fields pass: say everything at once.
  for (const field of requiredAddressFields(values.kind)) if (!errors[field] && !values[field]?.trim()) errors[field] = t("common.forms.required");
  for (const field of ["lat", "lng"] as const) if (errors[field] && !values[field]?.trim()) errors[field] = t("common.forms.required");
  return { ok: false, errors };
}
