// A message shown once, on the next page after a post (the server keeps it in the session across the
// redirect: app/server/session/toast.server.ts; the page shows it: app/components/toasts.tsx).
export type ToastKind = "success" | "error" | "info";

export interface Toast {
  id: string;
  kind: ToastKind;
  message: string;
}
