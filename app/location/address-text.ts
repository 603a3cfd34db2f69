// How an address reads, everywhere it is shown (order page, address book, checkout): the place
// (area, neighbourhood, block, street, street number), then the details the customer typed
// (building, floor, apartment or office), then the driver's directions. Nothing entered is left out.
import type { TFunction } from "~/i18n/translate";

export interface AddressParts {
  /** An office's unit reads "Office 4", an apartment's "Apartment 4". */
  kind?: string;
  field_1: string | null;
  field_2: string | null;
  field_3: string | null;
  field_4: string | null;
  field_5: string | null;
  building: string | null;
  floor: string | null;
  apartment_no: string | null;
  notes: string | null;
}

const present = (value: string | null | undefined): value is string => Boolean(value?.trim());

/** "Salmiya, Block 10, Salem Al Mubarak St, 12" (the page's list separator). */
export function addressPlace(a: AddressParts, t: TFunction): string {
  // A bare block number reads "Block 10"; a block the map named in words stays as it is.
  const block =
    present(a.field_4) && /^[0-9\u0660-\u0669]+$/.test(a.field_4.trim())
      ? t("address.line.block", { value: a.field_4.trim() })
      : a.field_4;
  return [a.field_1, a.field_2, block, a.field_3, a.field_5].filter(present).join(t("common.listSeparator"));
}

/** "Building 12, Floor 3, Apartment 7" in the page's language (empty when none was given). */
export function addressDetails(a: AddressParts, t: TFunction): string {
  return [
    present(a.building) ? t("address.line.building", { value: a.building }) : null,
    present(a.floor) ? t("address.line.floor", { value: a.floor }) : null,
    present(a.apartment_no)
      ? t(a.kind === "office" ? "address.line.office" : "address.line.apartment", { value: a.apartment_no })
      : null,
  ]
    .filter(present)
    .join(t("common.listSeparator"));
}

/** Every line of an address as shown: place, details, directions (empty lines left out). */
export function addressLines(a: AddressParts, t: TFunction): string[] {
  return [
    addressPlace(a, t),
    addressDetails(a, t),
    present(a.notes) ? t("address.line.notes", { value: a.notes }) : "",
  ].filter(present);
}
