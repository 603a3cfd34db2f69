// What the product route gives its page (without JS) and the product dialog (with JS): the
// loader's data and the add action's answer to a fetcher. Types only, shared by both sides.
import type { Menu, Product, StoreInfo } from "~/contract";
import type { ReplaceConflict } from "~/cart/cart";
import type { Done, FormFailure } from "~/forms/form-failure";

export interface ProductView {
  info: StoreInfo;
  menu: Menu["info"];
  product: Product;
  /** The add waiting for the customer's confirmation (the page's `?confirm=1`), if any. */
  pending: ReplaceConflict | null;
  /** The store does not deliver to the customer's chosen location (its place): nothing can be added. */
  addOff: { place: string } | null;
  logoBrandSlug: string;
  meta: { title: string; description?: string };
}

/**
 * An add into a cart of another store, or a catering mix: not a failure but a question (409). The
 * add waits in the session until the customer confirms replacing the cart or keeps it.
 */
export interface ReplaceQuestion {
  ok: false;
  confirm: ReplaceConflict;
}

/** The add action's answer to a data post: added, refused (the form shows it), or the question. */
export type AddAnswer = Done | FormFailure | ReplaceQuestion;
