// Cart items (spec section 3): as sent on ordering, and as the storefront holds them (not on the wire).
import { z } from "zod";
import { countryIsoCodeSchema, idSchema, menuPurposeSchema, moneySchema } from "./common";
import { slugSchema, variantSchema } from "./catalogue";

// ---------------------------------------------------------------------------------------------
// Cart item as sent on ordering (spec section 3)
// ---------------------------------------------------------------------------------------------

/** A chosen option: its id, how many times, and the choices in the groups it opened. */
export type SelectedOption = { id: number; quantity: number; option_groups: SelectedOptionGroup[] };
/** The options chosen in one group. */
export type SelectedOptionGroup = { id: number; options: SelectedOption[] };

export const selectedOptionSchema: z.ZodType<SelectedOption> = z.lazy(() =>
  z.object({
    id: idSchema,
    quantity: z.number().int().min(1).max(99),
    option_groups: z.array(selectedOptionGroupSchema).max(50),
  }),
);
export const selectedOptionGroupSchema: z.ZodType<SelectedOptionGroup> = z.lazy(() =>
  z.object({
    id: idSchema,
    options: z.array(selectedOptionSchema).max(100),
  }),
);

/** Spec section 3: "Cart item as sent on ordering". Quantity 1..999. */
export const orderingCartItemSchema = z.object({
  product_id: idSchema,
  quantity: z.number().int().min(1).max(999),
  variant_id: idSchema.nullable(),
  option_groups: z.array(selectedOptionGroupSchema).max(50),
  special_request: z.string().max(500).nullable(),
  menu_id: idSchema,
});
export type OrderingCartItem = z.infer<typeof orderingCartItemSchema>;

// ---------------------------------------------------------------------------------------------
// Cart item as held locally (spec section 3). Not on the wire; the shape the storefront keeps.
// ---------------------------------------------------------------------------------------------

export type LocalSelectedOption = {
  id: number;
  name: string;
  price: number;
  quantity: number;
  option_groups: LocalSelectedOptionGroup[];
};
export type LocalSelectedOptionGroup = { id: number; name: string; options: LocalSelectedOption[] };

export const localSelectedOptionSchema: z.ZodType<LocalSelectedOption> = z.lazy(() =>
  z.object({
    id: idSchema,
    name: z.string(),
    price: moneySchema,
    quantity: z.number().int().min(1),
    option_groups: z.array(localSelectedOptionGroupSchema),
  }),
);
export const localSelectedOptionGroupSchema: z.ZodType<LocalSelectedOptionGroup> = z.lazy(() =>
  z.object({ id: idSchema, name: z.string(), options: z.array(localSelectedOptionSchema) }),
);

/** `id` is the product id. Two items are the same line when everything but quantity and prices matches. */
export const localCartItemSchema = z.object({
  id: idSchema,
  name: z.string(),
  menuId: idSchema,
  menuPurpose: menuPurposeSchema,
  storeSlug: slugSchema,
  storeName: z.string(),
  storeCountry: z.object({ iso_two_code: countryIsoCodeSchema }),
  quantity: z.number().int().min(1).max(999),
  selectedVariant: variantSchema.pick({ id: true, name: true, price: true, price_after_discount: true }).nullable(),
  selectedOptionGroups: z.array(localSelectedOptionGroupSchema),
  specialRequest: z.string().max(500).nullable(),
  unitPrice: moneySchema,
  unitPriceAfterDiscount: moneySchema,
});
export type LocalCartItem = z.infer<typeof localCartItemSchema>;
