// A brand's branches as its page and a store's page show them: each with its time and fee (to the
// customer's location when one is chosen, else the store's base figures), its distance and whether
// it delivers there, nearest first when located. Every figure is the platform's (docs/decisions/0050).
import type { Activity, DeliveryEstimate, MenuPurpose, StoreSummary } from "~/contract";

export interface Branch {
  slug: string;
  name: string;
  logo: string;
  address: string;
  activity: Activity;
  open: boolean;
  purposes: MenuPurpose[];
  fee: number;
  estimate: DeliveryEstimate;
  /** With a location: metres to it, and whether the branch delivers there. */
  metres?: number;
  delivers?: boolean;
}

export function branch(store: StoreSummary): Branch {
  const out: Branch = {
    slug: store.slug,
    name: store.name,
    logo: store.logo,
    address: store.address_text,
    activity: store.activity,
    open: store.is_open,
    purposes: store.purposes,
    fee: store.delivery?.fee ?? store.delivery_fee,
    estimate: store.delivery?.estimate ?? store.delivery_estimate,
  };
  if (store.delivery) {
    out.metres = store.delivery.distance_metres;
    out.delivers = store.delivery.delivers;
  }
  return out;
}

/** The branches in the platform's order, or nearest first when the read had a location (stable). */
export function branches(stores: StoreSummary[]): Branch[] {
  const list = stores.map(branch);
  return list.some((b) => b.metres !== undefined)
    ? list.sort((a, b) => (a.metres ?? Infinity) - (b.metres ?? Infinity))
    : list;
}

/** Kilometres to one decimal, for "2.4 km". */
export const kilometres = (metres: number) => Math.round(metres / 100) / 10;

/**
 * The branch a located customer is led to: the nearest active one that delivers to the location
 * (`list` is nearest first), or null without a location or when none delivers there.
 */
export function leadBranch(list: Branch[]): Branch | null {
  return list.find((b) => b.delivers === true && b.activity === "active") ?? null;
}
