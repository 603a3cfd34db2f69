// Seeds the demo data on first start (when the countries table is empty). Ids are assigned here
// so each table is written with a few multi-row inserts; the serial sequences are moved past them.
import { countryFacts, type CountryIsoCode, type OpeningHours } from "../app/contract";
import { countryTimeZone } from "../app/i18n/time-zones";
import { createT } from "../app/i18n/translate";
import type { Language } from "../app/i18n/locale";
import { RESOURCES } from "../app/locales";
import { insertRows, type Db } from "./db";
import { parseMajor } from "./i18n";
import { DEFAULT_PREP_MINUTES } from "./catalogue";
import { STORE_PHONES } from "./store-phones";
import { dishFacts } from "./menu-facts";
import {
  brandDefs,
  countryDefs,
  demoCustomer,
  generatedMenu,
  promotionDefs,
  type GroupDef,
  type MenuDef,
  type StoreDef,
} from "./seed-data";

export async function seedIfEmpty(db: Db, now: number): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>("select count(*)::int as n from countries");
  if (rows[0].n > 0) return false;
  await db.transaction(async (tx) => {
    await seed(tx as unknown as Db, now);
  });
  return true;
}

function hoursOf(def: StoreDef["hours"]): OpeningHours[] {
  const [open, close] = def === "24h" ? ["00:00", "24:00"] : def;
  return [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open, close }));
}

const PALETTE = [
  "#f97316",
  "#eab308",
  "#84cc16",
  "#10b981",
  "#06b6d4",
  "#6366f1",
  "#a855f7",
  "#ec4899",
  "#f43f5e",
  "#14b8a6",
];

async function seed(db: Db, now: number): Promise<void> {
  const decimalsOf = (iso: CountryIsoCode) => countryFacts(iso).decimal_places;

  // countries
  await insertRows(
    db,
    "countries",
    [
      "id",
      "iso_two_code",
      "iso_three_code",
      "name",
      "name_arabic",
      "phone_code",
      "decimal_places",
      "currency_code",
      "tax_percent",
      "payment_methods",
      "new_customer_wallet",
    ],
    countryDefs.map((c, i) => {
      const f = countryFacts(c.iso);
      // The names are the storefront's translations (app/i18n/countries.ts says why).
      const name = (lang: Language) => createT(RESOURCES[lang], lang)(`browse.home.countries.${c.iso.toLowerCase()}`);
      return [
        i + 1,
        c.iso,
        f.iso_three_code,
        name("en"),
        name("ar"),
        f.phone_code,
        f.decimal_places,
        f.currency_code,
        c.taxPercent,
        c.payment,
        parseMajor(c.newCustomerWallet, f.decimal_places),
      ];
    }),
  );

  // promotions
  const promoRows: unknown[][] = [];
  for (const [iso, promos] of Object.entries(promotionDefs) as [CountryIsoCode, (typeof promotionDefs)["KW"]][]) {
    const d = decimalsOf(iso);
    for (const p of promos) {
      promoRows.push([
        p.code,
        iso,
        p.type,
        p.type === "amount" ? parseMajor(p.value, d) : p.type === "percentage" ? Number(p.value) : 0,
        p.maxDiscount ? parseMajor(p.maxDiscount, d) : null,
        p.minOrder ? parseMajor(p.minOrder, d) : 0,
        p.timing,
        p.expired ? Date.UTC(2024, 0, 1) : null,
      ]);
    }
  }
  await insertRows(
    db,
    "promotions",
    ["code", "country_iso_code", "type", "value", "max_discount", "min_order", "timing", "expires_at"],
    promoRows,
  );

  // catalogue
  const ids = { brand: 0, store: 0, menu: 0, category: 0, product: 0, variant: 0, group: 0, option: 0 };
  const rows = {
    brands: [] as unknown[][],
    stores: [] as unknown[][],
    menus: [] as unknown[][],
    categories: [] as unknown[][],
    products: [] as unknown[][],
    variants: [] as unknown[][],
    groups: [] as unknown[][],
    options: [] as unknown[][],
  };

  const addGroups = (
    groups: GroupDef[],
    storeId: number,
    productId: number | null,
    parentOptionId: number | null,
    d: number,
  ) => {
    groups.forEach((g, gi) => {
      const groupId = ++ids.group;
      rows.groups.push([
        groupId,
        storeId,
        productId,
        parentOptionId,
        g.name[0],
        g.name[1],
        g.selection,
        g.min,
        g.max,
        gi,
      ]);
      g.options.forEach((o, oi) => {
        const optionId = ++ids.option;
        rows.options.push([
          optionId,
          groupId,
          o.name[0],
          o.name[1],
          parseMajor(o.price, d),
          o.unavailable ? "unavailable" : "available",
          o.max ?? 1,
          oi,
        ]);
        if (o.groups) addGroups(o.groups, storeId, null, optionId, d);
      });
    });
  };

  const addMenu = (menu: MenuDef, storeId: number, position: number, d: number, brandSlug: string) => {
    const menuId = ++ids.menu;
    rows.menus.push([menuId, storeId, menu.purpose, menu.type, menu.name[0], menu.name[1], position]);
    menu.categories.forEach((c, ci) => {
      const categoryId = ++ids.category;
      rows.categories.push([categoryId, menuId, storeId, c.name[0], c.name[1], ci]);
      c.products.forEach((p, pi) => {
        const productId = ++ids.product;
        const discountValue = !p.discount
          ? 0
          : p.discount.kind === "amount"
            ? parseMajor(p.discount.value, d)
            : p.discount.value;
        const facts = dishFacts(brandSlug, p.name[0]);
        rows.products.push([
          productId,
          categoryId,
          menuId,
          storeId,
          p.name[0],
          p.name[1],
          p.desc[0],
          p.desc[1],
          !p.noImage,
          PALETTE[productId % PALETTE.length],
          parseMajor(p.price, d),
          p.discount?.kind ?? "none",
          discountValue,
          p.unavailable ? "unavailable" : "available",
          p.max ?? null,
          pi,
          facts?.kcal ?? null,
          facts?.allergens ?? null,
          facts?.tags ?? null,
        ]);
        (p.variants ?? []).forEach((v, vi) => {
          rows.variants.push([
            ++ids.variant,
            productId,
            v.name[0],
            v.name[1],
            parseMajor(v.price, d),
            v.unavailable ? "unavailable" : "available",
            vi,
            facts?.variants?.[v.name[0]] ?? null,
          ]);
        });
        if (p.groups) addGroups(p.groups, storeId, productId, null, d);
      });
    });
  };

  const country = new Map(countryDefs.map((c) => [c.iso, c]));
  brandDefs.forEach((b, bi) => {
    const brandId = ++ids.brand;
    const d = decimalsOf(b.country);
    const c = country.get(b.country)!;
    rows.brands.push([
      brandId,
      b.slug,
      b.country,
      b.name[0],
      b.name[1],
      b.desc[0],
      b.desc[1],
      b.color,
      bi,
      b.theme?.color ?? null,
      b.theme?.logo ?? false,
    ]);
    b.stores.forEach((s, si) => {
      const storeId = ++ids.store;
      rows.stores.push([
        storeId,
        s.slug,
        brandId,
        s.name[0],
        s.name[1],
        s.desc[0],
        s.desc[1],
        s.address[0],
        s.address[1],
        s.lat,
        s.lng,
        countryTimeZone(b.country),
        s.inactive ? "inactive" : "active",
        JSON.stringify(hoursOf(s.hours)),
        parseMajor(s.minOrder, d),
        s.payment,
        parseMajor(c.baseDeliveryFee, d),
        parseMajor(c.feePerKm, d),
        3,
        25,
        s.prepMinutes ?? DEFAULT_PREP_MINUTES,
        STORE_PHONES[s.slug] ?? null,
        si,
      ]);
      let position = 0;
      for (const purpose of s.purposes) {
        const menu =
          purpose === "delivery" && s.generatedProducts ? generatedMenu(s.generatedProducts) : b.menus[purpose];
        if (!menu) throw new Error(`brand ${b.slug} has no ${purpose} menu for ${s.slug}`);
        addMenu(menu, storeId, position++, d, b.slug);
      }
    });
  });

  await insertRows(
    db,
    "brands",
    [
      "id",
      "slug",
      "country_iso_code",
      "name_en",
      "name_ar",
      "description_en",
      "description_ar",
      "color",
      "position",
      "theme_color",
      "theme_logo",
    ],
    rows.brands,
  );
  await insertRows(
    db,
    "stores",
    [
      "id",
      "slug",
      "brand_id",
      "name_en",
      "name_ar",
      "description_en",
      "description_ar",
      "address_en",
      "address_ar",
      "lat",
      "lng",
      "time_zone",
      "activity",
      "opening_hours",
      "min_order",
      "payment_methods",
      "base_delivery_fee",
      "fee_per_km",
      "free_km",
      "max_delivery_km",
      "prep_minutes",
      "phone",
      "position",
    ],
    rows.stores,
  );
  await insertRows(db, "menus", ["id", "store_id", "purpose", "type", "name_en", "name_ar", "position"], rows.menus);
  await insertRows(db, "categories", ["id", "menu_id", "store_id", "name_en", "name_ar", "position"], rows.categories);
  await insertRows(
    db,
    "products",
    [
      "id",
      "category_id",
      "menu_id",
      "store_id",
      "name_en",
      "name_ar",
      "description_en",
      "description_ar",
      "has_image",
      "color",
      "price",
      "discount_kind",
      "discount_value",
      "availability",
      "max_quantity",
      "position",
      "calories",
      "allergens",
      "dietary",
    ],
    rows.products,
  );
  await insertRows(
    db,
    "variants",
    ["id", "product_id", "name_en", "name_ar", "price", "availability", "position", "calories"],
    rows.variants,
  );
  await insertRows(
    db,
    "option_groups",
    ["id", "store_id", "product_id", "parent_option_id", "name_en", "name_ar", "selection", "min", "max", "position"],
    rows.groups,
  );
  await insertRows(
    db,
    "options",
    ["id", "group_id", "name_en", "name_ar", "price", "availability", "max_quantity", "position"],
    rows.options,
  );
  for (const [table, max] of [
    ["countries", countryDefs.length],
    ["brands", ids.brand],
    ["stores", ids.store],
    ["menus", ids.menu],
    ["categories", ids.category],
    ["products", ids.product],
    ["variants", ids.variant],
    ["option_groups", ids.group],
    ["options", ids.option],
  ] as const) {
    await db.query(`select setval(pg_get_serial_sequence('${table}', 'id'), $1)`, [max]);
  }

  // a customer who already exists (check_phone flow), with an address
  const { rows: created } = await db.query<{ id: number }>(
    "insert into customers (phone_code, phone, name, email, country_iso_code, created_at) values ($1,$2,$3,$4,$5,$6) returning id",
    [
      demoCustomer.phone_code,
      demoCustomer.phone,
      demoCustomer.name,
      demoCustomer.email,
      demoCustomer.country_iso_code,
      now,
    ],
  );
  await setUpNewCustomer(db, created[0].id);
  await addDemoCards(db, created[0].id, now);
  await db.query(
    `insert into addresses (customer_id, kind, name, lat, lng, field_1, field_2, field_3, field_4, field_5, building, floor, apartment_no, notes, country_iso_code, created_at)
     values ($1,'apartment','Home',29.3352,48.0722,'Salmiya',null,'Salem Al Mubarak St','Block 10','12','Al Fanar Tower','7','71','Ring twice','KW',$2)`,
    [created[0].id, now],
  );
}

/** Wallet credits in every country: what every new account starts with (and nothing else: no cards). */
export async function setUpNewCustomer(db: Pick<Db, "query">, customerId: number): Promise<void> {
  const { rows } = await db.query<{ iso_two_code: string; new_customer_wallet: number }>(
    "select iso_two_code, new_customer_wallet from countries order by id",
  );
  await insertRows(
    db,
    "wallets",
    ["customer_id", "country_iso_code", "balance"],
    rows.map((r) => [customerId, r.iso_two_code, r.new_customer_wallet]),
  );
}

/**
 * A Visa 4242 and a Master 5454 per country, as if the customer had saved them on a payment page:
 * the demo customer has them from the seed; tests give them to another customer through
 * `POST /sandbox/saved-cards`. A newly registered account has none.
 */
export async function addDemoCards(db: Pick<Db, "query">, customerId: number, now: number): Promise<void> {
  const { rows } = await db.query<{ iso_two_code: string }>("select iso_two_code from countries order by id");
  const year = (new Date(now).getUTCFullYear() % 100) + 3;
  await insertRows(
    db,
    "saved_cards",
    ["customer_id", "country_iso_code", "brand", "last_four", "expiry"],
    rows.flatMap((r) => [
      [customerId, r.iso_two_code, "Visa", "4242", `12/${year}`],
      [customerId, r.iso_two_code, "Master", "5454", `08/${year - 1}`],
    ]),
  );
}
