// What a customer checks before the menu: open or closed (today's hours, the next opening), how long
// delivery takes, what it costs, and the minimum order. A closed store takes orders for later only.
import { useI18n } from "~/i18n/react";
import { intlTag, type Language } from "~/i18n/locale";
import { formatList, formatNumber, formatTime } from "~/i18n/format";
import { useMoney } from "~/components/money";
import { formatClock } from "~/utils/opening-hours";
import { kilometres } from "~/utils/branches";
import type { DeliveryEstimate } from "~/contract";
import type { StoreFactsData } from "~/utils/store-facts";

export function estimateText(
  t: (key: string, vars?: Record<string, string | number>) => string,
  estimate: DeliveryEstimate,
  lang: Language,
): string {
  return t("common.estimate", {
    min: formatNumber(lang, estimate.min_minutes),
    max: formatNumber(lang, estimate.max_minutes),
  });
}

export function StoreFacts({ facts }: { facts: StoreFactsData }) {
  const { t, locale } = useI18n();
  const money = useMoney(facts.country);
  const tag = intlTag(locale);
  const hours = facts.today.allDay
    ? t("store.facts.allDay")
    : facts.today.windows.length
      ? formatList(
          locale.lang,
          facts.today.windows.map((w) => `${formatClock(w.open, tag)}–${formatClock(w.close, tag)}`),
        )
      : t("store.facts.closedToday");
  const next = facts.nextOpeningAt ? formatTime(locale, facts.timeZone, facts.nextOpeningAt, "opening") : null;
  // One paragraph of short items, wrapped between them, a "·" drawn after each (tailwind.css: [data-facts]).
  return (
    <div className="mt-2 text-sm text-gray-700" data-testid="store-facts">
      <p data-facts="">
        <b
          className={`rounded-full px-2 ${facts.isOpen ? "bg-green-100 text-green-900" : "bg-gray-200 text-gray-900"}`}
          data-testid="store-open-state"
          data-open={facts.isOpen}
        >
          {facts.isOpen ? t("store.facts.open") : t("store.facts.closed")}
        </b>
        <span>
          {t("store.facts.today", { hours })}
          {!facts.isOpen && next ? ` · ${t("store.facts.opens", { when: next })}` : ""}
        </span>
        {facts.metres !== undefined ? (
          <span data-testid="store-distance">
            {t("store.branch.distance", { km: formatNumber(locale.lang, kilometres(facts.metres)) })}
          </span>
        ) : null}
        {facts.delivers === false ? null : (
          <>
            <span>
              {t("store.facts.delivery")}{" "}
              <b data-testid="store-estimate">{estimateText(t, facts.estimate, locale.lang)}</b>
            </span>
            <span data-testid="store-fee">
              {facts.metres === undefined ? t("store.facts.fee", { amount: money(facts.fee) }) : money(facts.fee)}
            </span>
          </>
        )}
        <span data-testid="store-min">{t("store.facts.min", { amount: money(facts.minOrder) })}</span>
      </p>
      {!facts.isOpen && facts.active ? (
        <p
          className="mt-3 rounded-md border border-warning-500 bg-warning-50 p-3 text-sm text-warning-800"
          role="status"
          data-testid="store-closed"
        >
          {next ? t("store.facts.scheduledOnly", { when: next }) : t("store.facts.scheduledOnlyNoTime")}
        </p>
      ) : null}
    </div>
  );
}
