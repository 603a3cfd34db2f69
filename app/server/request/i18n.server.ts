// Server-side i18n with remix-i18next: server messages (toasts, field errors, titles) come from its
// fixed `t` over the same JSON the components read. The language is chosen in context.server.ts
// (the stored language, a one-year cookie, wins over the URL prefix by a redirect), so
// remix-i18next's own detection is configured but not asked.
import { createCookie } from "@remix-run/node";
import { RemixI18Next } from "remix-i18next/server";
import { RESOURCES } from "~/locales";
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from "~/i18n/locale";
import type { TFunction } from "~/i18n/translate";

const LANGUAGE_COOKIE = "web_customer_app_language";

function createLanguageCookie(secure: boolean) {
  return createCookie(LANGUAGE_COOKIE, {
    path: "/",
    sameSite: "lax",
    httpOnly: true,
    secure,
    maxAge: 365 * 24 * 60 * 60,
  });
}

export function createI18nServer(secure: boolean) {
  const cookie = createLanguageCookie(secure);
  const server = new RemixI18Next({
    detection: { supportedLanguages: [...LANGUAGES], fallbackLanguage: DEFAULT_LANGUAGE },
    i18next: {
      resources: Object.fromEntries(LANGUAGES.map((lang) => [lang, { translation: RESOURCES[lang] }])),
      interpolation: { escapeValue: false },
      returnNull: false,
    },
  });
  const fixed = new Map<Language, Promise<TFunction>>();
  return {
    cookie,
    /** The stored language, if the cookie holds a valid one. */
    async storedLanguage(request: Request): Promise<Language | null> {
      const value: unknown = await cookie.parse(request.headers.get("Cookie")).catch(() => null);
      return isLanguage(value) ? value : null;
    },
    t(lang: Language): Promise<TFunction> {
      let pending = fixed.get(lang);
      if (!pending)
        fixed.set(
          lang,
          (pending = server.getFixedT(lang).then(
            (t): TFunction =>
              (key, vars) =>
                t(key, vars ?? {}) as string,
          )),
        );
      return pending;
    },
  };
}

export type I18nServer = ReturnType<typeof createI18nServer>;
