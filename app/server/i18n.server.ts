// Server-side i18n: the stored language (a one-year cookie) wins over the URL prefix (see
// context.server.ts); server messages (toasts, field errors, titles) come from i18next's fixed `t`
// over the same JSON the components read.
import { createCookie } from "@remix-run/node";
import i18next, { type TFunction as I18nextT } from "i18next";
import { RESOURCES } from "~/locales";
import { LANGUAGES, isLanguage, type Language } from "~/i18n/locale";
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
  const instance = i18next.createInstance();
  const ready = instance.init({
    resources: Object.fromEntries(LANGUAGES.map((lang) => [lang, { translation: RESOURCES[lang] }])),
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  const fixed = new Map<Language, I18nextT>();
  return {
    cookie,
    /** The stored language, if the cookie holds a valid one. */
    async storedLanguage(request: Request): Promise<Language | null> {
      const value: unknown = await cookie.parse(request.headers.get("Cookie")).catch(() => null);
      return isLanguage(value) ? value : null;
    },
    async t(lang: Language): Promise<TFunction> {
      await ready;
      let t = fixed.get(lang);
      if (!t) fixed.set(lang, (t = instance.getFixedT(lang)));
      return (key, vars) => t(key, vars ?? {}) as string;
    },
  };
}

export type I18nServer = ReturnType<typeof createI18nServer>;
