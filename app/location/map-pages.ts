// The pages whose document may load Google Maps: brand and store (the header's location button)
// and the address book (its form's "pick on the map"). server.ts allows Google's hosts in the CSP
// of these documents only; the browser checks the same list, because a CSP belongs to the document
// and survives client-side navigation (see location-picker.tsx).
const MAP_PAGES = /^(?:\/[a-z]{2}-[a-z]{2})?\/(?:(?:brand|store)\/[^/]+|account\/addresses)\/?$/;

export function isMapPage(pathname: string): boolean {
  return MAP_PAGES.test(pathname);
}
