// The builders of what crawlers, chat apps and assistants read — canonical and hreflang
// URLs, the head's tags, the store's and brand's JSON-LD (walked against the types it claims), its
// escaping, robots.txt, the sitemap, the private paths and the public origin.
import { describe, expect, it } from "vitest";
import type { Brand, Product, Store } from "~/contract";
import { alternates, canonicalUrl, hreflang, ogLocale } from "~/seo/site-url";
import { seoMeta, shortDescription, type PageSeo } from "~/seo/head";
import { jsonLdText } from "~/seo/json-ld";
import { decimalPrice, MENU_ITEMS_IN_PAGE, openingHoursSpecification, restaurantJsonLd } from "~/seo/restaurant";
import { storeListJsonLd } from "~/seo/store-list";
import { robotsTxt } from "~/seo/robots";
import { latest, sitemapXml } from "~/seo/sitemap";
import { isPrivatePath } from "~/seo/private-paths";
import { publicOrigin, loadConfig } from "~/server/request";
import { walkStoreJsonLd } from "../support/json-ld-walker";
import { TEST_SESSION_SECRET } from "../support/processes";

const ORIGIN = "https://burger-bay.example.com";

function product(id: number, name: string, extra: Partial<Product> = {}): Product {
  return {
    id,
    name,
    description: `${name} description`,
    image: `https://img.example.com/p/${id}.jpg`,
    price: 1250,
    discount: { kind: "none", value: 0 },
    price_after_discount: 1250,
    availability: "available",
    max_quantity: null,
    variants: [],
    option_groups: [],
    ...extra,
  };
}

function store(lang: "en" | "ar", products: Product[]): Store {
  const ar = lang === "ar";
  return {
    info: {
      id: 1,
      slug: "burger-bay-salmiya",
      brand_slug: "burger-bay",
      name: ar ? "برجر باي السالمية" : "Burger Bay Salmiya",
      description: ar ? "برجر طازج" : "Fresh burgers",
      logo: "https://img.example.com/logo.svg",
      cover: "https://img.example.com/cover.svg",
      country: { iso_two_code: "KW", currency_code: "KWD", decimal_places: 3 },
      time_zone: "Asia/Kuwait",
      address_text: ar ? "شارع سالم المبارك، السالمية" : "Salem Al Mubarak St, Salmiya",
      location: { lat: 29.3339, lng: 48.0758 },
      activity: "active",
      is_open: true,
      opening_hours: [0, 1, 2, 3, 4]
        .map((day) => ({ day, open: "10:00", close: "24:00" }))
        .concat([5, 6].map((day) => ({ day, open: "12:00", close: "02:00" }))),
      min_order: 2000,
      delivery_fee: 500,
      delivery_estimate: { min_minutes: 25, max_minutes: 40 },
      next_opening_at: null,
      payment_methods: ["cash"],
      purpose: ["delivery"],
      delivery: null,
    },
    menus: [
      {
        info: { id: 1, purpose: "delivery", type: "simple", name: ar ? "قائمة التوصيل" : "Delivery menu" },
        categories: [{ id: 9, name: ar ? "برجر" : "Burgers", products }],
      },
    ],
  };
}

describe("canonical and language versions", () => {
  const place = { origin: ORIGIN, locale: { lang: "ar", country: "kw" } as const, path: "/store/burger-bay-salmiya" };
  it("the canonical URL is absolute, in the page's locale, without a query", () => {
    expect(canonicalUrl(place)).toBe(`${ORIGIN}/ar-kw/store/burger-bay-salmiya`);
    expect(canonicalUrl({ ...place, path: "/" })).toBe(`${ORIGIN}/ar-kw`);
  });
  it("alternates name en-KW, ar-KW and x-default, the same list from either language (reciprocal)", () => {
    const fromAr = alternates(place);
    expect(fromAr).toEqual([
      { hreflang: "en-KW", href: `${ORIGIN}/en-kw/store/burger-bay-salmiya` },
      { hreflang: "ar-KW", href: `${ORIGIN}/ar-kw/store/burger-bay-salmiya` },
      { hreflang: "x-default", href: `${ORIGIN}/en-kw/store/burger-bay-salmiya` },
    ]);
    expect(alternates({ ...place, locale: { lang: "en", country: "kw" } })).toEqual(fromAr);
    expect(hreflang({ lang: "en", country: "pt" })).toBe("en-PT");
    expect(ogLocale({ lang: "ar", country: "sa" })).toBe("ar_SA");
  });
});

describe("head tags", () => {
  const seo: PageSeo = {
    origin: ORIGIN,
    locale: { lang: "ar", country: "kw" },
    path: "/brand/burger-bay",
    title: "برجر باي",
    description: "وصف",
    image: "https://img.example.com/b.svg?w=1200",
    siteName: "برجر باي",
  };
  it("title, description, canonical, hreflang, Open Graph (og:url = canonical, locales) and Twitter", () => {
    const tags = seoMeta(seo);
    const find = (key: string, value: string) =>
      tags.find((t) => (t as Record<string, string>)[key] === value) as Record<string, string> | undefined;
    expect(tags[0]).toEqual({ title: "برجر باي" });
    expect(find("name", "description")?.content).toBe("وصف");
    expect(find("rel", "canonical")?.href).toBe(`${ORIGIN}/ar-kw/brand/burger-bay`);
    expect(
      tags
        .filter((t) => (t as Record<string, string>).rel === "alternate")
        .map((t) => (t as Record<string, string>).hrefLang),
    ).toEqual(["en-KW", "ar-KW", "x-default"]);
    expect(find("property", "og:url")?.content).toBe(find("rel", "canonical")?.href);
    expect(find("property", "og:locale")?.content).toBe("ar_KW");
    expect(find("property", "og:locale:alternate")?.content).toBe("en_KW");
    expect(find("property", "og:image")?.content).toBe(seo.image);
    expect(find("property", "og:type")?.content).toBe("website");
    expect(find("property", "og:site_name")?.content).toBe("برجر باي");
    expect(find("name", "twitter:card")?.content).toBe("summary_large_image");
    expect(
      find("name", "twitter:card") &&
        seoMeta({ ...seo, image: null }).find((t) => (t as Record<string, string>).property === "og:image"),
    ).toBeUndefined();
  });
  it("a long description is cut at a word, to about 160 characters", () => {
    const text = "word ".repeat(60);
    const short = shortDescription(text);
    expect(short.length).toBeLessThanOrEqual(160);
    expect(short.endsWith("word…")).toBe(true);
    expect(shortDescription("  short \n text ")).toBe("short text");
  });
});

describe("JSON-LD escaping", () => {
  it("no catalogue text can close the script or open a comment", () => {
    const text = jsonLdText({ name: "</script><script>alert(1)</script> <!-- & \u2028" });
    expect(text).not.toMatch(/<\/script|<!--|<|>/i);
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script> <!-- & \u2028" });
  });
});

describe("the store's JSON-LD", () => {
  const products = [
    product(1, "Classic Burger"),
    product(2, "Sized Burger", {
      variants: [
        { id: 1, name: "L", price: 2000, price_after_discount: 1800, availability: "available" },
        { id: 2, name: "S", price: 1500, price_after_discount: 1350, availability: "available" },
      ],
    }),
    product(3, "Sold out", { availability: "unavailable", image: null, description: "" }),
  ];
  const url = `${ORIGIN}/en-kw/store/burger-bay-salmiya`;

  for (const lang of ["en", "ar"] as const) {
    it(`walks clean against the types it claims (${lang})`, () => {
      const arProducts = products.map((p) => ({ ...p, name: `برجر ${p.id}` }));
      const ld = restaurantJsonLd({
        store: store(lang, lang === "ar" ? arProducts : products),
        menu: store(lang, lang === "ar" ? arProducts : products).menus[0]!,
        url,
        menuUrl: url,
      });
      const { problems, counts } = walkStoreJsonLd(JSON.parse(jsonLdText(ld)), {
        currency: "KWD",
        lang,
        items: "present",
      });
      expect(problems).toEqual([]);
      expect(counts).toMatchObject({
        Restaurant: 1,
        Menu: 1,
        MenuSection: 1,
        MenuItem: 3,
        Offer: 3,
        PostalAddress: 1,
        GeoCoordinates: 1,
      });
    });
  }

  it("prices are numbers in the store's currency: the price after discount, a sized product's cheapest size", () => {
    const s = store("en", products);
    const ld = restaurantJsonLd({ store: s, menu: s.menus[0]!, url, menuUrl: url });
    const items = ld.hasMenu!.hasMenuSection[0]!.hasMenuItem!;
    expect(items.map((i) => i.offers.price)).toEqual([1.25, 1.35, 1.25]);
    expect(items.map((i) => i.offers.availability)).toEqual([
      "https://schema.org/InStock",
      "https://schema.org/InStock",
      "https://schema.org/OutOfStock",
    ]);
    expect(items[2]).not.toHaveProperty("image");
    expect(ld.priceRange).toBe("1.250–1.350 KWD");
    expect(ld.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: "Salem Al Mubarak St, Salmiya",
      addressCountry: "KW",
    });
    expect(decimalPrice(2250, 3)).toBe(2.25);
    expect(decimalPrice(1999, 2)).toBe(19.99);
  });

  it("a menu above the cap keeps its sections and leaves its items to their own pages (decision 0046)", () => {
    const many = Array.from({ length: MENU_ITEMS_IN_PAGE + 1 }, (_, i) => product(i + 1, `Burger ${i + 1}`));
    const s = store("en", many);
    const ld = restaurantJsonLd({ store: s, menu: s.menus[0]!, url, menuUrl: url });
    expect(
      walkStoreJsonLd(JSON.parse(jsonLdText(ld)), { currency: "KWD", lang: "en", items: "absent" }).problems,
    ).toEqual([]);
  });

  it("a dish's calories and diets where the platform states them: NutritionInformation and RestrictedDiet", () => {
    const dishes = [
      product(1, "Falafel Wrap", { calories: 450, dietary: ["vegan", "spicy", "contains_nuts"] }),
      product(2, "Halloumi", { calories: 320, dietary: ["vegetarian", "gluten_free", "dairy_free"] }),
      product(3, "Plain Burger"),
      product(4, "Sized Fries", {
        calories: 300,
        variants: [
          { id: 1, name: "S", price: 500, price_after_discount: 500, availability: "available" },
          { id: 2, name: "L", price: 800, price_after_discount: 800, availability: "available", calories: 520 },
        ],
      }),
      product(5, "Sized Tea", {
        calories: 5,
        dietary: [],
        variants: [
          { id: 1, name: "S", price: 500, price_after_discount: 500, availability: "available" },
          { id: 2, name: "L", price: 800, price_after_discount: 800, availability: "available", calories: 5 },
        ],
      }),
      product(6, "Spicy Wings", { dietary: ["spicy"] }),
    ];
    const s = store("en", dishes);
    const text = jsonLdText(restaurantJsonLd({ store: s, menu: s.menus[0]!, url, menuUrl: url }));
    const items = (JSON.parse(text) as { hasMenu: { hasMenuSection: { hasMenuItem: Record<string, unknown>[] }[] } })
      .hasMenu.hasMenuSection[0]!.hasMenuItem;
    // A vegan dish is vegetarian too; spicy, dairy free and nuts have no schema.org diet.
    expect(items[0]).toMatchObject({
      nutrition: { "@type": "NutritionInformation", calories: "450 calories" },
      suitableForDiet: ["https://schema.org/VegetarianDiet", "https://schema.org/VeganDiet"],
    });
    expect(items[1]).toMatchObject({
      nutrition: { "@type": "NutritionInformation", calories: "320 calories" },
      suitableForDiet: ["https://schema.org/VegetarianDiet", "https://schema.org/GlutenFreeDiet"],
    });
    // Nothing stated, nothing said; sizes with calories of their own that differ: no one figure.
    for (const i of [2, 3, 5]) expect(items[i]).not.toHaveProperty("nutrition");
    for (const i of [2, 3, 4, 5]) expect(items[i]).not.toHaveProperty("suitableForDiet");
    expect(items[4]).toMatchObject({ nutrition: { "@type": "NutritionInformation", calories: "5 calories" } });
    expect(walkStoreJsonLd(JSON.parse(text), { currency: "KWD", lang: "en", items: "present" }).problems).toEqual([]);
  });

  it("opening hours from the store's own wall-clock hours, days with the same hours together; midnight is 23:59", () => {
    expect(openingHoursSpecification(store("en", []).info.opening_hours)).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday"],
        opens: "10:00",
        closes: "23:59",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Friday", "Saturday"], opens: "12:00", closes: "02:00" },
    ]);
  });

  it("the walker finds what is wrong: a price as text, another currency, an English name on an Arabic page", () => {
    const s = store("ar", [product(1, "برجر")]);
    const ld = JSON.parse(jsonLdText(restaurantJsonLd({ store: s, menu: s.menus[0]!, url, menuUrl: url })));
    ld.hasMenu.hasMenuSection[0].hasMenuItem[0].offers.price = "1.250";
    ld.hasMenu.hasMenuSection[0].hasMenuItem[0].offers.priceCurrency = "USD";
    ld.hasMenu.hasMenuSection[0].hasMenuItem[0].name = "Burger";
    delete ld.geo.latitude;
    ld.hasMenu.hasMenuSection[0].hasMenuItem[0].nutrition = { "@type": "NutritionInformation", calories: "450 kcal" };
    ld.hasMenu.hasMenuSection[0].hasMenuItem[0].suitableForDiet = ["https://schema.org/SpicyDiet"];
    const { problems } = walkStoreJsonLd(ld, { currency: "KWD", lang: "ar", items: "present" });
    const all = problems.join("\n");
    for (const found of [
      /price not a number: 1\.250/,
      /currency USD, not KWD/,
      /name not Arabic: Burger/,
      /lacks latitude/,
      /coordinates not numbers/,
      /calories 450 kcal/,
      /suitableForDiet .*SpicyDiet/,
    ])
      expect(all).toMatch(found);
    expect(problems).toHaveLength(7);
  });
});

describe("the brand's store list", () => {
  it("an ItemList of its active stores as Restaurants with their URLs, in order", () => {
    const summary = (slug: string, activity: "active" | "inactive") => ({
      id: 1,
      slug,
      name: slug,
      brand_slug: "b",
      logo: "https://img.example.com/l.svg",
      address_text: "x",
      activity,
      is_open: true,
      purposes: [],
      delivery_fee: 500,
      delivery_estimate: { min_minutes: 25, max_minutes: 40 },
      delivery: null,
    });
    const brand: Brand = {
      id: 1,
      slug: "b",
      name: "B",
      description: "",
      country_iso_code: "PT",
      images: { image: "i", cover: null },
      stores: [summary("one", "active"), summary("off", "inactive"), summary("two", "active")],
    };
    const ld = storeListJsonLd({ brand, storeUrl: (slug) => `${ORIGIN}/en-pt/store/${slug}` });
    expect(ld["@type"]).toBe("ItemList");
    expect(ld.itemListElement.map((e) => [e.position, e.url, e.item["@type"]])).toEqual([
      [1, `${ORIGIN}/en-pt/store/one`, "Restaurant"],
      [2, `${ORIGIN}/en-pt/store/two`, "Restaurant"],
    ]);
  });
});

describe("robots.txt and sitemap.xml", () => {
  it("robots.txt disallows the private paths in every locale prefix and names the host's sitemap", () => {
    const text = robotsTxt({
      origin: ORIGIN,
      locales: [
        { lang: "en", country: "kw" },
        { lang: "ar", country: "kw" },
      ],
    });
    for (const prefix of ["", "/en-kw", "/ar-kw"]) {
      for (const section of ["account", "cart", "sign-in", "order", "location", "language", "resources"])
        expect(text).toContain(`Disallow: ${prefix}/${section}\n`);
      expect(text).toContain(`Disallow: ${prefix}/store/*/checkout\n`);
    }
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(text).not.toMatch(/Disallow: \/(en|ar)-sa/);
  });
  it("the sitemap lists each page in both languages with xhtml:link alternates and lastmod, escaped", () => {
    const xml = sitemapXml(ORIGIN, [
      { country: "kw", path: "/brand/burger-bay", lastmod: "2026-11-25T10:00:00.000Z" },
      { country: "kw", path: "/store/a&b", lastmod: null },
    ]);
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expect(xml).toContain(
      `<url><loc>${ORIGIN}/ar-kw/brand/burger-bay</loc><lastmod>2026-11-25T10:00:00.000Z</lastmod><xhtml:link rel="alternate" hreflang="en-KW" href="${ORIGIN}/en-kw/brand/burger-bay"/>`,
    );
    expect(xml).toContain(`hreflang="x-default" href="${ORIGIN}/en-kw/brand/burger-bay"/>`);
    expect(xml).toContain("/store/a&amp;b</loc>");
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(latest(["2026-01-02T00:00:00.000Z", null, "2026-03-01T00:00:00.000Z"])).toBe("2026-03-01T00:00:00.000Z");
    expect(latest([])).toBeNull();
  });
  it("private paths: a customer's pages and the plumbing, in any locale; public pages are not", () => {
    for (const path of [
      "/en-kw/cart",
      "/cart",
      "/ar-sa/account/orders",
      "/en-kw/store/x/checkout",
      "/en-kw/store/x/checkout/failed",
      "/en-kw/sign-in",
      "/en-kw/order/AB12",
      "/en-kw/location",
      "/language",
      "/resources/i18n",
    ])
      expect(isPrivatePath(path), path).toBe(true);
    for (const path of [
      "/",
      "/en-kw",
      "/ar-kw/brand/burger-bay",
      "/en-kw/store/x",
      "/en-kw/about-us",
      "/en-kw/store/checkout",
    ])
      expect(isPrivatePath(path), path).toBe(false);
  });
});

describe("the public origin", () => {
  const vendor = { kind: "vendor", label: "burger-bay", country: "kw", brandSlug: "burger-bay" } as const;
  const request = (url: string) => new Request(url);
  it("https in production whatever the connection says; the request's scheme otherwise; a trusted proxy's scheme when one is set", () => {
    const production = loadConfig({
      NODE_ENV: "production",
      SESSION_SECRET: TEST_SESSION_SECRET,
      API_BASE_URL: "https://api.example.com",
    } as unknown as NodeJS.ProcessEnv);
    expect(publicOrigin(request("http://burger-bay.example.com/en-kw"), { config: production, vendor })).toBe(
      "https://burger-bay.example.com",
    );
    const development = loadConfig({} as NodeJS.ProcessEnv);
    expect(publicOrigin(request("http://burger-bay.localhost:3000/en-kw"), { config: development, vendor })).toBe(
      "http://burger-bay.localhost:3000",
    );
    const proxied = loadConfig({
      NODE_ENV: "production",
      SESSION_SECRET: TEST_SESSION_SECRET,
      API_BASE_URL: "https://api.example.com",
      TRUST_PROXY: "true",
    } as unknown as NodeJS.ProcessEnv);
    // Express sets the request's scheme from the trusted proxy's X-Forwarded-Proto.
    expect(publicOrigin(request("http://burger-bay.example.com/en-kw"), { config: proxied, vendor })).toBe(
      "http://burger-bay.example.com",
    );
  });
  it("never for an unknown vendor host", () => {
    expect(() =>
      publicOrigin(request("http://nobody.example.com/"), {
        config: loadConfig({} as NodeJS.ProcessEnv),
        vendor: { kind: "unknown", label: "nobody", reason: "unknown" },
      }),
    ).toThrow();
  });
});
