// What the store page ships for products: links that, with JS, open the product dialog, whose code
// (form, pricing rules, Headless UI) loads on the first open.
import { lazyWithNamespaces } from "~/i18n/client-translations";
import { lazy, Suspense, useCallback, useEffect, useState, type MouseEvent } from "react";
import type { ProductDialogProps } from "./product-dialog";

const ProductDialog = lazy(lazyWithNamespaces(["cart"], () => import("./product-dialog")));

export function useProductDialog() {
  const [url, setUrl] = useState<string | null>(null);
  const open = useCallback((event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setUrl(event.currentTarget.getAttribute("href"));
  }, []);
  const close = useCallback(() => setUrl(null), []);
  return { url, open, close };
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
