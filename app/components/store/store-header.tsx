// The top of a store page: a short cover (the page's largest paint on a phone: fetched first), then
// the store's line (logo, name, address) with its branch line leading to the brand's branches (decision 115).
import { Link } from "@remix-run/react";
import type { StoreInfo } from "~/contract";
import { useI18n } from "~/i18n/react";
import { localePath } from "~/i18n/locale";
import { imageAt, srcSet } from "~/utils/images";

/**
 * The cover: a strip of the brand's 3:1 picture (a phone shows 375 × 64 of it, a laptop 640 × 128), so
 * its file is mostly cut away: offered at 1.5× the box at most (the screen's width on a phone, the
 * menu's column on a laptop), 21.6 KB on a 2× or 3× phone instead of the 55 KB of decision 110's
 * 2× (the sandbox's pictures). Its srcset is made here from the one URL the page's data carries.
 */
const COVER_WIDTHS = [400, 560, 720, 1040];
const COVER_SIZES = "(min-width:1024px) 640px,(min-resolution:2.1dppx) 46vw,(min-resolution:1.4dppx) 70vw,100vw";

export function StoreHeader({
  info,
  cover,
}: {
  info: Pick<StoreInfo, "brand_slug" | "name" | "logo" | "address_text">;
  cover: string | null;
}) {
  const { t, locale } = useI18n();
  return (
    <>
      {cover ? (
        <img
          {...{ fetchpriority: "high" }}
          src={imageAt(cover, 560)}
          srcSet={srcSet(cover, COVER_WIDTHS)}
          sizes={COVER_SIZES}
          alt=""
          width={1200}
          height={400}
          data-cover=""
        />
      ) : null}
      <div className={`flex gap-3 ${cover ? "mt-2" : "mt-3"}`}>
        <img
          src={imageAt(info.logo, 56)}
          srcSet={`${imageAt(info.logo, 56)} 1x, ${imageAt(info.logo, 112)} 2x`}
          alt=""
          width={56}
          height={56}
          className="h-14 w-14 flex-none rounded-lg border border-gray-200 bg-white object-cover"
          data-logo=""
        />
        <div className="min-w-0 flex-1">
          <h1 className="text-xl font-bold leading-6 sm:text-2xl" data-testid="store-name">
            {info.name}
          </h1>
          <p className="flex text-sm text-gray-700">
            <span className="truncate">{info.address_text}</span>
            <Link
              to={localePath(locale, `/brand/${info.brand_slug}`)}
              className="btn-link"
              data-branches=""
              data-testid="branch-switch"
            >
              {t("store.backToBrand")}
            </Link>
          </p>
        </div>
      </div>
    </>
  );
}
