// The cart: the cart in the session and its forms (cart), its price from the platform (price),
// the view a page shows (view), the lines' names (names), the platform's line limits (limits), a
// refused choice (choice-failure), an earlier order put back in it (reorder). What the rest of the
// app may use of it:
export { addToCart, cartChoice, getCart, lineChange, productPage, quickAdd, saveCart, updateCart } from "./cart.server";
export { choiceFailure, submittedChoice } from "./choice-failure.server";
export { cartNames, storeNames } from "./names.server";
export { orderingBody, priceCart, priceCartShown } from "./price.server";
export { reorder } from "./reorder.server";
export { cartPage, orderReasonText, showCart } from "./view.server";
