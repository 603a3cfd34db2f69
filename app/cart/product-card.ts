// What a store page's product card shows, worked out from the menu's product on the server (the
// store page's loader) and drawn by app/components/store/product-cards.tsx.
import type { Product } from "~/contract";
import { caloriesRange, type DietaryTag } from "~/contract/menu-facts";

/**
 * What a product card shows, and nothing else: on a 300-product menu the cards are most of the
 * page, so false and null fields are left out (docs/decisions/0084).
 */
export interface ProductCardData {
  id: number;
  name: string;
  description?: string;
  image?: string;
  price: number;
  fullPrice?: number;
  fromVariants?: true;
  unavailable?: true;
  /** A required option group to choose from first (a product with variants says `fromVariants`). */
  choose?: true;
  /** The product's discount as the platform states it: a percent, or money off (minor units). */
  percentOff?: number;
  amountOff?: number;
  /** Its calories (kcal), the lowest of its sizes' when they differ, and the highest then. */
  kcal?: number;
  kcalTo?: number;
  /** Its dietary tags (known codes, in the contract's order). */
  tags?: DietaryTag[];
}

/** A product as its card shows it. */
export function productCard(product: Product): ProductCardData {
  const fromVariants = product.variants.length > 0;
  const card: ProductCardData = {
    id: product.id,
    name: product.name,
    price: fromVariants
      ? Math.min(...product.variants.map((v) => v.price_after_discount))
      : product.price_after_discount,
  };
  if (product.description) card.description = product.description;
  if (product.image) card.image = product.image;
  if (!fromVariants && product.discount.kind !== "none" && product.price_after_discount < product.price)
    card.fullPrice = product.price;
  if (fromVariants) card.fromVariants = true;
  if (product.discount.kind === "percentage" && product.discount.value > 0) card.percentOff = product.discount.value;
  if (product.discount.kind === "amount" && product.discount.value > 0) card.amountOff = product.discount.value;
  if (product.availability === "unavailable") card.unavailable = true;
  if (!fromVariants && product.option_groups.some((g) => g.min > 0)) card.choose = true;
  const calories = caloriesRange(product);
  if (calories) card.kcal = calories.min;
  if (calories && calories.max !== calories.min) card.kcalTo = calories.max;
  if (product.dietary?.length) card.tags = product.dietary;
  return card;
}
