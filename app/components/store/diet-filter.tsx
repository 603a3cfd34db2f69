// The store page's dietary filter: chips (checkboxes) of the tags the store's dishes carry, in a GET
// form folded behind one "Filters" control (a <details>: it opens without JS too, decision 115). Without JS the form is sent and the server renders only the dishes with every chosen tag; with
// JS a chip filters the list at once, the URL follows (history replace: a reload or a shared link
// keeps it), focus stays where it was and the count is announced (docs/decisions/0103).
import { useRef, type FormEvent, type MouseEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { formatList } from "~/i18n/format";
import { useI18n } from "~/i18n/react";
import type { Language } from "~/i18n/locale";
import type { TFunction } from "~/i18n/translate";
import { DIET_PARAM, type FilterTag } from "~/utils/diet-filter";

export interface DietFilterProps {
  /** The tags offered (the store's), in the chips' order. */
  offered: readonly FilterTag[];
  chosen: readonly FilterTag[];
  /** The page came with a filter chosen (the URL's): the chips are shown open, as they were left. */
  openFirst: boolean;
  /** With JS: the customer chose these (the page filters and puts them in the URL). */
  onChoose: (next: FilterTag[]) => void;
  /** The other parameters the page's URL keeps: the menu shown and the search sent. */
  menuId: number | null;
  query: string;
  /** The page's URL without the filter. */
  resetHref: string;
  /** Dishes with every chosen tag, before the search; and the dishes shown, after it. */
  matching: number;
  shown: number;
  /** No dish of the store (any menu) has every chosen tag: "none at this store", else "none on this menu". */
  noneAtStore: boolean;
  /** The customer has just cleared the filter (JS): the count of the whole menu is said. */
  cleared: boolean;
}

/** What the filter does, for its status line: the dishes shown, none (at the store or on the menu), or all once cleared. */
function filterStatus(
  t: TFunction,
  lang: Language,
  {
    chosen,
    matching,
    shown,
    noneAtStore,
    cleared,
  }: Pick<DietFilterProps, "chosen" | "matching" | "shown" | "noneAtStore" | "cleared">,
): string {
  // Intl's list only for the "none" sentence (no ICU set-up in a filtered page's hydration otherwise).
  const diets = () =>
    formatList(
      lang,
      chosen.map((tag) => t(`store.filter.adjective.${tag}`)),
      "and",
    );
  return chosen.length
    ? matching === 0
      ? t(noneAtStore ? "store.filter.noneAtStore" : "store.filter.noneOnMenu", { diets: diets() })
      : t("store.filter.shown", { count: shown })
    : cleared
      ? t("store.filter.all", { count: shown })
      : "";
}

export function DietFilter({
  offered,
  chosen,
  openFirst,
  onChoose,
  menuId,
  query,
  resetHref,
  matching,
  shown,
  noneAtStore,
  cleared,
}: DietFilterProps) {
  const { t, locale } = useI18n();
  const panel = useRef<HTMLDetailsElement>(null);
  if (offered.length === 0) return null;

  const toggle = (tag: FilterTag, on: boolean) =>
    onChoose(offered.filter((each) => (each === tag ? on : chosen.includes(each))));
  const onReset = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onChoose([]);
    // The link goes with the filter: focus moves to the first chip (or "Filters", folded), not to the page's start.
    panel.current?.querySelector<HTMLElement>(panel.current.open ? "[data-diet-chip] input" : "summary")?.focus();
  };
  const status = filterStatus(t, locale.lang, { chosen, matching, shown, noneAtStore, cleared });

  // "Filters" sits at the end of the search's row (the summary is placed over it, the page's wrapper
  // being the positioned one); its chips open below the row, pushing the menu down. What the filter
  // does is said outside it, with the way back, so it shows with the chips folded away.
  return (
    <div data-testid="diet-filter">
      <details ref={panel} open={openFirst || undefined}>
        <summary className="btn-secondary absolute end-0 top-0 w-[6.5rem] gap-1.5 px-3" data-testid="diet-toggle">
          {t("store.filter.toggle")}
          {chosen.length ? (
            <b className="rounded-full bg-brand-700 px-1.5 text-xs text-white">{chosen.length}</b>
          ) : null}
        </summary>
        <DietChips offered={offered} chosen={chosen} menuId={menuId} query={query} onToggle={toggle} />
      </details>
      <div className="flex flex-wrap items-center gap-x-3 text-sm text-gray-800">
        <p role="status" className="mt-2 empty:mt-0" data-testid="diet-status">
          {status}
        </p>
        {chosen.length ? (
          <a href={resetHref} onClick={onReset} className="btn-link" data-testid="diet-reset">
            {t("store.filter.reset")}
          </a>
        ) : null}
      </div>
    </div>
  );
}

/** The chips' form (a GET form: without JS "Apply" sends it; with JS each chip applies at once). */
function DietChips({
  offered,
  chosen,
  menuId,
  query,
  onToggle,
}: Pick<DietFilterProps, "offered" | "chosen" | "menuId" | "query"> & {
  onToggle: (tag: FilterTag, on: boolean) => void;
}) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  // With JS every change is applied at once: the form has nothing left to send.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();
  return (
    <form method="get" className="mt-2" onSubmit={hydrated ? onSubmit : undefined}>
      {menuId !== null ? <input type="hidden" name="menu" value={menuId} /> : null}
      {query ? <input type="hidden" name="q" value={query} /> : null}
      <fieldset>
        <legend className="sr-only">{t("store.filter.legend")}</legend>
        <div className="flex flex-wrap items-center gap-2">
          {offered.map((tag) => (
            <label key={tag} data-diet-chip="">
              <input
                type="checkbox"
                name={DIET_PARAM}
                value={tag}
                checked={chosen.includes(tag)}
                onChange={(event) => onToggle(tag, event.currentTarget.checked)}
              />
              {t(`store.dish.dietary.${tag}`)}
            </label>
          ))}
          {hydrated ? null : (
            <button type="submit" className="btn-secondary" data-testid="diet-apply">
              {t("store.filter.apply")}
            </button>
          )}
        </div>
      </fieldset>
    </form>
  );
}
