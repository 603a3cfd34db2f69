// The location sheet as the page can draw it before the sheet's code is in (on slow 3G that takes
// seconds): the sheet's frame (sheet-frame.tsx) and the search box, a GET form to the location page,
// which answers on the server. In the root chunk, so small: texts from the common namespace. The
// sheet (location-dialog.tsx) takes its place with the same search box, what was typed in it kept.
import type { KeyboardEvent, Ref } from "react";
import { useLocation } from "@remix-run/react";
import { useI18n } from "~/i18n/react";
import { localePath } from "~/i18n/locale";
import { SEARCH_QUERY_MAX } from "~/location/search-query";
import { SheetFrame } from "~/components/sheet-frame";

/** What was typed into the shell's search box, for the sheet that replaces it. */
export interface SearchDraft {
  q: string;
}

/** The search box: a plain GET form (a new document: the location page has its own CSP and closes the sheet). */
export function LocationSearch({
  draft,
  input,
  onKeyDown,
}: {
  draft: SearchDraft;
  input?: Ref<HTMLInputElement>;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
}) {
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
      <button type="submit" className="btn-primary">
        {t("common.location.search")}
      </button>
    </form>
  );
}

/** The sheet's frame and search box, shown on the tap until the sheet's code has arrived. */
export function LocationSheetShell({ draft, onClose }: { draft: SearchDraft; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <SheetFrame title={t("common.location.title")} size="location" testId="location-dialog" onClose={onClose}>
      <div className="flex flex-col gap-3">
        <LocationSearch draft={draft} />
        <div className="h-72 animate-pulse rounded-lg bg-gray-200 motion-reduce:animate-none lg:h-96" role="status">
          <span className="sr-only">{t("common.nav.loading")}</span>
        </div>
      </div>
    </SheetFrame>
  );
}
