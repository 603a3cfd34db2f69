import { Link } from "@remix-run/react";
import { useI18n } from "~/i18n/react";
import { localePath } from "~/i18n/locale";
import { BrandLogo, Logo } from "./logo";

/** `brand`: the vendor's on its host (its name in the copyright, its mark beside it); null on the directory host. */
export function Footer({
  year,
  brand,
  logo = null,
  apps,
}: {
  year: number;
  brand: string | null;
  logo?: string | null;
  apps: { ios: string | null; android: string | null };
}) {
  const { t, locale } = useI18n();
  return (
    <footer className="mt-12 border-t border-gray-200 bg-gray-50">
      <div className="container-page flex flex-col gap-4 py-8 sm:flex-row sm:items-center">
        <Link
          to={localePath(locale, "/")}
          aria-label={brand ? t("common.header.brandLogo", { brand }) : t("common.header.logo")}
          className="flex min-h-11 min-w-11 items-center justify-center self-start"
        >
          {brand ? <BrandLogo name={brand} logo={logo} /> : <Logo />}
        </Link>
        <Link to={localePath(locale, "/about-us")} className="btn-link" data-testid="about-link">
          {t("common.footer.aboutUs")}
        </Link>
        {/* App store links: their targets come from IOS_APP_URL / ANDROID_APP_URL, each hidden while unset. */}
        {apps.ios || apps.android ? (
          <nav
            aria-label={t("common.footer.apps")}
            className="flex flex-wrap items-center gap-2 text-sm"
            data-testid="app-links"
          >
            {apps.ios ? (
              <a href={apps.ios} className="btn-secondary min-h-11" rel="noopener" data-testid="app-ios">
                {t("common.footer.appStore")}
              </a>
            ) : null}
            {apps.android ? (
              <a href={apps.android} className="btn-secondary min-h-11" rel="noopener" data-testid="app-android">
                {t("common.footer.googlePlay")}
              </a>
            ) : null}
          </nav>
        ) : null}
        <p className="text-sm text-gray-700 sm:ms-auto" data-testid="copyright">
          {brand ? t("common.footer.copyrightBrand", { year, brand }) : t("common.footer.copyright", { year })}
        </p>
      </div>
    </footer>
  );
}
