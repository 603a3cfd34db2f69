// The item sheet as the card already knows it: shown the moment a card is tapped, before the sheet's
// code and the product's options have arrived (on a slow network both take seconds). Small, and in
// the store page's own code: no dialog library, no form.
import { useEffect, useRef } from "react";
import { useT } from "~/i18n/react";
import { imageAt } from "~/utils/images";
import { PICTURE_URL_PX } from "~/components/store/product-cards";

/** What a tapped card tells the sheet: its name, price as shown, description and picture. */
export interface SheetPreview {
  name: string;
  price: string;
  description?: string;
  image?: string;
}

/** Rows standing in for the options while they load. */
const SKELETON_ROWS = 4;

/** The sheet's content while its product loads: the card's facts, then grey rows where the options will be. */
export function SheetPreviewBody({ preview }: { preview: SheetPreview }) {
  const t = useT();
  return (
    <div data-testid="sheet-preview">
      {preview.image ? (
        // The card's picture (already in the browser's cache), in the box the sheet's photo takes.
        <img src={imageAt(preview.image, PICTURE_URL_PX)} alt="" width={480} height={360} className="h-44 w-full rounded-lg bg-gray-100 object-cover sm:h-56" />
      ) : null}
      <p className="mt-3 font-semibold" data-testid="sheet-preview-price">{preview.price}</p>
      {preview.description ? <p className="mt-1 text-gray-700">{preview.description}</p> : null}
      <div role="status" className="mt-4" data-testid="sheet-skeleton">
        <span className="sr-only">{t("common.nav.loading")}</span>
        <div aria-hidden="true" className="animate-pulse motion-reduce:animate-none">
          <div className="h-5 w-1/3 rounded bg-gray-200" />
          {Array.from({ length: SKELETON_ROWS }, (_, i) => (
            <div key={i} className="mt-3 flex min-h-11 items-center gap-3" data-testid="skeleton-row">
              <div className="h-5 w-5 flex-none rounded-full bg-gray-200" />
              <div className="h-4 flex-1 rounded bg-gray-200" />
              <div className="h-4 w-16 rounded bg-gray-200" />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

/**
 * The sheet's frame drawn without the dialog code, while that code loads: the same backdrop, panel and
 * title row as app/components/dialog.tsx, so the real sheet takes its place without a jump. Focus moves
 * to its close button; Escape and the button close it.
 */
export function SheetPreviewFrame({ preview, onClose }: { preview: SheetPreview; onClose: () => void }) {
  const t = useT();
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    close.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && onClose();
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onClose]);
  return (
    <div className="relative z-50" role="dialog" aria-modal="true" aria-labelledby="sheet-preview-title">
      <div className="fixed inset-0 bg-black/40" onClick={onClose} aria-hidden="true" />
      <div className="pointer-events-none fixed inset-0 flex items-end justify-center lg:items-center lg:p-6">
        <div data-testid="product-dialog" className="pointer-events-auto flex max-h-[92vh] w-full flex-col overflow-hidden rounded-t-2xl bg-white shadow-xl lg:max-w-drawer-lg lg:rounded-2xl">
          <div className="flex items-center gap-3 border-b border-gray-200 px-4 py-3">
            <h2 id="sheet-preview-title" className="flex-1 text-lg font-semibold">{preview.name}</h2>
            <button ref={close} type="button" onClick={onClose} className="flex min-h-11 min-w-11 items-center justify-center rounded-md text-gray-700 hover:bg-gray-100" data-testid="dialog-close">
              <span aria-hidden="true">✕</span>
              <span className="sr-only">{t("common.dialog.close")}</span>
            </button>
          </div>
          <div className="overflow-y-auto px-4 pt-4">
            <div className="pb-4">
              <SheetPreviewBody preview={preview} />
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
