// Every /v5/web call in one table: method, path, who may call it, and the schemas of its query,
// body and answer. This is the only place a path is written: the storefront's upstream client calls
// by name (`api.call("order", { params: { code } })`, app/server/platform/client.server.ts), and the
// sandbox registers its handlers by the same names (`router.endpoint("order", …)`, sandbox/http.ts).
// See docs/decisions/0020-endpoint-table.md.
//
// `auth`: "none" = works signed-out; "optional" = Bearer used when sent; "required" = Bearer
// required (401 otherwise; the sandbox's router enforces it before a handler runs). Whatever the
// column says, the storefront sends the stored access token with every call but `refresh` when the
// customer is signed in (spec), and every POST has a JSON body (`{}` for logout and abandon, which
// carry nothing).
import type { z } from "zod";
import * as account from "./account";
import * as auth from "./auth";
import * as catalogue from "./catalogue";
import * as configurations from "./configurations";
import * as orders from "./orders";

type Endpoint = {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Path with `{param}` placeholders. */
  path: string;
  auth: "none" | "optional" | "required";
  query?: z.ZodTypeAny;
  body?: z.ZodTypeAny;
  response: z.ZodTypeAny;
  /** True for reads the spec leaves unshown (storefront contract extension). */
  extension?: boolean;
};

export const endpoints = {
  // --- catalogue (storefront contract extension) ---
  brands: {
    method: "GET",
    path: "/v5/web/customer/brands",
    auth: "none",
    query: catalogue.brandsQuerySchema,
    response: catalogue.brandsResponseSchema,
    extension: true,
  },
  brand: {
    method: "GET",
    path: "/v5/web/customer/brands/{brandSlug}",
    auth: "none",
    query: catalogue.locationQuerySchema,
    response: catalogue.brandResponseSchema,
    extension: true,
  },
  store: {
    method: "GET",
    path: "/v5/web/customer/stores/{storeSlug}",
    auth: "none",
    query: catalogue.locationQuerySchema,
    response: catalogue.storeResponseSchema,
    extension: true,
  },
  // --- configurations ---
  configurations: {
    method: "POST",
    path: "/v5/web/customer/configurations",
    auth: "none",
    body: configurations.configurationsBodySchema,
    response: configurations.configurationsResponseSchema,
  },
  mapsKey: {
    method: "GET",
    path: "/v5/web/customer/configurations/firebase/maps-key",
    auth: "none",
    response: configurations.mapsKeyResponseSchema,
  },
  validateDomain: {
    method: "POST",
    path: "/v5/web/customer/configurations/validate-domain",
    auth: "none",
    body: configurations.validateDomainBodySchema,
    response: configurations.validateDomainResponseSchema,
  },
  // --- auth ---
  otpRequest: {
    method: "POST",
    path: "/v5/web/auth/otp/request",
    auth: "none",
    body: auth.otpRequestBodySchema,
    response: auth.otpRequestResponseSchema,
  },
  otpVerify: {
    method: "POST",
    path: "/v5/web/auth/otp/verify",
    auth: "none",
    body: auth.otpVerifyBodySchema,
    response: auth.otpVerifyResponseSchema,
  },
  register: {
    method: "POST",
    path: "/v5/web/auth/register",
    auth: "none",
    body: auth.registerBodySchema,
    response: auth.registerResponseSchema,
  },
  refresh: {
    method: "POST",
    path: "/v5/web/auth/token",
    auth: "none",
    body: auth.refreshBodySchema,
    response: auth.refreshResponseSchema,
  },
  logout: { method: "POST", path: "/v5/web/auth/logout", auth: "required", response: auth.logoutResponseSchema },
  // --- profile ---
  profile: {
    method: "GET",
    path: "/v5/web/customer/profile",
    auth: "required",
    response: account.profileResponseSchema,
  },
  updateProfile: {
    method: "PATCH",
    path: "/v5/web/customer/profile",
    auth: "required",
    body: account.profileUpdateBodySchema,
    response: account.profileResponseSchema,
  },
  savedCards: {
    method: "GET",
    path: "/v5/web/customer/profile/saved-cards",
    auth: "required",
    query: account.savedCardsQuerySchema,
    response: account.savedCardsResponseSchema,
  },
  deleteSavedCard: {
    method: "DELETE",
    path: "/v5/web/customer/profile/saved-cards/{id}",
    auth: "required",
    query: account.savedCardsQuerySchema,
    response: account.savedCardDeleteResponseSchema,
  },
  // --- addresses ---
  addresses: {
    method: "GET",
    path: "/v5/web/customer/address",
    auth: "required",
    query: account.addressListQuerySchema,
    response: account.addressListResponseSchema,
  },
  address: {
    method: "GET",
    path: "/v5/web/customer/address/{id}",
    auth: "required",
    response: account.addressResponseSchema,
  },
  createAddress: {
    method: "POST",
    path: "/v5/web/customer/address",
    auth: "required",
    body: account.addressInputSchema,
    response: account.addressResponseSchema,
  },
  updateAddress: {
    method: "PUT",
    path: "/v5/web/customer/address/{id}",
    auth: "required",
    body: account.addressInputSchema,
    response: account.addressResponseSchema,
  },
  deleteAddress: {
    method: "DELETE",
    path: "/v5/web/customer/address/{id}",
    auth: "required",
    response: account.addressDeleteResponseSchema,
  },
  // --- orders ---
  checkout: {
    method: "POST",
    path: "/v5/web/customer/orders/checkout",
    auth: "optional",
    body: orders.checkoutRequestSchema,
    response: orders.checkoutResponseSchema,
  },
  placeOrder: {
    method: "POST",
    path: "/v5/web/customer/orders",
    auth: "required",
    body: orders.placeOrderRequestSchema,
    response: orders.placeOrderResponseSchema,
  },
  orders: {
    method: "GET",
    path: "/v5/web/customer/orders",
    auth: "required",
    query: orders.orderListQuerySchema,
    response: orders.orderListResponseSchema,
  },
  order: {
    method: "GET",
    path: "/v5/web/customer/orders/{code}",
    auth: "required",
    response: orders.orderResponseSchema,
  },
  abandonOrder: {
    method: "POST",
    path: "/v5/web/customer/orders/{code}/abandon",
    auth: "required",
    response: orders.abandonOrderResponseSchema,
  },
  payOrder: {
    method: "POST",
    path: "/v5/web/customer/orders/{code}/payment",
    auth: "required",
    body: orders.payOrderBodySchema,
    response: orders.payOrderResponseSchema,
  },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
type Endpoints = typeof endpoints;

/** The `{param}` names of a path template. */
type ParamNames<P extends string> = P extends `${string}{${infer K}}${infer Rest}` ? K | ParamNames<Rest> : never;
type Scalar = string | number | boolean | null | undefined;

/** What a call of endpoint `N` sends: its path parameters, query and body, typed from the table. */
export type EndpointInput<N extends EndpointName> = ([ParamNames<Endpoints[N]["path"]>] extends [never]
  ? { params?: undefined }
  : { params: Record<ParamNames<Endpoints[N]["path"]>, string | number> }) &
  (Endpoints[N] extends { body: infer B extends z.ZodTypeAny } ? { body: z.input<B> } : { body?: undefined }) &
  (Endpoints[N] extends { query: infer Q extends z.ZodTypeAny }
    ? { query?: { [K in keyof z.input<Q>]?: Scalar } }
    : { query?: undefined });

/** What endpoint `N` answers (the parsed response). */
export type EndpointResponse<N extends EndpointName> = z.output<Endpoints[N]["response"]>;

/** Fills `{param}` placeholders, URI-encoding each value: `pathOf("store", { storeSlug: "a" })`. */
export function pathOf(name: EndpointName, params: Record<string, string | number> = {}): string {
  return endpoints[name].path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`missing path parameter ${key} for ${name}`);
    return encodeURIComponent(String(value));
  });
}
