// A page's structured data: JSON-LD text (app/seo/json-ld.ts escapes it) in a script element that
// carries the CSP nonce. The browser hides a nonce from the DOM, hence suppressHydrationWarning.
import { useNonce } from "./nonce";
import { JSON_LD_ID } from "~/seo/json-ld";

export function JsonLd({ text }: { text: string }) {
  const nonce = useNonce();
  return <script id={JSON_LD_ID} type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: text }} />;
}
