// What a branch card says of delivery: how far, how long and what it costs (to the customer's location
// when one is chosen, else the store's base figures: "from" the base fee), and whether it delivers
// there (a branch that does not deliver there says no time or fee for it). Figures are the platform's (app/utils/branches.ts).
import { useI18n } from "~/i18n/react";
import { formatNumber } from "~/i18n/format";
import { kilometres, type Branch } from "~/utils/branches";
import { estimateText } from "./store-facts";

export function BranchFacts({ branch, money }: { branch: Branch; money: (minor: number) => string }) {
  const { t, locale } = useI18n();
  const located = branch.metres !== undefined;
  // A branch that does not deliver to the location has no time or fee there: only how far it is.
  const delivering = !located || branch.delivers;
  const parts = [
    located ? t("store.branch.distance", { km: formatNumber(locale.lang, kilometres(branch.metres!)) }) : null,
    delivering ? estimateText(t, branch.estimate, locale.lang) : null,
    delivering ? t(located ? "store.branch.fee" : "store.branch.feeFrom", { amount: money(branch.fee) }) : null,
  ].filter((p): p is string => p !== null);
  return (
    <>
      <p className="text-sm text-gray-700" data-testid="branch-delivery">
        {parts.join(" · ")}
      </p>
      {located ? (
        branch.delivers ? (
          <p className="text-sm font-semibold text-green-800" data-testid="branch-delivers" data-delivers="true">
            {t("store.branch.delivers")}
          </p>
        ) : (
          <p className="text-sm font-semibold text-red-800" data-testid="branch-delivers" data-delivers="false">
            {t("store.branch.notHere")}
          </p>
        )
      ) : null}
    </>
  );
}
