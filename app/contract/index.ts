// The /v5/web contract: one documented place per request and response shape, used by the
// storefront's upstream client (app/server/platform) and by the sandbox platform (sandbox/).
//
//   common.ts          enumerations (spec section 3), countries, money, pagination, the error body
//   catalogue.ts       brands, stores, menus, products, variants, option groups (extension)
//   configurations.ts  configurations, maps key, validate-domain
//   auth.ts            OTP request/verify, register, refresh, logout
//   account.ts         profile, addresses, saved cards
//   cart-items.ts      cart items as sent on ordering and as the storefront holds them
//   orders.ts          checkout, placing orders, orders, abandon
//   endpoints.ts       method + path + auth + schemas of every call
//   address-kinds.ts   the address kinds and the fields each needs (no zod: forms import it directly)
//   menu-facts.ts      a dish's allergen and dietary codes, its calories by variant (no zod: pages import it)
//   images.ts          what the platform's image service answers: width, format by Accept, Save-Data, caching
//
// Money is always an integer in the currency's minor unit. Texts follow `Accept-Language`.
export * from "./common";
export * from "./catalogue";
export * from "./configurations";
export * from "./auth";
export * from "./account";
export * from "./cart-items";
export * from "./orders";
export * from "./endpoints";
export * from "./images";
