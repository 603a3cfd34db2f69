// Whose storefront this is: the vendor of the host (vendor), what a vendor host may show (scope) and its theme
// (brand-theme). What the rest of the app may use of it:
export { brandLogo, pageTheme, productTheme } from "./brand-theme.server";
export { requireCountry, requireVendorBrand, vendorBrandSlug } from "./scope.server";
export { hostLabel, resolveVendor } from "./vendor.server";
export type { Vendor } from "./vendor.server";
