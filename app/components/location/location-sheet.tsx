// The location sheet as the page can draw it before the sheet's code is in (on slow 3G that takes
// seconds): the same backdrop, panel and title row as app/components/dialog.tsx, and the search box,
// a GET form to the location page, which answers on the server. In the root chunk, so small: no
// dialog library, texts from the common namespace. The sheet (location-dialog.tsx) takes its place
// with the same search box, what was typed in it kept.
import { useEffect, useRef, type KeyboardEvent, type Ref } from "react";
import { useLocation } from "@remix-run/react";
import { useI18n } from "~/i18n/react";
import { localePath } from "~/i18n/locale";
import { SEARCH_QUERY_MAX } from "~/location/search-query";

/** What was typed into the shell's search box, for the sheet that replaces it. */
export interface SearchDraft {
  q: string;
}

/** The search box: a plain GET form (a new document: the location page has its own CSP and closes the sheet). */
export function LocationSearch({ draft, input, onKeyDown }: { draft: SearchDraft; input?: Ref<HTMLInputElement>; onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void }) {
  const { t, locale } = useI18n();
  const here = useLocation();
  return (
    <form method="get" action={localePath(locale, "/location")} role="search" className="flex gap-2">
      <input type="hidden" name="redirectTo" value={here.pathname + here.search} />
      <input
        ref={input}
        aria-label={t("common.location.searchLabel")}
        name="q"
        type="search"
        required
        maxLength={SEARCH_QUERY_MAX}
        defaultValue={draft.q}
        // Typing had begun in the shell: the sheet's dialog focuses the box.
        data-autofocus={draft.q !== "" || undefined}
        onChange={(event) => (draft.q = event.currentTarget.value)}
        onKeyDown={onKeyDown}
        placeholder={t("common.location.searchPlaceholder")}
        className="input"
        data-testid="map-search"
      />
      <button type="submit" className="btn-primary">{t("common.location.search")}</button>
    </form>
  );
}

/** The sheet's frame and search box, shown on the tap until the sheet's code has arrived. Escape and the close button close it. */
export function LocationSheetShell({ draft, onClose }: { draft: SearchDraft; onClose: () => void }) {
  const { t } = useI18n();
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    close.current?.focus();
    const onKey = (event: globalThis.KeyboardEvent) => event.key === "Escape" && onClose();
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onClose]);
  return (
    // The backdrop holds the panel; a tap on the backdrop itself (not inside the panel) closes.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- Escape and the close button are the keyboard's way
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-black/40 lg:items-center lg:p-6" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div role="dialog" aria-modal="true" aria-labelledby="location-sheet-title" data-testid="location-dialog" data-shell="" className="flex max-h-[92vh] w-full flex-col overflow-hidden rounded-t-2xl bg-white shadow-xl lg:max-w-location lg:rounded-2xl">
        <div className="flex items-center gap-3 border-b border-gray-200 px-4 py-3">
          <h2 id="location-sheet-title" className="flex-1 text-lg font-semibold">{t("common.location.title")}</h2>
          <button ref={close} type="button" onClick={onClose} className="flex min-h-11 min-w-11 items-center justify-center rounded-md text-gray-700 hover:bg-gray-100" data-testid="dialog-close">
            <span aria-hidden="true">✕</span>
            <span className="sr-only">{t("common.dialog.close")}</span>
          </button>
        </div>
        <div className="flex flex-col gap-3 overflow-y-auto p-4">
          <LocationSearch draft={draft} />
          <div className="h-72 animate-pulse rounded-lg bg-gray-200 motion-reduce:animate-none lg:h-96" role="status">
            <span className="sr-only">{t("common.nav.loading")}</span>
          </div>
        </div>
      </div>
    </div>
  );
}
