// The facts a public page's <head> is built from (app/seo/head.ts): its validated public origin,
// locale and path, and its title, description and picture in the page's language.
import { type AppContext, publicOrigin } from "../request";
import { getBrand } from "./catalogue.server";
import { type PageSeo, shortDescription } from "~/seo/head";
import { imageAt } from "~/utils/images";

/** The site's name in previews: the vendor's brand on its host (cached catalogue), the product's name elsewhere. */
async function siteName(context: AppContext): Promise<string> {
  if (context.vendor.kind === "vendor") {
    const brand = await getBrand(context, context.vendor.brandSlug).catch(() => null);
    if (brand) return brand.name;
  }
  return context.t("seo.siteName");
}

export async function pageSeo(
  context: AppContext,
  request: Request,
  { path, title, description, image }: { path: string; title: string; description: string; image: string | null },
): Promise<PageSeo> {
  const origin = publicOrigin(request, context);
  return {
    origin,
    locale: context.locale,
    path,
    title,
    description: shortDescription(description),
    // Previews draw a picture about 1200 pixels wide (every platform image URL takes ?w=).
    image: image ? new URL(imageAt(image, 1200), origin).href : null, // absolute, even if the platform's is not
    siteName: await siteName(context),
  };
}

/** The area of an address, its last part: "Salem Al Mubarak St, Salmiya" → "Salmiya". */
export function areaOf(address: string): string {
  const parts = address
    .split(/[,،]/)
    .map((p) => p.trim())
    .filter(Boolean);
  return parts[parts.length - 1] ?? address;
}
