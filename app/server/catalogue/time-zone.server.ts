// The time zone a store's times are shown in: the store's own `time_zone` (a cached catalogue read),
// else its country's (the country table, app/i18n/countries.ts) when the store cannot be read.
import type { AppContext } from "../request";
import { getStore } from "./catalogue.server";
import { countryTimeZone } from "~/i18n/time-zones";
import type { Store } from "~/contract";

export async function storeTimeZone(
  context: Pick<AppContext, "api" | "config">,
  storeSlug: string,
  countryIso2: string,
): Promise<string> {
  return timeZoneOf(await getStore(context, storeSlug).catch(() => null), countryIso2);
}

/** The same rule for a store already read (null: it could not be read). */
export function timeZoneOf(store: Store | null, countryIso2: string): string {
  return store?.info.time_zone ?? countryTimeZone(countryIso2);
}
