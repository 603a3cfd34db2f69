// A checkout post, read once and handed to the intent it carries: a cart line's button, one of the
// cart's own forms, a new total, or the order.
import { json, redirect } from "@remix-run/node";
import { cartStoreSlug } from "~/cart/cart";
import { type AppContext, failure, formValues } from "../request";
import { cartChoice, getCart, lineChange, saveCart } from "../cart";
import { getVendorStore } from "../catalogue";
import { placedTarget, postedAttempt } from "./attempt.server";
import { CHECKOUT_FORM_FIELDS, addressChoiceSchema, keepChosenAddress, keepDraft } from "./draft.server";
import { type CheckoutPost, placeOrder, refuse } from "./place.server";

/** What a checkout post asks for: a cart line's button, one of the cart's own forms, a new total, or the order. */
type CheckoutIntent =
  | { name: "line"; change: string; line: string }
  | { name: "cart"; form: FormData }
  | { name: "price"; form: FormData }
  | { name: "place" };

/**
 * Places the cart's order from the checkout form: the attempt's idempotency key (a repeat goes where
 * the first went; a form from an earlier attempt is refused), then what the post asks for
 * (`checkoutIntent`): a change to the cart, a new total, or the order. Answers a redirect (the
 * payment page or the order) or the form's failure.
 */
export async function placeCheckout(
  context: AppContext,
  { request, storeSlug, form }: { request: Request; storeSlug: string; form: FormData | null },
): Promise<Response> {
  const { t } = context;
  await getVendorStore(context, storeSlug);
  // The form as posted, with the button it was sent by (the page opens the row it changed; decision 118).
  const shown = formValues(form, [...CHECKOUT_FORM_FIELDS, "intent"]);
  // The idempotency key is the session's: a form from an earlier attempt is never placed, and a
  // repeat of a placed attempt (double submit, retried request) goes where the first one went.
  const attempt = postedAttempt(context, storeSlug, form);
  if (attempt?.placed) return redirect(await placedTarget(context, storeSlug, attempt.placed), 303);
  const cart = getCart(context);
  if (cartStoreSlug(cart) !== storeSlug) return refuse(shown, {}, t("checkout.errors.emptyCart"));
  if (!attempt) return refuse(shown, {}, t("checkout.errors.stale"), 409);
  // Whatever this post ends in, the next render of the page shows the form as posted.
  keepDraft(context, storeSlug, shown);
  const post: CheckoutPost = { context, request, storeSlug, form, shown, attempt, cart };
  const intent = checkoutIntent(form);
  switch (intent.name) {
    case "line":
      return changeLineAtCheckout(post, intent.change, intent.line);
    case "cart":
      return changeCartAtCheckout(post, intent.form);
    case "price":
      return repriceCheckout(post, intent.form);
    case "place":
      return placeOrder(post);
  }
}

/** What the posted checkout form asks for; a form without a known intent places the order. */
function checkoutIntent(form: FormData | null): CheckoutIntent {
  if (!form) return { name: "place" };
  // A line's button says what and which line in its one value.
  const lineButton = /^(decrement|increment|remove) ([0-9a-z]{1,16})$/.exec(String(form.get("cart_line") ?? ""));
  if (lineButton) return { name: "line", change: lineButton[1]!, line: lineButton[2]! };
  const intent = form.get("intent");
  if (intent === "promo" || intent === "promo-remove" || intent === "wallet") return { name: "cart", form };
  if (intent === "price") return { name: "price", form };
  return { name: "place" };
}

/**
 * A cart line's button at the checkout: posted with the checkout's form, so whatever was typed here
 * is kept by the same post (without JS the page is rendered afresh: decision 65).
 */
async function changeLineAtCheckout(post: CheckoutPost, change: string, line: string): Promise<Response> {
  const changed = await lineChange(post.context, post.cart, lineForm(change, line));
  if ("refused" in changed) return refuse(post.shown, {}, changed.refused, changed.status);
  saveCart(post.context, changed.cart);
  return json(failure(post.shown));
}

/** The cart's promo code (apply, remove) or wallet choice at the checkout, posted with its form like a line's button. */
function changeCartAtCheckout(post: CheckoutPost, form: FormData): Response {
  const chosen = cartChoice(post.context, post.cart, form);
  if ("refused" in chosen) return refuse(post.shown, {}, chosen.refused, chosen.status);
  saveCart(post.context, chosen.cart);
  return json(failure(post.shown));
}

/**
 * "Update the total" (JS off; with JS, choosing another address) for another address or timing:
 * kept for this checkout (the draft), and the page reprices there.
 */
function repriceCheckout(post: CheckoutPost, form: FormData): Response {
  const choice = addressChoiceSchema.safeParse(form.get("address"));
  if (!choice.success) return refuse(post.shown, { address: post.context.t("checkout.errors.address") });
  keepChosenAddress(post.context, post.storeSlug, choice.data);
  // The form again as typed, without a message (200): the page shows the new address's total.
  return json(failure(post.shown));
}

/** A line button's post as the cart's own line forms send it. */
function lineForm(intent: string, line: string): FormData {
  const form = new FormData();
  form.set("intent", intent);
  form.set("line", line);
  return form;
}
