// The server's anchor for a rooted path (app/components/link.tsx, decision 75) is what Remix's Link
// writes, byte for byte: the browser hydrates Remix's Link against it.
import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
// eslint-disable-next-line no-restricted-syntax -- compared with Remix's own
import { Link as RemixLink, type LinkProps } from "@remix-run/react";
import { StaticRouter } from "react-router-dom/server";
import { Link, ServerAnchor } from "~/components/link";

const at = (location: string, element: JSX.Element) => renderToString(<StaticRouter location={location}>{element}</StaticRouter>);

const CASES: (LinkProps & Record<`data-${string}`, string>)[] = [
  { to: "/en-kw/cart", className: "btn-secondary relative", children: "Cart" },
  { to: "/en-kw/location?redirectTo=%2Fen-kw%2Fstore%2Fburger-bay", id: "location-button", "data-testid": "location-button", children: "Set location" },
  { to: "/ar-kw/store/متجر?menu=2#category-3", "aria-current": "page", children: ["القائمة ", <b key="b">2</b>] },
  { to: "/en-kw/brand/burger-bay", "aria-label": "Storefront home", prefetch: "intent", onClick: () => {} },
  { to: "/en-kw/location", reloadDocument: true, children: "Search without the map" },
  { to: "/en-kw/cart", target: "_blank", rel: "noopener", replace: true, state: { from: 1 }, preventScrollReset: true },
  { to: "/en-kw/account", discover: "none", children: "Account" },
];

describe("the server's anchor of a link to a rooted path", () => {
  for (const props of CASES) {
    it(`is Remix's Link's: ${String(props.to)}`, () => {
      const ours = at("/en-kw/store/burger-bay-salmiya", <Link {...props} />);
      expect(ours).toBe(at("/en-kw/store/burger-bay-salmiya", <RemixLink {...props} />));
      expect(ours).toBe(at("/en-kw/store/burger-bay-salmiya", <ServerAnchor {...props} />));
      expect(ours).toContain("href=");
    });
  }

  // What React Router resolves against the page (or rewrites) still goes through it.
  for (const to of ["?delete=3", "product/8?menu=1", "..", "/en-kw/cart?", "/en-kw/cart#", "//cdn.example/x", "https://example.com/", { pathname: "/en-kw/cart", search: "?a=1" }]) {
    it(`leaves ${JSON.stringify(to)} to Remix's Link`, () => {
      expect(at("/en-kw/store/burger-bay-salmiya/", <Link to={to}>x</Link>)).toBe(at("/en-kw/store/burger-bay-salmiya/", <RemixLink to={to}>x</RemixLink>));
    });
  }
});
