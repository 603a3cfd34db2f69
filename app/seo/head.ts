// What a public page says of itself in its <head>: title, description, canonical URL, its language
// versions (hreflang) and the link preview (Open Graph, Twitter). The loader gives the few facts
// (`PageSeo`, small in the hydration data); the route's `meta` builds the tags from them.
import type { MetaDescriptor } from "@remix-run/node";
import { otherLanguage, type Locale } from "~/i18n/locale";
import { alternates, canonicalUrl, ogLocale } from "./site-url";

export interface PageSeo {
  /** The request's validated public origin: `https://burger-bay.example.com`. */
  origin: string;
  locale: Locale;
  /** The page's path without its locale prefix or query. */
  path: string;
  title: string;
  description: string;
  /** An absolute picture URL for link previews (a store's cover or logo, a brand's banner). */
  image: string | null;
  /** og:site_name: the vendor's brand on its host, the product's name on the directory. */
  siteName: string;
}

/** The tags of a page. Pages without `seo` (private ones) keep a plain title and `noindex`. */
export function seoMeta(seo: PageSeo): MetaDescriptor[] {
  const canonical = canonicalUrl(seo);
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: canonical },
    ...alternates(seo).map((a) => ({ tagName: "link", rel: "alternate", hrefLang: a.hreflang, href: a.href })),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: seo.siteName },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: ogLocale(seo.locale) },
    {
      property: "og:locale:alternate",
      content: ogLocale({ lang: otherLanguage(seo.locale.lang), country: seo.locale.country }),
    },
    { name: "twitter:card", content: seo.image ? "summary_large_image" : "summary" },
  ];
  // Twitter reads og:image (and og:title, og:description) when it has no tag of its own.
  if (seo.image) tags.push({ property: "og:image", content: seo.image });
  return tags;
}

/** A description cut to what search results show (about 160 characters), at a word. */
export function shortDescription(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:،]+$/, "")}…`;
}
