import { useEffect, useState } from "react";
import { useLocation } from "@remix-run/react";
import { useT } from "~/i18n/react";
import type { Toast, ToastKind } from "~/forms/toast";

/** Spec section 8/9: toasts last 5 s; the same message is not repeated within that window. */
export const TOAST_DURATION_MS = 5000;

/** A navigation's state that keeps the toast shown (the page a post's answer sends the customer to: useFollowDone). */
export const KEEP_TOAST = { keepToast: true } as const;

const STYLE: Record<ToastKind, string> = {
  success: "border-green-700 bg-green-50 text-green-900",
  error: "border-red-700 bg-red-50 text-red-900",
  info: "border-gray-400 bg-white text-gray-900",
};

function keepsToast(state: unknown): boolean {
  return typeof state === "object" && state !== null && (state as { keepToast?: unknown }).keepToast === true;
}

/**
 * One toast at a time, on the page it was made for. It sits between the header
 * and the page, in the flow, so at the top of the page it covers neither the header nor the page's
 * first controls; scrolled down it stays in view at the top edge (sticky), where the header has gone,
 * or below a page's own sticky row (the store's category links: tailwind.css), never over it.
 * Without JS it is part of that page only and fades by CSS after 5 s (and gives its room back). With
 * JS it belongs to the location it was shown at: a navigation elsewhere removes it, a newer toast
 * replaces it, and it goes after 5 s. The server gives each toast to one page load only
 * (app/server/session/toast.server.ts).
 */
export function Toasts({ toast }: { toast: Toast | null }) {
  const t = useT();
  const location = useLocation();
  const [shown, setShown] = useState<{ toast: Toast; at: string } | null>(toast ? { toast, at: location.key } : null);

  // A new toast replaces the one shown (the same message again leaves it as it is).
  useEffect(() => {
    if (!toast) return;
    setShown((current) =>
      current && current.toast.message === toast.message && current.at === location.key
        ? current
        : { toast, at: location.key },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- each toast once, bound to the location it arrived at
  }, [toast]);

  // Another page: the toast stays behind, unless the navigation is the one its post asked for.
  useEffect(() => {
    setShown((current) =>
      !current || current.at === location.key
        ? current
        : keepsToast(location.state)
          ? { ...current, at: location.key }
          : null,
    );
  }, [location.key, location.state]);

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [shown?.toast.id]); // eslint-disable-line react-hooks/exhaustive-deps -- 5 s from when each toast appears

  const visible = shown && (shown.at === location.key || keepsToast(location.state)) ? shown.toast : null;
  return (
    <div
      className="toast-region pointer-events-none sticky top-0 z-40 px-4"
      aria-live="polite"
      data-testid="toast-region"
    >
      {visible ? (
        <div
          key={visible.id}
          role={visible.kind === "error" ? "alert" : "status"}
          className={`toast pointer-events-auto mx-auto my-2 flex w-full max-w-md items-center gap-3 rounded-md border-s-4 px-4 py-2 shadow-lg ${STYLE[visible.kind]}`}
          data-testid="toast"
        >
          <p className="flex-1 text-sm">{visible.message}</p>
          <button type="button" className="min-h-11 min-w-11 text-sm underline" onClick={() => setShown(null)}>
            {t("common.toast.dismiss")}
          </button>
        </div>
      ) : null}
    </div>
  );
}
