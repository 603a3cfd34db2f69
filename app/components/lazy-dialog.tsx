// The dialog code (Headless UI) loads on first open, not with the page; once loaded it stays mounted
// so closing animates and focus returns to the opener.
import { lazy, Suspense, useEffect, useState } from "react";
import type { ResponsiveDialogProps } from "./dialog";

const ResponsiveDialog = lazy(() => import("./dialog"));

export function LazyDialog(props: ResponsiveDialogProps) {
  const [loaded, setLoaded] = useState(props.open);
  useEffect(() => {
    if (props.open) setLoaded(true);
  }, [props.open]);
  if (!loaded && !props.open) return null;
  return (
    <Suspense fallback={null}>
      <ResponsiveDialog {...props} />
    </Suspense>
  );
}
