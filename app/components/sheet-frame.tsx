// A sheet drawn before its code is in (on slow 3G that takes seconds): the same backdrop, panel and
// title row as the responsive dialog (dialog.tsx), so the real sheet takes its place without a jump.
// Small and without the dialog library, so the page can draw it on the tap. Focus moves to its close
// button; Escape, the button and a tap on the backdrop close it.
import { useEffect, useRef, type ReactNode, type Ref } from "react";
import { useT } from "~/i18n/react";

export type SheetSize = "drawer" | "location";

/** The panel's width on large screens: drawer 378 px (736 from the large breakpoint), location popup 840 (spec section 9). */
export const SHEET_WIDTH: Record<SheetSize, string> = {
  drawer: "lg:max-w-drawer-lg",
  location: "lg:max-w-location",
};

/** The panel's classes, shared with the dialog (which adds its transition). */
export const SHEET_PANEL =
  "flex max-h-[92vh] w-full flex-col overflow-hidden rounded-t-2xl bg-white shadow-xl lg:rounded-2xl";

/** The title row's close button, in the frame and in the dialog. */
export function SheetCloseButton({ onClose, button }: { onClose: () => void; button?: Ref<HTMLButtonElement> }) {
  const t = useT();
  return (
    <button
      ref={button}
      type="button"
      onClick={onClose}
      className="flex min-h-11 min-w-11 items-center justify-center rounded-md text-gray-700 hover:bg-gray-100"
      data-testid="dialog-close"
    >
      <span aria-hidden="true">✕</span>
      <span className="sr-only">{t("common.dialog.close")}</span>
    </button>
  );
}

interface SheetFrameProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  size: SheetSize;
  /** The test id the real sheet's panel carries; the frame's panel also says `data-shell`. */
  testId: string;
}

export function SheetFrame({ title, onClose, children, size, testId }: SheetFrameProps) {
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    close.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      event.preventDefault(); // taken: a dialog beneath, or the sheet replacing this frame, leaves it
      onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onClose]);
  return (
    <div className="relative z-50" role="dialog" aria-modal="true" aria-labelledby="sheet-frame-title">
      <div className="fixed inset-0 bg-black/40" onClick={onClose} aria-hidden="true" />
      <div className="pointer-events-none fixed inset-0 flex items-end justify-center lg:items-center lg:p-6">
        <div data-testid={testId} data-shell="" className={`pointer-events-auto ${SHEET_PANEL} ${SHEET_WIDTH[size]}`}>
          <div className="flex items-center gap-3 border-b border-gray-200 px-4 py-3">
            <h2 id="sheet-frame-title" className="flex-1 text-lg font-semibold">
              {title}
            </h2>
            <SheetCloseButton onClose={onClose} button={close} />
          </div>
          <div className="overflow-y-auto px-4 pt-4">
            <div className="pb-4">{children}</div>
          </div>
        </div>
      </div>
    </div>
  );
}
