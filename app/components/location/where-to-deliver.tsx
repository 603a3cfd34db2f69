// "Where should we deliver?": the brand page's card for a visitor without a delivery location, above
// the branches, with the search box itself: a GET form to the location page, which answers on the
// server with places to choose (JS on and off alike); with JS also the map and "Use my current
// location" (the location picker, whose dialog loads on first open). The store page has its own
// compact strip (components/store/where-strip.tsx): a module both pages imported would travel in the
// root chunk, on every page, the checkout's too (decision 105).
import { Form, useLocation } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useI18n } from "~/i18n/react";
import { localePath } from "~/i18n/locale";
import { preloadLocationDialog, useLocationPicker } from "./location-picker";

export function WhereToDeliver() {
  const { t, locale } = useI18n();
  const here = useLocation();
  const hydrated = useHydrated();
  const picker = useLocationPicker();
  const preload = () => void preloadLocationDialog().catch(() => undefined);
  return (
    <section className="card mt-6 md:max-w-xl" aria-labelledby="where-title" data-testid="where-to-deliver">
      <h2 id="where-title" className="text-lg font-semibold">
        {t("store.where.title")}
      </h2>
      <p className="text-sm text-gray-700">{t("store.where.lead")}</p>
      <Form method="get" action={localePath(locale, "/location")} role="search" className="mt-2 flex gap-2">
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
      {/* The map and the device's position need JS: offered once it runs. */}
      {hydrated ? (
        // Pointing at either fetches the sheet's code.
        <div className="mt-2 flex flex-wrap gap-x-4" onPointerOver={preload} onFocus={preload} onTouchStart={preload}>
          <button
            type="button"
            className="btn-link"
            onClick={() => void picker.open({ locate: true })}
            data-testid="where-locate"
          >
            {t("store.where.locate")}
          </button>
          <button type="button" className="btn-link" onClick={() => void picker.open()} data-testid="where-map">
            {t("store.where.map")}
          </button>
        </div>
      ) : null}
    </section>
  );
}
