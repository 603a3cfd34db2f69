// What the store page's loader works out on the server besides the catalogue read: the menu a URL
// asks for, and the page's JSON-LD and search-engine texts, each once per catalogue read.
import type { AppContext } from "../request";
import type { Menu, Store } from "~/contract";
import { jsonLdText } from "~/seo/json-ld";
import { restaurantJsonLd } from "~/seo/restaurant";
import { formatList } from "~/i18n/format";
import { derivedFrom } from "../ops";
import { areaOf, pageSeo } from "../catalogue";

const PURPOSE_ORDER = { delivery: 0, gathering: 1, catering: 2 } as const;

/** The menu `?menu=` asks for, else the first by purpose (delivery, gathering, catering). */
export function pickMenu(menus: Menu[], requested: string | null): Menu | null {
  const sorted = [...menus].sort((a, b) => PURPOSE_ORDER[a.info.purpose] - PURPOSE_ORDER[b.info.purpose]);
  return sorted.find((m) => String(m.info.id) === requested) ?? sorted[0] ?? null;
}

/** The store's JSON-LD for its page's URL and menu, once per catalogue read. */
export function storeJsonLd(store: Store, menu: Menu | null, url: string, menuUrl: string): string {
  return derivedFrom(store, `json-ld ${url} ${menuUrl}`, () =>
    jsonLdText(restaurantJsonLd({ store, menu, url, menuUrl })),
  );
}

/** "Burger Bay Salmiya: order Burgers, Sides and Drinks for delivery in Salmiya", in the page's language. */
export function storeSeo(context: AppContext, request: Request, store: Store, menu: Menu | null, path: string) {
  const { t, locale } = context;
  // Worded once per catalogue read, language and menu (the same read serves every render while kept).
  const texts = derivedFrom(store, `seo ${locale.lang} ${path}`, () => {
    const categories = (menu?.categories ?? []).filter((c) => c.products.length > 0).map((c) => c.name);
    const offers = formatList(locale.lang, categories.slice(0, 3), "and");
    const vars = {
      store: store.info.name,
      offers,
      area: areaOf(store.info.address_text),
      address: store.info.address_text,
      description: store.info.description,
    };
    const menuName = path.includes("?menu=") && menu ? ` (${menu.info.name})` : "";
    return { title: t("seo.storeTitle", vars) + menuName, description: t("seo.storeDescription", vars) };
  });
  return pageSeo(context, request, { path, ...texts, image: store.info.cover ?? store.info.logo });
}
