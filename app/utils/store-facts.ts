// What the store page's facts show (app/components/store/store-facts.tsx), worked out on the server
// from the store and, with a location chosen, the branch's answer for it.
import type { DeliveryEstimate, StoreInfo } from "~/contract";
import type { Branch } from "~/utils/branches";
import { todaysHours } from "~/utils/opening-hours";

export interface StoreFactsData {
  isOpen: boolean;
  active: boolean;
  today: { allDay: boolean; windows: { open: string; close: string }[] };
  nextOpeningAt: string | null;
  timeZone: string;
  estimate: DeliveryEstimate;
  fee: number;
  minOrder: number;
  country: StoreInfo["country"];
  /** With a location chosen: metres to it; `estimate` and `fee` are then the platform's for it. */
  metres?: number;
  /** False when the branch does not deliver to the chosen location: no fee or time is shown for it. */
  delivers?: false;
}

export function storeFacts(info: StoreInfo, here: Branch | null): StoreFactsData {
  const facts: StoreFactsData = {
    isOpen: info.is_open,
    active: info.activity === "active",
    today: todaysHours(info.opening_hours, info.time_zone, new Date()),
    nextOpeningAt: info.next_opening_at,
    timeZone: info.time_zone,
    estimate: here?.estimate ?? info.delivery_estimate,
    fee: here?.fee ?? info.delivery_fee,
    minOrder: info.min_order,
    country: info.country,
  };
  if (here?.metres !== undefined) facts.metres = here.metres;
  // No fee or time for a location the branch does not deliver to: there is none.
  if (here?.delivers === false) facts.delivers = false;
  return facts;
}
