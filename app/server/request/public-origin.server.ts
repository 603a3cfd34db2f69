// The origin a page's absolute URLs use (canonical, hreflang, og:url, sitemaps): the request's own
// host, which the request guard checked (decision 10) and the vendor check accepted (a vendor's or
// the directory's; an unknown host never gets this far), never a raw Host header; and the public
// scheme: what a trusted proxy forwards (TRUST_PROXY), else https in production, else the request's.
import type { AppContext } from "./context.server";

export function publicOrigin(request: Request, context: Pick<AppContext, "config" | "vendor">): string {
  if (context.vendor.kind === "unknown") throw new Error("no public origin for an unknown vendor host");
  const url = new URL(request.url); // host and scheme as Express resolved them (trust proxy honoured)
  const { TRUST_PROXY, isProduction } = context.config;
  const scheme = TRUST_PROXY !== false ? url.protocol : isProduction ? "https:" : url.protocol;
  return `${scheme}//${url.host}`;
}
