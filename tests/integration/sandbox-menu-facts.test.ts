// The sandbox's dish facts: served by the store read as the contract has them (every Saudi dish's
// calories, a size's own where it differs, allergens and tags elsewhere, nothing where none is
// stated), kept in the database (migration 7 writes them into one seeded before, and running it again
// changes nothing), and replaced by the product-facts hook as sent.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { storeSchema, type Product } from "~/contract";
import { openDb } from "../../sandbox/db";
import { seedIfEmpty } from "../../sandbox/seed";
import { bootSandbox } from "./sandbox-helpers";

let s: Awaited<ReturnType<typeof bootSandbox>>;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "menu-facts-"));
  s = await bootSandbox();
}, 120_000);
afterAll(async () => {
  await s?.sandbox.close();
  rmSync(dir, { recursive: true, force: true });
});

const products = (body: unknown) =>
  storeSchema.parse(body).menus.flatMap((m) => m.categories.flatMap((c) => c.products));
const named = (list: Product[], name: string) => list.find((p) => p.name === name)!;

describe("the store read", () => {
  it("states every Saudi dish's calories, a size's own where it differs", async () => {
    for (const slug of ["najd-grill-olaya", "najd-grill-malqa", "date-palm-cafe-riyadh"]) {
      const list = products((await s.call("GET", `/v5/web/customer/stores/${slug}`)).body);
      expect(list.length).toBeGreaterThan(0);
      for (const product of list) expect(product.calories, `${slug}: ${product.name}`).toEqual(expect.any(Number));
    }
    const najd = products((await s.call("GET", "/v5/web/customer/stores/najd-grill-olaya", { lang: "ar" })).body);
    const mandi = named(najd, "مندي لحم");
    expect(mandi.calories).toBe(1050);
    expect(mandi.variants.map((v) => [v.name, v.calories])).toEqual([
      ["ربع", undefined],
      ["نصف", 1990],
    ]);
    expect(named(najd, "حمص")).toMatchObject({ allergens: ["sesame"], dietary: ["vegan", "gluten_free"] });
  });

  it("states allergens and tags for other brands' dishes, and nothing where none is stated", async () => {
    const { body } = await s.call("GET", "/v5/web/customer/stores/burger-bay-salmiya");
    const list = products(body);
    expect(named(list, "Veggie Burger")).toMatchObject({
      allergens: ["gluten", "milk", "sesame"],
      dietary: ["vegetarian"],
    });
    expect(named(list, "Veggie Burger").calories).toBeUndefined();
    // Not stated: no key at all in the answer.
    const raw = body.menus[0].categories
      .flatMap((c: { products: Record<string, unknown>[] }) => c.products)
      .find((p: { name: string }) => p.name === "Soft Drink");
    expect(raw).not.toHaveProperty("calories");
    expect(raw).not.toHaveProperty("allergens");
    expect(raw).not.toHaveProperty("dietary");
  });

  it("serves what the hook sets, as it is, and drops it with null", async () => {
    const { body } = await s.call("GET", "/v5/web/customer/stores/burger-bay-salmiya");
    const fries = body.menus[0].categories
      .flatMap((c: { products: Record<string, unknown>[] }) => c.products)
      .find((p: { name: string }) => p.name === "Fries");
    const large = fries.variants[1].id;
    const set = await s.call("POST", `/sandbox/product-facts?id=${fries.id}`, {
      body: { calories: "<b>9</b>", allergens: ["milk", "kryptonite"], variants: { [large]: 480 } },
    });
    expect(set.status).toBe(200);
    const after = (await s.call("GET", "/v5/web/customer/stores/burger-bay-salmiya")).body.menus[0].categories
      .flatMap((c: { products: Record<string, unknown>[] }) => c.products)
      .find((p: { id: number }) => p.id === fries.id);
    expect(after).toMatchObject({ calories: "<b>9</b>", allergens: ["milk", "kryptonite"], dietary: ["vegan"] });
    expect(after.variants[1].calories).toBe(480);
    await s.call("POST", `/sandbox/product-facts?id=${fries.id}`, {
      body: { calories: null, allergens: null, variants: { [large]: null } },
    });
    const cleared = (await s.call("GET", "/v5/web/customer/stores/burger-bay-salmiya")).body.menus[0].categories
      .flatMap((c: { products: Record<string, unknown>[] }) => c.products)
      .find((p: { id: number }) => p.id === fries.id);
    expect(cleared).not.toHaveProperty("calories");
    expect(cleared).not.toHaveProperty("allergens");
    expect(cleared.variants[1]).not.toHaveProperty("calories");
    expect((await s.call("POST", "/sandbox/product-facts?id=999999", { body: {} })).status).toBe(404);
  });
});

describe("migration 7", () => {
  it("writes the facts into a database seeded before, and running it again changes nothing", async () => {
    const facts = async (db: Awaited<ReturnType<typeof openDb>>) =>
      (
        await db.query<{
          name_en: string;
          calories: number | null;
          allergens: string[] | null;
          dietary: string[] | null;
          variants: (number | null)[];
        }>(
          `select p.name_en, p.calories, p.allergens, p.dietary, array(select v.calories from variants v where v.product_id = p.id order by v.position) as variants
           from products p join stores s on s.id = p.store_id where s.slug = 'najd-grill-olaya' order by p.id`,
        )
      ).rows;
    const first = await openDb(dir);
    await seedIfEmpty(first, Date.now());
    const seeded = await facts(first);
    expect(seeded.find((r) => r.name_en === "Lamb Mandi")).toMatchObject({
      calories: 1050,
      dietary: ["gluten_free"],
      variants: [null, 1990],
    });
    // As a database seeded before dishes had facts: none kept, migration 7 not yet run.
    await first.exec(
      "update products set calories = null, allergens = null, dietary = null; update variants set calories = null; delete from schema_migrations where version = 7;",
    );
    await first.close();
    const second = await openDb(dir);
    expect(await facts(second)).toEqual(seeded);
    await second.exec("delete from schema_migrations where version = 7;");
    await second.close();
    const third = await openDb(dir);
    expect(await facts(third)).toEqual(seeded);
    await third.close();
  }, 120_000);
});
