// The menu's "Order again" meeting a cart with something in it (the cart page, `?again=CODE`): replace
// the cart with the order, or add the order to it (same store only), or keep the cart as it is. Plain
// form posts to the order's action (decision 117), with JS and without.
import { Form, Link } from "@remix-run/react";
import { useI18n } from "~/i18n/react";
import { localePath } from "~/i18n/locale";

export function OrderAgainQuestion({
  code,
  store,
  otherStore,
}: {
  code: string;
  store: string;
  otherStore: string | null;
}) {
  const { t, locale } = useI18n();
  const choices = otherStore ? (["replace"] as const) : (["replace", "add"] as const);
  return (
    <section
      className="mt-4 rounded-lg border border-warning-500 bg-warning-50 p-4"
      aria-labelledby="again-title"
      data-testid="again-question"
    >
      <h2 id="again-title" className="text-lg font-semibold">
        {t(otherStore ? "cart.again.otherTitle" : "cart.again.title")}
      </h2>
      <p className="mt-1 text-gray-900">
        {otherStore ? t("cart.again.otherBody", { current: otherStore, store }) : t("cart.again.body", { store })}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {choices.map((choice) => (
          <Form key={choice} method="post" action={localePath(locale, `/order/${code}`)}>
            <input type="hidden" name="intent" value="again" />
            <input type="hidden" name="cart" value={choice} />
            <button
              type="submit"
              className={choice === "replace" ? "btn-primary min-h-11" : "btn-secondary min-h-11"}
              data-testid={`again-${choice}`}
            >
              {t(`cart.again.${choice}`)}
            </button>
          </Form>
        ))}
        <Link to={localePath(locale, "/cart")} className="btn-secondary min-h-11" data-testid="again-keep">
          {t("cart.again.keep")}
        </Link>
      </div>
    </section>
  );
}
