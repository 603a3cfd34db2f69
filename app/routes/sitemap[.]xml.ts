// GET /sitemap.xml: per host, from the catalogue cache (app/server/catalogue/sitemap.server.ts). An unknown
// vendor host: 404. A platform outage: 503, never an empty sitemap.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { sitemapXml } from "~/seo/sitemap";
import { publicOrigin } from "~/server/request";
import { sitemapPages } from "~/server/catalogue";

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (context.vendor.kind === "unknown")
    return new Response("Not found\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=300" },
    });
  const pages = await sitemapPages(context).catch(() => null);
  if (!pages)
    return new Response("Unavailable\n", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "30", "Cache-Control": "no-store" },
    });
  return new Response(sitemapXml(publicOrigin(request, context), pages), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
  });
}
