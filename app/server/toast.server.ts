// Toasts carried in the session across redirects (shown once, on the next page).
import type { Session } from "./session.server";
import type { Toast, ToastKind } from "~/forms/toast";

declare module "./session.server" {
  interface SessionData {
    toasts?: Toast[];
  }
}

export function addToast(session: Session, kind: ToastKind, message: string): void {
  const toasts = session.get("toasts") ?? [];
  if (toasts.some((t) => t.message === message)) return;
  session.set("toasts", [...toasts.slice(-4), { id: crypto.randomUUID(), kind, message }]);
}

export function takeToasts(session: Session): Toast[] {
  return session.take("toasts") ?? [];
}
