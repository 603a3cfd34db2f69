// Walks a store page's JSON-LD against the schema.org types it claims: each node's required
// properties (as the storefront promises them, after schema.org and Google's restaurant and menu
// guidance), numeric prices, the store's currency and names in the page's language. Returns the
// problems found ([] when none), each with the path of the node.
type Node = Record<string, unknown>;

const REQUIRED: Record<string, string[]> = {
  Restaurant: ["name", "url", "image", "address", "geo", "openingHoursSpecification", "hasMenu"],
  PostalAddress: ["streetAddress", "addressCountry"],
  GeoCoordinates: ["latitude", "longitude"],
  OpeningHoursSpecification: ["dayOfWeek", "opens", "closes"],
  Menu: ["name", "hasMenuSection"],
  MenuSection: ["name"],
  MenuItem: ["name", "offers"],
  Offer: ["price", "priceCurrency", "availability"],
  ItemList: ["itemListElement"],
  ListItem: ["position", "url"],
  NutritionInformation: ["calories"],
};
/** schema.org's RestrictedDiet values a menu item may be suitable for. */
const DIETS =
  /^https:\/\/schema\.org\/(Diabetic|GlutenFree|Halal|Hindu|Kosher|LowCalorie|LowFat|LowLactose|LowSalt|Vegan|Vegetarian)Diet$/;
const DAYS = new Set(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]);
const ARABIC = /[\u0600-\u06FF]/;
const NAMED = new Set(["Restaurant", "Menu", "MenuSection", "MenuItem"]);

export interface WalkOptions {
  currency: string;
  lang: "en" | "ar";
  /** The MenuItems must be there (a small menu), or must not (a menu above the page's cap). */
  items: "present" | "absent";
}

export function walkStoreJsonLd(
  root: unknown,
  options: WalkOptions,
): { problems: string[]; counts: Record<string, number> } {
  const problems: string[] = [];
  const counts: Record<string, number> = {};
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) return value.forEach((v, i) => walk(v, `${path}[${i}]`));
    if (!value || typeof value !== "object") return;
    const node = value as Node;
    const type = node["@type"];
    if (typeof type === "string") {
      counts[type] = (counts[type] ?? 0) + 1;
      for (const key of REQUIRED[type] ?? [])
        if (node[key] === undefined || node[key] === "") problems.push(`${path} (${type}) lacks ${key}`);
      if (NAMED.has(type) && typeof node.name === "string" && options.lang === "ar" && !ARABIC.test(node.name))
        problems.push(`${path} (${type}) name not Arabic: ${node.name}`);
      if (NAMED.has(type) && typeof node.name === "string" && options.lang === "en" && ARABIC.test(node.name))
        problems.push(`${path} (${type}) name not English: ${node.name}`);
      if (type === "Offer") {
        if (typeof node.price !== "number" || !Number.isFinite(node.price) || node.price < 0)
          problems.push(`${path} price not a number: ${String(node.price)}`);
        if (node.priceCurrency !== options.currency)
          problems.push(`${path} currency ${String(node.priceCurrency)}, not ${options.currency}`);
        if (!/^https:\/\/schema\.org\/(InStock|OutOfStock)$/.test(String(node.availability)))
          problems.push(`${path} availability ${String(node.availability)}`);
      }
      // Energy as schema.org writes it ("450 calories"), and diets from its list.
      if (type === "NutritionInformation" && !/^\d+ calories$/.test(String(node.calories)))
        problems.push(`${path} calories ${String(node.calories)}`);
      if (type === "MenuItem" && node.suitableForDiet !== undefined) {
        const diets = node.suitableForDiet as unknown[];
        if (!Array.isArray(diets) || diets.length === 0 || diets.some((d) => !DIETS.test(String(d))))
          problems.push(`${path} suitableForDiet ${JSON.stringify(diets)}`);
      }
      if (type === "GeoCoordinates" && (typeof node.latitude !== "number" || typeof node.longitude !== "number"))
        problems.push(`${path} coordinates not numbers`);
      if (type === "OpeningHoursSpecification") {
        const days = node.dayOfWeek as unknown[];
        if (!Array.isArray(days) || days.some((d) => !DAYS.has(String(d))))
          problems.push(`${path} dayOfWeek ${JSON.stringify(days)}`);
        for (const key of ["opens", "closes"])
          if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(String(node[key])))
            problems.push(`${path} ${key} ${String(node[key])}`);
      }
      if (type === "PostalAddress" && !/^[A-Z]{2}$/.test(String(node.addressCountry)))
        problems.push(`${path} addressCountry ${String(node.addressCountry)}`);
      for (const key of ["url", "image", "logo"]) {
        const urls = ([] as unknown[]).concat(node[key] ?? []);
        if (urls.some((u) => !/^https?:\/\//.test(String(u)))) problems.push(`${path} ${key} not absolute`);
      }
    }
    for (const [key, child] of Object.entries(node)) if (!key.startsWith("@")) walk(child, `${path}.${key}`);
  };
  walk(root, "$");
  if ((root as Node)?.["@context"] !== "https://schema.org") problems.push("$ @context is not https://schema.org");
  if ((root as Node)?.["@type"] !== "Restaurant") problems.push("$ is not a Restaurant");
  if (options.items === "present" && !counts.MenuItem) problems.push("no MenuItem");
  if (options.items === "absent" && counts.MenuItem) problems.push("MenuItems on a page above the cap");
  if (!counts.MenuSection) problems.push("no MenuSection");
  return { problems, counts };
}

/** The JSON-LD of a page's HTML (one script element), parsed. */
export function jsonLdOf(html: string): unknown {
  const match = /<script id="ld" type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error("no JSON-LD in the page");
  return JSON.parse(match[1]!);
}
