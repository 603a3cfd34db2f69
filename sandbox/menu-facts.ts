// The demo dishes' facts, by brand slug and the product's English name: calories (kcal, of the
// product or its first variant; `variants` where a size differs, by the variant's English name),
// allergen codes and dietary tags (app/contract/menu-facts.ts). Every Saudi dish states its calories,
// as menus there must; a realistic share of the other brands' dishes state allergens and tags, the
// rest nothing (the page as without them). Seeded with the menus; migration 7 writes them into a
// database seeded before dishes had facts. The generated 300-product menu has none.
import type { Allergen, DietaryTag } from "../app/contract/menu-facts";

export interface DishFacts {
  kcal?: number;
  /** A variant's calories where they differ from the product's, by the variant's English name. */
  variants?: Readonly<Record<string, number>>;
  allergens?: readonly Allergen[];
  tags?: readonly DietaryTag[];
}

export const MENU_FACTS: Readonly<Record<string, Readonly<Record<string, DishFacts>>>> = {
  "burger-bay": {
    "Classic Burger": { allergens: ["gluten", "milk", "eggs", "sesame", "mustard"] },
    "Double Smash": { allergens: ["gluten", "milk", "sesame", "mustard"] },
    "Crispy Chicken Burger": { allergens: ["gluten", "eggs", "milk", "mustard"], tags: ["spicy"] },
    "Mushroom Swiss": { allergens: ["gluten", "milk", "sesame"] },
    "Veggie Burger": { allergens: ["gluten", "milk", "sesame"], tags: ["vegetarian"] },
    Fries: { tags: ["vegan"] },
    "Onion Rings": { allergens: ["gluten", "eggs", "milk"], tags: ["vegetarian"] },
    "Loaded Fries": { allergens: ["milk"], tags: ["spicy"] },
    "Chocolate Milkshake": { allergens: ["milk", "soya"], tags: ["vegetarian"] },
  },
  "shawarma-house": {
    "Chicken Shawarma": { allergens: ["gluten", "eggs"] },
    "Beef Shawarma": { allergens: ["gluten", "sesame"] },
    "Falafel Wrap": { allergens: ["gluten", "sesame"], tags: ["vegan"] },
    "Mixed Shawarma Plate": { allergens: ["gluten", "eggs", "sesame"] },
    Hummus: { allergens: ["sesame"], tags: ["vegan", "gluten_free"] },
    Fattoush: { allergens: ["gluten"], tags: ["vegan"] },
    Ayran: { allergens: ["milk"], tags: ["vegetarian", "gluten_free"] },
  },
  "najd-grill": {
    "Mixed Grill": { kcal: 1180, allergens: ["gluten", "milk"] },
    "Chicken Kabsa": { kcal: 980, allergens: ["nuts"], tags: ["contains_nuts"] },
    "Lamb Mandi": { kcal: 1050, variants: { Half: 1990 }, tags: ["gluten_free"] },
    "Shish Tawook": { kcal: 520, allergens: ["milk"], tags: ["gluten_free"] },
    Hummus: { kcal: 330, allergens: ["sesame"], tags: ["vegan", "gluten_free"] },
    Mutabbal: { kcal: 210, allergens: ["sesame", "milk"], tags: ["vegetarian", "gluten_free"] },
    Tabbouleh: { kcal: 180, allergens: ["gluten"], tags: ["vegan"] },
    "Saudi Coffee": { kcal: 140, variants: { "Large dallah": 260 }, tags: ["vegan", "gluten_free"] },
    Laban: { kcal: 150, allergens: ["milk"], tags: ["vegetarian", "gluten_free"] },
    "Whole Lamb Mandi Tray": { kcal: 32000, tags: ["gluten_free"] },
    "Kabsa Tray for 10": { kcal: 9800, allergens: ["nuts"], tags: ["contains_nuts"] },
    "Arabic Coffee and Dates Service": { kcal: 3200, tags: ["vegan", "gluten_free"] },
  },
  "date-palm-cafe": {
    "Spanish Latte": { kcal: 210, variants: { Large: 290 }, allergens: ["milk"], tags: ["vegetarian", "gluten_free"] },
    "Flat White": { kcal: 120, allergens: ["milk"], tags: ["vegetarian", "gluten_free"] },
    "V60 Drip Coffee": { kcal: 5, tags: ["vegan", "gluten_free"] },
    "Cold Brew": { kcal: 5, tags: ["vegan", "gluten_free"] },
    "Date Cake": { kcal: 460, allergens: ["gluten", "eggs", "milk"], tags: ["vegetarian"] },
    "Kunafa Cheesecake": {
      kcal: 520,
      allergens: ["gluten", "eggs", "milk", "nuts"],
      tags: ["vegetarian", "contains_nuts"],
    },
    "Stuffed Dates Box": {
      kcal: 420,
      variants: { "12 pieces": 840 },
      allergens: ["nuts"],
      tags: ["vegan", "gluten_free", "contains_nuts"],
    },
    "Coffee Box for 8": { kcal: 360, tags: ["vegan", "gluten_free"] },
    "Sweets Platter": {
      kcal: 3600,
      allergens: ["gluten", "eggs", "milk", "nuts", "sesame"],
      tags: ["vegetarian", "contains_nuts"],
    },
  },
  "marina-sushi": {
    "California Roll": { allergens: ["crustaceans", "fish", "eggs", "soya", "sesame"] },
    "Spicy Tuna Roll": { allergens: ["fish", "eggs", "soya", "sesame"], tags: ["spicy"] },
    "Dragon Roll": { allergens: ["crustaceans", "fish", "gluten", "eggs", "soya", "sesame"] },
    "Salmon Nigiri": { allergens: ["fish", "soya"] },
    "Sashimi Platter": { allergens: ["fish"], tags: ["gluten_free", "dairy_free"] },
    "Poke Bowl": { allergens: ["fish", "soya", "sesame"], tags: ["dairy_free"] },
    "Miso Soup": { allergens: ["soya", "fish"] },
  },
  "falafel-corner": {
    "Falafel Wrap": { allergens: ["gluten", "sesame"], tags: ["vegan"] },
    "Halloumi Wrap": { allergens: ["gluten", "milk"], tags: ["vegetarian"] },
    Sabich: { allergens: ["gluten", "eggs", "sesame", "mustard"], tags: ["vegetarian"] },
    "Falafel Plate": { allergens: ["sesame"], tags: ["vegan", "gluten_free"] },
    "Hummus with Pine Nuts": { allergens: ["sesame"], tags: ["vegan", "gluten_free", "contains_nuts"] },
    "Baba Ghanoush": { allergens: ["sesame"], tags: ["vegan", "gluten_free"] },
    "Manakish Zaatar": { allergens: ["gluten", "sesame"], tags: ["vegan"] },
    Jallab: { tags: ["vegan", "contains_nuts"] },
  },
  "lisbon-pastry": {
    "Pastel de Nata": { allergens: ["gluten", "eggs", "milk"], tags: ["vegetarian"] },
    "Bola de Berlim": { allergens: ["gluten", "eggs", "milk"], tags: ["vegetarian"] },
    "Travesseiro de Sintra": { allergens: ["gluten", "eggs", "milk", "nuts"], tags: ["vegetarian", "contains_nuts"] },
    Queijada: { allergens: ["gluten", "eggs", "milk"], tags: ["vegetarian"] },
    Galão: { allergens: ["milk"], tags: ["vegetarian", "gluten_free"] },
    "Prego no Pão": { allergens: ["gluten", "mustard"] },
    Bifana: { allergens: ["gluten", "mustard", "sulphites"] },
  },
  "porto-grill": {
    "Piri-Piri Chicken": { tags: ["spicy", "gluten_free", "dairy_free"] },
    Francesinha: { allergens: ["gluten", "milk", "eggs", "mustard", "sulphites", "celery"] },
    "Grilled Sea Bass": { allergens: ["fish"], tags: ["gluten_free", "dairy_free"] },
    "Beef Espetada": { allergens: ["sulphites"], tags: ["gluten_free", "dairy_free"] },
    "Portuguese Salad": { tags: ["vegan", "gluten_free"] },
    Chips: { tags: ["vegan"] },
  },
};

/** A dish's facts in the demo data (none: it states nothing). */
export const dishFacts = (brandSlug: string, productNameEn: string): DishFacts | undefined =>
  MENU_FACTS[brandSlug]?.[productNameEn];

const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;
const codes = (list: readonly string[] | undefined) => (list ? `array[${list.map(quoted).join(",")}]::text[]` : "null");

/**
 * The SQL giving each known dish its facts in a database seeded before they were kept (a fresh
 * database has no rows yet: the seed writes them). Setting the same values again changes nothing.
 */
export const menuFactsSql = (): string =>
  Object.entries(MENU_FACTS)
    .flatMap(([brand, dishes]) =>
      Object.entries(dishes).flatMap(([name, facts]) => {
        const ofDish = `p.store_id = s.id and s.brand_id = b.id and b.slug = ${quoted(brand)} and p.name_en = ${quoted(name)}`;
        return [
          `update products p set calories = ${facts.kcal ?? "null"}, allergens = ${codes(facts.allergens)}, dietary = ${codes(facts.tags)} from stores s, brands b where ${ofDish};`,
          ...Object.entries(facts.variants ?? {}).map(
            ([variant, kcal]) =>
              `update variants v set calories = ${kcal} from products p, stores s, brands b where v.product_id = p.id and v.name_en = ${quoted(variant)} and ${ofDish};`,
          ),
        ];
      }),
    )
    .join("\n");
