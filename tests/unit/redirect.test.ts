// Redirect targets the client chose stay on this site: the value is checked after it is resolved
// the way a browser resolves a Location header.
import { describe, expect, it } from "vitest";
import { safeRedirectPath, sameSitePath } from "~/utils/redirect";

/** Where a browser would go for `Location: value` on a page of https://shop.example. */
function browserTarget(value: string): string {
  return new URL(value, "https://shop.example/en-kw/sign-in").origin;
}

const HOSTILE = [
  "/.//evil.example/x",
  "/..//evil.example",
  "/./..//evil.example",
  "/%2e//evil.example",
  "/%2E%2E//evil.example",
  "/.%2e//evil.example",
  "/%2F/evil.example",
  "/%2f%2fevil.example",
  "/en-kw/%2F%2Fevil.example",
  "/%5Cevil.example",
  "/%5cevil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "/\\/evil.example",
  "//evil.example",
  "///evil.example",
  "https://evil.example",
  "http:evil.example",
  "https:/evil.example",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "/\t/evil.example",
  "/\n/evil.example",
  "\t//evil.example",
  "/%09/evil.example",
  "/%0a/evil.example",
  "/\r\n/evil.example",
  "/\u0000/evil.example",
  " //evil.example",
  "evil.example",
  "@evil.example",
  "?x=1",
  "#top",
  "",
  "/" + "a".repeat(3000),
] as const;

describe("redirect targets", () => {
  it.each(HOSTILE)("refuses %j", (value) => {
    expect(sameSitePath(value)).toBeNull();
    expect(safeRedirectPath(value, "/home")).toBe("/home");
  });

  it("never answers a path that a browser would take to another site", () => {
    for (const value of HOSTILE) expect(browserTarget(safeRedirectPath(value, "/home"))).toBe("https://shop.example");
  });

  it("refuses values that are not strings", () => {
    for (const value of [null, undefined, 42, {}, ["/x"]]) expect(safeRedirectPath(value, "/home")).toBe("/home");
  });

  it.each([
    ["/", "/"],
    ["/en-kw/store/x?menu=2#top", "/en-kw/store/x?menu=2#top"],
    ["/ar-kw/account", "/ar-kw/account"],
    ["/en-kw/location?redirectTo=%2Fen-kw%2Fcart", "/en-kw/location?redirectTo=%2Fen-kw%2Fcart"],
    ["/en-kw/sign-in?redirectTo=//evil.example", "/en-kw/sign-in?redirectTo=//evil.example"],
    ["/en-kw/./cart", "/en-kw/cart"],
    ["/en-kw/store/../cart", "/en-kw/cart"],
    ["/ar-kw/%D9%85", "/ar-kw/%D9%85"],
  ])("keeps %j on this site as %j", (value, expected) => {
    expect(safeRedirectPath(value, "/home")).toBe(expected);
  });
});
