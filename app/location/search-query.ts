// Apart from app/location/address.ts so the location sheet's shell, in the root chunk on every page,
// takes the limit without the rest of that module.

/** The longest address search the location page takes (its field's maxLength, checked on the server). */
export const SEARCH_QUERY_MAX = 200;
