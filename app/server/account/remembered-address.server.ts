// Addresses the checkout remembers: the address an order was delivered to goes into the customer's
// address book (through the platform's address calls) unless the customer said not to, never twice;
// the next checkout, on this device or another, starts from the address last used (or the newest).
import type { Address, AddressInputParsed } from "~/contract";
import { ADDRESS_DETAIL_FIELDS } from "~/contract/address-kinds";
import type { SavedLocation, SavedPlace } from "~/location/address";
import type { AppContext } from "../request";
import { createAddress, listAddresses } from "./addresses.server";
import { getLocation, saveLocation } from "../location";
import { addressLines, addressPlace } from "~/location/address-text";
import { isSignedIn } from "../sign-in";

declare module "../session/session.server" {
  interface SessionData {
    /** The address of the book this device last ordered to or chose, and when (ms since epoch). */
    lastAddress?: { id: number; at: number };
    /** An address just added from the checkout: the checkout's next render chooses it. */
    addedAddress?: number;
  }
}

/** Two points closer than this (degrees, about 10 cm) are the same place. */
const SAME_POINT = 1e-6;

export function samePoint(a: { lat: number; lng: number }, b: { lat: number; lng: number }): boolean {
  return Math.abs(a.lat - b.lat) < SAME_POINT && Math.abs(a.lng - b.lng) < SAME_POINT;
}

const norm = (value: string | null | undefined) => (value ?? "").trim().toLowerCase();

/** The same place with the same details (kind, block, street, number, building, floor, unit): saving it again adds nothing. */
export function sameAddress(a: Address, b: AddressInputParsed): boolean {
  return (
    a.country_iso_code === b.country_iso_code &&
    a.kind === b.kind &&
    samePoint(a, b) &&
    ADDRESS_DETAIL_FIELDS.every((field) => norm(a[field]) === norm(b[field]))
  );
}

/** The label a saved address gets when the customer typed none: "Home" for a house or an apartment, "Work" for an office. */
export function defaultLabel(context: AppContext, kind: string): string {
  return context.t(kind === "office" ? "checkout.save.labelWork" : "checkout.save.labelHome");
}

/**
 * After an order delivered to the location with the details typed at checkout: the address in the
 * book (the one already there with the same place and details, else a new one labelled `label` or
 * the kind's default), or null when the platform refused it (the order stands; only the book lacks it).
 */
export async function rememberAddress(
  context: AppContext,
  book: Address[],
  address: AddressInputParsed,
  label: string,
): Promise<number | null> {
  const known = book.find((saved) => sameAddress(saved, address));
  if (known) return known.id;
  try {
    const name = label.trim().slice(0, 100) || defaultLabel(context, address.kind);
    const created = await createAddress(context, { ...address, name });
    return created.id;
  } catch (error) {
    context.log.warn("address not saved after an order", {
      error: error instanceof Error ? error.message : String(error),
    });
    return null;
  }
}

/** Remembers address `id` as the one this device last used; with no delivery location yet, `place` becomes it. */
export function markUsed(context: AppContext, id: number, place?: Address): void {
  context.session.set("lastAddress", { id, at: Date.now() });
  if (place && !getLocation(context.session)) saveLocation(context.session, addressAsPlace(context, place));
}

/** An address of the book as a delivery location (its place in words, the map's fields). */
export function addressAsPlace(context: AppContext, address: Address) {
  const words = addressPlace({ ...address, building: null, floor: null, apartment_no: null, notes: null }, context.t);
  return {
    lat: address.lat,
    lng: address.lng,
    address: words || address.name || context.t(`address.kinds.${address.kind}`),
    field_1: address.field_1,
    field_2: address.field_2,
    field_3: address.field_3,
    field_4: address.field_4,
    field_5: address.field_5,
  };
}

/**
 * The checkout's choice when the customer has made none for this store: an address saved at the
 * delivery location's point; else the location when it was chosen after the address last used
 * on this device (the customer moved it since); else that address; else the newest address of
 * the book (a new device); else the location.
 */
export function preferredChoice(
  context: AppContext,
  addresses: Address[],
  location: SavedLocation | null,
): string | null {
  const atLocation = location && addresses.find((a) => samePoint(a, location));
  if (atLocation) return String(atLocation.id);
  const last = context.session.get("lastAddress");
  const lastOffered = last && addresses.find((a) => a.id === last.id);
  if (location && lastOffered && location.savedAt > last.at) return "location";
  if (lastOffered) return String(lastOffered.id);
  const newest = addresses.reduce<Address | null>((best, a) => (best === null || a.id > best.id ? a : best), null);
  return newest ? String(newest.id) : location ? "location" : null;
}

/**
 * A signed-in customer's saved addresses in the page's country, offered as places (a new device
 * has no delivery location yet: one tap chooses one). Empty when signed out or when the platform
 * does not answer (the search still works).
 */
export async function savedPlaces(context: AppContext): Promise<SavedPlace[]> {
  if (!isSignedIn(context.session)) return [];
  const country = context.locale.country.toUpperCase();
  try {
    const book = await listAddresses(context, 1, 50);
    return book.data
      .filter((a) => a.country_iso_code === country)
      .map((a) => ({
        id: a.id,
        label: a.name ?? context.t(`address.kinds.${a.kind}`),
        lines: addressLines(a, context.t),
        place: addressAsPlace(context, a),
      }));
  } catch (error) {
    context.log.warn("saved addresses not offered", { error: error instanceof Error ? error.message : String(error) });
    return [];
  }
}
