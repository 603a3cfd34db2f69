// Checkout, placing orders (idempotent), order reads, abandon, and the sandbox payment page.
// Order statuses advance with the clock: placed → accepted → preparing → on_the_way → delivered,
// one step every `orderStepSeconds`, computed when the order is read.
import { randomBytes } from "node:crypto";
import {
  ABANDONABLE_ORDER_STATUSES,
  ACTIVE_ORDER_STATUSES,
  countryFacts,
  REDIRECT_PAYMENT_METHODS,
  type ErrorCode,
  type Language,
  type Localized,
  type Order,
  type OrderAddress,
  type OrderStatus,
  type OrderTiming,
  type PaymentMethod,
  type Totals,
} from "../app/contract";
import type { App } from "./app";
import type { CatStore } from "./catalogue";
import { baseEstimate } from "./delivery";
import { SLOT_MINUTES } from "./time";
import type { Db } from "./db";
import { ApiError, apiError, escapeHtml, html, json, redirect, type RequestContext, type Router } from "./http";
import { formatMinor, messages } from "./i18n";
import { priceCart, summaryLines, type FlatOption, type PromotionRow } from "./pricing";
import { findAddress } from "./routes-account";
import { slotsFor } from "./time";

type State = "awaiting_payment" | "payment_failed" | "abandoned" | "progressing";

/** How many days a refund to a card or bank takes at the latest, by country (wallet credits come back at once). */
const REFUND_DAYS: Record<string, number> = { KW: 5, SA: 7, AE: 7, PT: 10 };

/** What a cancelled order gives back: its wallet credits at once, what was paid by card (or bank) within the country's days. */
function refundsOf(row: OrderRow, store: CatStore, abandonedAt: number): NonNullable<Order["refunds"]> {
  const refunds: NonNullable<Order["refunds"]> = [];
  if (row.paid_at !== null && row.totals.customer_to_pay > 0) {
    refunds.push({
      amount: row.totals.customer_to_pay,
      to: "payment_method",
      by: new Date(abandonedAt + (REFUND_DAYS[store.country] ?? 10) * 86_400_000).toISOString(),
    });
  }
  if (row.totals.wallet_complement > 0)
    refunds.push({ amount: row.totals.wallet_complement, to: "wallet", by: new Date(abandonedAt).toISOString() });
  return refunds;
}

interface StoredItem {
  product_id: number;
  menu_id: number;
  name: Localized;
  image: string | null;
  variant: { id: number; name: Localized } | null;
  options: FlatOption[];
  quantity: number;
  special_request: string | null;
  unit_price: number;
  total: number;
}

interface OrderRow {
  id: number;
  code: string;
  customer_id: number;
  store_id: number;
  idempotency_key: string;
  state: State;
  payment_method: PaymentMethod;
  paid_at: number | null;
  saved_card: { brand: "Master" | "Visa"; last_four: string } | null;
  timing: OrderTiming;
  scheduled_at: number | null;
  lat: number;
  lng: number;
  address: OrderAddress;
  items: StoredItem[];
  totals: Totals;
  tax_percent: number;
  promotion_code: string | null;
  created_at: number;
  progress_started_at: number | null;
  history: { status: OrderStatus; at: number }[];
  payment_id: string | null;
}

const PROGRESS: OrderStatus[] = ["accepted", "preparing", "on_the_way", "delivered"];
const CODE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

function orderCode(country: string): string {
  const bytes = randomBytes(8);
  return `${country}-${Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join("")}`;
}

const isRedirectMethod = (m: PaymentMethod) => (REDIRECT_PAYMENT_METHODS as readonly string[]).includes(m);

async function findPromotion(
  db: Pick<Db, "query">,
  code: string | null,
  country: string,
): Promise<PromotionRow | null> {
  if (!code) return null;
  const { rows } = await db.query<PromotionRow>(
    "select code, type, value::int as value, max_discount::int as max_discount, min_order::int as min_order, timing, expires_at from promotions where code = $1 and country_iso_code = $2",
    [code.trim().toUpperCase(), country],
  );
  const p = rows[0];
  return p ? { ...p, expires_at: p.expires_at === null ? null : Number(p.expires_at) } : null;
}

async function walletBalance(db: Pick<Db, "query">, customerId: number, country: string): Promise<number> {
  const { rows } = await db.query<{ balance: number }>(
    "select balance from wallets where customer_id = $1 and country_iso_code = $2",
    [customerId, country],
  );
  return Number(rows[0]?.balance ?? 0);
}

/** The saved card a payment names: this customer's, in the store's country, for a card payment (else 400); null when none is named. */
async function savedCardFor(
  db: Pick<Db, "query">,
  body: { saved_card_id?: number | null; payment_method: PaymentMethod },
  customerId: number,
  country: string,
  lang: Language,
): Promise<OrderRow["saved_card"]> {
  if (!body.saved_card_id) return null;
  const { rows } = await db.query<{ brand: "Master" | "Visa"; last_four: string }>(
    "select brand, last_four from saved_cards where id = $1 and customer_id = $2 and country_iso_code = $3 and deleted_at is null",
    [body.saved_card_id, customerId, country],
  );
  if (body.payment_method !== "credit_card" || !rows[0]) {
    throw apiError(400, lang, "card_required", {
      code: "validation_error",
      errors: { saved_card_id: [messages.t(lang, "card_required")] },
    });
  }
  return rows[0];
}

async function taxPercent(db: Pick<Db, "query">, country: string): Promise<number> {
  const { rows } = await db.query<{ tax_percent: number }>(
    "select tax_percent from countries where iso_two_code = $1",
    [country],
  );
  return rows[0]?.tax_percent ?? 0;
}

export function orderRoutes(app: App, router: Router): void {
  const { db, catalogue } = app;
  const step = () => app.settings.orderStepSeconds * 1000;

  function statusOf(row: OrderRow, now: number, store: { prepMinutes: number }) {
    const history = row.history.map((h) => ({ status: h.status, at: Number(h.at) }));
    if (row.state !== "progressing") return { status: row.state as OrderStatus, history, eta: null as number | null };
    const started = Number(row.progress_started_at);
    const start =
      row.timing === "scheduled" && row.scheduled_at !== null
        ? Math.max(started, Number(row.scheduled_at) - 3 * step())
        : started;
    let status: OrderStatus = "placed";
    PROGRESS.forEach((s, i) => {
      const at = start + (i + 1) * step();
      if (at <= now) {
        history.push({ status: s, at });
        status = s;
      }
    });
    // Expected by what the checkout promised (delivery.baseEstimate), not by the demo's pace:
    // an instant order its start plus the estimate's longest, a scheduled one its slot.
    const eta =
      row.timing === "scheduled" && row.scheduled_at !== null
        ? Number(row.scheduled_at)
        : started + baseEstimate(store).max_minutes * 60_000;
    return { status, history, eta };
  }

  /**
   * Whether a declined order may be paid again: its payment failed and the store would still take
   * it as it is (active; open now for an instant order, its slot still offered for a scheduled one).
   */
  function retryable(row: OrderRow, store: CatStore): boolean {
    if (row.state !== "payment_failed" || store.activity !== "active") return false;
    if (row.timing !== "scheduled" || row.scheduled_at === null) return catalogue.isOpen(store);
    return slotsFor(store.openingHours, store.timeZone, app.clock()).some(
      (s) => Date.parse(s.starts_at) === Number(row.scheduled_at),
    );
  }

  function render(row: OrderRow, lang: Language): Order {
    const store = catalogue.storesById.get(row.store_id)!;
    const facts = countryFacts(store.country);
    const { status, history, eta } = statusOf(row, app.clock(), store);
    const paid = row.paid_at !== null || (row.payment_method === "cash" && status === "delivered");
    const iso = (ms: number) => new Date(ms).toISOString();
    return {
      id: row.id,
      code: row.code,
      kind: "single",
      status,
      status_history: history.map((h) => ({ status: h.status, at: iso(h.at) })),
      is_active: ACTIVE_ORDER_STATUSES.includes(status),
      can_abandon: ABANDONABLE_ORDER_STATUSES.includes(status),
      can_retry_payment: retryable(row, store),
      timing: row.timing,
      scheduled_at: row.scheduled_at === null ? null : iso(Number(row.scheduled_at)),
      scheduled_until: row.scheduled_at === null ? null : iso(Number(row.scheduled_at) + SLOT_MINUTES * 60_000),
      estimated_delivery_at: eta === null ? null : iso(eta),
      payment_method: row.payment_method,
      payment_status: paid ? "paid" : "not_paid",
      payment_url:
        row.state === "awaiting_payment" && row.payment_id ? catalogue.url(`/sandbox/pay/${row.payment_id}`) : null,
      saved_card: row.saved_card,
      delivery_party: "platform",
      rating: "not_rated",
      store: {
        slug: store.slug,
        brand_slug: store.brandSlug,
        name: store.name[lang],
        logo: catalogue.storeLogo(store),
        phone: store.phone,
      },
      country: {
        iso_two_code: store.country,
        currency_code: facts.currency_code,
        decimal_places: facts.decimal_places,
      },
      items: row.items.map((item) => ({
        product_id: item.product_id,
        menu_id: item.menu_id,
        name: item.name[lang],
        image: item.image,
        variant: item.variant ? { id: item.variant.id, name: item.variant.name[lang] } : null,
        options: item.options.map((o) => ({
          group_id: o.group_id,
          group_name: o.group_name[lang],
          id: o.id,
          name: o.name[lang],
          quantity: o.quantity,
          price: o.price,
          depth: o.depth,
        })),
        quantity: item.quantity,
        special_request: item.special_request,
        unit_price: item.unit_price,
        total: item.total,
      })),
      summary: summaryLines(row.totals, row.tax_percent, lang),
      totals: row.totals,
      promotion_code: row.promotion_code,
      address: row.address,
      created_at: iso(Number(row.created_at)),
      refunds:
        status === "abandoned"
          ? refundsOf(row, store, history.find((h) => h.status === "abandoned")?.at ?? app.clock())
          : [],
    };
  }

  async function loadOrder(where: string, params: unknown[]): Promise<OrderRow | null> {
    const { rows } = await db.query<OrderRow>(`select * from orders where ${where}`, params);
    return rows[0] ?? null;
  }

  function storeOr404(slug: string, lang: Language): CatStore {
    const store = catalogue.storesBySlug.get(slug);
    if (!store)
      throw apiError(404, lang, "store_not_found", {
        code: "not_found",
        errors: { store_slug: [messages.t(lang, "store_not_found")] },
      });
    return store;
  }

  // --- checkout --------------------------------------------------------------------------------

  router.endpoint("checkout", async (ctx, request) => {
    const customerId = request.customer?.id ?? null;
    const body = request.body();
    const store = storeOr404(body.store_slug, ctx.lang);
    const priced = priceCart({
      catalogue,
      store,
      lang: ctx.lang,
      now: app.clock(),
      products: body.products,
      lat: body.lat,
      lng: body.lng,
      promoCode: body.promotion_id,
      promotion: await findPromotion(db, body.promotion_id, store.country),
      timing: body.timing ?? "instant",
      walletBalance: customerId === null ? null : await walletBalance(db, customerId, store.country),
      applyWallet: body.apply_wallet_credits,
      taxPercent: await taxPercent(db, store.country),
    });
    return json({
      errors: priced.errors,
      summary: priced.summary,
      totals: priced.totals,
      payment_methods: priced.paymentMethods,
      slots: priced.slots,
    });
  });

  // --- placing an order ------------------------------------------------------------------------

  router.endpoint("placeOrder", async (ctx, request) => {
    const customerId = request.customer.id;
    const body = request.body();
    const lang = ctx.lang;
    const existing = await loadOrder("customer_id = $1 and idempotency_key = $2", [customerId, body.idempotency_key]);
    if (existing) return json(render(existing, lang));

    const store = storeOr404(body.store_slug, lang);
    const fail = (key: Parameters<typeof messages.t>[1], code: ErrorCode, errors: Record<string, string[]>) =>
      apiError(400, lang, key, { code, errors });

    let address: OrderAddress;
    if (body.address_id) {
      const found = await findAddress(app, customerId, body.address_id);
      if (!found)
        throw apiError(404, lang, "address_not_found", {
          code: "not_found",
          errors: { address_id: [messages.t(lang, "address_not_found")] },
        });
      const { id: _id, country_iso_code: _c, ...rest } = found;
      address = rest;
    } else {
      const a = body.address!;
      const t = (v: string | null | undefined) => (v == null || v.trim() === "" ? null : v.trim());
      address = {
        kind: a.kind,
        name: t(a.name),
        lat: a.lat,
        lng: a.lng,
        field_1: t(a.field_1),
        field_2: t(a.field_2),
        field_3: t(a.field_3),
        field_4: t(a.field_4),
        field_5: t(a.field_5),
        building: t(a.building),
        floor: t(a.floor),
        apartment_no: t(a.apartment_no),
        notes: t(a.notes),
      };
    }

    const now = app.clock();
    const tax = await taxPercent(db, store.country);
    const priced = priceCart({
      catalogue,
      store,
      lang,
      now,
      products: body.products,
      lat: body.lat,
      lng: body.lng,
      promoCode: body.promotion_id,
      promotion: await findPromotion(db, body.promotion_id, store.country),
      timing: body.timing,
      walletBalance: await walletBalance(db, customerId, store.country),
      applyWallet: body.apply_wallet_credits,
      taxPercent: tax,
    });
    if (priced.errors.products?.length) {
      const errors: Record<string, string[]> = {};
      for (const e of priced.errors.products) errors[`products.${e.index ?? 0}`] = [e.message ?? e.type];
      if (priced.errors.promotion) errors.promotion_id = [priced.errors.promotion];
      throw fail("products_invalid", "products_invalid", errors);
    }
    if (priced.errors.promotion)
      throw fail("promotion_invalid", "promotion_invalid", { promotion_id: [priced.errors.promotion] });
    if (priced.blocking) {
      const message = priced.errors.order!;
      throw new ApiError(400, {
        message,
        code: priced.blocking,
        errors: { order: [message] },
        order_reason: priced.errors.order_reason,
      });
    }

    let scheduledAt: number | null = null;
    if (body.timing === "scheduled") {
      scheduledAt = Date.parse(body.scheduled_at!);
      if (!priced.slots.some((s) => Date.parse(s.starts_at) === scheduledAt)) {
        throw fail("slot_unavailable", "slot_unavailable", { scheduled_at: [messages.t(lang, "slot_unavailable")] });
      }
    }
    if (!priced.paymentMethods.includes(body.payment_method)) {
      throw fail("payment_method_unavailable", "payment_method_unavailable", {
        payment_method: [messages.t(lang, "payment_method_unavailable")],
      });
    }
    const savedCard = await savedCardFor(db, body, customerId, store.country, lang);
    const needsPayment = isRedirectMethod(body.payment_method) && priced.totals.customer_to_pay > 0;
    if (needsPayment && !body.return_url)
      throw fail("return_url_required", "validation_error", { return_url: [messages.t(lang, "return_url_required")] });

    const items: StoredItem[] = priced.lines.map((l) => ({
      product_id: l.product.id,
      menu_id: l.menuId,
      name: l.product.name,
      image: catalogue.productImage(l.product),
      variant: l.variant ? { id: l.variant.id, name: l.variant.name } : null,
      options: l.options,
      quantity: l.quantity,
      special_request: l.specialRequest,
      unit_price: l.unitAfter,
      total: l.unitAfter * l.quantity,
    }));

    const outcome = await db.transaction(async (tx) => {
      const again = await tx.query<OrderRow>("select * from orders where customer_id = $1 and idempotency_key = $2", [
        customerId,
        body.idempotency_key,
      ]);
      if (again.rows[0]) return { row: again.rows[0], created: false };
      const wallet = priced.totals.wallet_complement;
      if (wallet > 0) {
        const { rows } = await tx.query(
          "update wallets set balance = balance - $3 where customer_id = $1 and country_iso_code = $2 and balance >= $3 returning balance",
          [customerId, store.country, wallet],
        );
        if (!rows.length)
          return {
            error: fail("order_failed", "validation_error", {
              apply_wallet_credits: [messages.t(lang, "order_failed")],
            }),
          };
      }
      const paymentId = needsPayment ? randomBytes(12).toString("hex") : null;
      const state: State = needsPayment ? "awaiting_payment" : "progressing";
      const history = [{ status: needsPayment ? "awaiting_payment" : "placed", at: now }];
      const paidAt = !needsPayment && body.payment_method !== "cash" ? now : null;
      const { rows } = await tx.query<OrderRow>(
        `insert into orders (code, customer_id, store_id, idempotency_key, state, payment_method, paid_at, saved_card, timing, scheduled_at, lat, lng, address, items, totals, tax_percent, promotion_code, created_at, progress_started_at, history, payment_id)
         values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21) returning *`,
        [
          orderCode(store.country),
          customerId,
          store.id,
          body.idempotency_key,
          state,
          body.payment_method,
          paidAt,
          savedCard ? JSON.stringify(savedCard) : null,
          body.timing,
          scheduledAt,
          body.lat,
          body.lng,
          JSON.stringify(address),
          JSON.stringify(items),
          JSON.stringify(priced.totals),
          tax,
          priced.totals.promotion_discount > 0 ? body.promotion_id!.trim().toUpperCase() : null,
          now,
          needsPayment ? null : now,
          JSON.stringify(history),
          paymentId,
        ],
      );
      if (paymentId) {
        await tx.query(
          "insert into payments (id, order_id, amount, method, status, return_url, created_at) values ($1,$2,$3,$4,'pending',$5,$6)",
          [paymentId, rows[0].id, priced.totals.customer_to_pay, body.payment_method, body.return_url, now],
        );
      }
      return { row: rows[0], created: true };
    });
    if ("error" in outcome) throw outcome.error!;
    if (outcome.created)
      app.log(
        `[order] ${outcome.row.code} placed by customer ${customerId} at ${store.slug}: ${body.payment_method}, ${priced.totals.customer_to_pay} minor units to pay`,
      );
    return json(render(outcome.row, lang), outcome.created ? 201 : 200);
  });

  // --- reading and abandoning ------------------------------------------------------------------

  router.endpoint("orders", async (ctx, request) => {
    const customerId = request.customer.id;
    const q = request.query();
    // One brand's orders: those of its stores (any store when no brand is named).
    const stores =
      q.brand_slug === undefined
        ? null
        : [...catalogue.storesById.values()].filter((s) => s.brandSlug === q.brand_slug).map((s) => s.id);
    const { rows: count } = await db.query<{ n: number }>(
      "select count(*)::int as n from orders where customer_id = $1 and ($2::int[] is null or store_id = any($2))",
      [customerId, stores],
    );
    const { rows } = await db.query<OrderRow>(
      "select * from orders where customer_id = $1 and ($4::int[] is null or store_id = any($4)) order by id desc limit $2 offset $3",
      [customerId, q.per_page, (q.page - 1) * q.per_page, stores],
    );
    return json({
      data: rows.map((r) => render(r, ctx.lang)),
      meta: { page: q.page, per_page: q.per_page, total: count[0].n },
    });
  });

  const orderOf = async (ctx: RequestContext, customerId: number) => {
    const code = ctx.params.code.toUpperCase();
    const row = /^[A-Z0-9-]{4,40}$/.test(code)
      ? await loadOrder("code = $1 and customer_id = $2", [code, customerId])
      : null;
    if (!row) throw apiError(404, ctx.lang, "order_not_found", { code: "not_found" });
    return row;
  };

  router.endpoint("order", async (ctx, request) => {
    const customerId = request.customer.id;
    return json(render(await orderOf(ctx, customerId), ctx.lang));
  });

  router.endpoint("abandonOrder", async (ctx, request) => {
    const customerId = request.customer.id;
    const row = await orderOf(ctx, customerId);
    const now = app.clock();
    const outcome = await db.transaction(async (tx) => {
      const { rows } = await tx.query<OrderRow>("select * from orders where id = $1 for update", [row.id]);
      const current = rows[0];
      if (
        !ABANDONABLE_ORDER_STATUSES.includes(statusOf(current, now, catalogue.storesById.get(current.store_id)!).status)
      )
        return null;
      const history = [...current.history, { status: "abandoned", at: now }];
      const { rows: updated } = await tx.query<OrderRow>(
        "update orders set state = 'abandoned', history = $2 where id = $1 returning *",
        [current.id, JSON.stringify(history)],
      );
      await tx.query(
        "update payments set status = 'cancelled', decided_at = $2 where order_id = $1 and status = 'pending'",
        [current.id, now],
      );
      if (current.totals.wallet_complement > 0) {
        const store = catalogue.storesById.get(current.store_id)!;
        await tx.query("update wallets set balance = balance + $3 where customer_id = $1 and country_iso_code = $2", [
          customerId,
          store.country,
          current.totals.wallet_complement,
        ]);
      }
      return updated[0];
    });
    if (!outcome) throw apiError(423, ctx.lang, "order_locked", { code: "order_locked" });
    return json(render(outcome, ctx.lang));
  });

  // --- paying a declined order again -----------------------------------------------------------

  // The same order, never a new one: only from payment_failed (under a row lock, so two retries at
  // once make one payment; the other is 423), with a method the store takes, a card of this
  // customer and country, the wallet's share taken again (a decline gave it back).
  router.endpoint("payOrder", async (ctx, request) => {
    const customerId = request.customer.id;
    const body = request.body();
    const lang = ctx.lang;
    const row = await orderOf(ctx, customerId);
    const store = catalogue.storesById.get(row.store_id)!;
    const fail = (key: Parameters<typeof messages.t>[1], code: ErrorCode, errors: Record<string, string[]>) =>
      apiError(400, lang, key, { code, errors });
    const locked = () => apiError(423, lang, "payment_locked", { code: "order_locked" });
    if (!retryable(row, store)) throw locked();
    // The wallet alone pays nothing that a card was needed for: a method the store takes besides it.
    if (body.payment_method === "wallet" || !store.paymentMethods.includes(body.payment_method)) {
      throw fail("payment_method_unavailable", "payment_method_unavailable", {
        payment_method: [messages.t(lang, "payment_method_unavailable")],
      });
    }
    const savedCard = await savedCardFor(db, body, customerId, store.country, lang);
    const needsPayment = isRedirectMethod(body.payment_method);
    if (needsPayment && !body.return_url)
      throw fail("return_url_required", "validation_error", { return_url: [messages.t(lang, "return_url_required")] });
    const now = app.clock();
    const outcome = await db.transaction(async (tx) => {
      const { rows } = await tx.query<OrderRow>("select * from orders where id = $1 for update", [row.id]);
      const current = rows[0];
      if (!retryable(current, store)) return { error: locked() };
      const wallet = current.totals.wallet_complement;
      if (wallet > 0) {
        const taken = await tx.query(
          "update wallets set balance = balance - $3 where customer_id = $1 and country_iso_code = $2 and balance >= $3 returning balance",
          [customerId, store.country, wallet],
        );
        if (!taken.rows.length)
          return {
            error: fail("order_failed", "validation_error", {
              apply_wallet_credits: [messages.t(lang, "order_failed")],
            }),
          };
      }
      const paymentId = needsPayment ? randomBytes(12).toString("hex") : null;
      const history = [...current.history, { status: needsPayment ? "awaiting_payment" : "placed", at: now }];
      const { rows: updated } = await tx.query<OrderRow>(
        `update orders set state = $2, payment_method = $3, saved_card = $4, payment_id = $5, progress_started_at = $6, history = $7 where id = $1 returning *`,
        [
          current.id,
          needsPayment ? "awaiting_payment" : "progressing",
          body.payment_method,
          savedCard ? JSON.stringify(savedCard) : null,
          paymentId,
          needsPayment ? null : now,
          JSON.stringify(history),
        ],
      );
      if (paymentId) {
        await tx.query(
          "insert into payments (id, order_id, amount, method, status, return_url, created_at) values ($1,$2,$3,$4,'pending',$5,$6)",
          [paymentId, current.id, current.totals.customer_to_pay, body.payment_method, body.return_url, now],
        );
      }
      return { row: updated[0]! };
    });
    if ("error" in outcome) throw outcome.error;
    app.log(`[order] ${outcome.row.code} paid again by customer ${customerId}: ${body.payment_method}`);
    return json(render(outcome.row, lang));
  });

  // --- the payment page ------------------------------------------------------------------------

  async function paymentOf(id: string) {
    if (!/^[a-f0-9]{24}$/.test(id)) return null;
    const { rows } = await db.query<{
      id: string;
      order_id: number;
      amount: number;
      method: string;
      status: string;
      return_url: string | null;
    }>("select id, order_id, amount, method, status, return_url from payments where id = $1", [id]);
    const payment = rows[0];
    if (!payment) return null;
    const order = (await loadOrder("id = $1", [payment.order_id]))!;
    return { payment, order };
  }

  function backTo(returnUrl: string | null, code: string, result: string): string | null {
    if (!returnUrl) return null;
    const url = new URL(returnUrl);
    url.searchParams.set("order", code);
    url.searchParams.set("payment", result);
    return url.toString();
  }

  router.add("GET", "/sandbox/pay/{id}", async (ctx) => {
    const found = await paymentOf(ctx.params.id);
    if (!found) return html(page("Payment not found", "<p>This payment does not exist.</p>"), 404);
    const { payment, order } = found;
    const store = catalogue.storesById.get(order.store_id)!;
    const facts = countryFacts(store.country);
    const amount = formatMinor(Number(payment.amount), facts.decimal_places, facts.currency_code);
    const card = order.saved_card
      ? `${order.saved_card.brand} •••• ${order.saved_card.last_four}`
      : payment.method === "knet"
        ? "KNET"
        : "Test card 4242 4242 4242 4242";
    const details = `<dl><dt>Merchant</dt><dd>${escapeHtml(store.name.en)}</dd><dt>Order</dt><dd>${escapeHtml(order.code)}</dd><dt>Amount</dt><dd><strong>${escapeHtml(amount)}</strong></dd><dt>Method</dt><dd>${escapeHtml(payment.method)} — ${escapeHtml(card)}</dd></dl>`;
    if (payment.status !== "pending") {
      const result =
        payment.status === "approved" ? "approved" : payment.status === "declined" ? "declined" : "cancelled";
      const back = backTo(payment.return_url, order.code, result);
      return html(
        page(
          `Payment ${result}`,
          `${details}<p>This payment was ${result}.</p>${back ? `<p><a href="${escapeHtml(back)}">Return to the shop</a></p>` : ""}`,
        ),
      );
    }
    return html(
      page(
        "Sandbox payment",
        `<p>This is the sandbox payment page: no money moves. Choose the bank's answer.</p>${details}
<form method="post" action="/sandbox/pay/${payment.id}"><input type="hidden" name="decision" value="approve"><button type="submit" class="ok">Approve payment</button></form>
<form method="post" action="/sandbox/pay/${payment.id}"><input type="hidden" name="decision" value="decline"><button type="submit" class="no">Decline payment</button></form>`,
      ),
    );
  });

  router.add("POST", "/sandbox/pay/{id}", async (ctx) => {
    const found = await paymentOf(ctx.params.id);
    if (!found) return html(page("Payment not found", "<p>This payment does not exist.</p>"), 404);
    const decision = (ctx.body as Record<string, unknown> | undefined)?.decision;
    if (decision !== "approve" && decision !== "decline")
      throw apiError(400, ctx.lang, "validation_failed", {
        code: "validation_error",
        errors: { decision: ["approve or decline"] },
      });
    const now = app.clock();
    const result = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ status: string }>("select status from payments where id = $1 for update", [
        found.payment.id,
      ]);
      if (rows[0].status !== "pending") return rows[0].status;
      const { rows: orders } = await tx.query<OrderRow>("select * from orders where id = $1", [found.order.id]);
      const order = orders[0];
      if (order.state !== "awaiting_payment") return "cancelled";
      if (decision === "approve") {
        await tx.query("update payments set status = 'approved', decided_at = $2 where id = $1", [
          found.payment.id,
          now,
        ]);
        await tx.query(
          "update orders set state = 'progressing', paid_at = $2, progress_started_at = $2, history = $3 where id = $1",
          [order.id, now, JSON.stringify([...order.history, { status: "placed", at: now }])],
        );
        return "approved";
      }
      await tx.query("update payments set status = 'declined', decided_at = $2 where id = $1", [found.payment.id, now]);
      await tx.query("update orders set state = 'payment_failed', history = $2 where id = $1", [
        order.id,
        JSON.stringify([...order.history, { status: "payment_failed", at: now }]),
      ]);
      if (order.totals.wallet_complement > 0) {
        const store = catalogue.storesById.get(order.store_id)!;
        await tx.query("update wallets set balance = balance + $3 where customer_id = $1 and country_iso_code = $2", [
          order.customer_id,
          store.country,
          order.totals.wallet_complement,
        ]);
      }
      return "declined";
    });
    app.log(`[payment] ${found.order.code}: ${result}`);
    const back = backTo(found.payment.return_url, found.order.code, result);
    return back ? redirect(back) : html(page(`Payment ${result}`, `<p>This payment was ${escapeHtml(result)}.</p>`));
  });
}

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>${escapeHtml(title)} · Sandbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#111827}h1{font-size:1.5rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#4b5563}dd{margin:0}form{display:inline-block;margin:1rem .5rem 0 0}button{font-size:1rem;padding:.75rem 1.25rem;border:0;border-radius:.5rem;color:#fff;cursor:pointer}.ok{background:#047857}.no{background:#b91c1c}table{border-collapse:collapse;width:100%}th,td{text-align:start;padding:.4rem;border-bottom:1px solid #e5e7eb}code{font-size:1.25rem;letter-spacing:.15em}.muted{color:#4b5563}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}
