import { Link } from "@remix-run/react";
import { useT } from "~/i18n/react";

/** Previous / "Page N of M" / next, as links (`?page=N`); nothing when there is one page. */
export function Pagination({ page, pages, label }: { page: number; pages: number; label: string }) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav className="mt-6 flex items-center justify-between" aria-label={label}>
      {page > 1 ? (
        <Link to={`?page=${page - 1}`} className="btn-secondary">
          {t("common.pagination.previous")}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-gray-700">{t("common.pagination.page", { page, pages })}</span>
      {page < pages ? (
        <Link to={`?page=${page + 1}`} className="btn-secondary">
          {t("common.pagination.next")}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
