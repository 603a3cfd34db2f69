import { useEffect, useRef, useState } from "react";
import { useT } from "~/i18n/react";
import type { Toast, ToastKind } from "~/forms/toast";

/** Spec section 8/9: toasts last 5 s; the same message is not repeated within that window. */
export const TOAST_DURATION_MS = 5000;

const STYLE: Record<ToastKind, string> = {
  success: "border-green-700 bg-green-50 text-green-900",
  error: "border-red-700 bg-red-50 text-red-900",
  info: "border-gray-400 bg-white text-gray-900",
};

/**
 * Without JS the toasts are part of the page and fade away by CSS after 5 s; with JS each is removed
 * after 5 s and a message already shown in the last 5 s is not shown again.
 */
export function Toasts({ toasts }: { toasts: Toast[] }) {
  const t = useT();
  const [visible, setVisible] = useState<Toast[]>(toasts);
  const shownAt = useRef(new Map<string, number>());

  useEffect(() => {
    const now = Date.now();
    const fresh = toasts.filter((toast) => {
      const last = shownAt.current.get(toast.message);
      return last === undefined || now - last >= TOAST_DURATION_MS;
    });
    for (const toast of fresh) shownAt.current.set(toast.message, now);
    if (fresh.length) setVisible((v) => [...v.filter((x) => !fresh.some((f) => f.id === x.id)), ...fresh]);
  }, [toasts]);

  useEffect(() => {
    if (!visible.length) return;
    const timer = setTimeout(() => setVisible((v) => v.slice(1)), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [visible]);

  return (
    <div className="pointer-events-none fixed inset-x-0 top-2 z-50 flex flex-col items-center gap-2 px-4" aria-live="polite">
      {visible.map((toast) => (
        <div
          key={toast.id}
          role={toast.kind === "error" ? "alert" : "status"}
          className={`toast pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-md border-s-4 px-4 py-3 shadow-lg ${STYLE[toast.kind]}`}
          data-testid="toast"
        >
          <p className="flex-1 text-sm">{toast.message}</p>
          <button
            type="button"
            className="min-h-6 min-w-6 text-sm underline"
            onClick={() => setVisible((v) => v.filter((x) => x.id !== toast.id))}
          >
            {t("common.toast.dismiss")}
          </button>
        </div>
      ))}
    </div>
  );
}
