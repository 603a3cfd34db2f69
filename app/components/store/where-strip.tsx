// The store page's "Where should we deliver?" strip until a location is chosen: the brand card's
// search box (components/location/where-to-deliver.tsx) in one row, a GET form the location page
// answers on the server; the header's location button opens the map. Kept apart from the card so
// that neither travels in the root chunk (decision 105).
import { Form, useLocation } from "@remix-run/react";
import { useI18n } from "~/i18n/react";
import { localePath } from "~/i18n/locale";

export function WhereStrip() {
  const { t, locale } = useI18n();
  const here = useLocation();
  return (
    <section
      className="mt-3 border-s-4 border-brand-700 ps-3"
      aria-labelledby="where-title"
      data-testid="where-to-deliver"
    >
      <h2 id="where-title" className="text-sm font-semibold">
        {t("store.where.title")}
      </h2>
      <Form method="get" action={localePath(locale, "/location")} role="search" className="mt-1 flex gap-2">
        <input type="hidden" name="redirectTo" value={here.pathname + here.search} />
        <label htmlFor="where-q" className="sr-only">
          {t("store.where.label")}
        </label>
        <input
          id="where-q"
          name="q"
          type="search"
          required
          placeholder={t("store.where.placeholder")}
          className="input"
          data-testid="where-q"
        />
        <button type="submit" className="btn-primary" data-testid="where-search">
          {t("store.where.search")}
        </button>
      </Form>
    </section>
  );
}
