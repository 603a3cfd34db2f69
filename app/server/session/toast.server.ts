// A toast carried in the session across a redirect: one at a time (a new one replaces the one still
// waiting), for one page only. An answer that redirects names the page it lands on (landToast, from
// edge/remix.server.ts, for a 303 and for a data post's redirect alike); the root loader of that page takes it
// (takeToast), and any other page's load drops it, so it is never shown on a later navigation. A
// toast made by a data post answered with data (a dialog's fetcher) has no page: the revalidation of
// the page the customer is on takes it. The page shows it: app/components/toasts.tsx.
import { isSessionUnavailable, type Session } from "./session.server";
import type { Toast, ToastKind } from "~/forms/toast";
import { splitLocalePath } from "~/i18n/locale";

interface WaitingToast extends Toast {
  /** The page (path without its locale prefix) the toast is for; null: whichever page loads next. */
  page: string | null;
}

declare module "./session.server" {
  interface SessionData {
    toast?: WaitingToast;
    /** Before one-toast-per-page: a list; dropped when seen. */
    toasts?: unknown;
  }
}

const BASE = "http://same.invalid";

/** The page a path or URL names, whatever its locale prefix, query or fragment. */
export function toastPage(target: string): string {
  return splitLocalePath(new URL(target, BASE).pathname).rest;
}

/**
 * A toast for the next page load, or for `page` only: a data post that knows the page the customer is
 * on names it, so a later page (the cart the basket bar leads to while the post is on its way) never
 * takes it; the revalidation of that page does.
 */
export function addToast(session: Session, kind: ToastKind, message: string, page: string | null = null): void {
  session.set("toast", { id: crypto.randomUUID(), kind, message, page: page === null ? null : toastPage(page) });
}

/** The toast a page's load took in this request: never shown if the answer redirects (landToast). */
const taken = new WeakMap<Session, WaitingToast>();

/** An answer that redirects: the waiting toast is for the page the redirect lands on. */
export function landToast(session: Session, response: Response): void {
  const target =
    response.headers.get("X-Remix-Redirect") ??
    (response.status >= 300 && response.status < 400 ? response.headers.get("Location") : null);
  if (!target) return;
  try {
    const toast = session.get("toast");
    if (toast) {
      if (toast.page === null) session.set("toast", { ...toast, page: toastPage(target) });
      return;
    }
    // The page's load took a toast, but the page is not shown: the redirect carries it on.
    const unseen = taken.get(session);
    if (unseen) session.set("toast", { ...unseen, page: toastPage(target) });
  } catch (error) {
    if (!isSessionUnavailable(error)) throw error; // the store is down: nothing waits
  }
}

/** The toast for the page being loaded (`url`), taken once; a toast for another page is dropped. */
export function takeToast(session: Session, url: string): Toast | null {
  if (session.has("toasts")) session.unset("toasts");
  const waiting = session.take("toast");
  if (!waiting || (waiting.page !== null && waiting.page !== toastPage(url))) return null;
  taken.set(session, waiting);
  return { id: waiting.id, kind: waiting.kind, message: waiting.message };
}
