// The responsive dialog of the spec: a bottom drawer below the large breakpoint (992 px), a centred
// modal from it up. Headless UI gives focus trapping, Escape to close and focus return to the opener.
// Import it lazily (see lazy-dialog.tsx) so pages do not ship it before a dialog opens.
import { Dialog, DialogPanel, DialogTitle, DialogBackdrop } from "@headlessui/react";
import type { ReactNode } from "react";
import { useT } from "~/i18n/react";

export type DialogSize = "drawer" | "location";

const WIDTH: Record<DialogSize, string> = {
  // Drawer width 378 (736 on large screens); location popup 840 (spec section 9).
  drawer: "lg:max-w-drawer-lg",
  location: "lg:max-w-location",
};

export interface ResponsiveDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  size?: DialogSize;
  testId?: string;
}

export default function ResponsiveDialog({ open, onClose, title, children, size = "drawer", testId }: ResponsiveDialogProps) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop transition className="fixed inset-0 bg-black/40 transition-opacity data-[closed]:opacity-0" />
      <div className="fixed inset-0 flex items-end justify-center lg:items-center lg:p-6">
        <DialogPanel
          transition
          data-testid={testId}
          className={`flex max-h-[92vh] w-full flex-col overflow-hidden rounded-t-2xl bg-white shadow-xl transition duration-200 data-[closed]:translate-y-8 data-[closed]:opacity-0 lg:rounded-2xl ${WIDTH[size]}`}
        >
          <div className="flex items-center gap-3 border-b border-gray-200 px-4 py-3">
            <DialogTitle className="flex-1 text-lg font-semibold">{title}</DialogTitle>
            <button type="button" onClick={onClose} className="flex min-h-11 min-w-11 items-center justify-center rounded-md text-gray-700 hover:bg-gray-100" data-testid="dialog-close">
              <span aria-hidden="true">✕</span>
              <span className="sr-only">{t("common.dialog.close")}</span>
            </button>
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
