// Where the checkout's typed draft is kept in a tab (app/components/checkout/typed-draft.ts), and how
// it goes when its session ends: a signed-out page drops every draft, for browsers that do not act on
// the sign-out's `Clear-Site-Data: "storage"`. Apart from the draft's code, so the root chunk, which
// calls `forgetDrafts`, takes only this.
const PREFIX = "web_customer_app:checkout_draft:";

/** The sessionStorage key of a store's checkout draft. */
export const draftKey = (storeSlug: string) => `${PREFIX}${storeSlug}`;

/** Drops every checkout draft this tab keeps. */
export function forgetDrafts(): void {
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // No storage (private mode): nothing kept.
  }
}
