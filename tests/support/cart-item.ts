// A cart line for the cart rules' unit tests: a plain Burger Bay Salmiya delivery item.
import type { LocalCartItem } from "~/contract";

export function cartItem(overrides: Partial<LocalCartItem> = {}): LocalCartItem {
  return {
    id: 1,
    name: "Burger",
    menuId: 10,
    menuPurpose: "delivery",
    storeSlug: "burger-bay-salmiya",
    storeName: "Burger Bay Salmiya",
    storeCountry: { iso_two_code: "KW" },
    quantity: 1,
    selectedVariant: null,
    selectedOptionGroups: [],
    specialRequest: null,
    unitPrice: 2500,
    unitPriceAfterDiscount: 2000,
    ...overrides,
  };
}
