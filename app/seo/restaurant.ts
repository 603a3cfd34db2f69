// The store page's structured data (schema.org, JSON-LD): the store as a `Restaurant` with its
// address, position, opening hours and the menu the page shows (`Menu` → `MenuSection` per
// category → `MenuItem` with an `Offer`, and its calories and diets where the platform states them),
// in the page's language. A menu too big for the page's HTML budgets keeps its sections and leaves
// its items out (decision 0046).
import type { Menu, Product, Store } from "~/contract";
import { caloriesRange } from "~/contract/menu-facts";
import { dietsOf } from "~/utils/diet-filter";
import { imageAt } from "~/utils/images";

const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** Items a menu may describe in the page itself (decision 0046: above this the HTML budgets break). */
export const MENU_ITEMS_IN_PAGE = 60;

/** Money in minor units as the number schema.org's `price` wants: 1250 fils → 1.25. */
export function decimalPrice(minor: number, decimals: number): number {
  return Number((minor / 10 ** decimals).toFixed(decimals));
}

/**
 * The store's hours as `OpeningHoursSpecification`s, days with the same hours together. Times are
 * the store's wall-clock times in its own zone, as schema.org wants them; "24:00" (midnight) is
 * written "23:59", and a close before the open runs past midnight.
 */
export function openingHoursSpecification(hours: Store["info"]["opening_hours"]) {
  const byWindow = new Map<string, number[]>();
  for (const h of hours) {
    const key = `${h.open}-${h.close === "24:00" ? "23:59" : h.close}`;
    byWindow.set(key, [...(byWindow.get(key) ?? []), h.day]);
  }
  return [...byWindow].map(([window, days]) => {
    const [opens, closes] = window.split("-");
    return {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: [...new Set(days)].sort().map((d) => DAYS[d]),
      opens,
      closes,
    };
  });
}

/** What a product costs from: its price after discount, or its cheapest variant's. */
function productPrice(product: Product): number {
  return product.variants.length
    ? Math.min(...product.variants.map((v) => v.price_after_discount))
    : product.price_after_discount;
}

/**
 * schema.org's `RestrictedDiet` of each dietary tag that has one (a vegan dish is vegetarian too);
 * spicy, dairy free and contains nuts have none and are left out.
 */
const SCHEMA_DIETS: Record<string, string> = {
  vegetarian: "https://schema.org/VegetarianDiet",
  vegan: "https://schema.org/VeganDiet",
  gluten_free: "https://schema.org/GlutenFreeDiet",
};

/**
 * A dish's `nutrition` (its calories as schema.org's Energy text, "450 calories") when one figure
 * holds whatever is chosen; variants with calories of their own that differ: none (a range is no
 * Energy). And its `suitableForDiet`. Each only when the platform states it.
 */
function dishFacts(product: Product) {
  const calories = caloriesRange(product);
  const diets = [...dietsOf(product.dietary)].flatMap((tag) => SCHEMA_DIETS[tag] ?? []);
  return {
    ...(calories && calories.min === calories.max
      ? { nutrition: { "@type": "NutritionInformation", calories: `${calories.min} calories` } }
      : {}),
    ...(diets.length ? { suitableForDiet: Object.values(SCHEMA_DIETS).filter((diet) => diets.includes(diet)) } : {}),
  };
}

function menuItem(product: Product, currency: string, decimals: number) {
  return {
    "@type": "MenuItem",
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    ...(product.image ? { image: imageAt(product.image, 400) } : {}),
    ...dishFacts(product),
    offers: {
      "@type": "Offer",
      price: decimalPrice(productPrice(product), decimals),
      priceCurrency: currency,
      availability:
        product.availability === "unavailable" ? "https://schema.org/OutOfStock" : "https://schema.org/InStock",
    },
  };
}

export function restaurantJsonLd({
  store,
  menu,
  url,
  menuUrl,
  maxItems = MENU_ITEMS_IN_PAGE,
}: {
  store: Store;
  menu: Menu | null;
  url: string;
  menuUrl: string;
  maxItems?: number;
}) {
  const { info } = store;
  const currency = info.country.currency_code;
  const decimals = info.country.decimal_places;
  const products = menu?.categories.flatMap((c) => c.products) ?? [];
  const withItems = products.length <= maxItems;
  const prices = products.map(productPrice);
  const money = (minor: number) => decimalPrice(minor, decimals).toFixed(decimals);
  return {
    "@context": "https://schema.org",
    "@type": "Restaurant",
    "@id": `${url}#restaurant`,
    name: info.name,
    url,
    ...(info.description ? { description: info.description } : {}),
    image: [imageAt(info.cover ?? info.logo, 1200), imageAt(info.logo, 400)],
    logo: imageAt(info.logo, 400),
    address: { "@type": "PostalAddress", streetAddress: info.address_text, addressCountry: info.country.iso_two_code },
    geo: { "@type": "GeoCoordinates", latitude: info.location.lat, longitude: info.location.lng },
    openingHoursSpecification: openingHoursSpecification(info.opening_hours),
    ...(prices.length ? { priceRange: `${money(Math.min(...prices))}–${money(Math.max(...prices))} ${currency}` } : {}),
    currenciesAccepted: currency,
    ...(menu
      ? {
          hasMenu: {
            "@type": "Menu",
            name: menu.info.name,
            url: menuUrl,
            hasMenuSection: menu.categories
              .filter((c) => c.products.length > 0)
              .map((c) => ({
                "@type": "MenuSection",
                name: c.name,
                ...(withItems ? { hasMenuItem: c.products.map((p) => menuItem(p, currency, decimals)) } : {}),
              })),
          },
        }
      : {}),
  };
}
