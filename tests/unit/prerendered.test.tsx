// The menu's kept markup (decision 67) is exactly what the page renders in its place: the browser
// hydrates its own render of the cards against it, so a byte of difference would be a mismatch.
import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { PrerenderedContext, usePrerendered } from "~/components/prerendered";
import { useMoney } from "~/components/money";
import { MENU_MARKUP, MenuCards, shownCategories } from "~/components/store/menu-cards";
import { menuMarkup } from "~/components/store/menu-markup.server";
import type { CardCategory } from "~/components/store/product-cards";
import { I18nProvider, TranslationsContext } from "~/i18n/react";
import type { Locale } from "~/i18n/locale";
import { translationsFor } from "~/i18n/translations.server";

const KWD = { currency_code: "KWD", decimal_places: 3 };

// Every kind of card: a picture or none, a description or none, a discount by percent or amount,
// a price from variants, a required choice, unavailable; and an empty category (not shown).
const CATEGORIES: CardCategory[] = [
  {
    id: 1,
    name: "Burgers <& \"friends\">",
    products: [
      { id: 10, name: "Classic", description: "Beef, cheese & pickles", image: "https://cdn.example/p/10.png", price: 1950 },
      { id: 11, name: "Double", image: "https://cdn.example/p/11.png", price: 2250, fullPrice: 2500, percentOff: 10 },
      { id: 12, name: "Build your own", price: 1500, fromVariants: true },
      { id: 13, name: "Spicy", description: "Hot", price: 2000, choose: true, amountOff: 250, fullPrice: 2250 },
      { id: 14, name: "Retired", price: 900, unavailable: true },
      { id: 15, name: "Fifth", image: "https://cdn.example/p/15.png", price: 100 },
    ],
  },
  { id: 2, name: "Empty", products: [] },
  { id: 3, name: "مشروبات", products: [{ id: 20, name: "عصير برتقال", description: "طازج", price: 750 }] },
];

/** The store page's menu form, as the route renders it: the kept markup when the request has one. */
function MenuForm({ categories }: { categories: CardCategory[] }) {
  const money = useMoney(KWD);
  const children = usePrerendered(
    MENU_MARKUP,
    <MenuCards categories={categories} money={money} storeSlug="burger-bay-salmiya" menuId={1} onOpen={() => {}} adding={new Set()} />,
  );
  return <form method="post" action="/en-kw/store/burger-bay-salmiya?index&menu=1" {...children} />;
}

function page(locale: Locale, kept: Map<string, string> | null): string {
  return renderToString(
    // The page's own translations: every namespace the store page loads, not only the cards'.
    <TranslationsContext.Provider value={translationsFor(locale.lang, ["common", "cart"])}>
      <PrerenderedContext.Provider value={kept}>
        <I18nProvider locale={locale}>
          <MenuForm categories={shownCategories(CATEGORIES, "")} />
        </I18nProvider>
      </PrerenderedContext.Provider>
    </TranslationsContext.Provider>,
  );
}

describe("the menu's kept markup", () => {
  for (const locale of [{ lang: "en", country: "kw" }, { lang: "ar", country: "kw" }] as Locale[]) {
    it(`is the page's own render of the menu, byte for byte (${locale.lang})`, () => {
      const kept = menuMarkup(locale, translationsFor(locale.lang, ["common"]), { categories: shownCategories(CATEGORIES, ""), currency: KWD, storeSlug: "burger-bay-salmiya", menuId: 1 });
      const rendered = page(locale, null);
      expect(page(locale, new Map([[MENU_MARKUP, kept]]))).toBe(rendered);
      // It holds every shown card, escaped as React escapes, and not the empty category.
      expect(kept).toContain('data-card="2250 2500 p10"');
      expect(kept).toContain("Burgers &lt;&amp; &quot;friends&quot;&gt;");
      expect(kept).not.toContain("Empty");
    });
  }

  it("is used only where a request kept it", () => {
    const locale: Locale = { lang: "en", country: "kw" };
    expect(page(locale, new Map([["something-else", "<p>not the menu</p>"]]))).toBe(page(locale, null));
    expect(page(locale, new Map([[MENU_MARKUP, "<p>kept</p>"]]))).toBe('<form method="post" action="/en-kw/store/burger-bay-salmiya?index&amp;menu=1"><p>kept</p></form>');
  });
});
