// The brand page's structured data: its stores as an `ItemList` of `Restaurant`s with their URLs,
// in the page's language.
import type { Brand } from "~/contract";
import { imageAt } from "~/utils/images";

export function storeListJsonLd({ brand, storeUrl }: { brand: Brand; storeUrl: (slug: string) => string }) {
  const stores = brand.stores.filter((s) => s.activity === "active");
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: brand.name,
    numberOfItems: stores.length,
    itemListElement: stores.map((store, index) => ({
      "@type": "ListItem",
      position: index + 1,
      url: storeUrl(store.slug),
      item: {
        "@type": "Restaurant",
        name: store.name,
        url: storeUrl(store.slug),
        image: imageAt(store.logo, 400),
        address: {
          "@type": "PostalAddress",
          streetAddress: store.address_text,
          addressCountry: brand.country_iso_code,
        },
      },
    })),
  };
}
