import { Link } from "@remix-run/react";
import { useI18n } from "~/i18n/react";
import { localePath } from "~/i18n/locale";
import { Logo } from "./logo";

export function Footer({ year }: { year: number }) {
  const { t, locale } = useI18n();
  return (
    <footer className="mt-12 border-t border-gray-200 bg-gray-50">
      <div className="container-page flex flex-col gap-4 py-8 sm:flex-row sm:items-center">
        <Link to={localePath(locale, "/")} aria-label={t("common.header.logo")}>
          <Logo />
        </Link>
        <Link to={localePath(locale, "/about-us")} className="btn-link" data-testid="about-link">
          {t("common.footer.aboutUs")}
        </Link>
        {/* App store links: the spec leaves their targets unshown, so they are labels, not links. */}
        <p className="text-sm text-gray-700">
          {t("common.footer.apps")}: {t("common.footer.appStore")} · {t("common.footer.googlePlay")}
        </p>
        <p className="text-sm text-gray-700 sm:ms-auto" data-testid="copyright">
          {t("common.footer.copyright", { year })}
        </p>
      </div>
    </footer>
  );
}
