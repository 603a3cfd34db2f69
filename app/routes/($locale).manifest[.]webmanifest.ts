// GET /{lang}-{country}/manifest.webmanifest: the web app manifest of this host, in the page's
// language (every page links the one of its locale). A vendor's host is the vendor's own app: its
// brand's name, colours and logo, opening on its brand page (decision 0114); the directory host is
// the product's. An unknown vendor host: 404; the platform unreachable: 503, never a bare manifest.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getBrand } from "~/server/catalogue";
import { brandLogo, pageTheme, productTheme } from "~/server/vendor";
import { requireKnownLocale } from "~/server/request";
import { direction, localePath, type Locale } from "~/i18n/locale";
import { iconAt } from "~/utils/images";

const ICON_SIZES = [192, 512] as const;
/** A home screen shows about 12 characters under an icon before it cuts the name. */
const SHORT_NAME_LENGTH = 12;

/** The name, else as many of its first words as fit under an icon (at least the first). */
function shortName(name: string): string {
  const words = name.trim().split(/\s+/);
  let short = words[0] ?? "";
  for (const word of words.slice(1)) {
    if (`${short} ${word}`.length > SHORT_NAME_LENGTH) break;
    short = `${short} ${word}`;
  }
  return short;
}

const plain = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(body, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });

export async function loader({ params, context }: LoaderFunctionArgs) {
  requireKnownLocale(params);
  const { vendor, locale, t, log } = context;
  if (vendor.kind === "unknown") return plain(404, "Not found\n", { "Cache-Control": "public, max-age=300" });
  let app: {
    name: string;
    description: string;
    start: string;
    colors: { color: string; background: string };
    icon: (size: number) => string | null;
  };
  if (vendor.kind === "vendor") {
    const brand = await getBrand(context, vendor.brandSlug).catch(() => null);
    if (!brand) return plain(503, "Unavailable\n", { "Retry-After": "30" });
    const here: Locale = { lang: locale.lang, country: vendor.country };
    const logo = brandLogo(brand);
    app = {
      name: brand.name,
      description: brand.description,
      start: localePath(here, `/brand/${brand.slug}`),
      colors: pageTheme(brand, log) ?? productTheme(),
      icon: (size) => (logo ? iconAt(logo, size) : null),
    };
  } else {
    app = {
      name: t("seo.siteName"),
      description: t("browse.home.intro"),
      start: localePath(locale, "/"),
      colors: productTheme(),
      icon: (size) => `/icon-${size}.png`,
    };
  }
  const manifest = {
    id: "/",
    name: app.name,
    short_name: shortName(app.name),
    description: app.description,
    lang: locale.lang,
    dir: direction(locale.lang),
    start_url: app.start,
    scope: "/",
    display: "standalone",
    theme_color: app.colors.color,
    background_color: app.colors.background,
    icons: ICON_SIZES.flatMap((size) => {
      const src = app.icon(size);
      return src ? [{ src, sizes: `${size}x${size}`, type: "image/png", purpose: "any" }] : [];
    }),
  };
  return new Response(JSON.stringify(manifest), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
