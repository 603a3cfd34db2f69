// The catalogue (brands, stores, menus) read once from the database into memory: it never changes
// while the sandbox runs, and checkout prices carts against the same objects the menus show.
// Rendering localizes names and computes `is_open` at answer time.
import {
  countryFacts,
  type Activity,
  type Availability,
  type Brand,
  type DeliveryAt as DeliveryAtAnswer,
  type BrandSummary,
  type CountryIsoCode,
  type DiscountKind,
  type Language,
  type Localized,
  type Menu,
  type MenuPurpose,
  type OpeningHours,
  type Option,
  type OptionGroup,
  type PaymentMethod,
  type Product,
  type Selection,
  type StoreInfo,
  type StoreSummary,
} from "../app/contract";
import type { Db } from "./db";
import { isOpenAt, nextOpeningAt } from "./time";
import { baseEstimate, deliveryAt } from "./delivery";

/** A location a read was asked for (`?lat=&lng=`), or null. */
export type Point = { lat: number; lng: number } | null;

export interface CatOption {
  id: number;
  name: Localized;
  price: number;
  availability: Availability;
  maxQuantity: number;
  groups: CatGroup[];
}
export interface CatGroup {
  id: number;
  name: Localized;
  selection: Selection;
  min: number;
  max: number;
  options: CatOption[];
}
export interface CatVariant {
  id: number;
  name: Localized;
  price: number;
  availability: Availability;
  /** Its calories where they differ from its product's (kcal), or null; as kept (a test's hook may set anything). */
  calories: unknown;
}
export interface CatProduct {
  id: number;
  storeId: number;
  menuId: number;
  categoryId: number;
  name: Localized;
  description: Localized;
  hasImage: boolean;
  color: string;
  price: number;
  discountKind: DiscountKind;
  discountValue: number;
  availability: Availability;
  maxQuantity: number | null;
  variants: CatVariant[];
  groups: CatGroup[];
  /**
   * The dish's facts as the platform states them (null: not stated): calories (kcal), allergen codes
   * and dietary tags. Served as kept: a test's hook may set codes or values the contract refuses.
   */
  facts: DishFactsKept;
}

/** A dish's facts as kept: what the seed wrote, or anything a test's hook sets (served as it is). */
export interface DishFactsKept {
  calories: unknown;
  allergens: unknown;
  dietary: unknown;
}
export interface CatCategory {
  id: number;
  name: Localized;
  products: CatProduct[];
}
export interface CatMenu {
  id: number;
  purpose: MenuPurpose;
  type: "simple" | "complex";
  name: Localized;
  categories: CatCategory[];
}
export interface CatStore {
  id: number;
  slug: string;
  brandId: number;
  brandSlug: string;
  brandColor: string;
  country: CountryIsoCode;
  name: Localized;
  description: Localized;
  address: Localized;
  lat: number;
  lng: number;
  timeZone: string;
  activity: Activity;
  openingHours: OpeningHours[];
  minOrder: number;
  paymentMethods: PaymentMethod[];
  baseDeliveryFee: number;
  /** Kitchen time in minutes; the delivery estimate adds the ride. */
  prepMinutes: number;
  feePerKm: number;
  freeKm: number;
  maxDeliveryKm: number;
  /** When the store's page last changed (ms); a sandbox hook that changes it moves it on. */
  updatedAt: number;
  /** The store's telephone number (E.164), or null. */
  phone: string | null;
  menus: CatMenu[];
}
export interface CatBrand {
  id: number;
  slug: string;
  country: CountryIsoCode;
  name: Localized;
  description: Localized;
  color: string;
  /** Its storefront's theme colour (any text: the sandbox can serve a malformed one) and logo; null: no theme. */
  theme: { color: string; logo: boolean } | null;
  stores: CatStore[];
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** Applies a product discount to a price: percentages round the discount down. */
export function discounted(price: number, kind: DiscountKind, value: number): number {
  if (kind === "amount") return Math.max(0, price - value);
  if (kind === "percentage") return price - Math.floor((price * value) / 100);
  return price;
}

type Row = Record<string, unknown>;

export const DEFAULT_PREP_MINUTES = 15;
const loc = (row: Row, field: string): Localized => ({
  en: row[`${field}_en`] as string,
  ar: row[`${field}_ar`] as string,
});

export class Catalogue {
  readonly brands: CatBrand[] = [];
  readonly brandsBySlug = new Map<string, CatBrand>();
  readonly storesBySlug = new Map<string, CatStore>();
  readonly storesById = new Map<number, CatStore>();
  readonly products = new Map<number, CatProduct>();
  private readonly menuCache = new Map<string, Menu[]>();

  constructor(
    private readonly baseUrl: () => string,
    private readonly clock: () => number,
  ) {}

  static async load(db: Db, baseUrl: () => string, clock: () => number): Promise<Catalogue> {
    const c = new Catalogue(baseUrl, clock);
    const q = async (sql: string) => (await db.query<Row>(sql)).rows;
    const [brands, stores, menus, categories, products, variants, groups, options] = await Promise.all([
      q("select * from brands order by position, id"),
      q("select * from stores order by position, id"),
      q("select * from menus order by position, id"),
      q("select * from categories order by position, id"),
      q("select * from products order by position, id"),
      q("select * from variants order by position, id"),
      q("select * from option_groups order by position, id"),
      q("select * from options order by position, id"),
    ]);

    const brandById = new Map<number, CatBrand>();
    for (const b of brands) {
      const brand: CatBrand = {
        id: b.id as number,
        slug: b.slug as string,
        country: b.country_iso_code as CountryIsoCode,
        name: loc(b, "name"),
        description: loc(b, "description"),
        color: b.color as string,
        theme: b.theme_color === null ? null : { color: b.theme_color as string, logo: b.theme_logo as boolean },
        stores: [],
      };
      c.brands.push(brand);
      c.brandsBySlug.set(brand.slug, brand);
      brandById.set(brand.id, brand);
    }
    for (const s of stores) {
      const brand = brandById.get(s.brand_id as number)!;
      const store: CatStore = {
        id: s.id as number,
        slug: s.slug as string,
        brandId: brand.id,
        brandSlug: brand.slug,
        brandColor: brand.color,
        country: brand.country,
        name: loc(s, "name"),
        description: loc(s, "description"),
        address: loc(s, "address"),
        lat: s.lat as number,
        lng: s.lng as number,
        timeZone: s.time_zone as string,
        activity: s.activity as Activity,
        openingHours: s.opening_hours as OpeningHours[],
        minOrder: Number(s.min_order),
        paymentMethods: s.payment_methods as PaymentMethod[],
        baseDeliveryFee: Number(s.base_delivery_fee),
        prepMinutes: Number(s.prep_minutes ?? DEFAULT_PREP_MINUTES),
        feePerKm: Number(s.fee_per_km),
        freeKm: s.free_km as number,
        maxDeliveryKm: s.max_delivery_km as number,
        updatedAt: Number(s.updated_at),
        phone: (s.phone as string | null) ?? null,
        menus: [],
      };
      brand.stores.push(store);
      c.storesBySlug.set(store.slug, store);
      c.storesById.set(store.id, store);
    }
    const menuById = new Map<number, CatMenu>();
    for (const m of menus) {
      const menu: CatMenu = {
        id: m.id as number,
        purpose: m.purpose as MenuPurpose,
        type: m.type as "simple" | "complex",
        name: loc(m, "name"),
        categories: [],
      };
      menuById.set(menu.id, menu);
      c.storesById.get(m.store_id as number)!.menus.push(menu);
    }
    const categoryById = new Map<number, CatCategory>();
    for (const row of categories) {
      const category: CatCategory = { id: row.id as number, name: loc(row, "name"), products: [] };
      categoryById.set(category.id, category);
      menuById.get(row.menu_id as number)!.categories.push(category);
    }
    for (const p of products) {
      const product: CatProduct = {
        id: p.id as number,
        storeId: p.store_id as number,
        menuId: p.menu_id as number,
        categoryId: p.category_id as number,
        name: loc(p, "name"),
        description: loc(p, "description"),
        hasImage: p.has_image as boolean,
        color: p.color as string,
        price: Number(p.price),
        discountKind: p.discount_kind as DiscountKind,
        discountValue: Number(p.discount_value),
        availability: p.availability as Availability,
        maxQuantity: (p.max_quantity as number | null) ?? null,
        variants: [],
        groups: [],
        facts: { calories: p.calories ?? null, allergens: p.allergens ?? null, dietary: p.dietary ?? null },
      };
      c.products.set(product.id, product);
      categoryById.get(product.categoryId)!.products.push(product);
    }
    for (const v of variants) {
      c.products.get(v.product_id as number)!.variants.push({
        id: v.id as number,
        name: loc(v, "name"),
        price: Number(v.price),
        availability: v.availability as Availability,
        calories: v.calories ?? null,
      });
    }
    const groupById = new Map<number, CatGroup>();
    const optionById = new Map<number, CatOption>();
    for (const g of groups) {
      groupById.set(g.id as number, {
        id: g.id as number,
        name: loc(g, "name"),
        selection: g.selection as Selection,
        min: g.min as number,
        max: g.max as number,
        options: [],
      });
    }
    for (const o of options) {
      const option: CatOption = {
        id: o.id as number,
        name: loc(o, "name"),
        price: Number(o.price),
        availability: o.availability as Availability,
        maxQuantity: o.max_quantity as number,
        groups: [],
      };
      optionById.set(option.id, option);
      groupById.get(o.group_id as number)!.options.push(option);
    }
    for (const g of groups) {
      const group = groupById.get(g.id as number)!;
      if (g.product_id != null) c.products.get(g.product_id as number)!.groups.push(group);
      else optionById.get(g.parent_option_id as number)!.groups.push(group);
    }
    return c;
  }

  // --- rendering -------------------------------------------------------------------------------

  url(path: string): string {
    return `${this.baseUrl()}${path}`;
  }

  /** A brand image that carries its name: one per language (`….ar` for Arabic pages). */
  brandImage(slug: string, kind: "banner" | "cover", lang: Language): string {
    return this.url(`/static/brands/${slug}/${kind}${lang === "en" ? "" : `.${lang}`}`);
  }

  brandImages(brand: CatBrand, lang: Language) {
    return { image: this.brandImage(brand.slug, "banner", lang), cover: this.brandImage(brand.slug, "cover", lang) };
  }

  storeLogo(store: CatStore): string {
    return this.url(`/static/stores/${store.slug}/logo`);
  }

  productImage(product: CatProduct): string | null {
    return product.hasImage ? this.url(`/static/products/${product.id}`) : null;
  }

  isOpen(store: CatStore): boolean {
    return store.activity === "active" && isOpenAt(store.openingHours, store.timeZone, this.clock());
  }

  brandSummary(brand: CatBrand, lang: Language): BrandSummary {
    return {
      id: brand.id,
      slug: brand.slug,
      name: brand.name[lang],
      country_iso_code: brand.country,
      images: this.brandImages(brand, lang),
    };
  }

  /** A brand on the directory's list: its summary and its active stores taken together (`ordering`). */
  directoryEntry(brand: CatBrand, lang: Language): BrandSummary {
    const active = brand.stores.filter((s) => s.activity === "active");
    if (active.length === 0) return { ...this.brandSummary(brand, lang), ordering: null };
    const now = this.clock();
    const openings = active
      .map((s) => ({ at: nextOpeningAt(s.openingHours, s.timeZone, now), zone: s.timeZone }))
      .filter((o): o is { at: number; zone: string } => o.at !== null)
      .sort((a, b) => a.at - b.at);
    const isOpen = active.some((s) => this.isOpen(s));
    const next = isOpen ? null : (openings[0] ?? null);
    return {
      ...this.brandSummary(brand, lang),
      ordering: {
        is_open: isOpen,
        next_opening_at: next ? iso(next.at) : null,
        time_zone: next?.zone ?? active[0]!.timeZone,
        delivery_fee: Math.min(...active.map((s) => s.baseDeliveryFee)),
      },
    };
  }

  /** The delivery to the point a read was asked for, in the contract's shape (null without one). */
  delivery(store: CatStore, point: Point): DeliveryAtAnswer | null {
    if (!point) return null;
    const at = deliveryAt(store, point);
    return { distance_metres: at.metres, delivers: at.delivers, fee: at.fee, estimate: at.estimate };
  }

  storeSummary(store: CatStore, lang: Language, point: Point = null): StoreSummary {
    return {
      id: store.id,
      slug: store.slug,
      name: store.name[lang],
      brand_slug: store.brandSlug,
      logo: this.storeLogo(store),
      address_text: store.address[lang],
      activity: store.activity,
      is_open: this.isOpen(store),
      purposes: [...new Set(store.menus.map((m) => m.purpose))],
      updated_at: iso(store.updatedAt)!,
      delivery_fee: store.baseDeliveryFee,
      delivery_estimate: baseEstimate(store),
      delivery: this.delivery(store, point),
    };
  }

  brand(brand: CatBrand, lang: Language, point: Point = null): Brand {
    return {
      ...this.brandSummary(brand, lang),
      description: brand.description[lang],
      stores: brand.stores.map((s) => this.storeSummary(s, lang, point)),
      ...(brand.theme ? { theme: this.brandTheme(brand.theme, brand.slug) } : {}),
    };
  }

  /** The contract's `theme` (its colour as stored: a test may have set a malformed one). */
  private brandTheme(theme: { color: string; logo: boolean }, slug: string): Brand["theme"] {
    return { primary_color: theme.color, ...(theme.logo ? { logo: this.url(`/static/brands/${slug}/logo`) } : {}) };
  }

  storeInfo(store: CatStore, lang: Language, point: Point = null): StoreInfo {
    const facts = countryFacts(store.country);
    return {
      id: store.id,
      slug: store.slug,
      brand_slug: store.brandSlug,
      name: store.name[lang],
      description: store.description[lang],
      logo: this.storeLogo(store),
      cover: this.brandImage(store.brandSlug, "cover", lang),
      country: {
        iso_two_code: store.country,
        currency_code: facts.currency_code,
        decimal_places: facts.decimal_places,
      },
      time_zone: store.timeZone,
      address_text: store.address[lang],
      location: { lat: store.lat, lng: store.lng },
      activity: store.activity,
      is_open: this.isOpen(store),
      opening_hours: store.openingHours,
      min_order: store.minOrder,
      delivery_fee: store.baseDeliveryFee,
      delivery_estimate: baseEstimate(store),
      next_opening_at:
        store.activity === "active" ? iso(nextOpeningAt(store.openingHours, store.timeZone, this.clock())) : null,
      delivery: this.delivery(store, point),
      payment_methods: store.paymentMethods,
      purpose: [...new Set(store.menus.map((m) => m.purpose))],
    };
  }

  /** A store's page changed (a sandbox hook): its updated_at moves on and its menus render again. */
  touch(store: CatStore): void {
    store.updatedAt = this.clock();
    for (const key of [...this.menuCache.keys()]) if (key.startsWith(`${store.id}:`)) this.menuCache.delete(key);
  }

  /** Menus change only through a sandbox hook (`touch`): rendered once per store and language. */
  menus(store: CatStore, lang: Language): Menu[] {
    const key = `${store.id}:${lang}`;
    let menus = this.menuCache.get(key);
    if (!menus) {
      menus = store.menus.map((m) => ({
        info: { id: m.id, purpose: m.purpose, type: m.type, name: m.name[lang] },
        categories: m.categories.map((cat) => ({
          id: cat.id,
          name: cat.name[lang],
          products: cat.products.map((p) => this.product(p, lang)),
        })),
      }));
      this.menuCache.set(key, menus);
    }
    return menus;
  }

  product(p: CatProduct, lang: Language): Product {
    return {
      id: p.id,
      name: p.name[lang],
      description: p.description[lang],
      image: this.productImage(p),
      price: p.price,
      discount: { kind: p.discountKind, value: p.discountValue },
      price_after_discount: discounted(p.price, p.discountKind, p.discountValue),
      availability: p.availability,
      max_quantity: p.maxQuantity,
      variants: p.variants.map((v) => ({
        id: v.id,
        name: v.name[lang],
        price: v.price,
        price_after_discount: discounted(v.price, p.discountKind, p.discountValue),
        availability: v.availability,
        ...(v.calories !== null ? { calories: v.calories as number } : {}),
      })),
      option_groups: p.groups.map((g) => this.group(g, lang)),
      ...this.dishFacts(p.facts),
    };
  }

  /**
   * The contract's `calories`, `allergens` and `dietary`, each only when stated: as kept, so a value
   * a test's hook set that the contract refuses (text, unknown codes) is served as it is.
   */
  private dishFacts(facts: DishFactsKept): Pick<Product, "calories" | "allergens" | "dietary"> {
    const stated = Object.entries(facts).filter(([, value]) => value !== null && value !== undefined);
    return Object.fromEntries(stated) as Pick<Product, "calories" | "allergens" | "dietary">;
  }

  private group(g: CatGroup, lang: Language): OptionGroup {
    return {
      id: g.id,
      name: g.name[lang],
      selection: g.selection,
      min: g.min,
      max: g.max,
      options: g.options.map((o): Option => ({
        id: o.id,
        name: o.name[lang],
        price: o.price,
        availability: o.availability,
        max_quantity: o.maxQuantity,
        option_groups: o.groups.map((inner) => this.group(inner, lang)),
      })),
    };
  }
}
