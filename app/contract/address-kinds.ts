// The kinds of delivery address (spec section 3) and the fields each kind needs. No zod here: the
// address forms import it in the browser. The contract's addressKindSchema (common.ts) and
// addressInputSchema (account.ts) are built from it, and the address book's form errors
// (app/server/addresses.server.ts) follow the same rule.

/** In the order the forms offer them (house, the default, first). */
export const ADDRESS_KINDS = ["house", "apartment", "office"] as const;

type RequiredAddressField = "building" | "floor" | "apartment_no";

/** What an address of `kind` needs: a building always, a floor for an apartment or an office, an apartment number for an apartment. */
export function requiredAddressFields(kind: string | undefined): RequiredAddressField[] {
  if (kind === "apartment") return ["building", "floor", "apartment_no"];
  if (kind === "office") return ["building", "floor"];
  return ["building"];
}
