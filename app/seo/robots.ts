// robots.txt of a host: every crawler may read the public pages; the private ones are disallowed in
// every locale prefix the host serves (and without one); the host's own sitemap is named.
import { localeSegment, type Locale } from "~/i18n/locale";
import { disallowedUnder } from "./private-paths";

export function robotsTxt({ origin, locales }: { origin: string; locales: Locale[] }): string {
  const prefixes = ["", ...locales.map((l) => `/${localeSegment(l)}`)];
  return [
    "User-agent: *",
    "Allow: /",
    ...prefixes.flatMap(disallowedUnder).map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
