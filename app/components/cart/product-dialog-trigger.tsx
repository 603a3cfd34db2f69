// What the store page ships for products: links that, with JS, open the product sheet, whose code
// (form, pricing rules, Headless UI) loads on the first open. The sheet puts its product's URL (the
// product route, which renders the same product as a page) in the address bar with pushState, so
// the link can be shared and Back closes the sheet; the store page stays underneath.
import { lazyWithNamespaces } from "~/i18n/client-translations";
import { lazy, Suspense, useCallback, useEffect, useState, type MouseEvent } from "react";
import type { ProductDialogProps } from "./product-dialog";

const ProductDialog = lazy(lazyWithNamespaces(["cart", "product"], () => import("./product-dialog")));

/** The history entry's state key that marks a sheet's entry (its value is the product URL). */
const SHEET_STATE = "productSheet";

/** True while the current history entry is an open sheet's, and just after Back left it. */
let sheetEntryActive = false;

/**
 * For the store route's shouldRevalidate: Back from a sheet pops to the store URL the router
 * already shows, which it would treat as a navigation and reload the whole menu for.
 */
export function leavingProductSheet(): boolean {
  return sheetEntryActive;
}

function sheetUrlOf(state: unknown): string | null {
  const value = state && typeof state === "object" ? (state as Record<string, unknown>)[SHEET_STATE] : null;
  return typeof value === "string" ? value : null;
}

export function useProductDialog() {
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    const onPop = () => {
      const next = sheetUrlOf(window.history.state);
      // The router handles this popstate first (and asks shouldRevalidate); reset after it.
      if (!next) setTimeout(() => (sheetEntryActive = false), 0);
      setUrl(next);
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);

  /** Opens the sheet of a product page's URL (a card's link, or its quick add "+"). */
  const show = useCallback((href: string) => {
    window.history.pushState({ ...(window.history.state as object | null), [SHEET_STATE]: href }, "", href);
    sheetEntryActive = true;
    setUrl(href);
  }, []);

  const open = useCallback((event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    // The link's own URL resolved (a card's link is relative to the store page: decision 51).
    const { pathname, search } = event.currentTarget;
    show(pathname + search);
  }, [show]);

  const close = useCallback(() => {
    // Leave the sheet's history entry (popstate then closes it), so Forward does not reopen it.
    if (sheetUrlOf(window.history.state)) window.history.back();
    else setUrl(null);
  }, []);

  return { url, open, show, close };
}

export function LazyProductDialog(props: ProductDialogProps) {
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (props.url) setOpened(true);
  }, [props.url]);
  if (!opened && !props.url) return null;
  return (
    <Suspense fallback={null}>
      <ProductDialog {...props} />
    </Suspense>
  );
}
