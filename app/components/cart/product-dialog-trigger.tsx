// What the store page ships for products: links that, with JS, open the product sheet. The sheet's
// code (form, pricing rules, Headless UI) is its own chunk, fetched when a card is pointed at or
// touched, so a visit that opens no product never downloads it; until it is in, the tap shows the
// sheet drawn from what the card knows (sheet-preview.tsx). The sheet puts its product's URL (the
// product route, which renders the same product as a page) in the address bar with pushState, so
// the link can be shared and Back closes the sheet; the store page stays underneath. Closed, it gives
// keyboard focus back to the card's link that opened it.
import { lazyWithNamespaces } from "~/i18n/client-translations";
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type MouseEvent } from "react";
import type ProductDialogModule from "./product-dialog";
import type { ProductDialogProps } from "./product-dialog";
import { SheetPreviewFrame, type SheetPreview } from "./sheet-preview";

let loading: Promise<{ default: typeof ProductDialogModule }> | null = null;

/** Fetches the sheet's code and texts (once): on a card's hover or touch, and on the first open. */
export function preloadProductDialog() {
  loading ??= lazyWithNamespaces(["cart", "product", "store"], () => import("./product-dialog"))().catch(
    (error: unknown) => {
      loading = null; // offline for now: the next try fetches again
      throw error;
    },
  );
  return loading;
}

const ProductDialog = lazy(preloadProductDialog);

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

/** Focus back on the element that opened the sheet, once the sheet has let it go. */
function useFocusReturn(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) wasOpen.current = true;
    if (open || !wasOpen.current) return;
    wasOpen.current = false;
    const element = opener.current;
    // After the dialog's own focus handling on close (it restores to what was focused when it
    // mounted, which may be the preview's close button, gone by then).
    const timer = setTimeout(() => element?.isConnected && element.focus({ preventScroll: true }), 0);
    return () => clearTimeout(timer);
  }, [open]);
  return opener;
}

export function useProductDialog() {
  const [url, setUrl] = useState<string | null>(null);
  const [preview, setPreview] = useState<SheetPreview | null>(null);
  const opener = useFocusReturn(url !== null);

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

  /** Opens the sheet of a product page's URL (a card's link, or its quick add "+"), drawn at once from its card. */
  const show = useCallback(
    (href: string, card: SheetPreview | null = null, from: HTMLElement | null = null) => {
      window.history.pushState({ ...(window.history.state as object | null), [SHEET_STATE]: href }, "", href);
      sheetEntryActive = true;
      opener.current = from ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
      setPreview(card);
      setUrl(href);
    },
    [opener],
  );

  const open = useCallback(
    (event: MouseEvent<HTMLAnchorElement>, card: SheetPreview | null = null) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      event.preventDefault();
      // The link's own URL resolved (a card's link is relative to the store page: decision 51).
      const { pathname, search } = event.currentTarget;
      show(pathname + search, card, event.currentTarget);
    },
    [show],
  );

  const close = useCallback(() => {
    // Leave the sheet's history entry (popstate then closes it), so Forward does not reopen it.
    if (sheetUrlOf(window.history.state)) window.history.back();
    else setUrl(null);
  }, []);

  return { url, preview: url ? preview : null, open, show, close };
}

export function LazyProductDialog(props: ProductDialogProps) {
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (props.url) setOpened(true);
  }, [props.url]);
  if (!opened && !props.url) return null;
  return (
    <Suspense
      fallback={
        props.url && props.preview ? <SheetPreviewFrame preview={props.preview} onClose={props.onClose} /> : null
      }
    >
      <ProductDialog {...props} />
    </Suspense>
  );
}
