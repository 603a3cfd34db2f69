// Wallet credits are offered beside a cart only to a signed-in customer who has some (or has them
// applied already, so they can be taken off), with the balance said where they are offered.
import type { AppContext } from "../request";
import type { Cart } from "~/cart/cart";
import { isSignedIn } from "../sign-in";
import { getProfile } from "./account.server";

/** The balance to offer credits with (minor units), or null: none to offer. */
export const walletBalanceOffered = (balance: number, applied: boolean): number | null =>
  balance > 0 || applied ? balance : null;

/** The credits a page's cart offers: the profile's balance read for a signed-in customer with a cart (none when it cannot be read). */
export async function walletOffer(context: AppContext, cart: Cart): Promise<number | null> {
  if (!isSignedIn(context.session) || cart.items.length === 0) return null;
  const profile = await getProfile(context).catch(() => null);
  return profile ? walletBalanceOffered(profile.wallet_balance, cart.applyWallet) : null;
}
