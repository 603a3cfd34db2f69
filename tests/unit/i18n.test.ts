import { describe, expect, it, vi } from "vitest";
import i18next from "i18next";
import { RESOURCES } from "~/locales";
import { createT, type Resources } from "~/i18n/translate";
import { preferredLanguage } from "~/i18n/accept-language";
import { direction, localePath, parseLocaleSegment, splitLocalePath, switchLocalePath } from "~/i18n/locale";
import { formatMoney, formatMoneyIn, minorToDecimalString, moneyStyle } from "~/i18n/money";
import { formatNumber, formatSlot, formatTime } from "~/i18n/format";
import { pageDigits } from "~/server/platform";
import arProduct from "~/locales/ar/product.json";
import { COUNTRIES, COUNTRY_CODES } from "~/i18n/countries";
import { countryTimeZone } from "~/i18n/time-zones";

function keys(resources: Resources, prefix = ""): string[] {
  return Object.entries(resources).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

describe("translations", () => {
  it("have the same keys in English and Arabic, none empty", () => {
    // Plural forms differ by language (English one/other, Arabic zero/one/two/few/many/other):
    // compare the keys without them, and require `_other` wherever a key has plural forms.
    const PLURAL = /_(zero|one|two|few|many|other)$/;
    const base = (all: string[]) => [...new Set(all.map((key) => key.replace(PLURAL, "")))].sort();
    const en = keys(RESOURCES.en);
    const ar = keys(RESOURCES.ar);
    expect(base(ar)).toEqual(base(en));
    for (const all of [en, ar]) {
      for (const key of all.filter((k) => PLURAL.test(k))) expect(all, key).toContain(key.replace(PLURAL, "_other"));
    }
    const t = createT(RESOURCES.ar, "ar");
    for (const key of ar) expect(t(key).trim(), key).not.toBe("");
  });

  it("read the same through i18next (server) and createT (browser) for every key", async () => {
    for (const lang of ["en", "ar"] as const) {
      const instance = i18next.createInstance();
      await instance.init({
        lng: lang,
        resources: { [lang]: { translation: RESOURCES[lang] } },
        interpolation: { escapeValue: false },
      });
      const t = createT(RESOURCES[lang], lang);
      const vars = {
        year: 2026,
        name: "Ali",
        seconds: 5,
        count: 3,
        max: 9,
        min: 1,
        price: "KWD 1.000",
        store: "X",
        code: "C1",
        query: "q",
        address: "A",
        amount: "1",
        value: "2",
        phone: "+965 1",
        brand: "Visa",
        digits: "4242",
        card: "c",
        date: "d",
        time: "t",
        expiry: "01/30",
        option: "o",
        page: 1,
        pages: 2,
        hours: "10:00–22:00",
        when: "Sun 10:00",
        names: "Fries",
        country: "Kuwait",
        offers: "Burgers",
        area: "Salmiya",
        description: "D",
        stores: "S",
        site: "Site",
        more: "3",
        km: "7",
        place: "v",
        kcal: 450,
        allergens: "milk",
        diets: "vegan",
        day: "Today",
        window: "5:00–5:30 AM",
        method: "KNET",
        current: "Y",
        placed: "P",
        now: "N",
        was: "W",
      };
      for (const key of keys(RESOURCES[lang])) expect(t(key, vars), `${lang}:${key}`).toBe(instance.t(key, vars));
    }
  });

  it("interpolate and choose Arabic plural forms", () => {
    const t = createT(
      {
        item: "{{count}} item",
        item_one: "one",
        item_two: "two",
        item_few: "few {{count}}",
        item_other: "many {{count}}",
      },
      "ar",
    );
    expect(t("item", { count: 1 })).toBe("one");
    expect(t("item", { count: 2 })).toBe("two");
    expect(t("item", { count: 5 })).toBe("few 5");
    expect(t("item", { count: 100 })).toBe("many 100");
    expect(t("missing.key")).toBe("missing.key");
  });

  it("make plural rules only when a text first has a count, once per translator", () => {
    const Original = Intl.PluralRules;
    let made = 0;
    class Counted extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        made++;
      }
    }
    Object.defineProperty(Intl, "PluralRules", { value: Counted, configurable: true, writable: true });
    try {
      const t = createT({ title: "Menu", item_one: "{{count}} item", item_other: "{{count}} items" }, "en");
      expect(t("title")).toBe("Menu");
      expect(made).toBe(0); // hydrating a page without counts makes none
      expect([t("item", { count: 1 }), t("item", { count: 2 })]).toEqual(["1 item", "2 items"]);
      expect(made).toBe(1);
    } finally {
      Object.defineProperty(Intl, "PluralRules", { value: Original, configurable: true, writable: true });
    }
  });
});

describe("the language of a first visit (Accept-Language)", () => {
  it("is Arabic when the browser ranks any Arabic above English, by q-value then order", () => {
    expect(preferredLanguage("ar-SA")).toBe("ar");
    expect(preferredLanguage("ar-KW,ar;q=0.9,en-US;q=0.8,en;q=0.7")).toBe("ar");
    expect(preferredLanguage("en-US;q=0.5, ar-AE;q=0.8")).toBe("ar");
    expect(preferredLanguage("fr-FR, AR;q=0.4")).toBe("ar");
    expect(preferredLanguage("ar-SA;q=0.8, en;q=0.8")).toBe("ar");
  });

  it("is English otherwise: English first, neither named, Arabic refused, no header or a broken one", () => {
    expect(preferredLanguage("en-GB,en;q=0.9,ar;q=0.8")).toBe("en");
    expect(preferredLanguage("en;q=0.8, ar;q=0.8")).toBe("en");
    expect(preferredLanguage("fr-FR,de;q=0.9")).toBe("en");
    expect(preferredLanguage("ar;q=0, fr")).toBe("en");
    expect(preferredLanguage("*")).toBe("en");
    expect(preferredLanguage("ar;q=abc")).toBe("en");
    expect(preferredLanguage("arabic")).toBe("en");
    expect(preferredLanguage(null)).toBe("en");
    expect(preferredLanguage("")).toBe("en");
  });
});

describe("locale prefixes", () => {
  it("parses only the four countries and two languages", () => {
    expect(parseLocaleSegment("ar-sa")).toEqual({ lang: "ar", country: "sa" });
    expect(parseLocaleSegment("fr-fr")).toBeNull();
    expect(parseLocaleSegment("en-us")).toBeNull();
    expect(parseLocaleSegment("en")).toBeNull();
    expect(direction("ar")).toBe("rtl");
    expect(direction("en")).toBe("ltr");
  });

  it("switches a path's language and keeps the rest", () => {
    expect(splitLocalePath("/en-kw/brand/x")).toEqual({ prefix: { lang: "en", country: "kw" }, rest: "/brand/x" });
    expect(splitLocalePath("/brand/x")).toEqual({ prefix: null, rest: "/brand/x" });
    expect(switchLocalePath("/en-kw/store/a?menu=2", { lang: "ar", country: "kw" })).toBe("/ar-kw/store/a?menu=2");
    expect(switchLocalePath("/", { lang: "ar", country: "ae" })).toBe("/ar-ae");
    expect(localePath({ lang: "en", country: "pt" }, "/about-us")).toBe("/en-pt/about-us");
  });
});

describe("money", () => {
  it("formats minor units with the country's decimals, without floating point", () => {
    expect(minorToDecimalString(1950, 3)).toBe("1.950");
    expect(minorToDecimalString(5, 2)).toBe("0.05");
    expect(minorToDecimalString(-250, 3)).toBe("-0.250");
    expect(minorToDecimalString(900719925474099, 2)).toBe("9007199254740.99");
    expect(() => minorToDecimalString(1.5, 2)).toThrow(RangeError);
    expect(formatMoney(1950, "KWD", 3, { lang: "en", country: "kw" })).toMatch(/^KWD\s1\.950$/);
    expect(formatMoney(1999, "SAR", 2, { lang: "en", country: "sa" })).toMatch(/^SAR\s19\.99$/);
    expect(formatMoney(2500, "EUR", 3, { lang: "en", country: "pt" })).toContain("2.500");
    // Arabic pages use Latin digits like everything else on them (decision 0025).
    expect(formatMoney(1950, "KWD", 3, { lang: "ar", country: "kw" })).toMatch(/1\.950/);
  });

  it("writes every page's amounts from a style read once, exactly as Intl writes them (decision 0069)", () => {
    let seed = 11;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const amounts = [
      0,
      1,
      5,
      99,
      100,
      999,
      1000,
      1001,
      99_999,
      100_000,
      1_234_567,
      999_999_999,
      Number.MAX_SAFE_INTEGER,
    ];
    for (let i = 0; i < 200; i++) amounts.push(Math.floor(next() * 10 ** (1 + (i % 14))));
    for (const lang of ["en", "ar"] as const) {
      for (const country of COUNTRY_CODES) {
        const locale = { lang, country };
        for (const { currency, decimals } of [
          COUNTRIES[country],
          ...Object.values(COUNTRIES).map((c) => ({ ...c, decimals: 0 })),
        ]) {
          const style = moneyStyle(locale, currency, decimals);
          expect(style, `${lang}-${country} ${currency}`).not.toBeNull();
          const intl = new Intl.NumberFormat(`${lang}-${country.toUpperCase()}-u-nu-latn`, {
            style: "currency",
            currency,
            minimumFractionDigits: decimals,
            maximumFractionDigits: decimals,
          });
          for (const minor of amounts.flatMap((a) => [a, -a])) {
            expect(formatMoneyIn(style!, minor), `${lang}-${country} ${currency} ${minor}`).toBe(
              intl.format(minorToDecimalString(minor, decimals) as unknown as number),
            );
          }
        }
      }
    }
  });

  it("makes no NumberFormat for an amount in the page's style, as the browser has it from the root's data", async () => {
    const ar = { lang: "ar", country: "sa" } as const;
    const style = JSON.parse(JSON.stringify(moneyStyle(ar, "SAR", 2))) as ReturnType<typeof moneyStyle>;
    vi.resetModules(); // a fresh module, as in a browser tab: no style or formatter read yet
    const fresh = await import("~/i18n/money");
    const spy = vi.spyOn(Intl, "NumberFormat");
    try {
      expect(fresh.formatMoney(123_456, "SAR", 2, ar, style)).toBe(formatMoney(123_456, "SAR", 2, ar));
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
});

const ARABIC_INDIC = /[\u0660-\u0669\u06f0-\u06f9]/;

describe("one digit system per page (decision 0025)", () => {
  const ar = { lang: "ar", country: "kw" } as const;
  it("formats prices, counts, quantities and times on Arabic pages with the same digits", () => {
    const t = createT({ product: arProduct } as Resources, "ar");
    const samples = [
      formatMoney(123456, "KWD", 3, ar),
      formatMoney(1999, "SAR", 2, { lang: "ar", country: "sa" }),
      formatNumber("ar", 3),
      t("product.chooseUpTo", { max: 3 }),
      formatTime(ar, "Asia/Kuwait", "2026-11-23T08:19:00Z"),
      formatSlot(ar, "Asia/Kuwait", { starts_at: "2026-11-23T08:19:00Z", ends_at: "2026-11-23T08:49:00Z" }),
    ];
    for (const text of samples) {
      expect(text).not.toMatch(ARABIC_INDIC);
      expect(text).toMatch(/[0-9]/);
    }
    expect(t("product.chooseUpTo", { max: 3 })).toContain("3");
    expect(formatTime(ar, "Asia/Kuwait", "2026-11-23T08:19:00Z", "time")).toContain("11:19");
    expect(formatNumber("en", 12)).toBe("12");
  });

  it("writes a count exactly as Intl would, without making a NumberFormat for it", async () => {
    const values = [
      0,
      1,
      3,
      12,
      -4,
      999_999,
      2 ** 53 - 1,
      1e20,
      1.2,
      0.5,
      -2.75,
      0.1 + 0.2,
      1 / 3,
      123.456,
      1e-6,
      1.5e-5,
      1e21,
      1e-7,
      -0,
      NaN,
      Infinity,
    ];
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let i = 0; i < 300; i++)
      values.push(Math.round(next() * 10 ** (i % 9)) / 10 ** (i % 4), next() * 10 ** ((i % 30) - 8));
    vi.resetModules(); // a fresh module: no formatter made by an earlier test
    const fresh = await import("~/i18n/format");
    const spy = vi.spyOn(Intl, "NumberFormat");
    try {
      for (const lang of ["en", "ar"] as const) fresh.formatNumber(lang, 3);
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
    for (const lang of ["en", "ar"] as const) {
      const intl = new Intl.NumberFormat(`${lang}-u-nu-latn`, { useGrouping: false, maximumFractionDigits: 20 });
      for (const value of values) expect(formatNumber(lang, value), `${lang} ${value}`).toBe(intl.format(value));
    }
  });

  it("shows times in the store's zone, not the process's", () => {
    const en = { lang: "en", country: "kw" } as const;
    expect(formatTime(en, "Asia/Kuwait", "2026-11-23T08:19:00Z", "time")).toMatch(/^11:19\s?AM$/);
    expect(formatTime(en, "Europe/Lisbon", "2026-07-01T08:19:00Z", "time")).toMatch(/^9:19\s?AM$/);
    expect(formatTime(en, "Asia/Riyadh", "2026-11-23T21:30:00Z", "dateTime")).toContain("Nov 24, 2026");
  });

  it("falls back to the country's time zone, a fact of the country table", () => {
    for (const code of COUNTRY_CODES) {
      const { iso2, timeZone } = COUNTRIES[code];
      expect(countryTimeZone(iso2), iso2).toBe(timeZone);
      expect(countryTimeZone(iso2.toLowerCase()), iso2).toBe(timeZone);
      expect(() => new Intl.DateTimeFormat("en", { timeZone }), timeZone).not.toThrow();
    }
    expect(countryTimeZone("KW")).toBe("Asia/Kuwait");
    expect(countryTimeZone("FR")).toBe("UTC");
  });

  it("names countries in the translations only, in every language", () => {
    for (const code of COUNTRY_CODES) {
      expect(COUNTRIES[code], code).not.toHaveProperty("name");
      for (const lang of ["en", "ar"] as const)
        expect(createT(RESOURCES[lang], lang)(`browse.home.countries.${code}`), `${lang} ${code}`).not.toMatch(
          /^common\./,
        );
    }
  });

  it("has no Arabic-Indic digits in the Arabic translations", () => {
    const strings = (value: unknown): string[] =>
      typeof value === "string"
        ? [value]
        : value && typeof value === "object"
          ? Object.values(value).flatMap(strings)
          : [];
    expect(strings(RESOURCES.ar).filter((text) => ARABIC_INDIC.test(text))).toEqual([]);
  });

  it("turns the platform's Arabic-Indic digits into the page's", () => {
    expect(pageDigits({ name: "صينية (٢٥ قطعة)", list: ["٨ قطع", 3], n: 5 }, "ar")).toEqual({
      name: "صينية (25 قطعة)",
      list: ["8 قطع", 3],
      n: 5,
    });
  });
});
