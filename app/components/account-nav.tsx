import { Link } from "@remix-run/react";
import { useI18n } from "~/i18n/react";
import { localePath } from "~/i18n/locale";

/** The way back to the account page, at the top of each account page. */
export function BackToAccount() {
  const { t, locale } = useI18n();
  return (
    <Link to={localePath(locale, "/account")} className="btn-link text-sm">
      {t("account.profile.back")}
    </Link>
  );
}
