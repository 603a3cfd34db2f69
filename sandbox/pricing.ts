// Checkout pricing: validates the posted cart against the catalogue and computes the totals.
// Integer arithmetic in minor units only: percentages round down the discount (tax rounds half up).
import type {
  CheckoutErrors,
  Language,
  Localized,
  OrderTiming,
  OrderingCartItem,
  PaymentMethod,
  ProductError,
  SelectedOptionGroup,
  SummaryLine,
  Totals,
} from "../app/contract";
import {
  discounted,
  type CatGroup,
  type CatProduct,
  type CatStore,
  type CatVariant,
  type Catalogue,
} from "./catalogue";
import { formatMinor, messages } from "./i18n";
import { slotsFor } from "./time";
import { deliveryAt } from "./delivery";
import { countryFacts } from "../app/contract";

export interface PromotionRow {
  code: string;
  type: "amount" | "percentage" | "free_delivery";
  value: number;
  max_discount: number | null;
  min_order: number;
  timing: "all" | "instant_only" | "scheduled_only";
  expires_at: number | null;
}

export interface FlatOption {
  group_id: number;
  group_name: Localized;
  id: number;
  name: Localized;
  quantity: number;
  price: number;
  depth: number;
}

export interface PricedLine {
  index: number;
  product: CatProduct;
  variant: CatVariant | null;
  options: FlatOption[];
  quantity: number;
  specialRequest: string | null;
  menuId: number;
  /** Per unit, full price (base + options). */
  unitFull: number;
  /** Per unit, after the product discount (base discounted + options). */
  unitAfter: number;
}

export interface PricingInput {
  catalogue: Catalogue;
  store: CatStore;
  lang: Language;
  now: number;
  products: OrderingCartItem[];
  lat: number | null;
  lng: number | null;
  /** The code as typed, and the row found for it in the store's country (null when unknown). */
  promoCode: string | null;
  promotion: PromotionRow | null;
  timing: OrderTiming;
  /** Null when signed out. */
  walletBalance: number | null;
  applyWallet: boolean;
  taxPercent: number;
}

export type BlockingCode = "store_unavailable" | "store_closed" | "out_of_delivery_area" | "below_min_order";

export interface PricingResult {
  errors: CheckoutErrors;
  blocking: BlockingCode | null;
  totals: Totals;
  summary: SummaryLine[];
  paymentMethods: PaymentMethod[];
  slots: { starts_at: string; ends_at: string }[];
  lines: PricedLine[];
}

type GroupCheck = { ok: true; price: number } | { ok: false };

function checkGroups(
  defined: CatGroup[],
  selected: SelectedOptionGroup[],
  depth: number,
  flat: FlatOption[],
): GroupCheck {
  const byId = new Map(defined.map((g) => [g.id, g]));
  const seen = new Set<number>();
  let price = 0;
  for (const sg of selected) {
    const g = byId.get(sg.id);
    if (!g || seen.has(sg.id)) return { ok: false };
    seen.add(sg.id);
    let count = 0;
    const seenOptions = new Set<number>();
    for (const so of sg.options) {
      const o = g.options.find((x) => x.id === so.id);
      if (!o || seenOptions.has(o.id) || o.availability !== "available" || so.quantity > o.maxQuantity)
        return { ok: false };
      if (g.selection === "single" && so.quantity !== 1) return { ok: false };
      seenOptions.add(o.id);
      count += so.quantity;
      flat.push({
        group_id: g.id,
        group_name: g.name,
        id: o.id,
        name: o.name,
        quantity: so.quantity,
        price: o.price,
        depth,
      });
      const inner = checkGroups(o.groups, so.option_groups, depth + 1, flat);
      if (!inner.ok) return inner;
      price += (o.price + inner.price) * so.quantity;
    }
    if (g.selection === "single" && count > 1) return { ok: false };
    if (count < g.min || count > g.max) return { ok: false };
  }
  for (const g of defined) if (!seen.has(g.id) && g.min > 0) return { ok: false };
  return { ok: true, price };
}

function priceLine(
  item: OrderingCartItem,
  index: number,
  store: CatStore,
  catalogue: Catalogue,
  lang: Language,
): PricedLine | ProductError {
  const notFound: ProductError = {
    id: item.product_id,
    index,
    type: "not_found",
    message: messages.t(lang, "product_not_found"),
  };
  const product = catalogue.products.get(item.product_id);
  if (
    !product ||
    product.storeId !== store.id ||
    product.menuId !== item.menu_id ||
    product.availability !== "available"
  )
    return notFound;
  let variant: CatVariant | null = null;
  if (product.variants.length > 0) {
    variant = product.variants.find((v) => v.id === item.variant_id) ?? null;
    if (!variant || variant.availability !== "available") return notFound;
  } else if (item.variant_id !== null) {
    return notFound;
  }
  if (product.maxQuantity !== null && item.quantity > product.maxQuantity) {
    return {
      id: product.id,
      index,
      type: "max_quantity",
      max_quantity: product.maxQuantity,
      message: messages.t(lang, "product_max_quantity", { n: product.maxQuantity }),
    };
  }
  const flat: FlatOption[] = [];
  const options = checkGroups(product.groups, item.option_groups, 0, flat);
  if (!options.ok)
    return { id: product.id, index, type: "general", message: messages.t(lang, "product_options_invalid") };
  const base = variant ? variant.price : product.price;
  return {
    index,
    product,
    variant,
    options: flat,
    quantity: item.quantity,
    specialRequest: item.special_request?.trim() || null,
    menuId: item.menu_id,
    unitFull: base + options.price,
    unitAfter: discounted(base, product.discountKind, product.discountValue) + options.price,
  };
}

/** Tax included in a gross amount, rounded half up: gross × p / (100 + p). */
export function includedTax(gross: number, percent: number): number {
  if (percent <= 0 || gross <= 0) return 0;
  const denominator = 100 + percent;
  return Math.floor((gross * percent * 2 + denominator) / (denominator * 2));
}

/** The checkout's fee and area check: the one delivery rule (delivery.ts); the base fee without a location. */
export function deliveryFee(
  store: CatStore,
  lat: number | null,
  lng: number | null,
): { fee: number; outOfArea: boolean } {
  if (lat === null || lng === null) return { fee: store.baseDeliveryFee, outOfArea: false };
  const at = deliveryAt(store, { lat, lng });
  return { fee: at.fee, outOfArea: !at.delivers };
}

export function summaryLines(totals: Totals, taxPercent: number, lang: Language): SummaryLine[] {
  const line = (
    key: SummaryLine["key"],
    value: number,
    font: SummaryLine["font"],
    color: SummaryLine["color"],
    vars: Record<string, number> = {},
  ): SummaryLine => ({
    key,
    label: messages.t(lang, `line_${key}`, vars),
    value,
    font,
    color,
  });
  const out: SummaryLine[] = [line("items_total", totals.items_total, "normal", "default")];
  if (totals.store_discount > 0) out.push(line("store_discount", totals.store_discount, "normal", "red"));
  if (totals.promotion_discount > 0) out.push(line("promotion_discount", totals.promotion_discount, "normal", "red"));
  out.push(line("delivery_fee", totals.delivery_fee, "normal", "default"));
  out.push(line("grand_total", totals.grand_total, "bold", "default"));
  if (totals.wallet_complement > 0) out.push(line("wallet_complement", totals.wallet_complement, "normal", "grey"));
  out.push(line("customer_to_pay", totals.customer_to_pay, "bold", "default"));
  if (totals.tax_info > 0) out.push(line("tax_info", totals.tax_info, "italic", "grey", { percent: taxPercent }));
  return out;
}

export function priceCart(input: PricingInput): PricingResult {
  const { store, lang, catalogue } = input;
  const facts = countryFacts(store.country);
  const money = (minor: number) => formatMinor(minor, facts.decimal_places, facts.currency_code);
  const errors: CheckoutErrors = {};
  const productErrors: ProductError[] = [];
  const lines: PricedLine[] = [];
  input.products.forEach((item, index) => {
    const result = priceLine(item, index, store, catalogue, lang);
    if ("type" in result) productErrors.push(result);
    else lines.push(result);
  });
  if (productErrors.length) errors.products = productErrors;

  const itemsTotal = lines.reduce((sum, l) => sum + l.unitFull * l.quantity, 0);
  const afterStoreDiscount = lines.reduce((sum, l) => sum + l.unitAfter * l.quantity, 0);
  const storeDiscount = itemsTotal - afterStoreDiscount;
  const { fee, outOfArea } = deliveryFee(store, input.lat, input.lng);

  let promotionDiscount = 0;
  if (input.promoCode) {
    const p = input.promotion;
    if (!p) errors.promotion = messages.t(lang, "promotion_invalid");
    else if (p.expires_at !== null && p.expires_at <= input.now)
      errors.promotion = messages.t(lang, "promotion_expired");
    else if (p.timing === "instant_only" && input.timing !== "instant")
      errors.promotion = messages.t(lang, "promotion_instant_only");
    else if (p.timing === "scheduled_only" && input.timing !== "scheduled")
      errors.promotion = messages.t(lang, "promotion_scheduled_only");
    else if (afterStoreDiscount < p.min_order) {
      errors.promotion = messages.t(lang, "promotion_min_order", { amount: money(p.min_order) });
      errors.promotion_min_order = p.min_order;
    } else if (p.type === "percentage") {
      promotionDiscount = Math.floor((afterStoreDiscount * p.value) / 100);
      if (p.max_discount !== null) promotionDiscount = Math.min(promotionDiscount, p.max_discount);
    } else if (p.type === "amount") promotionDiscount = Math.min(p.value, afterStoreDiscount);
    else promotionDiscount = fee;
  }

  const grandTotal = Math.max(0, afterStoreDiscount - promotionDiscount + fee);
  const walletComplement =
    input.applyWallet && input.walletBalance !== null ? Math.max(0, Math.min(input.walletBalance, grandTotal)) : 0;
  const totals: Totals = {
    items_total: itemsTotal,
    delivery_fee: fee,
    promotion_discount: promotionDiscount,
    store_discount: storeDiscount,
    grand_total: grandTotal,
    wallet_complement: walletComplement,
    customer_to_pay: grandTotal - walletComplement,
    tax_info: includedTax(grandTotal, input.taxPercent),
  };

  // A closed store takes an order for later only, and only while it has a delivery time to offer.
  const slots = store.activity === "active" ? slotsFor(store.openingHours, store.timeZone, input.now) : [];
  let blocking: BlockingCode | null = null;
  if (store.activity !== "active") blocking = "store_unavailable";
  else if (!catalogue.isOpen(store) && (input.timing === "instant" || slots.length === 0)) blocking = "store_closed";
  else if (outOfArea) blocking = "out_of_delivery_area";
  else if (afterStoreDiscount < store.minOrder) blocking = "below_min_order";
  if (blocking) {
    const missing = blocking === "below_min_order" ? store.minOrder - afterStoreDiscount : 0;
    const key = blocking === "store_closed" && slots.length === 0 ? "store_closed_no_slots" : blocking;
    errors.order = messages.t(lang, key, { amount: money(store.minOrder), more: money(missing) });
    errors.order_reason = { code: blocking, min_order: store.minOrder, missing };
  }

  const paymentMethods: PaymentMethod[] =
    walletComplement > 0 && totals.customer_to_pay === 0
      ? ["wallet"]
      : store.paymentMethods.filter((m) => m !== "wallet");

  return {
    errors,
    blocking,
    totals,
    summary: summaryLines(totals, input.taxPercent, lang),
    paymentMethods,
    slots,
    lines,
  };
}
