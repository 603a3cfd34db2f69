// The cart in the session (saved on every change) and the cart's forms (its summary from the
// platform: cart-price.server.ts): a product's page and its add (productPage, addToCart: the line is built from the
// catalogue, never from prices the form claims), every change of the cart page's forms (updateCart),
// and the add waiting for the customer's confirmation (pendingAdd: a cart of another store, or a
// catering mix).
import { type AppContext, invalid, refused, answer, done, redirectTarget, notFound } from "../request";
import { z } from "zod";
import {
  EMPTY_CART,
  MAX_LINES,
  MAX_LINE_QUANTITY,
  addItem,
  changeQuantity,
  clearCart,
  incrementLine,
  lineKey,
  lineLimit,
  setApplyWallet,
  setLineQuantity,
  setPromoCode,
  setQuantity,
  type Cart,
  type ReplaceConflict,
} from "~/cart/cart";
import { localCartItemSchema, promoCodeSchema, type LocalCartItem } from "~/contract";
import { parseChoiceForm, priceChoice, toCartItem, type ChoiceError } from "~/cart/selection";
import type { ProductView, ReplaceQuestion } from "~/cart/product-view";
import { categorySectionId } from "~/utils/store-anchors";
import { localePath } from "~/i18n/locale";
import { log } from "../ops";
import { ApiError } from "../platform";
import { isSignedIn } from "../sign-in";
import { cartNames } from "./names.server";
import { catalogueLineLimit } from "./limits.server";
import { storeProduct } from "../catalogue";
import { addBlockedHere } from "../location";
import { choiceFailure, submittedChoice } from "./choice-failure.server";
import { addToast } from "../session";
import { redirect } from "@remix-run/node";

/** An add that waits for the customer to confirm replacing the cart (other store, catering mix). */
/** `more`: further lines that wait with it ("Order again" adds a whole order). */
type PendingAdd = ReplaceConflict & { item: LocalCartItem; more?: LocalCartItem[] };

declare module "../session/session.server" {
  interface SessionData {
    cart?: Cart;
    pendingAdd?: PendingAdd;
  }
}

/** A cart as stored: what the session store gives back is checked against this before use. */
const storedCartSchema = z.object({
  items: z.array(localCartItemSchema).max(MAX_LINES),
  promoCode: promoCodeSchema.nullable(),
  applyWallet: z.boolean(),
}) satisfies z.ZodType<Cart>;

/** Stored carts already checked, by identity (one session record is read many times a request). */
const checked = new WeakMap<object, Cart>();

/**
 * The session's cart. A stored cart that does not parse (an older shape, a damaged record) is
 * dropped, with a log line, rather than breaking every page that shows the cart.
 */
export function getCart(context: Pick<AppContext, "session"> & Partial<Pick<AppContext, "log">>): Cart {
  const stored: unknown = context.session.get("cart");
  if (stored === undefined || stored === null) return EMPTY_CART;
  const known = typeof stored === "object" ? checked.get(stored) : undefined;
  if (known) return known;
  const parsed = storedCartSchema.safeParse(stored);
  if (!parsed.success) {
    (context.log ?? log).warn("stored cart dropped: it does not match the cart schema", {
      issues: parsed.error.issues.slice(0, 5).map((i) => `${i.path.join(".")}: ${i.message}`),
    });
    context.session.unset("cart");
    return EMPTY_CART;
  }
  if (typeof stored === "object") checked.set(stored, parsed.data);
  return parsed.data;
}

export function saveCart(context: Pick<AppContext, "session">, cart: Cart): void {
  if (cart.items.length === 0 && !cart.promoCode && !cart.applyWallet) context.session.unset("cart");
  else context.session.set("cart", cart);
}

const lineKeySchema = z.string().regex(/^[0-9a-z]{1,16}$/);
const lineQuantitySchema = z
  .string()
  .trim()
  .regex(/^\d{1,4}$/)
  .transform(Number)
  .pipe(z.number().int().min(0).max(MAX_LINE_QUANTITY));

/** A cart line key from a form, or null. */
export function parseLineKey(value: FormDataEntryValue | null): string | null {
  const parsed = lineKeySchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A line quantity from 0 (remove) to the maximum, or null. */
export function parseLineQuantity(value: FormDataEntryValue | null): number | null {
  const parsed = lineQuantitySchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A promo code as typed (trimmed, 1–50 characters), or null. */
export function parsePromoCode(value: string): string | null {
  const parsed = promoCodeSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The add waiting for the customer's confirmation (pendingAdd), as the confirmation shows it: only
 * what it says, with the cart's store named in the page's language (the product page and the cart
 * page, where "Order again" asks, both show it).
 */
export async function pendingAddView(
  context: Pick<AppContext, "api" | "config" | "session">,
): Promise<ReplaceConflict | null> {
  const pending = context.session.get("pendingAdd");
  if (!pending) return null;
  if (pending.conflict !== "store") return { conflict: "catering", menuType: pending.menuType };
  const names = await cartNames(context, getCart(context));
  return { conflict: "store", currentStoreName: names?.store ?? pending.currentStoreName };
}

/** Which product a product page or its add is about (the route's params and `?menu=`). */
interface ProductAt {
  request: Request;
  storeSlug: string;
  productId: number;
  /** The menu asked for, or null: the first menu that has the product. */
  menuId: number | null;
}

/** A product's page without JS, and its data for the dialog with JS (the add waiting for confirmation on `?confirm=1`). */
export async function productPage(context: AppContext, { request, ...at }: ProductAt): Promise<ProductView> {
  const { store, menu, product } = await storeProduct(context, request, at);
  const confirming = new URL(request.url).searchParams.get("confirm") === "1";
  return {
    info: store.info,
    menu: menu.info,
    product,
    pending: confirming ? await pendingAddView(context) : null,
    addOff: await addBlockedHere(context, store.info),
    logoBrandSlug: store.info.brand_slug,
    meta: { title: `${product.name} · ${store.info.name}`, description: product.description },
  };
}

/**
 * Adds the product form's choice to the cart, built from the catalogue. A refused choice answers the
 * one failure shape with what was posted (the form shows it again); a cart of another store, or a
 * catering mix, keeps the add waiting (pendingAdd) and asks (ReplaceQuestion, 409: a plain form on
 * the page's `?confirm=1`); an added line goes back to the store page's menu where the product is.
 */
export async function addToCart(context: AppContext, { request, form, ...at }: ProductAt & { form: FormData | null }) {
  const { store, menu, product } = await storeProduct(context, request, at);
  const { t, session, locale } = context;
  const storePage = `${localePath(locale, `/store/${store.info.slug}`)}?menu=${menu.info.id}`;
  const input = form ? parseChoiceForm(form) : null;
  // A refused add answers the one failure shape, with what was posted (the form shows it again).
  const values = submittedChoice(form);
  const refuse = (errors: ChoiceError[]) => choiceFailure(t, errors, values);
  if (!input) return refuse([{ field: "options", code: "unknown" }]);
  // A store that does not deliver to the chosen location takes nothing: a cart it could never check out.
  const blocked = await addBlockedHere(context, store.info);
  if (blocked) return invalid(values, {}, t("store.addOff", { place: blocked.place }));
  const priced = priceChoice(product, input);
  if (priced.errors.length) return refuse(priced.errors);

  const item = toCartItem(store.info, menu, product, input, priced);
  const result = addItem(getCart(context), item, { max: lineLimit(product.max_quantity) });
  if (!result.ok) {
    if (result.conflict === "limit") return refuse([{ field: "quantity", code: "range", max: 0 }]);
    if (result.conflict === "quantity") {
      return refuse([
        result.inCart
          ? { field: "quantity", code: "inCart", max: result.max, inCart: result.inCart }
          : { field: "quantity", code: "range", max: result.max },
      ]);
    }
    const { ok: _ok, ...conflict } = result;
    session.set("pendingAdd", { item, ...conflict });
    // A question, not a failure: a plain form asks on this page (?confirm=1), a data post gets it.
    const question: ReplaceQuestion = { ok: false, confirm: (await pendingAddView(context))! };
    return answer(context, `${new URL(request.url).pathname}?menu=${menu.info.id}&confirm=1`, question, {
      status: 409,
    });
  }
  saveCart(context, result.cart);
  session.unset("pendingAdd");
  // With JS the sheet's store page shows it (its revalidation), and no other page.
  addToast(session, "success", t("cart.added"), context.isDataRequest ? storePage : null);
  // Back on the menu where the product is (the store page's category anchor); the dialog closes.
  const category = menu.categories.find((c) => c.products.some((p) => p.id === product.id));
  return done(context, category ? `${storePage}#${categorySectionId(category.id)}` : storePage);
}

/**
 * A cart line changed as a post asks, by its `intent` (decrement, increment, set-quantity with
 * `quantity`, remove) and `line`: more of a line stays within the catalogue's limit for its product.
 * The cart's own forms and the checkout's (decision 65) both come here.
 */
export async function lineChange(
  context: AppContext,
  cart: Cart,
  form: FormData,
): Promise<{ cart: Cart } | { refused: string; status: number }> {
  const { t } = context;
  const refusal = (refused: string, status = 400) => ({ refused, status });
  const line = parseLineKey(form.get("line"));
  const hasLine = line !== null && cart.items.some((item) => lineKey(item) === line);
  switch (form.get("intent")) {
    case "decrement": {
      if (!hasLine) return refusal(t("cart.errors.noLine"), 404);
      return { cart: changeQuantity(cart, line!, -1) }; // fewer is always fine
    }
    case "increment":
    case "set-quantity": {
      if (!hasLine) return refusal(t("cart.errors.noLine"), 404);
      const setting = form.get("intent") === "set-quantity";
      const quantity = setting ? parseLineQuantity(form.get("quantity")) : null;
      if (setting && quantity === null) return refusal(t("cart.errors.quantity", { max: MAX_LINE_QUANTITY }));
      if (quantity === 0) return { cart: setQuantity(cart, line!, 0) };
      // More of a line (or a new number): within the catalogue's limit for its product.
      const limit = await catalogueLineLimit(
        context,
        cart.items.find((item) => lineKey(item) === line)!,
      ).catch((error: unknown) => {
        if (error instanceof ApiError && error.kind !== "cancelled") return undefined;
        throw error;
      });
      if (limit === undefined) return refusal(t("common.errors.unavailable"), 503);
      if (limit === null) return refusal(t("cart.errors.gone"), 409);
      const result = setting ? setLineQuantity(cart, line!, quantity!, limit) : incrementLine(cart, line!, limit);
      if (!result.ok)
        return refusal(result.reason === "noLine" ? t("cart.errors.noLine") : t("cart.errors.max", { count: limit }));
      return { cart: result.cart };
    }
    case "remove": {
      if (!hasLine) return refusal(t("cart.errors.noLine"), 404);
      return { cart: setQuantity(cart, line!, 0) };
    }
    default:
      return refusal(t("cart.errors.invalid"));
  }
}

/**
 * The cart's promo code and wallet flag as a post sets them, by its `intent`: "promo" (`code`; empty
 * or `remove=1` takes it off), "promo-remove", "wallet" (`apply=1` or not). The cart's own forms and
 * the checkout's (whose post keeps every field typed there: decision 65) both come here.
 */
export function cartChoice(
  context: AppContext,
  cart: Cart,
  form: FormData,
): { cart: Cart } | { refused: string; status: number } {
  const { t, session } = context;
  const intent = form.get("intent");
  if (intent === "wallet") {
    if (!isSignedIn(session)) return { refused: t("common.errors.forbidden"), status: 403 };
    return { cart: setApplyWallet(cart, form.get("apply") === "1") };
  }
  const raw = String(form.get("code") ?? "").trim();
  if (intent === "promo-remove" || raw === "" || form.get("remove") === "1") return { cart: setPromoCode(cart, null) };
  const code = parsePromoCode(raw);
  if (code === null) return { refused: t("cart.errors.promo"), status: 400 };
  return { cart: setPromoCode(cart, code) };
}

/**
 * A post of one of the cart's forms, by its `intent`: increment, decrement, set-quantity, remove,
 * clear, promo, promo-remove, wallet, confirm-replace, cancel-replace. More of a line stays within the catalogue's
 * limit for its product. Answers done() (back to `redirectTo`, else the cart page) or the refusal
 * as the form's message.
 */
export async function updateCart(context: AppContext, form: FormData | null) {
  const { t, session, locale } = context;
  const fail = (message: string, status = 400) => refused(message, status);
  if (!form) return fail(t("cart.errors.invalid"));
  const back = redirectTarget(form, localePath(locale, "/cart"));
  let cart = getCart(context);

  switch (form.get("intent")) {
    case "decrement":
    case "increment":
    case "set-quantity":
    case "remove": {
      const changed = await lineChange(context, cart, form);
      if ("refused" in changed) return fail(changed.refused, changed.status);
      cart = changed.cart;
      break;
    }
    case "clear":
      cart = clearCart();
      session.unset("pendingAdd");
      break;
    case "promo":
    case "promo-remove":
    case "wallet": {
      const chosen = cartChoice(context, cart, form);
      if ("refused" in chosen) return fail(chosen.refused, chosen.status);
      cart = chosen.cart;
      break;
    }
    case "confirm-replace": {
      const pending = session.take("pendingAdd");
      if (!pending) return done(context, back);
      const result = addItem(cart, pending.item, { replace: true });
      if (result.ok) cart = result.cart;
      for (const item of pending.more ?? []) {
        const next = addItem(cart, item);
        if (next.ok) cart = next.cart;
      }
      addToast(session, "success", t("cart.added"), context.isDataRequest ? back : null);
      break;
    }
    case "cancel-replace":
      session.unset("pendingAdd");
      return done(context, back);
    default:
      return fail(t("cart.errors.invalid"));
  }
  saveCart(context, cart);
  return done(context, back);
}

/** Whether a product needs a choice before it can be added: a variant, or a required option group. */
export function needsChoice(product: { variants: unknown[]; option_groups: { min: number }[] }): boolean {
  return product.variants.length > 0 || product.option_groups.some((g) => g.min > 0);
}

/**
 * A product card's quick add "+" (the store page's one form, a button named `p<id>`): a product that
 * needs a choice goes to its page; one that needs none is added as it comes (one, no options), back to
 * the menu. Whatever is not simply added (a refusal, the question of another store's cart) continues
 * on the product's page, which says it: a redirect, which a fetcher follows as a navigation too.
 */
export async function quickAdd(
  context: AppContext,
  {
    request,
    storeSlug,
    menuId,
    form,
  }: { request: Request; storeSlug: string; menuId: number | null; form: FormData | null },
) {
  // The button's name is `p<id>` (its value would cost bytes on every card: decision 51).
  const name = [...(form?.keys() ?? [])].find((key) => /^p\d{1,9}$/.test(key));
  const productId = name ? Number(name.slice(1)) : 0;
  if (!productId) throw notFound();
  const storePath = localePath(context.locale, `/store/${storeSlug}`);
  const { menu, product } = await storeProduct(context, request, { storeSlug, productId, menuId });
  const productPath = `${storePath}/product/${product.id}?menu=${menu.info.id}`;
  if (needsChoice(product)) return redirect(productPath, 303);
  const productRequest = new Request(new URL(productPath, request.url), { headers: request.headers });
  const added = await addToCart(context, {
    request: productRequest,
    storeSlug,
    productId: product.id,
    menuId: menu.info.id,
    form: new FormData(),
  });
  if (added.status === 409) return redirect(`${productPath}&confirm=1`, 303);
  if (added.status >= 400) {
    const failure = (await added
      .clone()
      .json()
      .catch(() => null)) as { formError?: string | null; fieldErrors?: Record<string, string> } | null;
    const message = failure?.formError ?? Object.values(failure?.fieldErrors ?? {})[0];
    if (message) addToast(context.session, "error", message);
    return redirect(productPath, 303);
  }
  return added;
}
