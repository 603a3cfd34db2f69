// The confirmation before replacing the cart: it names the current store, or is titled with the
// menu type for a catering mix. Two plain form posts to the cart action (confirm / keep).
import { Form } from "@remix-run/react";
import { useI18n } from "~/i18n/react";
import { localePath } from "~/i18n/locale";
import type { ReplaceConflict } from "~/cart/cart";

export function confirmTitle(t: (k: string, v?: Record<string, string>) => string, pending: ReplaceConflict): string {
  if (pending.conflict === "store") return t("cart.confirm.storeTitle");
  return pending.menuType === "catering" ? t("cart.confirm.cateringTitle") : t("cart.confirm.regularTitle");
}

export function ConfirmReplace({
  pending,
  redirectTo,
  showTitle = true,
  onDone,
}: {
  pending: ReplaceConflict;
  redirectTo: string;
  showTitle?: boolean;
  /** With JS: submit through fetchers and close the dialog. */
  onDone?: (intent: "confirm-replace" | "cancel-replace") => void;
}) {
  const { t, locale } = useI18n();
  const action = localePath(locale, "/cart");
  const body =
    pending.conflict === "store"
      ? t("cart.confirm.storeBody", { store: pending.currentStoreName })
      : t("cart.confirm.cateringBody");
  return (
    <section
      className="rounded-lg border border-warning-500 bg-warning-50 p-4"
      aria-labelledby="confirm-title"
      data-testid="replace-confirmation"
    >
      {showTitle ? (
        <h2 id="confirm-title" className="text-lg font-semibold">
          {confirmTitle(t, pending)}
        </h2>
      ) : null}
      <p className="mt-1 text-gray-900">{body}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {(["confirm-replace", "cancel-replace"] as const).map((intent) => (
          <Form
            key={intent}
            method="post"
            action={action}
            navigate={onDone ? false : undefined}
            fetcherKey={onDone ? `cart-${intent}` : undefined}
            onSubmit={onDone ? () => onDone(intent) : undefined}
          >
            <input type="hidden" name="intent" value={intent} />
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <button
              type="submit"
              className={intent === "confirm-replace" ? "btn-primary" : "btn-secondary"}
              data-testid={intent}
            >
              {intent === "confirm-replace" ? t("cart.confirm.confirm") : t("cart.confirm.cancel")}
            </button>
          </Form>
        ))}
      </div>
    </section>
  );
}
