// The responsive dialog of the spec: a bottom drawer below the large breakpoint (992 px), a centred
// modal from it up. Headless UI gives focus trapping, Escape to close and focus return to the opener.
// Import it lazily (see lazy-dialog.tsx) so pages do not ship it before a dialog opens.
import { Dialog, DialogPanel, DialogTitle, DialogBackdrop } from "@headlessui/react";
import { useEffect, useRef, type ReactNode } from "react";
import { SHEET_PANEL, SHEET_WIDTH, SheetCloseButton, type SheetSize } from "./sheet-frame";

export interface ResponsiveDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  size?: SheetSize;
  testId?: string;
}

/**
 * Escape closes the dialog from its first frame. Headless UI listens only once its portal is in place,
 * a few frames after the dialog mounts; a sheet replaces its instant shell (sheet-frame.tsx) in that
 * moment, and an Escape pressed then was lost. An Escape nobody took (Headless UI and the shell take
 * theirs with preventDefault) closes it, once every listener has seen it.
 */
function useEscapeFromFirstFrame(open: boolean, onClose: () => void) {
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setTimeout(() => event.defaultPrevented || close.current(), 0);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);
}

export default function ResponsiveDialog({
  open,
  onClose,
  title,
  children,
  size = "drawer",
  testId,
}: ResponsiveDialogProps) {
  useEscapeFromFirstFrame(open, onClose);
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop transition className="fixed inset-0 bg-black/40 transition-opacity data-[closed]:opacity-0" />
      <div className="fixed inset-0 flex items-end justify-center lg:items-center lg:p-6">
        <DialogPanel
          transition
          data-testid={testId}
          className={`${SHEET_PANEL} transition duration-200 data-[closed]:translate-y-8 data-[closed]:opacity-0 ${SHEET_WIDTH[size]}`}
        >
          <div className="flex items-center gap-3 border-b border-gray-200 px-4 py-3">
            <DialogTitle className="flex-1 text-lg font-semibold">{title}</DialogTitle>
            <SheetCloseButton onClose={onClose} />
          </div>
          {/* Padding inside the scrolled content, so a sticky footer (the product's Add button) meets the edge. */}
          <div className="overflow-y-auto px-4 pt-4">
            <div className="pb-4">{children}</div>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
