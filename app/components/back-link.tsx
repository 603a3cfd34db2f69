// "Never stranded": pages outside the menu (cart, sign-in, account, order) offer a way back to the
// store the cart is from, else the vendor's brand, else the brand directory. The root loader picks
// the target (backTarget); BackLink renders it.
import { useRouteLoaderData, Link } from "@remix-run/react";
import { useI18n } from "~/i18n/react";
import { localePath } from "~/i18n/locale";
import type { Cart } from "~/cart/cart";

export type BackTarget =
  { kind: "store"; slug: string; name: string } | { kind: "brand"; slug: string } | { kind: "home" };

export function backTarget(cart: Cart, vendor: { kind: string; brandSlug?: string }): BackTarget {
  const first = cart.items[0];
  if (first) return { kind: "store", slug: first.storeSlug, name: first.storeName };
  if (vendor.kind === "vendor" && vendor.brandSlug) return { kind: "brand", slug: vendor.brandSlug };
  return { kind: "home" };
}

export function useBackTarget(): BackTarget {
  const data = useRouteLoaderData<{ backTo?: BackTarget }>("root");
  return data?.backTo ?? { kind: "home" };
}

export function backHref(locale: Parameters<typeof localePath>[0], target: BackTarget): string {
  return localePath(
    locale,
    target.kind === "store" ? `/store/${target.slug}` : target.kind === "brand" ? `/brand/${target.slug}` : "/",
  );
}

/** A link back to the menu; `target` overrides the root's choice (the order page's own store). */
export function BackLink({ target, className = "" }: { target?: BackTarget; className?: string }) {
  const { t, locale } = useI18n();
  const fallback = useBackTarget();
  const to = target ?? fallback;
  return (
    <Link to={backHref(locale, to)} className={`btn-link text-sm ${className}`} data-testid="back-link">
      <span aria-hidden="true" className="me-1 inline-block rtl:rotate-180">
        ←
      </span>
      {to.kind === "store"
        ? t("common.nav.backToStore", { store: to.name })
        : to.kind === "brand"
          ? t("common.nav.backToBrand")
          : t("common.nav.backToBrands")}
    </Link>
  );
}
