// Server-side i18n with remix-i18next: the stored language (a one-year cookie) wins over the URL
// prefix; server messages (toasts, field errors, titles) come from getFixedT over the same JSON the
// components read.
import { createCookie } from "@remix-run/node";
import { RemixI18Next } from "remix-i18next/server";
import type { TFunction as I18nextT } from "i18next";
import { RESOURCES } from "~/locales";
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, splitLocalePath, type Language } from "~/i18n/locale";
import type { TFunction } from "~/i18n/translate";

export const LANGUAGE_COOKIE = "web_customer_app_language";

export function createLanguageCookie(secure: boolean) {
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
    detection: {
      supportedLanguages: [...LANGUAGES],
      fallbackLanguage: DEFAULT_LANGUAGE,
      cookie,
      order: ["cookie", "custom"],
      findLocale: async (request) => splitLocalePath(new URL(request.url).pathname).prefix?.lang ?? null,
    },
    i18next: {
      resources: Object.fromEntries(LANGUAGES.map((lang) => [lang, { translation: RESOURCES[lang] }])),
      interpolation: { escapeValue: false },
      returnNull: false,
    },
  });
  const fixed = new Map<Language, Promise<I18nextT>>();
  return {
    cookie,
    /** The stored language, if the cookie holds a valid one. */
    async storedLanguage(request: Request): Promise<Language | null> {
      const value: unknown = await cookie.parse(request.headers.get("Cookie")).catch(() => null);
      return isLanguage(value) ? value : null;
    },
    /** The language to render: the stored preference, else the URL prefix, else English. */
    async language(request: Request): Promise<Language> {
      const lang = await server.getLocale(request);
      return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
    },
    async t(lang: Language): Promise<TFunction> {
      let t = fixed.get(lang);
      if (!t) fixed.set(lang, (t = server.getFixedT(lang)));
      const i18nextT = await t;
      return (key, vars) => i18nextT(key, vars ?? {}) as string;
    },
  };
}

export type I18nServer = ReturnType<typeof createI18nServer>;
