import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { getBrandAt, pageSeo, countrySettings } from "~/server/catalogue";
import { getLocation } from "~/server/location";
import { requireCountry, requireVendorBrand } from "~/server/vendor";
import { branches, leadBranch, type Branch } from "~/utils/branches";
import { BranchCard } from "~/components/store/branch-card";
import { useMoney } from "~/components/money";
import { requireKnownLocale, requireSlug, routeError, publicOrigin } from "~/server/request";
import { useI18n } from "~/i18n/react";
import { imageAt, srcSet } from "~/utils/images";
import { cappedSizes, pictureWidths } from "~/utils/picture-sizes";
import type { LayoutHandle } from "~/components/layout";
import type { I18nHandle } from "~/i18n/namespaces";
import { withNamespaces } from "~/i18n/client-translations";
import { seoMeta } from "~/seo/head";
import { jsonLdText } from "~/seo/json-ld";
import { storeListJsonLd } from "~/seo/store-list";
import { absoluteUrl } from "~/seo/site-url";
import { formatList } from "~/i18n/format";
import { JsonLd } from "~/components/json-ld";
import { WhereToDeliver } from "~/components/location/where-to-deliver";
import { orderAgainRow } from "~/server/checkout";
import { OrderAgain } from "~/components/store/order-again";

/** The translation namespaces this page uses besides common (app/i18n/namespaces.ts). */
const NAMESPACES = ["browse", "store"] as const;
export const clientLoader = withNamespaces(NAMESPACES);

export const handle: LayoutHandle & I18nHandle = { layout: { logo: true, footer: true }, i18n: NAMESPACES };

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? seoMeta(data.seo) : []);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  requireKnownLocale(params);
  const slug = requireSlug(params.brandSlug);
  requireVendorBrand(context, slug);
  // With a location chosen, the platform states each branch's delivery there (docs/decisions/0050);
  // such a page is only rendered for a visitor with a session, never kept in the shared cache.
  const location = getLocation(context.session);
  const again = orderAgainRow(context, slug); // a signed-in customer's last orders here (decision 117)
  const brand = await getBrandAt(context, slug, location && { lat: location.lat, lng: location.lng }).catch(routeError);
  requireCountry(context, request, brand.country_iso_code);
  // The branches' fees in the country's currency, as the platform's configuration states it.
  const { currency } = await countrySettings(context, brand.country_iso_code);
  return {
    brand: { name: brand.name, description: brand.description, images: brand.images },
    // The banner is the screen's width; its candidates go up to a wide laptop's at 2x (decision
    // 0110). Worked out here, so the ladder stays out of the browser's code.
    banner: {
      src: imageAt(brand.images.image, 1200),
      srcSet: srcSet(brand.images.image, pictureWidths(1200)),
      sizes: cappedSizes("100vw"),
    },
    branches: branches(brand.stores),
    place: location?.address ?? null,
    currency,
    ...(await again),
    logoBrandSlug: brand.slug,
    seo: await pageSeo(context, request, {
      path: `/brand/${brand.slug}`,
      title: context.t("seo.brandTitle", {
        brand: brand.name,
        country: context.t(`browse.home.countries.${context.locale.country}`),
      }),
      description: context.t("seo.brandDescription", {
        description: brand.description,
        stores: formatList(
          context.locale.lang,
          brand.stores.filter((s) => s.activity === "active").map((s) => s.name),
          "and",
        ),
      }),
      image: brand.images.image,
    }),
    jsonLd: jsonLdText(
      storeListJsonLd({
        brand,
        storeUrl: (slug) => absoluteUrl(publicOrigin(request, context), context.locale, `/store/${slug}`),
      }),
    ),
  };
}

export default function BrandPage() {
  const { brand, banner, branches, place, currency, jsonLd, orderAgain } = useLoaderData<typeof loader>();
  const money = useMoney(currency);
  return (
    <div>
      {jsonLd ? <JsonLd text={jsonLd} /> : null}
      {/* The brand's banner (images.image, 3:1), sized to the screen: the page's largest paint, so
          fetched first (React 18 knows no fetchPriority prop: the attribute is passed as written). */}
      <img
        {...{ fetchpriority: "high" }}
        src={banner.src}
        srcSet={banner.srcSet}
        sizes={banner.sizes}
        alt=""
        width={1200}
        height={400}
        className="aspect-[3/1] max-h-72 w-full object-cover"
        data-testid="brand-banner"
      />
      <div className="container-page py-6">
        <div className="flex items-center gap-4">
          <div>
            <h1 className="text-2xl font-bold" data-testid="brand-name">
              {brand.name}
            </h1>
            <p className="text-gray-700">{brand.description}</p>
          </div>
        </div>
        {/* No location yet: where to deliver is asked first, above the branches (decision 105). */}
        {orderAgain ? <OrderAgain row={orderAgain} /> : null}
        {place === null ? <WhereToDeliver /> : null}
        <Branches branches={branches} place={place} money={money} brandName={brand.name} />
      </div>
    </div>
  );
}

/**
 * The brand's branches. With a location where one delivers: the nearest that does leads, with a call
 * to order from it, the others below; where none does, it is said above them all (decision 0097).
 */
function Branches({
  branches,
  place,
  money,
  brandName,
}: {
  branches: Branch[];
  place: string | null;
  money: (minor: number) => string;
  brandName: string;
}) {
  const { t } = useI18n();
  if (branches.length === 0) {
    return (
      <>
        <h2 className="mt-8 text-lg font-semibold">{t("browse.brand.stores")}</h2>
        <p className="mt-2 text-gray-700">{t("browse.brand.noStores")}</p>
      </>
    );
  }
  const lead = place ? leadBranch(branches) : null;
  const others = lead ? branches.filter((b) => b !== lead) : branches;
  return (
    <>
      {lead ? (
        <section className="mt-8" aria-labelledby="lead-title">
          <h2 id="lead-title" className="text-lg font-semibold">
            {t("browse.brand.deliversHere", { place })}
          </h2>
          <div className="mt-3 md:max-w-xl">
            <BranchCard branch={lead} money={money} lead />
          </div>
        </section>
      ) : null}
      {others.length ? (
        <>
          <h2 className="mt-8 text-lg font-semibold">{t(lead ? "browse.brand.otherStores" : "browse.brand.stores")}</h2>
          {place && !lead ? (
            <p className="mt-1 font-semibold text-red-800" role="status" data-testid="no-branch-delivers">
              {t("browse.brand.noneDelivers", { brand: brandName, place })}
            </p>
          ) : null}
          {place && others.length > 1 ? (
            <p className="text-sm text-gray-700" data-testid="branches-by-distance">
              {t("browse.brand.byDistance", { place })}
            </p>
          ) : null}
          <ul className="mt-3 grid grid-cols-1 gap-4 md:grid-cols-2" data-testid="store-list">
            {others.map((store) => (
              <li key={store.slug}>
                <BranchCard branch={store} money={money} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
