// "Order again": a plain form post to the order's action, which fills the cart from today's menu.
import { Form } from "@remix-run/react";
import { useI18n } from "~/i18n/react";
import { localePath } from "~/i18n/locale";

export function ReorderButton({ code }: { code: string }) {
  const { t, locale } = useI18n();
  return (
    <Form method="post" action={localePath(locale, `/order/${code}`)}>
      <input type="hidden" name="intent" value="reorder" />
      <button
        type="submit"
        className="btn-primary min-h-11"
        data-testid="reorder"
        aria-label={t("checkout.history.reorderLabel", { code })}
      >
        {t("checkout.history.reorder")}
      </button>
    </Form>
  );
}
