import {
  type HeadersFunction,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import {
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { type ReactNode, useContext, useEffect } from "react";
import styles from "~/tailwind.css?url";
import { Header, useLayout } from "~/components/header";
import { Footer } from "~/components/footer";
import { NavigationFeedback } from "~/components/navigation-feedback";
import { Toasts } from "~/components/toasts";
import { useNonce } from "~/components/nonce";
import { I18nProvider, TranslationsContext, translationsScriptSrc, useI18n } from "~/i18n/react";
import { DEFAULT_LOCALE, direction, localePath, splitLocalePath, switchLocalePath, type Language } from "~/i18n/locale";
import { createT } from "~/i18n/translate";
import { preferredLanguage } from "~/i18n/accept-language";
import { customerMessage } from "~/i18n/error-message";
import { notFound, type RouteErrorData, publicOrigin } from "~/server/request";
import { addToast, takeToast } from "~/server/session";
import { isSignedIn } from "~/server/sign-in";
import { locationArea, locationLabel, savedPoint } from "~/server/location";
import { LocationPickerProvider } from "~/components/location/location-picker";
import { getCart, cartNames } from "~/server/cart";
import { itemCount } from "~/cart/cart";
import { backTarget } from "~/components/back-link";
import { getBrand } from "~/server/catalogue";
import { brandLogo, pageTheme } from "~/server/vendor";
import { COUNTRIES } from "~/i18n/countries";
import { moneyStyle } from "~/i18n/money";
import { dietOnlyChange } from "~/utils/diet-filter";
import { pictureOrigin } from "~/utils/images";
import { isLiveRefresh } from "~/utils/live-refresh";
import { forgetDrafts } from "~/utils/checkout-draft-storage";
import { pageUrl } from "~/utils/data-request";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  // No `type`: every browser that draws an SVG icon knows it from the file's own Content-Type, and the
  // bytes pay for the manifest's links on every page (decision 0114). Safari takes /favicon.ico.
  { rel: "icon", href: "/favicon.svg" },
];

export const meta: MetaFunction<typeof loader> = () => [];

/** A thrown 429 (rate limit) or 503 keeps its Retry-After on the error page. */
export const headers: HeadersFunction = ({ errorHeaders }) => {
  const headers = new Headers();
  const retryAfter = errorHeaders?.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { vendor, locale, storedLanguage, session, t } = context;
  if (vendor.kind === "unknown") throw notFound();

  // The stored language wins over the URL; with neither, the browser's (decision 0107). A vendor's
  // country wins over the URL's.
  const url = new URL(request.url);
  const inUrl = splitLocalePath(url.pathname).prefix !== null;
  const lang = storedLanguage ?? (inUrl ? locale.lang : preferredLanguage(request.headers.get("Accept-Language")));
  const country = vendor.kind === "vendor" ? vendor.country : locale.country;
  if (lang !== locale.lang || country !== locale.country) {
    const page = pageUrl(url);
    throw redirect(switchLocalePath(page.pathname + page.search, { lang, country }));
  }

  const cart = getCart(context);
  // "Back to <store>" names the store in the page's language (the catalogue's, cached).
  const back = backTarget(cart, vendor);
  const backTo = back.kind === "store" ? { ...back, name: (await cartNames(context, cart))?.store ?? back.name } : back;
  // The footer and the logo name the vendor's brand on its host, in its colours (the catalogue's,
  // cached; without it, the product's name and the default colours).
  const brand = vendor.kind === "vendor" ? await getBrand(context, vendor.brandSlug).catch(() => null) : null;
  if (session.take("authExpired")) addToast(session, "error", t("common.errors.sessionExpired"));
  const theme = brand ? pageTheme(brand, context.log) : null;
  const logo = brand ? brandLogo(brand) : null;
  return {
    locale,
    signedIn: isSignedIn(session),
    address: locationLabel(session),
    area: locationArea(session),
    savedLocation: savedPoint(session),
    cartCount: itemCount(cart),
    backTo,
    toast: takeToast(session, request.url),
    year: new Date().getFullYear(),
    // The page's amounts are written from this in the browser too, without Intl (decision 0069).
    money: moneyStyle(locale, COUNTRIES[locale.country].currency, COUNTRIES[locale.country].decimals),
    // The vendor's brand on its host (one key: the directory host's pages carry a single null).
    brand: brand ? { name: brand.name, logo, theme } : null,
    // Every vendor page shows the brand's logo on its first screen (the header): a connection to the
    // pictures' host, opened with the page's, when it is not the page's own (decision 0110).
    pictureHost: pictureOrigin(logo, publicOrigin(request, context)),
    apps: { ios: context.config.IOS_APP_URL ?? null, android: context.config.ANDROID_APP_URL ?? null },
  };
}

/**
 * The root's data carries the URL's locale (country chips, links, money): a client navigation to
 * another `/{lang}-{country}` prefix reloads it, like a fresh load would. Without this, Remix keeps
 * the root's data (its own params did not change) and the previous country stays highlighted. A
 * store page's dietary chip changes only `?diet=`, which nothing here depends on: nothing to reload.
 * Nor does a live page's timed refresh (an order's): only its own route asks again (decision 0111).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (!formMethod && (dietOnlyChange(currentUrl, nextUrl) || isLiveRefresh(currentUrl, nextUrl))) return false;
  const prefix = (url: URL) => {
    const locale = splitLocalePath(url.pathname).prefix;
    return locale ? `${locale.lang}-${locale.country}` : "";
  };
  return defaultShouldRevalidate || prefix(currentUrl) !== prefix(nextUrl);
};

/**
 * The page's translations, before the app's scripts: a deferred classic script runs after the document
 * is parsed, in document order with the module scripts after it, so it never holds up the first paint
 * and still runs before the app starts; the browser keeps it for every page of the same language and
 * namespaces (docs/decisions/0084).
 */
function TranslationsScript() {
  const nonce = useNonce();
  const translations = useContext(TranslationsContext);
  if (!translations) return null;
  // Its URL names a hash of every text: worked out on the server only. In the browser the element is
  // the server's (hydrated, never re-rendered with other texts: a language switch loads a new document).
  const src = typeof document === "undefined" ? translationsScriptSrc(translations) : undefined;
  return <script defer nonce={nonce} suppressHydrationWarning src={src} />;
}

/**
 * The id of the first element after the page's content (the scroll restoration script, before the
 * app's scripts): the head's `<link rel="expect" blocking="render">` holds the first render until the
 * parser has reached it (docs/decisions/0084).
 */
const CONTENT_END = "content-end";

/** Error pages have no loader data for `meta`: their title comes from here. */
function useErrorTitle(lang: Language): string | null {
  const error = useRouteError();
  const translations = useContext(TranslationsContext);
  if (!error) return null;
  const t = createT(translations?.lang === lang ? translations.resources : {}, lang);
  return isRouteErrorResponse(error) && error.status === 404
    ? t("common.meta.notFoundTitle")
    : t("common.errors.default");
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const location = useLocation();
  const locale = data?.locale ?? splitLocalePath(location.pathname).prefix ?? DEFAULT_LOCALE;
  const nonce = useNonce();
  const errorTitle = useErrorTitle(locale.lang);
  return (
    <html lang={locale.lang} dir={direction(locale.lang)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {errorTitle ? <title>{errorTitle}</title> : null}
        <Links />
        {/* This host's installable app, in the page's language, and its home screen icon (decision 0114). */}
        <link rel="manifest" href={localePath(locale, "/manifest.webmanifest")} />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <ThemeHead theme={data?.brand?.theme ?? null} />
        {data?.pictureHost ? <link rel="preconnect" href={data.pictureHost} /> : null}
        {/* The first render waits for the page's content to be parsed, then lays it out once (decision 84). */}
        <link rel="expect" href={`#${CONTENT_END}`} blocking="render" />
        <TranslationsScript />
      </head>
      <body className="flex min-h-screen flex-col">
        <I18nProvider locale={locale} money={data?.money ?? null}>
          {children}
        </I18nProvider>
        <ScrollRestoration nonce={nonce} id={CONTENT_END} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** A vendor's colours: its palette over the stylesheet's (before the first paint) and the browser's theme colour. */
function ThemeHead({ theme }: { theme: { css: string; color: string } | null }) {
  const nonce = useNonce();
  if (!theme) return null;
  return (
    <>
      <meta name="theme-color" content={theme.color} />
      <style nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: theme.css }} />
    </>
  );
}

function SkipLink() {
  const { t } = useI18n();
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2"
    >
      {t("common.nav.skipToContent")}
    </a>
  );
}

/**
 * The page around every route and every error page: skip link, header (language toggle, cart,
 * account), main, footer and toasts. An error page has the root's data when only the route failed;
 * when the root itself failed (an unknown vendor) the header shows a signed-out visitor's links.
 */
function Shell({
  children,
  errorPage = false,
  mainClassName = "flex-1",
}: {
  children: ReactNode;
  errorPage?: false | "notFound" | "error";
  mainClassName?: string;
}) {
  const data = useRouteLoaderData<typeof loader>("root");
  const { layout } = useLayout();
  // A session that ended takes the checkout's typed draft with it, in this tab too.
  const signedOut = data ? !data.signedIn : false;
  useEffect(() => {
    if (signedOut) forgetDrafts();
  }, [signedOut]);
  return (
    <LocationPickerProvider saved={data?.savedLocation ?? null}>
      <SkipLink />
      <NavigationFeedback />
      <Header
        signedIn={data?.signedIn ?? false}
        address={data?.address ?? null}
        area={data?.area ?? null}
        cartCount={data?.cartCount ?? 0}
        errorPage={errorPage}
        brand={data?.brand ?? null}
      />
      {/* Between the header and the page: a toast covers neither (app/components/toasts.tsx). */}
      <Toasts toast={data?.toast ?? null} />
      <main id="main" className={mainClassName}>
        {children}
      </main>
      {layout.footer && data && !errorPage ? (
        <Footer year={data.year} brand={data.brand?.name ?? null} logo={data.brand?.logo ?? null} apps={data.apps} />
      ) : null}
    </LocationPickerProvider>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

/** Every error page (404, 503, 4xx) renders inside the layout: header, language toggle and a way home stay. */
export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useI18n();
  const body = isRouteErrorResponse(error) ? (error.data as Partial<RouteErrorData> | null) : null;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const kind = body?.kind ?? (status === 404 ? "notFound" : status >= 502 && status <= 504 ? "unavailable" : "error");
  return (
    <Shell
      errorPage={kind === "notFound" ? "notFound" : "error"}
      mainClassName="container-page flex flex-1 flex-col items-center justify-center gap-4 py-16 text-center"
    >
      {kind === "notFound" ? (
        <>
          <p className="text-6xl font-bold text-brand-700" aria-hidden="true">
            404
          </p>
          <h1 className="text-xl font-semibold" data-testid="not-found">
            {t("common.errors.notFound")}
          </h1>
          <HomeLink primary />
        </>
      ) : kind === "unavailable" ? (
        <>
          <h1 className="text-xl font-semibold">{t("common.errors.unavailableTitle")}</h1>
          <p className="max-w-md text-gray-700" data-testid="unavailable">
            {t("common.errors.unavailable")}
          </p>
          <RetryOrHome />
        </>
      ) : (
        <>
          <h1 className="text-xl font-semibold" data-testid="error-message">
            {customerMessage(t, body?.facts ?? { status, message: body?.message || null, outage: false })}
          </h1>
          <RetryOrHome />
        </>
      )}
    </Shell>
  );
}

/** The way home: the one thing to do on a 404, the second choice on other errors. */
function HomeLink({ primary }: { primary: boolean }) {
  const { t, locale } = useI18n();
  return (
    <Link to={localePath(locale, "/")} className={primary ? "btn-primary" : "btn-secondary"} data-testid="back-home">
      {t("common.errors.backHome")}
    </Link>
  );
}

/** "Try again" (the same address, loaded anew) beside the way home. */
function RetryOrHome() {
  const { t } = useI18n();
  const location = useLocation();
  return (
    <div className="flex flex-wrap justify-center gap-3">
      <a href={location.pathname + location.search} className="btn-primary">
        {t("common.errors.retry")}
      </a>
      <HomeLink primary={false} />
    </div>
  );
}
