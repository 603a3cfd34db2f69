// The kinds of delivery address (spec section 3) and the details each kind asks for: the one rule
// of the address-details component (checkout and address book), the contract's validation
// (addressInputSchema, account.ts), the address book's and checkout's form errors, and the
// sandbox. No zod here: the address forms import it in the browser.

/** In the order the forms offer them (house, the default, first). */
export const ADDRESS_KINDS = ["house", "apartment", "office"] as const;
type AddressKind = (typeof ADDRESS_KINDS)[number];

/**
 * The details a customer types for a courier, in the order the forms show them: block (field_4),
 * street (field_3, the map's route), house number (field_5, the map's street number), building,
 * floor, and the unit (apartment_no: the apartment's or the office's number).
 */
export const ADDRESS_DETAIL_FIELDS = ["field_4", "field_3", "field_5", "building", "floor", "apartment_no"] as const;
export type AddressDetailField = (typeof ADDRESS_DETAIL_FIELDS)[number];

/**
 * The details each kind asks for (decision 45): a house its block, street and house number; an
 * apartment its block, street, building, floor and apartment; an office its block, street,
 * building, floor and office. The block is Kuwait's; elsewhere it is asked but may stay empty.
 */
const KIND_FIELDS: Record<AddressKind, readonly AddressDetailField[]> = {
  house: ["field_4", "field_3", "field_5"],
  apartment: ["field_4", "field_3", "building", "floor", "apartment_no"],
  office: ["field_4", "field_3", "building", "floor", "apartment_no"],
};

/** The kind a form value names, house when it names none. */
export function addressKind(kind: string | undefined | null): AddressKind {
  return (ADDRESS_KINDS as readonly string[]).includes(kind ?? "") ? (kind as AddressKind) : "house";
}

/** The details an address of `kind` asks for, in the forms' order. */
export function addressKindFields(kind: string | undefined | null): readonly AddressDetailField[] {
  return KIND_FIELDS[addressKind(kind)];
}

/** The countries whose addresses are found by their block (its number is required there). */
const BLOCK_COUNTRIES = new Set(["KW"]);

/** What an address of `kind` in `country` must have: its kind's details, the block only where blocks exist. */
export function requiredAddressFields(kind: string | undefined | null, country?: string | null): AddressDetailField[] {
  return addressKindFields(kind).filter(
    (field) => field !== "field_4" || BLOCK_COUNTRIES.has((country ?? "").toUpperCase()),
  );
}
