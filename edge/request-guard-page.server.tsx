// The page the request guard answers with (400, 403, 413, and 429 for a client starting too many sessions): the app's stylesheet, header logo and
// language toggle, and error layout (as root.tsx's ErrorBoundary), in the language of the path's
// prefix. Rendered without Remix, the session or the platform: a refused request must cost nothing
// and cannot fail. The toggle posts the choice to /language like the app's (a plain link would be
// sent back by a stored language), and comes back to the home page in the other language (the page
// a refused request asked for is not one to return to).
import { renderToStaticMarkup } from "react-dom/server";
import { Logo } from "../app/components/logo";
import {
  DEFAULT_LOCALE,
  direction,
  localePath,
  otherLanguage,
  splitLocalePath,
  TOGGLE_LABEL_LANG,
  type Locale,
} from "../app/i18n/locale";
import { createT } from "../app/i18n/translate";
import { RESOURCES } from "../app/locales";

export type GuardProblem = "badRequest" | "forbidden" | "tooLarge" | "tooManyRequestsLater";

/** The locale of a raw (possibly malformed) path's prefix, e.g. `/ar-kw/%E0%A4%A` → ar-kw. */
export function guardLocale(rawPath: string): { locale: Locale; prefixed: boolean } {
  const pathname = rawPath.split(/[?#]/)[0] ?? "/";
  const { prefix } = splitLocalePath(pathname);
  return { locale: prefix ?? DEFAULT_LOCALE, prefixed: prefix !== null };
}

export function renderGuardPage({
  problem,
  path,
  stylesheets,
}: {
  problem: GuardProblem;
  path: string;
  stylesheets: readonly string[];
}): string {
  const { locale, prefixed } = guardLocale(path);
  const t = createT(RESOURCES[locale.lang], locale.lang);
  const message = t(`common.errors.${problem}`);
  const home = prefixed ? localePath(locale, "/") : "/";
  const other: Locale = { lang: otherLanguage(locale.lang), country: locale.country };
  const page = (
    <html lang={locale.lang} dir={direction(locale.lang)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{t("common.errors.default")}</title>
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </head>
      <body className="flex min-h-screen flex-col">
        <header className="border-b border-gray-200 bg-white">
          <div className="container-page flex min-h-16 flex-wrap items-center gap-3 py-2">
            <a href={home} className="flex items-center gap-2" aria-label={t("common.header.logo")}>
              <Logo />
            </a>
            <form method="post" action="/language" className="ms-auto">
              <input type="hidden" name="lang" value={other.lang} />
              <input type="hidden" name="redirectTo" value={localePath(locale, "/")} />
              <button
                type="submit"
                lang={TOGGLE_LABEL_LANG}
                className="btn-secondary min-h-11 px-3"
                data-testid="language-toggle"
              >
                {t("common.header.language")}
              </button>
            </form>
          </div>
        </header>
        <main
          id="main"
          className="container-page flex flex-1 flex-col items-center justify-center gap-4 py-16 text-center"
        >
          <h1 className="text-xl font-semibold" data-testid="error-message">
            {message}
          </h1>
          <a href={home} className="btn-primary">
            {t("common.errors.backHome")}
          </a>
        </main>
      </body>
    </html>
  );
  return `<!DOCTYPE html>${renderToStaticMarkup(page)}`;
}
