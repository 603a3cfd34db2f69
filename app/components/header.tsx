import { Form, useLocation, useMatches, Link } from "@remix-run/react";
import { useI18n } from "~/i18n/react";
import { formatNumber } from "~/i18n/format";
import { localePath, otherLanguage, splitLocalePath, TOGGLE_LABEL_LANG } from "~/i18n/locale";
import { hasLocationButton } from "~/location/map-pages";
import type { LayoutHandle, LogoTarget } from "./layout";
import { BrandLogo, Logo } from "./logo";
import { LocationButton } from "./location/location-picker";
import { SignInButton } from "./sign-in/sign-in-button";
import { Icon } from "./icons";

export interface HeaderProps {
  signedIn: boolean;
  address: string | null;
  /** The address's short form (its area), shown on a phone. */
  area?: string | null;
  cartCount: number;
  /**
   * An error page: the logo always leads home and the location button is not offered; a 404
   * ("notFound") does not echo the URL it was asked for (it may name someone else's order), so its
   * language toggle and sign-in link go to the locale's home.
   */
  errorPage?: false | "notFound" | "error";
  /** The vendor's brand on its host: the logo link is named after it and shows its mark, never the product's. */
  brand?: { name: string; logo: string | null } | null;
}

export function useLayout() {
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const layout = (leaf?.handle as LayoutHandle | undefined)?.layout ?? {};
  const data = (leaf?.data ?? null) as LogoTarget | null;
  return { layout, logoBrandSlug: data?.logoBrandSlug ?? null };
}

export function Header({ signedIn, address, area = null, cartCount, errorPage = false, brand = null }: HeaderProps) {
  const { t, locale } = useI18n();
  const location = useLocation();
  const { layout, logoBrandSlug } = useLayout();
  const here = errorPage === "notFound" ? localePath(locale, "/") : location.pathname + location.search;
  // On the sign-in page itself the link is that page, not a sign-in that returns to sign-in.
  const signInHref =
    errorPage === "notFound"
      ? localePath(locale, "/sign-in")
      : splitLocalePath(location.pathname).rest === "/sign-in"
        ? here
        : `${localePath(locale, "/sign-in")}?redirectTo=${encodeURIComponent(here)}`;
  const logoHref = localePath(locale, logoBrandSlug && !errorPage ? `/brand/${logoBrandSlug}` : "/");

  // One row on a 375 px phone in both languages: the location button takes what is left and
  // shows the area's name on up to two lines; cart and account are icons with their names kept for
  // screen readers, the cart's count a badge on its icon's corner (inline, it left the location
  // "no l…").
  return (
    <header className="border-b border-gray-200 bg-white">
      <div className="container-page flex min-h-14 items-center gap-2 py-2 sm:gap-3">
        {layout.logo || errorPage ? (
          <Link
            to={logoHref}
            className="flex min-h-11 min-w-11 flex-none items-center justify-center"
            aria-label={brand ? t("common.header.brandLogo", { brand: brand.name }) : t("common.header.logo")}
          >
            {brand ? <BrandLogo name={brand.name} logo={brand.logo} /> : <Logo />}
          </Link>
        ) : null}
        {hasLocationButton(location.pathname) && !errorPage ? <LocationButton address={address} area={area} /> : null}
        <nav className="ms-auto flex flex-none items-center gap-2" aria-label={t("common.header.home")}>
          <CartLink count={cartCount} />
          {signedIn ? (
            <Link
              to={localePath(locale, "/account")}
              className="btn-secondary min-h-11 px-3"
              data-testid="account-button"
            >
              <Icon name="person" />
              <span className="sr-only sm:not-sr-only">{t("common.header.account")}</span>
            </Link>
          ) : (
            <SignInButton href={signInHref} />
          )}
          <LanguageToggle redirectTo={here} />
        </nav>
      </div>
    </header>
  );
}

/** The cart's link: an icon with its name kept for screen readers, the count a badge on its corner. */
function CartLink({ count }: { count: number }) {
  const { t, locale } = useI18n();
  return (
    <Link to={localePath(locale, "/cart")} className="btn-secondary relative min-h-11 px-3" data-testid="cart-button">
      <Icon name="cart" />
      <span className="sr-only sm:not-sr-only">{t("common.header.cart")}</span>
      {count > 0 ? (
        <span
          className="absolute -end-1.5 -top-1.5 min-w-5 rounded-full bg-brand-700 px-1 text-center text-xs leading-5 text-white"
          data-testid="cart-count"
        >
          {formatNumber(locale.lang, count)}
        </span>
      ) : null}
    </Link>
  );
}

/** The language toggle: a form posting the other language, back to this page. */
function LanguageToggle({ redirectTo }: { redirectTo: string }) {
  const { t, locale } = useI18n();
  return (
    <Form method="post" action="/language" reloadDocument>
      <input type="hidden" name="lang" value={otherLanguage(locale.lang)} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {/* The label is marked with the language it is written in: 'Arabic' / 'English' are both English words (spec). */}
      <button
        type="submit"
        className="btn-secondary min-h-11 px-3"
        lang={TOGGLE_LABEL_LANG}
        data-testid="language-toggle"
      >
        {t("common.header.language")}
      </button>
    </Form>
  );
}
