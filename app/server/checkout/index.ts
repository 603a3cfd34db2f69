// The checkout, by what it does: load the page (load), keep what the customer chose between answers (draft),
// read a post and run its intent (post), place the order (place), one attempt at a time (attempt), its days
// and times (schedule), a declined payment paid again as the same order (payment-retry) and an earlier order
// taken to the checkout again (order-again). What the rest of the app may use of it:
export { loadCheckout } from "./load.server";
export { placeCheckout } from "./post.server";
export { CHECKOUT_FORM_FIELDS } from "./draft.server";
export { scheduledInstant } from "./schedule.server";
export { failedPage, payAgain, payChoices } from "./payment-retry.server";
export type { PayChoice } from "./payment-retry.server";
export { orderAgainPost, orderAgainQuestion, orderAgainRow, takeOrderAgainChanges } from "./order-again.server";
