// Home. On a vendor host: straight to the vendor's brand page. On the default host: the brand
// directory of the URL's country, each card with whether the brand is open (or when it opens) and
// its lowest delivery fee, as the directory's one call states them (worded here, on the server).
import { type LoaderFunctionArgs, type MetaFunction, type SerializeFrom, redirect } from "@remix-run/node";
import { useLoaderData, Link } from "@remix-run/react";
import { getBrands, timeOfDay, pageSeo, countrySettings } from "~/server/catalogue";
import { formatMoney } from "~/i18n/money";
import type { BrandSummary } from "~/contract";
import { requireKnownLocale, routeError } from "~/server/request";
import { useI18n } from "~/i18n/react";
import { imageAt, srcSet } from "~/utils/images";
import { localePath } from "~/i18n/locale";
import { COUNTRY_CODES } from "~/i18n/countries";
import type { LayoutHandle } from "~/components/layout";
import type { I18nHandle } from "~/i18n/namespaces";
import { withNamespaces } from "~/i18n/client-translations";

import { seoMeta } from "~/seo/head";

/** The translation namespaces this page uses besides common (app/i18n/namespaces.ts). */
const NAMESPACES = ["browse"] as const;
export const clientLoader = withNamespaces(NAMESPACES);

export const handle: LayoutHandle & I18nHandle = { layout: { logo: true, footer: true }, i18n: NAMESPACES };

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? seoMeta(data.seo) : []);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  requireKnownLocale(params);
  const { vendor, locale, t } = context;
  if (vendor.kind === "vendor") {
    throw redirect(localePath({ lang: locale.lang, country: vendor.country }, `/brand/${vendor.brandSlug}`));
  }
  const [brands, { currency }] = await Promise.all([
    getBrands(context, locale.country).catch(routeError),
    countrySettings(context, locale.country),
  ]);
  const card = ({ id, slug, name, images, ordering }: BrandSummary) => ({
    id,
    slug,
    name,
    banner: images.image,
    ordering: ordering
      ? {
          open: ordering.is_open,
          opensAt:
            !ordering.is_open && ordering.next_opening_at
              ? timeOfDay(locale, ordering.time_zone, ordering.next_opening_at)
              : null,
          fee: formatMoney(ordering.delivery_fee, currency.currency_code, currency.decimal_places, locale),
        }
      : null,
  });
  return {
    brands: brands.data.map(card),
    seo: await pageSeo(context, request, {
      path: "/",
      title: t("seo.homeTitle", { country: t(`browse.home.countries.${locale.country}`) }),
      description: t("seo.homeDescription", { country: t(`browse.home.countries.${locale.country}`) }),
      image: brands.data[0]?.images.image ?? null,
    }),
  };
}

type Brand = SerializeFrom<typeof loader>["brands"][number];

export default function Home() {
  const { brands } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  return (
    <div className="container-page py-8">
      <h1 className="text-2xl font-bold">{t("browse.home.title")}</h1>
      <p className="mt-1 text-gray-700">{t("browse.home.intro")}</p>
      <CountryLinks />
      {brands.length === 0 ? (
        <p className="mt-8 text-gray-700">{t("browse.home.noBrands")}</p>
      ) : (
        <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="brand-list">
          {brands.map((brand) => (
            <li key={brand.id}>
              <BrandCard brand={brand} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The directory's countries, each a link to its home (the URL's own marked current). */
function CountryLinks() {
  const { t, locale } = useI18n();
  return (
    <nav className="mt-6" aria-label={t("browse.home.country")}>
      <ul className="flex flex-wrap gap-2">
        {COUNTRY_CODES.map((country) => (
          <li key={country}>
            <Link
              to={localePath({ lang: locale.lang, country }, "/")}
              aria-current={country === locale.country ? "page" : undefined}
              className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm ${country === locale.country ? "border-brand-700 bg-brand-700 text-white" : "border-gray-300"}`}
            >
              {t(`browse.home.countries.${country}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A brand's card: its banner, its name, whether it is open (or when it opens) and its lowest delivery fee. */
function BrandCard({ brand }: { brand: Brand }) {
  const { t, locale } = useI18n();
  return (
    <Link
      to={localePath(locale, `/brand/${brand.slug}`)}
      className="card flex items-center gap-4 hover:border-brand-600"
      data-testid="brand-card"
    >
      <img
        src={imageAt(brand.banner, 192)}
        srcSet={srcSet(brand.banner, [96, 192])}
        sizes="96px"
        alt=""
        width={96}
        height={32}
        className="h-8 w-24 flex-none rounded-md object-cover"
        decoding="async"
      />
      <span className="min-w-0">
        <span className="block font-semibold">{brand.name}</span>
        {brand.ordering ? (
          <span className="block text-sm text-gray-700">
            {/* Two lines, not one joined by a dot: a phone's card breaks it after the dot. */}
            <span
              className={`block${brand.ordering.open ? " font-medium text-green-800" : ""}`}
              data-testid="brand-open"
              data-open={brand.ordering.open}
            >
              {brand.ordering.open
                ? t("browse.home.openNow")
                : brand.ordering.opensAt
                  ? t("browse.home.opensAt", { time: brand.ordering.opensAt })
                  : t("browse.home.closed")}
            </span>
            <span className="block" data-testid="brand-fee">
              {t("browse.home.deliveryFrom", { amount: brand.ordering.fee })}
            </span>
          </span>
        ) : null}
      </span>
    </Link>
  );
}
