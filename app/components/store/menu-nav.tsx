// Finding food fast on the store page: the menu search (a GET form the server answers; with JS the
// list filters as you type) and the row of category links that stays at the top while scrolling
// (anchors; with JS the category in view is marked current and scrolled into the row).
import { Form } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useI18n } from "~/i18n/react";
import { SEARCH_MAX_LENGTH } from "~/utils/search";
import { DIET_PARAM } from "~/utils/diet-filter";
import { categorySectionId } from "~/utils/store-anchors";

/**
 * The menu's search; `filters` keeps the row's end free for the "Filters" control placed over it
 * (diet-filter.tsx; both in a positioned wrapper).
 */
export function MenuSearch({
  query,
  menuId,
  diets = [],
  filters = false,
  onChange,
}: {
  query: string;
  menuId: number | null;
  diets?: readonly string[];
  filters?: boolean;
  onChange: (value: string) => void;
}) {
  const { t } = useI18n();
  return (
    <Form
      method="get"
      role="search"
      className={`flex gap-2 ${filters ? "pe-[7rem]" : ""}`}
      data-testid="menu-search"
      preventScrollReset
    >
      {menuId !== null ? <input type="hidden" name="menu" value={menuId} /> : null}
      {/* A search keeps the dietary filter chosen. */}
      {diets.map((tag) => (
        <input key={tag} type="hidden" name={DIET_PARAM} value={tag} />
      ))}
      <label htmlFor="menu-search-input" className="sr-only">
        {t("store.search.label")}
      </label>
      <input
        id="menu-search-input"
        type="search"
        name="q"
        defaultValue={query}
        maxLength={SEARCH_MAX_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t("store.search.placeholder")}
        className="input min-h-11 flex-1"
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {/* A magnifier (drawn by the stylesheet), its name for screen readers. */}
      <button type="submit" className="btn-secondary w-11 flex-none px-0" data-search-icon="">
        <span className="sr-only">{t("store.search.submit")}</span>
      </button>
    </Form>
  );
}

/** The sticky row's height (links 44 px + padding and border); sections keep this much scroll margin, and a toast sits under it (tailwind.css). */
const STICKY_ROW_PX = 53;

export function CategoryLinks({ categories }: { categories: { id: number; name: string }[] }) {
  const { t } = useI18n();
  const [current, setCurrent] = useState<number | null>(null);
  const row = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const sections = categories
      .map((c) => document.getElementById(categorySectionId(c.id)))
      .filter((s): s is HTMLElement => s !== null);
    if (!sections.length) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      // The current category is the last one whose heading has passed under the sticky row; at the
      // end of the page, the last one in view (a short last category never reaches the top).
      const atEnd = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      const limit = atEnd ? window.innerHeight - 48 : STICKY_ROW_PX + 16;
      let found: HTMLElement | null = null;
      for (const section of sections) if (section.getBoundingClientRect().top <= limit) found = section;
      setCurrent(found ? Number(found.dataset.categoryId) : null);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [categories]);

  useEffect(() => {
    if (current === null) return;
    row.current
      ?.querySelector<HTMLElement>(`[data-category="${current}"]`)
      ?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [current]);

  if (categories.length < 2) return null;
  return (
    <nav
      className="sticky top-0 z-30 -mx-4 mt-2 border-b border-gray-200 bg-white/95 px-4 backdrop-blur"
      aria-label={t("store.categories")}
      data-testid="category-links"
      data-sticky-row
    >
      <ul ref={row} className="flex gap-2 overflow-x-auto py-1 [scrollbar-width:none]">
        {categories.map((c) => (
          <li key={c.id} className="flex-none">
            <a
              href={`#${categorySectionId(c.id)}`}
              data-category={c.id}
              aria-current={current === c.id ? "true" : undefined}
            >
              {c.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
