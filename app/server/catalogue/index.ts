// Brands, stores and menus: the cached catalogue reads (catalogue) and each country's settings from them
// (country-settings), a public page's search-engine facts (page-seo, sitemap), and a store's time in words
// (time-zone, day-words). What the rest of the app may use of it:
export { getBrand, getBrandAt, getBrands, getStore, getVendorStore, storeProduct } from "./catalogue.server";
export { dayName, timeOfDay, timeWindow } from "./day-words.server";
export { areaOf, pageSeo } from "./page-seo.server";
export { hostCountries, sitemapPages } from "./sitemap.server";
export { storeTimeZone, timeZoneOf } from "./time-zone.server";
export { countrySettings } from "./country-settings.server";
