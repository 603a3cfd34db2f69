// A page's structured data: JSON-LD text (app/seo/json-ld.ts escapes it) in a script element that
// carries the CSP nonce. The browser hides a nonce from the DOM, hence suppressHydrationWarning.
// Without a text of its own the element is the document's: the server writes the request's
// (`context.jsonLd`, given by entry.server.tsx), which the hydration data does not repeat; the
// browser keeps what the document has (hydration does not rewrite an element's inner HTML), and a
// page reached by a client navigation has none (crawlers read documents). Decision 115.
import { createContext, useContext, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useNonce } from "./nonce";
import { JSON_LD_ID } from "~/seo/json-ld";

export const DocumentJsonLdContext = createContext<string | null>(null);

export function JsonLd({ text }: { text?: string }) {
  const nonce = useNonce();
  const documents = useContext(DocumentJsonLdContext);
  // Rendered while the document hydrates (its element is there), and not for a later navigation.
  const hydrated = useHydrated();
  const [inDocument] = useState(!hydrated);
  if (text === undefined && !inDocument) return null;
  return (
    <script
      id={JSON_LD_ID}
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: text ?? documents ?? "" }}
    />
  );
}
