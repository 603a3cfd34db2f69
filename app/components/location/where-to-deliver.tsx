// "Where should we deliver?": asked of a visitor without a delivery location on the brand page (a
// card above the branches) and the store page (a compact strip), with the search box itself. The
// search is a GET form to the location page, which answers on the server with places to choose
// (JS on and off alike); with JS the map and "Use my current location" open the location picker,
// whose dialog loads on first open (decision 105).
import { Form, useLocation } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useI18n } from "~/i18n/react";
import { localePath, type Locale } from "~/i18n/locale";
import { SEARCH_QUERY_MAX } from "~/location/address";
import { Icon } from "~/components/icons";
import { useLocationPicker } from "./location-picker";

/** The location page, coming back to `back` once a place is chosen. */
export function locationPageHref(locale: Locale, back: string): string {
  return `${localePath(locale, "/location")}?redirectTo=${encodeURIComponent(back)}`;
}

export function WhereToDeliver({ compact = false }: { compact?: boolean }) {
  const { t, locale } = useI18n();
  const here = useLocation();
  const hydrated = useHydrated();
  const picker = useLocationPicker();
  return (
    <section className={compact ? "mt-4 rounded-lg bg-brand-50 p-3" : "card mt-6 md:max-w-xl"} aria-labelledby="where-title" data-testid="where-to-deliver">
      <h2 id="where-title" className={compact ? "font-semibold" : "text-lg font-semibold"}>{t("store.where.title")}</h2>
      {compact ? null : <p className="text-sm text-gray-700">{t("store.where.lead")}</p>}
      <Form method="get" action={localePath(locale, "/location")} role="search" className="mt-2 flex gap-2">
        <input type="hidden" name="redirectTo" value={here.pathname + here.search} />
        <label htmlFor="where-q" className="sr-only">{t("store.where.label")}</label>
        <input id="where-q" name="q" type="search" required maxLength={SEARCH_QUERY_MAX} placeholder={t("store.where.placeholder")} className="input" data-testid="where-q" />
        <button type="submit" className="btn-primary" data-testid="where-search">{t("store.where.search")}</button>
        {/* The strip keeps to one row: the device's position as an icon (the header's button opens the map). */}
        {compact && hydrated ? (
          <button type="button" className="btn-secondary px-3" onClick={() => void picker.open({ locate: true })} title={t("store.where.locate")} data-testid="where-locate">
            <Icon name="locate" />
            <span className="sr-only">{t("store.where.locate")}</span>
          </button>
        ) : null}
      </Form>
      {/* The map and the device's position need JS: offered once it runs. */}
      {hydrated && !compact ? (
        <div className="mt-2 flex flex-wrap gap-x-4">
          <button type="button" className="btn-link min-h-11" onClick={() => void picker.open({ locate: true })} data-testid="where-locate">{t("store.where.locate")}</button>
          <button type="button" className="btn-link min-h-11" onClick={() => void picker.open()} data-testid="where-map">{t("store.where.map")}</button>
        </div>
      ) : null}
    </section>
  );
}
