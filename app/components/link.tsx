// The app's <Link>: Remix's, except where the server can write its <a> at once (decision 75).
// A server-rendered page only needs the anchor; Remix's Link and React Router's under it each resolve
// `to` against the route matches (a JSON round trip of the matches per call, three calls per link):
// ~30 µs per link, a twentieth of a rendered store page. For a path from the root the answer is
// `to` itself, so the server writes the anchor the two would write, attribute for attribute; the
// browser renders Remix's Link as always and hydrates it against that anchor. Anything else (a
// relative path, a location object, an absolute URL, a lone `?` or `#`) goes through Remix's Link.
// eslint-disable-next-line no-restricted-syntax -- the one place that wraps Remix's Link
import { Link as RemixLink, type LinkProps } from "@remix-run/react";
import { forwardRef } from "react";

const ON_SERVER = typeof document === "undefined";

/** A path from the root that React Router would write back unchanged (it drops a lone `?` or `#`). */
const ROOTED_PATH = /^\/(?!\/)[^?#]*(?:\?[^#]+)?(?:#.+)?$/;

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  if (ON_SERVER && typeof props.to === "string" && ROOTED_PATH.test(props.to)) return <ServerAnchor {...props} />;
  return <RemixLink ref={ref} {...props} />;
});

/** What Remix's Link renders on the server for a rooted path (exported for its test). */
export function ServerAnchor(props: LinkProps) {
  // What steers the navigation never reaches the anchor (nor does an event handler, on the server).
  const { to, discover = "render", reloadDocument, target, prefetch: _p, relative: _r, replace: _re, state: _s, preventScrollReset: _ps, viewTransition: _v, ...rest } =
    props;
  return (
    // eslint-disable-next-line jsx-a11y/anchor-has-content -- the children are in `rest`
    <a {...rest} data-discover={discover === "render" && !reloadDocument ? "true" : undefined} href={to as string} target={target} />
  );
}
