// Where to deliver: the chosen location and the location page (location), the address search within its budget
// (search), through Google or the offline gazetteer (geocoder, gazetteer), and whether a store delivers there
// (delivery-here). What the rest of the app may use of it:
export { addBlockedHere, deliveryHere } from "./delivery-here.server";
export { distanceKm, fold, nearestInGazetteer, searchGazetteer } from "./gazetteer.server";
export type { GazetteerPlace } from "./gazetteer.server";
export { GeocoderError, createGazetteerGeocoder, createGoogleGeocoder } from "./geocoder.server";
export {
  chooseLocation,
  chosenPlaceSchema,
  getLocation,
  getMapsKey,
  locationArea,
  locationLabel,
  locationPage,
  pointSchema,
  saveLocation,
  savedPoint,
} from "./location.server";
export { GEOCODING_BUDGET, normaliseQuery } from "./search.server";
