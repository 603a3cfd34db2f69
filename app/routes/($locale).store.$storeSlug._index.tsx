// A store's menus: one menu at a time (?menu=id; the first delivery menu by default), its categories
// and products with prices in the store's currency.
import type { I18nHandle } from "~/i18n/namespaces";
import { withNamespaces } from "~/i18n/client-translations";
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  type SerializeFrom,
} from "@remix-run/node";
import { type ShouldRevalidateFunction, Link, useLoaderData, useLocation, useNavigate } from "@remix-run/react";
import { keepDiets, storePage } from "~/server/store-page";
import { WhereStrip } from "~/components/store/where-strip";
import { NotDeliveringHere } from "~/components/store/not-delivering-here";
import { requireKnownLocale, requireSlug, readForm } from "~/server/request";
import { useI18n } from "~/i18n/react";
import { localePath } from "~/i18n/locale";
import { useMoney } from "~/components/money";
import type { LayoutHandle } from "~/components/layout";
import { quickAdd } from "~/server/cart";
import {
  LazyProductDialog,
  leavingProductSheet,
  preloadProductDialog,
  useProductDialog,
} from "~/components/cart/product-dialog-trigger";
import { basketBarSpace } from "~/components/cart/basket-bar";
import { StoreHeader } from "~/components/store/store-header";
import { StoreCart } from "~/components/store/store-cart";
import { useEffect, useMemo, useState } from "react";
import { CategoryLinks, MenuSearch } from "~/components/store/menu-nav";
import { StoreFacts } from "~/components/store/store-facts";
import { useQuickAdd } from "~/components/store/quick-add";
import { MenuCards, shownCategories } from "~/components/store/menu-cards";
import { queryWords } from "~/utils/search";
import { seoMeta } from "~/seo/head";
import { JsonLd } from "~/components/json-ld";
import { DietFilter } from "~/components/store/diet-filter";
import { OrderAgain } from "~/components/store/order-again";
import { dietCategories, dietOnlyChange, withDiets, type FilterTag } from "~/utils/diet-filter";

/** The translation namespaces this page uses besides common (app/i18n/namespaces.ts). */
const NAMESPACES = ["cart", "store"] as const;
export const clientLoader = withNamespaces(NAMESPACES);

export const handle: LayoutHandle & I18nHandle = { layout: { logo: true }, i18n: NAMESPACES };

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? seoMeta(data.seo) : []);

/**
 * Back from the product sheet returns to the URL already shown, and a dietary chip changes only
 * `?diet=` (the page filters the cards it has): nothing to reload.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) =>
  !formMethod && ((currentUrl.href === nextUrl.href && leavingProductSheet()) || dietOnlyChange(currentUrl, nextUrl))
    ? false
    : defaultShouldRevalidate;

export const loader = ({ request, params, context }: LoaderFunctionArgs) => storePage(context, request, params);

/** A product card's quick add "+" (the menu's form; `?menu=` the menu shown, `?diet=` its filter, kept on the way back). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  requireKnownLocale(params);
  const storeSlug = requireSlug(params.storeSlug);
  const url = new URL(request.url);
  const menuId = Number(url.searchParams.get("menu"));
  return keepDiets(
    await quickAdd(context, {
      request,
      storeSlug,
      menuId: Number.isSafeInteger(menuId) && menuId > 0 ? menuId : null,
      form: await readForm(request),
    }),
    url,
  );
}

const preloadSheet = () => void preloadProductDialog().catch(() => undefined);

type StoreData = SerializeFrom<typeof loader>;
type Money = ReturnType<typeof useMoney>;

export default function StorePage() {
  const { info, cover, menus, menu, cart, signedIn, wallet, query, diets, facts, notHere, located, orderAgain } =
    useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  const money = useMoney(info.country);
  const storePath = localePath(locale, `/store/${info.slug}`);
  const dialog = useProductDialog();
  const location = useLocation();
  const filters = useMenuFilters(query, diets.chosen);

  return (
    <div
      className={`container-page grid grid-cols-1 gap-8 py-6 max-sm:pt-0 lg:grid-cols-[1fr_20rem] ${basketBarSpace(cart)}`}
    >
      <JsonLd />
      <div className="min-w-0">
        {/* The cover and the store's line, then its facts (decision 115). */}
        <StoreHeader info={info} cover={cover} />
        <StoreFacts facts={facts} />
        {located ? null : <WhereStrip />}
        {notHere ? <NotDeliveringHere place={notHere.place} others={notHere.others} money={money} /> : null}
        {orderAgain ? <OrderAgain row={orderAgain} /> : null}

        <MenuTabs menus={menus} current={menu?.info.id} storePath={storePath} chosen={filters.chosen} />

        {!menu || menu.categories.every((c) => c.products.length === 0) ? (
          <p className="mt-6 text-gray-700">{t("store.emptyMenu")}</p>
        ) : (
          <StoreMenu
            menu={menu}
            storePath={storePath}
            storeSlug={info.slug}
            query={query}
            diets={diets}
            filters={filters}
            money={money}
            notHere={notHere}
            dialog={dialog}
          />
        )}
      </div>
      <StoreCart cart={cart} signedIn={signedIn} wallet={wallet} />
      <LazyProductDialog
        url={dialog.url}
        preview={dialog.preview}
        onClose={dialog.close}
        redirectTo={location.pathname + location.search}
      />
    </div>
  );
}

/** The store's menus as tabs (each keeps the dietary filter). */
function MenuTabs({
  menus,
  current,
  storePath,
  chosen,
}: {
  menus: StoreData["menus"];
  current: number | undefined;
  storePath: string;
  chosen: FilterTag[];
}) {
  const { t } = useI18n();
  return (
    <nav className="mt-1 border-b border-gray-200" aria-label={t("store.menus")}>
      <ul className="-mb-px flex gap-4 overflow-x-auto">
        {menus.map((m) => (
          <li key={m.id}>
            <Link
              to={`${storePath}${withDiets(`?menu=${m.id}`, chosen)}`}
              preventScrollReset
              aria-current={m.id === current ? "page" : undefined}
              className={`inline-flex min-h-11 min-w-11 items-center justify-center border-b-2 px-1 text-sm font-medium ${m.id === current ? "border-brand-700 text-brand-800" : "border-transparent text-gray-700 hover:text-gray-900"}`}
              data-testid="menu-tab"
            >
              {m.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The search and dietary chips as typed and chosen: the server filters by the URL (its query and
 * `?diet=`); with JS the list follows what is typed, and each chip at once.
 */
function useMenuFilters(query: string, serverChosen: FilterTag[]) {
  const [typed, setTyped] = useState(query);
  useEffect(() => setTyped(query), [query]);
  const [chosen, setChosen] = useState<FilterTag[]>(serverChosen);
  const [cleared, setCleared] = useState(false);
  useEffect(() => {
    setChosen(serverChosen);
    setCleared(false);
  }, [serverChosen]);
  const location = useLocation();
  const navigate = useNavigate();
  const choose = (next: FilterTag[]) => {
    setChosen(next);
    setCleared(next.length === 0);
    // The URL follows (replaced, not a new entry; shouldRevalidate loads nothing for it).
    navigate(location.pathname + withDiets(location.search, next), { replace: true, preventScrollReset: true });
  };
  // "Show the whole menu": no search and no diet (a change of diet alone loads nothing: say it here).
  const showWholeMenu = () => {
    setTyped("");
    setChosen([]);
  };
  return { typed, setTyped, chosen, cleared, choose, showWholeMenu };
}

interface StoreMenuProps {
  menu: NonNullable<StoreData["menu"]>;
  storePath: string;
  storeSlug: string;
  query: string;
  diets: StoreData["diets"];
  filters: ReturnType<typeof useMenuFilters>;
  money: Money;
  notHere: StoreData["notHere"];
  dialog: ReturnType<typeof useProductDialog>;
}

/** The menu shown: its search and dietary chips, its categories' links, and its cards (a form: quick add). */
function StoreMenu({ menu, storePath, storeSlug, query, diets, filters, money, notHere, dialog }: StoreMenuProps) {
  const { t } = useI18n();
  const { typed, setTyped, chosen, cleared, choose, showWholeMenu } = filters;
  const matching = useMemo(() => dietCategories(menu.categories, chosen), [menu, chosen]);
  const categories = useMemo(() => shownCategories(matching, typed), [matching, typed]);
  const searching = queryWords(typed).length > 0;
  const countOf = (list: { products: unknown[] }[]) => list.reduce((n, c) => n + c.products.length, 0);
  const quick = useQuickAdd(menu, storePath, chosen, dialog, money);
  return (
    <>
      <div className="relative mt-2">
        <MenuSearch
          query={query}
          menuId={menu.info.id}
          diets={chosen}
          filters={diets.offered.length > 0}
          onChange={setTyped}
        />
        <DietFilter
          offered={diets.offered}
          chosen={chosen}
          openFirst={diets.chosen.length > 0}
          onChoose={choose}
          menuId={menu.info.id}
          query={query}
          resetHref={`${storePath}${withDiets(`?menu=${menu.info.id}${query ? `&q=${encodeURIComponent(query)}` : ""}`, [])}`}
          matching={countOf(matching)}
          shown={countOf(categories)}
          noneAtStore={!diets.combos.some((combo) => chosen.every((tag) => combo.includes(tag)))}
          cleared={cleared}
        />
      </div>
      <CategoryLinks categories={categories} />
      {searching && matching.length > 0 && categories.length === 0 ? (
        <SearchEmpty typed={typed} href={`${storePath}?menu=${menu.info.id}`} onShowAll={showWholeMenu} />
      ) : null}
      {/* A card pointed at or touched: the sheet's code is fetched now if the idle time has not yet. */}
      <form
        method="post"
        action={quick.action}
        onSubmit={quick.onSubmit}
        onPointerOver={preloadSheet}
        onTouchStart={preloadSheet}
        onFocus={preloadSheet}
        data-add-off={notHere ? "" : undefined}
      >
        <MenuCards
          categories={categories}
          money={money}
          storeSlug={storeSlug}
          menuId={menu.info.id}
          onOpen={quick.openCard}
          adding={quick.adding}
          addOff={notHere ? t("store.addOff", { place: notHere.place }) : null}
        />
      </form>
    </>
  );
}

/** Nothing on the menu matches the search: said, with the way back to the whole menu. */
function SearchEmpty({ typed, href, onShowAll }: { typed: string; href: string; onShowAll: () => void }) {
  const { t } = useI18n();
  return (
    <div className="mt-6" role="status" data-testid="search-empty">
      <p className="text-gray-700">{t("store.search.noResults", { query: typed.trim() })}</p>
      <Link to={href} onClick={onShowAll} className="btn-link mt-2" data-testid="search-show-all">
        {t("store.search.showAll")}
      </Link>
    </div>
  );
}
