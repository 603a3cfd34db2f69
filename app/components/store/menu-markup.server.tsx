// The menu's markup, rendered once per catalogue read and language (the loader keeps it with the read,
// `derivedFrom`): on a 300-product menu the cards are most of a render's work and the same for every
// customer (docs/decisions/0067). The same component the page renders, with the same providers.
import { renderToString } from "react-dom/server";
import { useMoney, type CurrencyInfo } from "~/components/money";
import { I18nProvider, TranslationsContext, type Translations } from "~/i18n/react";
import type { Locale } from "~/i18n/locale";
import { MenuCards } from "./menu-cards";
import type { CardCategory } from "./product-cards";

const NOTHING_ADDING: ReadonlySet<number> = new Set();
const noop = () => {};

interface MenuMarkupProps {
  categories: CardCategory[];
  currency: CurrencyInfo;
  storeSlug: string;
  menuId: number;
}

function ServerMenuCards({ currency, ...props }: MenuMarkupProps) {
  const money = useMoney(currency);
  return <MenuCards {...props} money={money} onOpen={noop} adding={NOTHING_ADDING} />;
}

/** What `MenuCards` renders for every card of the menu (no search), as HTML, with these translations. */
export function menuMarkup(locale: Locale, translations: Translations, props: MenuMarkupProps): string {
  return renderToString(
    <TranslationsContext.Provider value={translations}>
      <I18nProvider locale={locale}>
        <ServerMenuCards {...props} />
      </I18nProvider>
    </TranslationsContext.Provider>,
  );
}
