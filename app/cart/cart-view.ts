// What the cart panel shows: the session's cart joined with the platform's checkout answer.
import { itemCount, lineKey, unavailableProductIds, type Cart, type CheckoutResult } from "~/cart/cart";
import type { CheckoutResponse, OrderBlockingReason, SummaryLine } from "~/contract";
import { flattenChoices, itemDetails } from "~/cart/item-details";
import { countryFromIso2, COUNTRIES } from "~/i18n/countries";
import type { Language } from "~/i18n/locale";

export interface CartLineView {
  key: string;
  productId: number;
  name: string;
  details: string;
  specialRequest: string | null;
  quantity: number;
  unitPrice: number;
  unitPriceAfterDiscount: number;
  unavailable: boolean;
  maxQuantity: number | null;
  invalid: boolean;
}

export interface CartView {
  storeSlug: string | null;
  storeName: string | null;
  currency: { currency_code: string; decimal_places: number };
  count: number;
  lines: CartLineView[];
  promoCode: string | null;
  applyWallet: boolean;
  /** The platform's totals; empty while a line is refused (its totals would leave that line out). */
  summary: SummaryLine[];
  /** True when lines need fixing before there is a total (the summary is then withheld). */
  totalPending: boolean;
  errors: { promotion: string | null; order: string | null; pricing: string | null };
  /** True when the platform priced the cart and nothing blocks the order (for later, when `way` is "schedule"). */
  canCheckout: boolean;
  /** Where the cart's main button leads (`checkoutWay`). */
  way: CheckoutWay;
  /** Priced for later: the store is closed now (a "store_closed" block then means it offers no delivery time). */
  forLater: boolean;
  /** What blocks the order as a whole, when the platform says why (its code). */
  blockedBy: OrderBlockingReason["code"] | null;
  /** Below the store's minimum order: the minimum and what the cart lacks to reach it (minor units). */
  minimum: { amount: number; missing: number } | null;
  /**
   * No delivery location chosen yet: the next step is choosing one ("Check delivery to your area"),
   * before any other call to action of the cart (decision 105).
   */
  needsLocation: boolean;
}

/**
 * The cart's way on, one state for the basket bar, the cart sheet and the cart page: "checkout"
 * (nothing blocks the order), "schedule" (the store is closed now and a delivery time solves it: on
 * to the checkout with "Schedule" chosen), "blocked" (something no delivery time solves: the cart
 * says what to do).
 */
export type CheckoutWay = "checkout" | "schedule" | "blocked";

export function checkoutWay(canCheckout: boolean, forLater: boolean): CheckoutWay {
  if (!canCheckout) return "blocked";
  return forLater ? "schedule" : "checkout";
}

/** Names in the page's language, looked up by id in the store's catalogue. */
export interface CatalogueNames {
  store: string;
  products: Map<number, string>;
  variants: Map<number, string>;
  options: Map<number, string>;
}

/** The cart's lines, named in the page's language and marked with what the platform refused of each. */
function lineViews(
  cart: Cart,
  checkout: CheckoutResponse | null,
  names: CatalogueNames | null,
  lang: Language,
): CartLineView[] {
  const unavailable = new Set(unavailableProductIds(checkout?.errors));
  const productErrors = checkout?.errors.products ?? [];
  return cart.items.map((item, index): CartLineView => {
    const errors = productErrors.filter((e) => (e.index !== undefined ? e.index === index : e.id === item.id));
    return {
      key: lineKey(item),
      productId: item.id,
      name: names?.products.get(item.id) ?? item.name,
      details: itemDetails(lang, {
        variant: item.selectedVariant
          ? (names?.variants.get(item.selectedVariant.id) ?? item.selectedVariant.name)
          : null,
        options: flattenChoices(item.selectedOptionGroups, (id, fallback) => names?.options.get(id) ?? fallback),
      }),
      specialRequest: item.specialRequest,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      unitPriceAfterDiscount: item.unitPriceAfterDiscount,
      unavailable: unavailable.has(item.id) || errors.some((e) => e.type === "not_found"),
      maxQuantity: errors.find((e) => e.type === "max_quantity")?.max_quantity ?? null,
      invalid: errors.some((e) => e.type === "general"),
    };
  });
}

/**
 * What a cart shows. `names`: the store's names in the page's language (the cart keeps the names
 * of the language items were added in only as a fallback).
 */
export function cartView(
  cart: Cart,
  priced: CheckoutResult | null,
  {
    names = null,
    lang = "en",
    currency,
    located = true,
  }: { names?: CatalogueNames | null; lang?: Language; currency?: CartView["currency"]; located?: boolean } = {},
): CartView {
  const first = cart.items[0];
  const country = countryFromIso2(first?.storeCountry.iso_two_code) ?? "kw";
  const checkout = priced?.status === "ok" ? priced.checkout : null;
  const productErrors = checkout?.errors.products ?? [];
  const lines = lineViews(cart, checkout, names, lang);
  const errors = {
    promotion: checkout?.errors.promotion ?? null,
    order: checkout?.errors.order ?? null,
    pricing: priced?.status === "error" ? priced.message : null,
  };
  const reason = checkout?.errors.order ? checkout.errors.order_reason : undefined;
  const forLater = priced?.status === "ok" && priced.forLater === true;
  const canCheckout = !!checkout && !errors.order && productErrors.length === 0 && lines.length > 0;
  return {
    storeSlug: first?.storeSlug ?? null,
    storeName: first ? (names?.store ?? first.storeName) : null,
    // The platform's configuration for the country (server: showCart); the built-in table without one.
    currency: currency ?? { currency_code: COUNTRIES[country].currency, decimal_places: COUNTRIES[country].decimals },
    count: itemCount(cart),
    lines,
    promoCode: cart.promoCode,
    applyWallet: cart.applyWallet,
    // A line the platform refused is left out of its totals: showing them would show a wrong total.
    // Outside the delivery area there is no fee, so no total either (decision 105).
    summary: productErrors.length || reason?.code === "out_of_delivery_area" ? [] : (checkout?.summary ?? []),
    totalPending: productErrors.length > 0,
    errors,
    canCheckout,
    way: checkoutWay(canCheckout, forLater),
    forLater,
    blockedBy: reason?.code ?? null,
    minimum: reason?.code === "below_min_order" ? { amount: reason.min_order, missing: reason.missing } : null,
    needsLocation: !located && lines.length > 0,
  };
}
