// The pages whose document may load Google Maps, in one place: brand and store (the header's
// location button, shown on these pages only) and the address book (its form's "pick on the map").
// edge/security.server.ts allows Google's hosts in the CSP of these documents only, the header shows the location
// button from the same list, and the browser checks it too, because a CSP belongs to the document
// and survives client-side navigation (see location-picker.tsx). Paths are matched after their
// locale prefix, which locale.ts alone reads.
import { splitLocalePath } from "../i18n/locale";

const LOCATION_BUTTON_PAGES = /^\/(?:brand|store)\/[^/]+\/?$/;
const ADDRESS_BOOK = /^\/account\/addresses\/?$/;

/** A page whose header has the location button (brand and store pages). */
export function hasLocationButton(pathname: string): boolean {
  return LOCATION_BUTTON_PAGES.test(splitLocalePath(pathname).rest);
}

export function isMapPage(pathname: string): boolean {
  const { rest } = splitLocalePath(pathname);
  return LOCATION_BUTTON_PAGES.test(rest) || ADDRESS_BOOK.test(rest);
}
