// Markup the server rendered once and keeps, in place of an element's children (docs/decisions/0067).
// A loader puts it in the request's `prerendered` map; entry.server.tsx provides that map to the render,
// and an element whose children it replaces takes `dangerouslySetInnerHTML` on the server only. The
// browser renders the same children as usual and hydrates them against that markup: the kept markup
// is what the same element renders, made by React from the same component and data.
import { createContext, useContext, type ReactNode } from "react";

export const PrerenderedContext = createContext<ReadonlyMap<string, string> | null>(null);

/** The element's children: the server's kept markup for `name` if there is one, else `children`. */
export function usePrerendered(name: string, children: ReactNode): { children: ReactNode } | { dangerouslySetInnerHTML: { __html: string } } {
  const html = useContext(PrerenderedContext)?.get(name);
  return html === undefined ? { children } : { dangerouslySetInnerHTML: { __html: html } };
}
