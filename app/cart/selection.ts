// A product choice (variant, options in nested groups, quantity, special request), checked against
// the catalogue and priced. Pure: the product dialog uses it for the running price, the cart action
// to build the line from what the platform says, never from what the form claims.
import type { LocalCartItem, LocalSelectedOptionGroup, Menu, OptionGroup, Product, StoreInfo } from "~/contract";
import { MAX_LINE_QUANTITY } from "./cart";

/** groupId → optionId → quantity. */
export type Selection = Map<number, Map<number, number>>;

export interface ChoiceInput {
  variantId: number | null;
  selection: Selection;
  quantity: number;
  specialRequest: string | null;
}

export type ChoiceError =
  | { field: "product"; code: "unavailable" }
  | { field: "variant"; code: "required" | "unavailable" | "unknown" }
  | { field: "quantity"; code: "range"; max: number }
  /** The cart holds `inCart` of this line already; with the new ones it would pass `max`. */
  | { field: "quantity"; code: "inCart"; max: number; inCart: number }
  | { field: "specialRequest"; code: "tooLong"; max: number }
  | {
      field: `group.${number}`;
      code: "min" | "max" | "single" | "unavailable" | "optionMax";
      min?: number;
      max?: number;
    }
  | { field: "options"; code: "unknown" };

export const SPECIAL_REQUEST_MAX = 500;

/** The name of a group's inputs in the product form (`g.<group>`), under which its message is shown. */
export function groupField(groupId: number): string {
  return `g.${groupId}`;
}

/** The product form's field a choice error belongs to, or null for one about the whole form (product, unknown options). */
export function choiceErrorField(error: ChoiceError): string | null {
  if (error.field === "product" || error.field === "options") return null;
  if (error.field === "variant" || error.field === "quantity" || error.field === "specialRequest") return error.field;
  return groupField(Number(error.field.slice("group.".length)));
}

/** Reads a product form: `variant`, `quantity`, `specialRequest`, `g.<group>` = option ids, `q.<group>.<option>` = quantities. */
export function parseChoiceForm(form: FormData | URLSearchParams): ChoiceInput | null {
  const selection: Selection = new Map();
  const add = (group: number, option: number, qty: number) => {
    if (!selection.has(group)) selection.set(group, new Map());
    const options = selection.get(group)!;
    if (qty > 0) options.set(option, qty);
    else options.delete(option);
  };
  for (const [name, raw] of form.entries()) {
    if (typeof raw !== "string") return null;
    let match = /^g\.(\d{1,9})$/.exec(name);
    if (match) {
      if (raw === "") continue;
      if (!/^\d{1,9}$/.test(raw)) return null;
      const group = Number(match[1]);
      if (!selection.get(group)?.has(Number(raw))) add(group, Number(raw), 1);
      continue;
    }
    match = /^q\.(\d{1,9})\.(\d{1,9})$/.exec(name);
    if (match) {
      if (raw === "") continue;
      if (!/^\d{1,4}$/.test(raw)) return null;
      add(Number(match[1]), Number(match[2]), Number(raw));
    }
  }
  const variantRaw = form.get("variant");
  const quantityRaw = form.get("quantity") ?? "1";
  const special = form.get("specialRequest");
  if (variantRaw !== null && variantRaw !== "" && (typeof variantRaw !== "string" || !/^\d{1,9}$/.test(variantRaw)))
    return null;
  if (typeof quantityRaw !== "string" || !/^-?\d{1,12}$/.test(quantityRaw.trim())) return null;
  return {
    variantId: variantRaw ? Number(variantRaw) : null,
    selection,
    quantity: Number(quantityRaw.trim()),
    specialRequest: typeof special === "string" && special.trim() ? special.trim() : null,
  };
}

interface Priced {
  groups: LocalSelectedOptionGroup[];
  price: number;
}

function collectKnownGroups(groups: OptionGroup[], into: Set<number>): void {
  for (const group of groups) {
    into.add(group.id);
    for (const option of group.options) collectKnownGroups(option.option_groups, into);
  }
}

/** Checks the chosen options group by group (nested groups only under chosen options). */
function checkGroups(groups: OptionGroup[], selection: Selection, errors: ChoiceError[]): Priced {
  const result: Priced = { groups: [], price: 0 };
  for (const group of groups) {
    const chosen = selection.get(group.id) ?? new Map<number, number>();
    const field = `group.${group.id}` as const;
    let count = 0;
    const options: LocalSelectedOptionGroup["options"] = [];
    for (const [optionId, qty] of chosen) {
      const option = group.options.find((o) => o.id === optionId);
      if (!option) {
        errors.push({ field: "options", code: "unknown" });
        continue;
      }
      if (option.availability === "unavailable") errors.push({ field, code: "unavailable" });
      if (qty > option.max_quantity) errors.push({ field, code: "optionMax", max: option.max_quantity });
      count += qty;
      const nested = checkGroups(option.option_groups, selection, errors);
      result.price += option.price * qty + nested.price * qty;
      options.push({
        id: option.id,
        name: option.name,
        price: option.price,
        quantity: qty,
        option_groups: nested.groups,
      });
    }
    if (group.selection === "single" && (chosen.size > 1 || count > 1)) errors.push({ field, code: "single" });
    if (count < group.min) errors.push({ field, code: "min", min: group.min, max: group.max });
    if (count > group.max) errors.push({ field, code: "max", min: group.min, max: group.max });
    if (options.length) result.groups.push({ id: group.id, name: group.name, options });
  }
  return result;
}

export interface PricedChoice {
  errors: ChoiceError[];
  unitPrice: number;
  unitPriceAfterDiscount: number;
  groups: LocalSelectedOptionGroup[];
  variant: Product["variants"][number] | null;
}

/** Validates a choice against the product and prices one unit (options carry no discount). */
export function priceChoice(product: Product, input: ChoiceInput): PricedChoice {
  const errors: ChoiceError[] = [];
  if (product.availability === "unavailable") errors.push({ field: "product", code: "unavailable" });
  let variant: Product["variants"][number] | null = null;
  if (product.variants.length > 0) {
    variant = product.variants.find((v) => v.id === input.variantId) ?? null;
    if (input.variantId === null) errors.push({ field: "variant", code: "required" });
    else if (!variant) errors.push({ field: "variant", code: "unknown" });
    else if (variant.availability === "unavailable") errors.push({ field: "variant", code: "unavailable" });
  } else if (input.variantId !== null) {
    errors.push({ field: "variant", code: "unknown" });
  }
  const maxQuantity = Math.min(product.max_quantity ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY);
  if (!Number.isSafeInteger(input.quantity) || input.quantity < 1 || input.quantity > maxQuantity) {
    errors.push({ field: "quantity", code: "range", max: maxQuantity });
  }
  if ((input.specialRequest ?? "").length > SPECIAL_REQUEST_MAX) {
    errors.push({ field: "specialRequest", code: "tooLong", max: SPECIAL_REQUEST_MAX });
  }
  const known = new Set<number>();
  collectKnownGroups(product.option_groups, known);
  for (const groupId of input.selection.keys()) {
    if (!known.has(groupId)) errors.push({ field: "options", code: "unknown" });
  }
  const options = checkGroups(product.option_groups, input.selection, errors);
  const base = variant ?? product;
  return {
    errors,
    unitPrice: base.price + options.price,
    unitPriceAfterDiscount: base.price_after_discount + options.price,
    groups: options.groups,
    variant,
  };
}

export function findProduct(menus: Menu[], menuId: number, productId: number): { menu: Menu; product: Product } | null {
  const menu = menus.find((m) => m.info.id === menuId);
  if (!menu) return null;
  for (const category of menu.categories) {
    const product = category.products.find((p) => p.id === productId);
    if (product) return { menu, product };
  }
  return null;
}

/** The cart line for a valid choice. */
export function toCartItem(
  info: StoreInfo,
  menu: Menu,
  product: Product,
  input: ChoiceInput,
  priced: PricedChoice,
): LocalCartItem {
  return {
    id: product.id,
    name: product.name,
    menuId: menu.info.id,
    menuPurpose: menu.info.purpose,
    storeSlug: info.slug,
    storeName: info.name,
    storeCountry: { iso_two_code: info.country.iso_two_code },
    quantity: input.quantity,
    selectedVariant: priced.variant
      ? {
          id: priced.variant.id,
          name: priced.variant.name,
          price: priced.variant.price,
          price_after_discount: priced.variant.price_after_discount,
        }
      : null,
    selectedOptionGroups: priced.groups,
    specialRequest: input.specialRequest,
    unitPrice: priced.unitPrice,
    unitPriceAfterDiscount: priced.unitPriceAfterDiscount,
  };
}
