// The pages that stay out of search: a customer's own (account, cart, checkout, sign-in, order,
// location) and the app's plumbing (language, resources, logout). robots.txt disallows them in every
// locale prefix and the edge (edge/remix.server.ts) marks their answers `X-Robots-Tag: noindex` (so do error pages).
import { splitLocalePath } from "../i18n/locale";

export const PRIVATE_SECTIONS = [
  "account",
  "cart",
  "sign-in",
  "order",
  "location",
  "language",
  "resources",
  "logout",
] as const;

/** A store's checkout and its failed/processing pages: `/store/<slug>/checkout…`. */
const CHECKOUT = /^\/store\/[^/]+\/checkout(?:\/|$)/;

export function isPrivatePath(pathname: string): boolean {
  const { rest } = splitLocalePath(pathname);
  const section = rest.split("/")[1] ?? "";
  return (PRIVATE_SECTIONS as readonly string[]).includes(section) || CHECKOUT.test(rest);
}

/** robots.txt's Disallow paths under one locale prefix ("" or "/en-kw"). */
export function disallowedUnder(prefix: string): string[] {
  return [...PRIVATE_SECTIONS.map((section) => `${prefix}/${section}`), `${prefix}/store/*/checkout`];
}
