// Pages and hooks that exist only in the sandbox: the one-time-code inbox (HTML and JSON) and a
// hook that revokes a customer's tokens so tests can simulate an expired session.
import type { App } from "./app";
import { z } from "zod";
import { availabilitySchema, openingHoursSchema } from "../app/contract";
import { apiError, escapeHtml, html, json, validate, type Router } from "./http";
import { page } from "./routes-orders";
import { addDemoCards } from "./seed";

interface InboxRow {
  phone_code: string;
  phone: string;
  code: string;
  channel: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  dead: boolean;
}

export function sandboxRoutes(app: App, router: Router): void {
  const { db } = app;

  async function inbox(url: URL): Promise<(InboxRow & { status: string })[]> {
    const phone = url.searchParams.get("phone");
    const phoneCode = url.searchParams.get("phone_code");
    const params: unknown[] = [];
    let where = "true";
    if (phone) {
      params.push(phone.replace(/\s+/g, ""));
      where += ` and phone = $${params.length}`;
    }
    if (phoneCode) {
      params.push(phoneCode.trim().startsWith("+") ? phoneCode.trim() : `+${phoneCode.trim()}`);
      where += ` and phone_code = $${params.length}`;
    }
    const { rows } = await db.query<InboxRow>(
      `select phone_code, phone, code, channel, created_at, expires_at, used_at, dead from otp_codes where ${where} order by created_at desc, id desc limit 50`,
      params,
    );
    const now = app.clock();
    return rows.map((r) => ({
      ...r,
      created_at: Number(r.created_at),
      expires_at: Number(r.expires_at),
      status: r.used_at !== null ? "used" : r.dead ? "dead" : Number(r.expires_at) <= now ? "expired" : "valid",
    }));
  }

  router.add("GET", "/sandbox/inbox", async (ctx) => {
    const rows = await inbox(ctx.url);
    const body = rows.length
      ? `<table><thead><tr><th>Phone</th><th>Code</th><th>Channel</th><th>Sent</th><th>Status</th></tr></thead><tbody>${rows
          .map(
            (r) =>
              `<tr><td dir="ltr">${escapeHtml(`${r.phone_code} ${r.phone}`)}</td><td><code>${escapeHtml(r.code)}</code></td><td>${escapeHtml(r.channel)}</td><td><time datetime="${new Date(r.created_at).toISOString()}">${new Date(r.created_at).toISOString().replace("T", " ").slice(0, 19)} UTC</time></td><td>${r.status}</td></tr>`,
          )
          .join("")}</tbody></table>`
      : `<p class="muted">No codes yet. Ask for a code on the storefront's sign-in page, then reload this page.</p>`;
    return html(
      page(
        "Sandbox inbox",
        `<p class="muted">One-time codes the sandbox would have sent by SMS or WhatsApp, newest first.</p>${body}`,
      ),
    );
  });

  router.add("GET", "/sandbox/inbox.json", async (ctx) => {
    const rows = await inbox(ctx.url);
    return json({
      data: rows.map((r) => ({
        ...r,
        created_at: new Date(r.created_at).toISOString(),
        expires_at: new Date(r.expires_at).toISOString(),
        used_at: undefined,
        dead: undefined,
      })),
    });
  });

  /** The customers with this phone (`phone_code` optional); 404 when there are none. */
  async function customersByPhone(url: URL, lang: Parameters<typeof apiError>[1]): Promise<number[]> {
    const phone = (url.searchParams.get("phone") ?? "").replace(/\s+/g, "");
    const rawCode = (url.searchParams.get("phone_code") ?? "").trim();
    const params: unknown[] = [phone];
    let where = "phone = $1";
    if (rawCode) {
      params.push(rawCode.startsWith("+") ? rawCode : `+${rawCode}`);
      where += " and phone_code = $2";
    }
    const { rows } = await db.query<{ id: number }>(`select id from customers where ${where}`, params);
    if (!phone || !rows.length) throw apiError(404, lang, "not_found", { code: "not_found" });
    return rows.map((r) => r.id);
  }

  /** `POST /sandbox/saved-cards?phone_code=%2B965&phone=…`: gives a customer the demo cards (a Visa and a Master per country), as if saved on a payment page. */
  router.add("POST", "/sandbox/saved-cards", async (ctx) => {
    const ids = await customersByPhone(ctx.url, ctx.lang);
    for (const id of ids) await addDemoCards(db, id, app.clock());
    return json({ customers: ids.length });
  });

  /**
   * `POST /sandbox/store-hours?slug=…` with `{ "opening_hours": [...] }`: replaces a store's opening
   * hours until the sandbox stops (tests of a closed store; the database keeps the seeded hours).
   */
  router.add("POST", "/sandbox/store-hours", (ctx) => {
    const store = app.catalogue.storesBySlug.get(ctx.url.searchParams.get("slug") ?? "");
    if (!store) throw apiError(404, ctx.lang, "not_found", { code: "not_found" });
    const body = validate(z.object({ opening_hours: z.array(openingHoursSchema).max(50) }), ctx.body, ctx.lang);
    store.openingHours = body.opening_hours;
    app.catalogue.touch(store);
    return json({ slug: store.slug, opening_hours: store.openingHours });
  });

  /**
   * `POST /sandbox/product-name?id=…` with `{ "name_en": "…", "name_ar": "…" }`: renames a product
   * until the sandbox stops, as a vendor's menu editor would (tests of catalogue text on pages: any
   * text at all, markup included, must show as text). Its store's `updated_at` moves on.
   */
  router.add("POST", "/sandbox/product-name", (ctx) => {
    const product = app.catalogue.products.get(Number(ctx.url.searchParams.get("id")));
    if (!product) throw apiError(404, ctx.lang, "not_found", { code: "not_found" });
    const body = validate(
      z.object({ name_en: z.string().min(1).max(200), name_ar: z.string().min(1).max(200) }),
      ctx.body,
      ctx.lang,
    );
    product.name = { en: body.name_en, ar: body.name_ar };
    const store = app.catalogue.storesById.get(product.storeId);
    if (store) app.catalogue.touch(store);
    return json({ id: product.id, name_en: product.name.en, name_ar: product.name.ar });
  });

  /**
   * `POST /sandbox/product-price?id=…` with `{ "price": …, "availability": "available" | "unavailable" }`
   * (either or both): changes a product until the sandbox stops, as a vendor's menu editor would
   * (tests of what changed since an order). Its store's `updated_at` moves on.
   */
  router.add("POST", "/sandbox/product-price", (ctx) => {
    const product = app.catalogue.products.get(Number(ctx.url.searchParams.get("id")));
    if (!product) throw apiError(404, ctx.lang, "not_found", { code: "not_found" });
    const body = validate(
      z.object({ price: z.number().int().min(0).max(1e9), availability: availabilitySchema }).partial(),
      ctx.body,
      ctx.lang,
    );
    if (body.price !== undefined) product.price = body.price;
    if (body.availability !== undefined) product.availability = body.availability;
    const store = app.catalogue.storesById.get(product.storeId);
    if (store) app.catalogue.touch(store);
    return json({ id: product.id, price: product.price, availability: product.availability });
  });

  /**
   * `POST /sandbox/product-facts?id=…` with any of `{ "calories": …, "allergens": […], "dietary": […],
   * "variants": { "<variant id>": <calories> } }`: replaces those facts of a product until the sandbox
   * stops (null: not stated), as a vendor's menu editor would. Any JSON is kept and served as it is,
   * so tests can see what the storefront makes of unknown codes, text or markup. Its store's
   * `updated_at` moves on.
   */
  router.add("POST", "/sandbox/product-facts", (ctx) => {
    const product = app.catalogue.products.get(Number(ctx.url.searchParams.get("id")));
    if (!product) throw apiError(404, ctx.lang, "not_found", { code: "not_found" });
    const body = validate(
      z
        .object({
          calories: z.unknown(),
          allergens: z.unknown(),
          dietary: z.unknown(),
          variants: z.record(z.string(), z.unknown()).optional(),
        })
        .partial(),
      ctx.body,
      ctx.lang,
    );
    for (const key of ["calories", "allergens", "dietary"] as const)
      if (key in body) product.facts[key] = body[key] ?? null;
    for (const [id, calories] of Object.entries(body.variants ?? {})) {
      const variant = product.variants.find((v) => String(v.id) === id);
      if (!variant) throw apiError(404, ctx.lang, "not_found", { code: "not_found" });
      variant.calories = calories ?? null;
    }
    const store = app.catalogue.storesById.get(product.storeId);
    if (store) app.catalogue.touch(store);
    return json({
      id: product.id,
      facts: product.facts,
      variants: product.variants.map((v) => ({ id: v.id, calories: v.calories })),
    });
  });

  /**
   * `POST /sandbox/brand-theme?slug=…` with `{ "primary_color": "…" | null, "logo": bool }`: replaces a
   * brand's theme until the sandbox stops (null: none). Any text is kept as the colour, so tests can
   * see what the storefront makes of a malformed or unreadable one.
   */
  router.add("POST", "/sandbox/brand-theme", (ctx) => {
    const brand = app.catalogue.brandsBySlug.get(ctx.url.searchParams.get("slug") ?? "");
    if (!brand) throw apiError(404, ctx.lang, "not_found", { code: "not_found" });
    const body = validate(
      z.object({ primary_color: z.string().max(100).nullable(), logo: z.boolean().default(false) }),
      ctx.body,
      ctx.lang,
    );
    brand.theme = body.primary_color === null ? null : { color: body.primary_color, logo: body.logo };
    return json({ slug: brand.slug, theme: brand.theme });
  });

  /** `POST /sandbox/revoke?phone_code=%2B965&phone=50000001[&scope=access]`: scope `all` (default) ends every session; `access` only expires access tokens. */
  router.add("POST", "/sandbox/revoke", async (ctx) => {
    const phone = (ctx.url.searchParams.get("phone") ?? "").replace(/\s+/g, "");
    const scope = ctx.url.searchParams.get("scope") ?? "all";
    const ids = await customersByPhone(ctx.url, ctx.lang);
    const now = app.clock();
    let count = 0;
    for (const id of ids) {
      if (scope === "access") {
        const r = await db.query(
          "update access_tokens set expires_at = $2 where session_id in (select id from auth_sessions where customer_id = $1) and expires_at > $2 returning 1",
          [id, now],
        );
        count += r.rows.length;
      } else {
        const r = await db.query(
          "update auth_sessions set revoked_at = $2 where customer_id = $1 and revoked_at is null returning 1",
          [id, now],
        );
        count += r.rows.length;
      }
    }
    app.log(`[sandbox] revoked ${scope} tokens of ${phone}: ${count}`);
    return json({ revoked: count, scope });
  });
}
