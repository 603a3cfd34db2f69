// The checkout, by what it does: load the page (load), keep what the customer chose between answers
// (draft), read a post and run its intent (post), place the order (place), one attempt at a time
// (attempt). What the rest of the app may use of it:
export { loadCheckout, ADDRESS_BOOK_SIZE } from "./load.server";
export { placeCheckout } from "./post.server";
export { CHECKOUT_FORM_FIELDS, startCheckoutWith } from "./draft.server";
export { checkoutKey, endCheckoutAttempt } from "./attempt.server";
