// The sandbox's embedded database: PGlite (Postgres in WebAssembly) in a data directory, or in
// memory. Migrations are numbered and idempotent: each runs once, recorded in schema_migrations.
// Times are integers (milliseconds since the epoch) so the sandbox's injectable clock rules them.
import { PGlite } from "@electric-sql/pglite";
import { mkdirSync } from "node:fs";
import { storePhonesSql } from "./store-phones";
import { menuFactsSql } from "./menu-facts";

export type Db = PGlite;

const migrations: { version: number; sql: string }[] = [
  {
    version: 1,
    sql: `
create table countries (
  id serial primary key,
  iso_two_code text not null unique,
  iso_three_code text not null,
  name text not null,
  name_arabic text not null,
  phone_code text not null unique,
  decimal_places int not null,
  currency_code text not null,
  tax_percent int not null,
  payment_methods text[] not null,
  new_customer_wallet bigint not null
);
create table brands (
  id serial primary key,
  slug text not null unique,
  country_iso_code text not null references countries(iso_two_code),
  name_en text not null, name_ar text not null,
  description_en text not null, description_ar text not null,
  color text not null,
  position int not null
);
create table stores (
  id serial primary key,
  slug text not null unique,
  brand_id int not null references brands(id),
  name_en text not null, name_ar text not null,
  description_en text not null, description_ar text not null,
  address_en text not null, address_ar text not null,
  lat double precision not null, lng double precision not null,
  time_zone text not null,
  activity text not null,
  opening_hours jsonb not null,
  min_order bigint not null,
  payment_methods text[] not null,
  base_delivery_fee bigint not null,
  fee_per_km bigint not null,
  free_km int not null,
  max_delivery_km int not null,
  position int not null
);
create table menus (
  id serial primary key,
  store_id int not null references stores(id),
  purpose text not null, type text not null,
  name_en text not null, name_ar text not null,
  position int not null
);
create table categories (
  id serial primary key,
  menu_id int not null references menus(id),
  store_id int not null references stores(id),
  name_en text not null, name_ar text not null,
  position int not null
);
create table products (
  id serial primary key,
  category_id int not null references categories(id),
  menu_id int not null references menus(id),
  store_id int not null references stores(id),
  name_en text not null, name_ar text not null,
  description_en text not null, description_ar text not null,
  has_image boolean not null,
  color text not null,
  price bigint not null,
  discount_kind text not null,
  discount_value bigint not null,
  availability text not null,
  max_quantity int,
  position int not null
);
create table variants (
  id serial primary key,
  product_id int not null references products(id),
  name_en text not null, name_ar text not null,
  price bigint not null,
  availability text not null,
  position int not null
);
create table option_groups (
  id serial primary key,
  store_id int not null references stores(id),
  product_id int references products(id),
  parent_option_id int,
  name_en text not null, name_ar text not null,
  selection text not null, min int not null, max int not null,
  position int not null
);
create table options (
  id serial primary key,
  group_id int not null references option_groups(id),
  name_en text not null, name_ar text not null,
  price bigint not null,
  availability text not null,
  max_quantity int not null,
  position int not null
);
create index on products(store_id);
create index on option_groups(store_id);
create table promotions (
  id serial primary key,
  code text not null,
  country_iso_code text not null,
  type text not null,
  value bigint not null,
  max_discount bigint,
  min_order bigint not null default 0,
  timing text not null,
  expires_at bigint,
  unique (code, country_iso_code)
);
create table customers (
  id serial primary key,
  phone_code text not null,
  phone text not null,
  name text not null,
  email text,
  country_iso_code text not null,
  created_at bigint not null,
  unique (phone_code, phone)
);
create table wallets (
  customer_id int not null references customers(id),
  country_iso_code text not null,
  balance bigint not null,
  primary key (customer_id, country_iso_code)
);
create table saved_cards (
  id serial primary key,
  customer_id int not null references customers(id),
  country_iso_code text not null,
  brand text not null,
  last_four text not null,
  expiry text not null,
  deleted_at bigint
);
create table otp_codes (
  id serial primary key,
  phone_code text not null,
  phone text not null,
  code text not null,
  channel text not null,
  created_at bigint not null,
  expires_at bigint not null,
  attempts int not null default 0,
  used_at bigint,
  dead boolean not null default false
);
create index on otp_codes(phone_code, phone, created_at);
create table registration_tokens (
  token_hash text primary key,
  phone_code text not null,
  phone text not null,
  expires_at bigint not null,
  used_at bigint
);
create table auth_sessions (
  id serial primary key,
  customer_id int not null references customers(id),
  created_at bigint not null,
  revoked_at bigint
);
create table access_tokens (
  token_hash text primary key,
  session_id int not null references auth_sessions(id),
  expires_at bigint not null
);
create table refresh_tokens (
  token_hash text primary key,
  session_id int not null references auth_sessions(id),
  expires_at bigint not null,
  used_at bigint
);
create table addresses (
  id serial primary key,
  customer_id int not null references customers(id),
  kind text not null,
  name text,
  lat double precision not null, lng double precision not null,
  field_1 text, field_2 text, field_3 text, field_4 text, field_5 text,
  building text, floor text, apartment_no text, notes text,
  country_iso_code text not null,
  created_at bigint not null,
  deleted_at bigint
);
create table orders (
  id serial primary key,
  code text not null unique,
  customer_id int not null references customers(id),
  store_id int not null references stores(id),
  idempotency_key text not null,
  state text not null,
  payment_method text not null,
  paid_at bigint,
  saved_card jsonb,
  timing text not null,
  scheduled_at bigint,
  lat double precision not null, lng double precision not null,
  address jsonb not null,
  items jsonb not null,
  totals jsonb not null,
  tax_percent int not null,
  promotion_code text,
  created_at bigint not null,
  progress_started_at bigint,
  history jsonb not null,
  payment_id text,
  unique (customer_id, idempotency_key)
);
create index on orders(customer_id, id);
create table payments (
  id text primary key,
  order_id int not null references orders(id),
  amount bigint not null,
  method text not null,
  status text not null,
  return_url text,
  created_at bigint not null,
  decided_at bigint
);
`,
  },
  {
    // Failed code verifications per phone, for the sliding-day cap (routes-account.ts).
    version: 2,
    sql: `
create table otp_failures (
  id serial primary key,
  phone_code text not null,
  phone text not null,
  at bigint not null
);
create index on otp_failures(phone_code, phone, at);
`,
  },
  {
    // Kitchen time per store, for the delivery estimate shown before the menu.
    version: 3,
    sql: `alter table stores add column prep_minutes int not null default 15;`,
  },
  {
    // When a store's page last changed (milliseconds): the sitemap's lastmod. Seeded rows: now.
    version: 4,
    sql: `alter table stores add column updated_at bigint not null default (floor(extract(epoch from now()) * 1000))::bigint;`,
  },
  {
    // A store's telephone number (E.164; null: none given), shown on its orders.
    version: 5,
    sql: `alter table stores add column phone text;\n${storePhonesSql()}`,
  },
  {
    // A brand's theme on its own storefront: its buttons' colour (#RRGGBB, null: none) and whether
    // its logo is offered as the theme's.
    version: 6,
    sql: `alter table brands add column theme_color text; alter table brands add column theme_logo boolean not null default false;`,
  },
  {
    // A dish's facts (null: not stated): its calories (kcal; a variant's where they differ from its
    // product's), the allergen codes it contains and its dietary tags; the demo dishes' written into a
    // database seeded before (./menu-facts.ts).
    version: 7,
    sql: `
alter table products add column if not exists calories int;
alter table products add column if not exists allergens text[];
alter table products add column if not exists dietary text[];
alter table variants add column if not exists calories int;
${menuFactsSql()}`,
  },
];

export async function openDb(dataDir: string | undefined): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir ? { dataDir } : {});
  await migrate(db);
  return db;
}

async function migrate(db: Db): Promise<void> {
  await db.exec("create table if not exists schema_migrations (version int primary key, applied_at bigint not null)");
  const done = new Set(
    (await db.query<{ version: number }>("select version from schema_migrations")).rows.map((r) => r.version),
  );
  for (const migration of migrations) {
    if (done.has(migration.version)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query("insert into schema_migrations (version, applied_at) values ($1, $2)", [
        migration.version,
        Date.now(),
      ]);
    });
  }
}

/** Multi-row insert with explicit columns, chunked under Postgres' parameter limit. */
export async function insertRows(
  db: Pick<Db, "query">,
  table: string,
  columns: string[],
  rows: unknown[][],
): Promise<void> {
  const perChunk = Math.max(1, Math.floor(30_000 / columns.length));
  for (let start = 0; start < rows.length; start += perChunk) {
    const chunk = rows.slice(start, start + perChunk);
    const params: unknown[] = [];
    const values = chunk
      .map(
        (row) =>
          `(${row
            .map((value) => {
              params.push(value);
              return `$${params.length}`;
            })
            .join(",")})`,
      )
      .join(",");
    await db.query(`insert into ${table} (${columns.join(",")}) values ${values}`, params);
  }
}
