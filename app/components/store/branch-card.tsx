// A branch on its brand's page: its picture, name, address, open state, what it serves and its delivery
// facts, and the way to its menu. The lead branch (the nearest one that delivers to the customer's
// location) has a wide call to order from it instead of "View menu".
import { Link } from "@remix-run/react";
import { useI18n } from "~/i18n/react";
import { localePath } from "~/i18n/locale";
import { imageAt, srcSet } from "~/utils/images";
import type { Branch } from "~/utils/branches";
import { BranchFacts } from "./branch-facts";

function BranchState({ branch }: { branch: Branch }) {
  const { t } = useI18n();
  return (
    <p className="text-sm">
      {branch.activity === "inactive" ? (
        <span className="text-gray-700">{t("browse.brand.inactive")}</span>
      ) : branch.open ? (
        <span className="text-green-800">{t("browse.brand.open")}</span>
      ) : (
        <span className="text-red-800">{t("browse.brand.closed")}</span>
      )}
      {" · "}
      {branch.purposes.map((p) => t(`store.purpose.${p}`)).join(" · ")}
    </p>
  );
}

export function BranchCard({
  branch,
  money,
  lead = false,
}: {
  branch: Branch;
  money: (minor: number) => string;
  lead?: boolean;
}) {
  const { t, locale } = useI18n();
  const href = localePath(locale, `/store/${branch.slug}`);
  return (
    <div
      className={`card flex flex-wrap items-center gap-4 ${lead ? "border-2 border-brand-700" : ""}`}
      data-testid={lead ? "lead-branch" : "branch"}
      data-slug={branch.slug}
    >
      <img
        src={imageAt(branch.logo, 128)}
        srcSet={srcSet(branch.logo, [64, 128])}
        sizes="64px"
        alt=""
        width={64}
        height={64}
        className="h-16 w-16 flex-none rounded-md object-cover"
        loading={lead ? undefined : "lazy"}
        decoding="async"
        data-testid="store-picture"
      />
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold">{branch.name}</h3>
        <p className="truncate text-sm text-gray-700">{branch.address}</p>
        <BranchState branch={branch} />
        <BranchFacts branch={branch} money={money} />
      </div>
      {lead ? (
        <Link to={href} className="btn-primary min-h-12 w-full text-base" data-testid="lead-order">
          {t("browse.brand.orderFrom", { name: branch.name })}
        </Link>
      ) : (
        <Link to={href} className="btn-primary min-h-11 w-full sm:w-auto" data-testid="store-link">
          {t("browse.brand.viewStore")}
          <span className="sr-only">: {branch.name}</span>
        </Link>
      )}
    </div>
  );
}
