// GET /apple-touch-icon.png: the icon a phone puts on its home screen for this host (every page
// links it): a redirect to the vendor's logo as a 180 px PNG from the platform's image service, or
// to the product's own icon on the directory host (decision 0114). A vendor without a logo: 404.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getBrand } from "~/server/catalogue";
import { brandLogo } from "~/server/vendor";
import { iconAt } from "~/utils/images";

/** The size iOS draws a home screen icon at on a phone (60 pt at 3x). */
const APPLE_ICON_SIZE = 180;

const redirectTo = (location: string) =>
  new Response(null, { status: 302, headers: { Location: location, "Cache-Control": "public, max-age=3600" } });
const plain = (status: number, body: string, cacheControl: string) =>
  new Response(body, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cacheControl },
  });

export async function loader({ context }: LoaderFunctionArgs) {
  const { vendor } = context;
  if (vendor.kind === "default") return redirectTo("/icon-192.png");
  if (vendor.kind === "unknown") return plain(404, "Not found\n", "public, max-age=300");
  const brand = await getBrand(context, vendor.brandSlug).catch(() => null);
  if (!brand) return plain(503, "Unavailable\n", "no-store");
  const logo = brandLogo(brand);
  return logo ? redirectTo(iconAt(logo, APPLE_ICON_SIZE)) : plain(404, "Not found\n", "public, max-age=300");
}
