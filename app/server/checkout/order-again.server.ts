// "Order again" from the menu (decision 117): a signed-in customer's last orders at a brand, as
// cards on its brand and store pages (one orders call, never for a visitor), and the tap that puts
// an order into the cart from today's catalogue and opens its store's checkout with the order's
// address and payment chosen. A cart with something in it asks first: replace it or add to it.
import { redirect } from "@remix-run/node";
import type { Address, Order } from "~/contract";
import { ADDRESS_DETAIL_FIELDS } from "~/contract/address-kinds";
import { addItem, cartStoreSlug, clearCart } from "~/cart/cart";
import { reorderItems } from "~/cart/reorder";
import { itemDetails } from "~/cart/item-details";
import { formatList, formatNumber, formatTime } from "~/i18n/format";
import { formatMoney } from "~/i18n/money";
import { localePath } from "~/i18n/locale";
import { countryTimeZone } from "~/i18n/time-zones";
import type { AppContext } from "../request";
import { isSignedIn, rethrowUnauthorized } from "../sign-in";
import { loadOrder } from "../orders";
import { getStore } from "../catalogue";
import { getCart, saveCart, storeNames } from "../cart";
import { listAddresses, listSavedCards, samePoint } from "../account";
import { ADDRESS_BOOK_SIZE } from "./load.server";
import { startCheckoutWith } from "./draft.server";
import { addToast } from "../session";

declare module "../session/session.server" {
  interface SessionData {
    /** What changed since the order "Order again" put in the cart, said once on its store's checkout. */
    orderAgainChanges?: {
      storeSlug: string;
      currency: Currency;
      leftOut: string[];
      changed: { name: string; was: number; now: number }[];
    };
  }
}

type Currency = { currency_code: string; decimal_places: number };

/** Cards in the row, and how many of the newest orders are read to find them (declined attempts are skipped). */
const ROW_SIZE = 3;
const READ = 10;
/** Lines a card lists; more are counted. */
const CARD_LINES = 3;

/** An order that was placed: a declined payment attempt, or one still waiting for its payment, is not. */
const wasPlaced = (order: Order) => order.status !== "payment_failed" && order.status !== "awaiting_payment";

/**
 * The "Order again" row of a brand's pages, worded here (no text more for a visitor's browser):
 * nothing for a visitor, a customer without orders at the brand, or when the platform's orders
 * call fails (the page stands without it). Spread into a loader's answer, so a visitor's page data
 * is unchanged.
 */
export async function orderAgainRow(
  context: AppContext,
  brandSlug: string,
): Promise<{ orderAgain?: NonNullable<Awaited<ReturnType<typeof readRow>>> }> {
  if (!isSignedIn(context.session)) return {};
  try {
    const row = await readRow(context, brandSlug);
    return row ? { orderAgain: row } : {};
  } catch (error) {
    context.log.warn("order again row left out", { error: error instanceof Error ? error.message : String(error) });
    return {};
  }
}

/** The customer's last placed orders at the brand as the row's cards (one orders call), or null for none. */
async function readRow(context: AppContext, brandSlug: string) {
  const { t, locale } = context;
  const list = await context.api.call("orders", { query: { page: 1, per_page: READ, brand_slug: brandSlug } });
  const orders = list.data.filter(wasPlaced).slice(0, ROW_SIZE);
  if (orders.length === 0) return null;
  const cards = orders.map((order) => {
    const placed = formatTime(locale, countryTimeZone(order.country.iso_two_code), order.created_at, "dayTime");
    return {
      code: order.code,
      store: order.store.name,
      placed,
      total: order.totals.grand_total,
      currency: { currency_code: order.country.currency_code, decimal_places: order.country.decimal_places },
      lines: order.items.slice(0, CARD_LINES).map((item) => ({
        name: item.name,
        quantity: `${formatNumber(locale.lang, item.quantity)}×`,
        details: itemDetails(locale.lang, { variant: item.variant?.name ?? null, options: item.options }),
      })),
      more: order.items.length > CARD_LINES ? t("order.again.more", { count: order.items.length - CARD_LINES }) : null,
      label: t("order.again.label", { store: order.store.name, placed }),
    };
  });
  return { title: t("order.again.title"), button: t("order.again.button"), cards };
}

/** What the customer chose when the cart was not empty (the question's buttons), or null: not asked yet. */
function againChoice(value: FormDataEntryValue | null | undefined): "replace" | "add" | null {
  return value === "replace" || value === "add" ? value : null;
}

/**
 * "Order again": the order's lines, rebuilt from today's catalogue, into an empty cart (or replacing
 * it, or added to a cart of the same store, as the customer chose), then its store's checkout with
 * the order's address and payment chosen. Answers where to go: the checkout; the question when the
 * cart has something in it and nothing was chosen; the store when nothing of the order is left.
 */
export async function orderAgain(context: AppContext, order: Order, choice: "replace" | "add" | null): Promise<string> {
  const { session, locale, t } = context;
  const storeSlug = order.store.slug;
  const cart = getCart(context);
  const question = `${localePath(locale, "/cart")}?again=${order.code}`;
  // A cart with something in it is the customer's to give up or to add to; adding needs the same store.
  if (cart.items.length > 0 && (choice === null || (choice === "add" && cartStoreSlug(cart) !== storeSlug)))
    return question;
  const { items, leftOut, changed } = reorderItems(await getStore(context, storeSlug), order);
  let next = choice === "add" ? cart : clearCart();
  let added = 0;
  for (const item of items) {
    const result = addItem(next, item);
    if (result.ok) [next, added] = [result.cart, added + 1];
    else leftOut.push(item.name);
  }
  if (added === 0) {
    addToast(session, "error", t("order.again.nothingLeft", { names: formatList(locale.lang, leftOut, "and") }));
    return localePath(locale, `/store/${storeSlug}`);
  }
  saveCart(context, next);
  session.unset("pendingAdd");
  const currency = { currency_code: order.country.currency_code, decimal_places: order.country.decimal_places };
  if (leftOut.length || changed.length) session.set("orderAgainChanges", { storeSlug, currency, leftOut, changed });
  else session.unset("orderAgainChanges");
  await chooseOrdersDefaults(context, order);
  return localePath(locale, `/store/${storeSlug}/checkout`);
}

/**
 * The checkout of the order's store starts from the order's address (the address of the book at its
 * place, with its details where two are there) and payment (its saved card by brand and last four
 * digits); the checkout offers them only while they are still the customer's and the branch's. An
 * address book or cards the platform does not give leave the checkout's own choice.
 */
async function chooseOrdersDefaults(context: AppContext, order: Order): Promise<void> {
  const country = order.country.iso_two_code;
  const card = order.payment_method === "credit_card" ? order.saved_card : null;
  try {
    const [book, cards] = await Promise.all([
      listAddresses(context, 1, ADDRESS_BOOK_SIZE),
      card ? listSavedCards(context, country) : null,
    ]);
    const savedCard = card && cards?.data.find((c) => c.brand === card.brand && c.last_four === card.last_four);
    startCheckoutWith(context, order.store.slug, {
      address: orderAddressInBook(book.data, order)?.id ?? null,
      values: {
        payment_method: order.payment_method,
        ...(order.payment_method === "credit_card" ? { saved_card_id: savedCard ? String(savedCard.id) : "new" } : {}),
      },
    });
  } catch (error) {
    context.log.warn("order again: the checkout keeps its own choice", {
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

const norm = (value: string | null | undefined) => (value ?? "").trim().toLowerCase();

/** The address of the book the order went to: at its place, the one with its kind and details first. */
export function orderAddressInBook(book: Address[], order: Pick<Order, "address" | "country">): Address | undefined {
  const there = book.filter((a) => a.country_iso_code === order.country.iso_two_code && samePoint(a, order.address));
  const same = (a: Address) =>
    a.kind === order.address.kind &&
    ADDRESS_DETAIL_FIELDS.every((field) => norm(a[field]) === norm(order.address[field]));
  return there.find(same) ?? there[0];
}

/** What changed since the order, said once on its store's checkout: lines left out by name, prices old → new. */
export function takeOrderAgainChanges(context: AppContext, storeSlug: string): string[] {
  const changes = context.session.get("orderAgainChanges");
  if (!changes || changes.storeSlug !== storeSlug) return [];
  context.session.unset("orderAgainChanges");
  const { t, locale } = context;
  const money = (minor: number) =>
    formatMoney(minor, changes.currency.currency_code, changes.currency.decimal_places, locale);
  return [
    ...(changes.leftOut.length
      ? [t("cart.reorder.leftOut", { names: formatList(locale.lang, changes.leftOut, "and") })]
      : []),
    ...changes.changed.map((c) =>
      t("order.again.priceChanged", { name: c.name, was: money(c.was), now: money(c.now) }),
    ),
  ];
}

/**
 * The question on the cart page (`?again=CODE`) when "Order again" meets a cart with something in
 * it: the order's store, and the cart's when it is another (then adding is not offered). Null when
 * the page does not ask, or the cart is empty by now (the row's button needs no question then).
 */
export async function orderAgainQuestion(context: AppContext, request: Request, code: string | null) {
  const cart = getCart(context);
  if (code === null || cart.items.length === 0) return null;
  const order = await loadOrder(context, request, code);
  const current = cartStoreSlug(cart);
  const otherStore =
    current === order.store.slug ? null : ((await storeNames(context, current))?.store ?? cart.items[0]!.storeName);
  return { code: order.code, store: order.store.name, otherStore };
}

/**
 * The menu's "Order again" post to the order's page (`intent=again`, `cart=replace|add` once asked):
 * the customer's own order of this vendor (loadOrder), then `orderAgain`; answers a 303.
 */
export async function orderAgainPost(
  context: AppContext,
  request: Request,
  { code, form }: { code: string | undefined; form: FormData },
) {
  const order = await loadOrder(context, request, code);
  const next = await orderAgain(context, order, againChoice(form.get("cart"))).catch((error: unknown) => {
    rethrowUnauthorized(error, context, request);
    throw error;
  });
  return redirect(next, 303);
}
