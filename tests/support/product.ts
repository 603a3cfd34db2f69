// A menu product for the dish facts' unit tests: Lamb Mandi in two sizes, with no facts stated.
import type { Product } from "~/contract";

export const LAMB_MANDI: Product = {
  id: 7,
  name: "Lamb Mandi",
  description: "Tender lamb",
  image: null,
  price: 5500,
  discount: { kind: "none", value: 0 },
  price_after_discount: 5500,
  availability: "available",
  max_quantity: null,
  variants: [
    { id: 1, name: "Quarter", price: 5500, price_after_discount: 5500, availability: "available" },
    { id: 2, name: "Half", price: 9800, price_after_discount: 9800, availability: "available" },
  ],
  option_groups: [],
};
