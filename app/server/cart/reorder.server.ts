// "Order again" on the server: the order's lines from today's catalogue go into the cart through the
// cart rules. A cart of another store (or a catering mix) waits for the customer's confirmation on
// the cart page, with all the lines pending; lines no longer available are named there.
import type { Order } from "~/contract";
import { addItem } from "~/cart/cart";
import { reorderItems } from "~/cart/reorder";
import { localePath } from "~/i18n/locale";
import { getStore } from "../catalogue";
import { getCart, saveCart } from "./cart.server";
import { addToast } from "../session";
import type { AppContext } from "../request";

declare module "../session/session.server" {
  interface SessionData {
    /** Names of an order's lines that "Order again" left out, shown once on the cart page. */
    reorderLeftOut?: string[];
  }
}

/** The names of the lines "Order again" left out, once (the cart page shows them after the reorder). */
export function takeReorderLeftOut(context: Pick<AppContext, "session">): string[] {
  return context.session.take("reorderLeftOut") ?? [];
}

/** Puts the order's lines in the cart; answers where to go next (the cart, or its confirmation). */
export async function reorder(context: AppContext, order: Order): Promise<string> {
  const { session, t, locale } = context;
  const store = await getStore(context, order.store.slug);
  const { items, leftOut } = reorderItems(store, order);
  const cartPage = localePath(locale, "/cart");
  if (leftOut.length) session.set("reorderLeftOut", leftOut);
  else session.unset("reorderLeftOut");
  let cart = getCart(context);
  for (const [index, item] of items.entries()) {
    const result = addItem(cart, item);
    if (result.ok) {
      cart = result.cart;
      continue;
    }
    if (result.conflict === "limit" || result.conflict === "quantity") {
      leftOut.push(item.name);
      session.set("reorderLeftOut", leftOut);
      continue;
    }
    // The cart rules ask first: the whole order waits for the answer.
    const { ok: _ok, ...conflict } = result;
    session.set("pendingAdd", { item, more: items.slice(index + 1), ...conflict });
    return `${cartPage}?confirm=1`;
  }
  saveCart(context, cart);
  if (items.length) addToast(session, "success", t("cart.reorder.added", { count: items.length }));
  return cartPage;
}
