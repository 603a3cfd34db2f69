// What the product route gives its page (without JS) and the product dialog (with JS): the
// loader's data and the add action's answer to a fetcher. Types only, shared by both sides.
import type { Menu, Product, StoreInfo } from "~/contract";
import type { ReplaceConflict } from "~/cart/cart";
import type { ChoiceError } from "~/cart/selection";

export interface ProductView {
  info: StoreInfo;
  menu: Menu["info"];
  product: Product;
  /** The add waiting for the customer's confirmation (the page's `?confirm=1`), if any. */
  pending: ReplaceConflict | null;
  logoBrandSlug: string;
  meta: { title: string; description?: string };
}

export type AddActionData = { ok: true } | { ok: false; errors: ChoiceError[] } | { ok: false; pending: ReplaceConflict };
