// At the top of a store's page when it does not deliver to the customer's chosen location: said before
// anything is added, with the brand's branches that do deliver there (nearest first, their time and
// fee to it) and a way to change the location.
import { useLocation, Link } from "@remix-run/react";
import { useI18n } from "~/i18n/react";
import { localePath } from "~/i18n/locale";
import type { Branch } from "~/utils/branches";
import { BranchFacts } from "./branch-facts";

export function NotDeliveringHere({
  place,
  others,
  money,
}: {
  place: string;
  others: Branch[];
  money: (minor: number) => string;
}) {
  const { t, locale } = useI18n();
  const location = useLocation();
  const here = location.pathname + location.search;
  return (
    <section
      className="mt-3 rounded-md border border-warning-500 bg-warning-50 p-3 text-warning-800"
      aria-labelledby="not-here-title"
      data-testid="not-delivering-here"
    >
      <h2 id="not-here-title" className="font-semibold">
        {t("store.notHere.title", { place })}
      </h2>
      {others.length ? (
        <>
          <p className="mt-1 text-sm">{t("store.notHere.others")}</p>
          <ul className="mt-2 grid gap-2" data-testid="branches-delivering">
            {others.map((b) => (
              <li key={b.slug} className="rounded-md bg-white p-2 text-gray-900">
                <Link to={localePath(locale, `/store/${b.slug}`)} className="btn-link font-semibold">
                  {b.name}
                </Link>
                <BranchFacts branch={b} money={money} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-1 text-sm">{t("store.notHere.none")}</p>
      )}
      <Link
        to={`${localePath(locale, "/location")}?redirectTo=${encodeURIComponent(here)}`}
        className="btn-secondary mt-3 min-h-11"
        data-testid="change-location"
      >
        {t("store.notHere.change")}
      </Link>
    </section>
  );
}
