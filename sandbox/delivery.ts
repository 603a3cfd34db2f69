// The one delivery rule for a store and a point: how far it is, whether the store delivers there,
// the fee and the time to the door. The checkout charges by it (pricing.ts) and the brand and store
// reads state it for a location (`?lat=&lng=`, catalogue.ts), so the fee a customer is shown
// before building the cart is the one the checkout charges.
import type { DeliveryEstimate } from "../app/contract";
import { distanceMetres } from "./time";

/** What the rule reads of a store (a catalogue store has these). */
export interface DeliveringStore {
  lat: number;
  lng: number;
  prepMinutes: number;
  baseDeliveryFee: number;
  feePerKm: number;
  freeKm: number;
  maxDeliveryKm: number;
}

/** The ride inside the base radius: at least 10 minutes, up to 25 at busy times. */
export const RIDE_MINUTES = [10, 25] as const;
/** Each started kilometre beyond the base radius adds this much to the ride. */
export const RIDE_MINUTES_PER_KM = 2;

/** The usual time to the door for an address inside the base radius. */
export function baseEstimate(store: Pick<DeliveringStore, "prepMinutes">): DeliveryEstimate {
  return { min_minutes: store.prepMinutes + RIDE_MINUTES[0], max_minutes: store.prepMinutes + RIDE_MINUTES[1] };
}

export interface DeliveryAt {
  metres: number;
  delivers: boolean;
  fee: number;
  estimate: DeliveryEstimate;
}

/**
 * The store's delivery to a point: the base fee plus `fee_per_km` for each started kilometre beyond
 * `free_km`; no delivery beyond `max_delivery_km`; the ride grows by RIDE_MINUTES_PER_KM per
 * started kilometre beyond the base radius.
 */
export function deliveryAt(store: DeliveringStore, point: { lat: number; lng: number }): DeliveryAt {
  const metres = distanceMetres({ lat: store.lat, lng: store.lng }, point);
  const extraKm = Math.max(0, Math.ceil(metres / 1000) - store.freeKm);
  const base = baseEstimate(store);
  return {
    metres: Math.round(metres),
    delivers: metres <= store.maxDeliveryKm * 1000,
    fee: store.baseDeliveryFee + extraKm * store.feePerKm,
    estimate: {
      min_minutes: base.min_minutes + extraKm * RIDE_MINUTES_PER_KM,
      max_minutes: base.max_minutes + extraKm * RIDE_MINUTES_PER_KM,
    },
  };
}
