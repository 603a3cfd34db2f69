// The item sheet as the card already knows it: shown the moment a card is tapped, before the sheet's
// code and the product's options have arrived (on a slow network both take seconds). Small, and in
// the store page's own code: no dialog library, no form; its frame is the root's (sheet-frame.tsx).
import { useT } from "~/i18n/react";
import { SheetFrame } from "~/components/sheet-frame";
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
        <img
          src={imageAt(preview.image, PICTURE_URL_PX)}
          alt=""
          width={480}
          height={360}
          className="h-44 w-full rounded-lg bg-gray-100 object-cover sm:h-56"
        />
      ) : null}
      <p className="mt-3 font-semibold" data-testid="sheet-preview-price">
        {preview.price}
      </p>
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

/** The sheet's frame with the card's facts, drawn on the tap while the sheet's code loads. */
export function SheetPreviewFrame({ preview, onClose }: { preview: SheetPreview; onClose: () => void }) {
  return (
    <SheetFrame title={preview.name} size="drawer" testId="product-dialog" onClose={onClose}>
      <SheetPreviewBody preview={preview} />
    </SheetFrame>
  );
}
