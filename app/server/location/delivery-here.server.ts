// Whether a store delivers to the customer's chosen location, as the platform states it in the brand
// read for that location (docs/decisions/0050): the store page's banner and facts, the product
// page's add button, and the add itself, which is refused for a store that does not deliver there
// (docs/decisions/0097).
import type { AppContext } from "../request";
import type { StoreInfo } from "~/contract";
import { getBrandAt } from "../catalogue";
import { getLocation } from "./location.server";
import { branch, branches } from "~/utils/branches";

type Located = Pick<AppContext, "api" | "config" | "session">;

/**
 * With a location chosen: this branch's delivery there and, when it does not deliver, the brand's
 * branches that do, nearest first (small: no menus). Null without a location, or when the read
 * fails (the checkout still says it).
 */
export async function deliveryHere(context: Located, info: Pick<StoreInfo, "slug" | "brand_slug">) {
  const location = getLocation(context.session);
  if (!location) return null;
  const brand = await getBrandAt(context, info.brand_slug, { lat: location.lat, lng: location.lng }).catch(() => null);
  const summary = brand?.stores.find((s) => s.slug === info.slug);
  if (!brand || !summary?.delivery) return null;
  const here = branch(summary);
  return {
    here,
    place: location.address,
    others: here.delivers
      ? []
      : branches(brand.stores).filter((b) => b.slug !== info.slug && b.delivers && b.activity === "active"),
  };
}

/** Why nothing can be added from this store: it does not deliver to the chosen location (its place), or null. */
export async function addBlockedHere(
  context: Located,
  info: Pick<StoreInfo, "slug" | "brand_slug">,
): Promise<{ place: string } | null> {
  const delivery = await deliveryHere(context, info);
  return delivery && !delivery.here.delivers ? { place: delivery.place } : null;
}
