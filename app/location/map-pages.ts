// The pages whose document may load Google Maps, in one place: brand and store (the header's
// location button, shown on these pages only) and the address book (its form's "pick on the map").
// server.ts allows Google's hosts in the CSP of these documents only, the header shows the location
// button from the same list, and the browser checks it too, because a CSP belongs to the document
// and survives client-side navigation (see location-picker.tsx).
const PREFIX = String.raw`^(?:/[a-z]{2}-[a-z]{2})?/`;
const LOCATION_BUTTON_PAGES = new RegExp(PREFIX + String.raw`(?:brand|store)/[^/]+/?$`);
const ADDRESS_BOOK = new RegExp(PREFIX + String.raw`account/addresses/?$`);

/** A page whose header has the location button (brand and store pages). */
export function hasLocationButton(pathname: string): boolean {
  return LOCATION_BUTTON_PAGES.test(pathname);
}

export function isMapPage(pathname: string): boolean {
  return hasLocationButton(pathname) || ADDRESS_BOOK.test(pathname);
}
