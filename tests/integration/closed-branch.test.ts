// A branch closed now, as the cart page says it without JS (decision 104): with a delivery time to
// offer, "Schedule your order" leads to the checkout; with none (no hours within the slots' three
// days), the cart is stopped and says when the branch opens.
import { describe, expect, it } from "vitest";
import path from "node:path";
import { storeSchema } from "~/contract";
import { testStack } from "../support/stack";
import { Browserless } from "../support/http-client";

const SLUG = "shawarma-house-city";

const stack = testStack({
  sandbox: () => ({ SANDBOX_DATA_DIR: path.join(stack.dir, "sandbox") }),
  // No catalogue cache: each page reads the hours just set.
  storefront: { CATALOGUE_CACHE_SECONDS: "0", RATE_LIMIT_SCALE: "100" },
});

/** The store's weekday in Kuwait `days` from now (0 = Sunday) and the hour now. */
function kuwait(days = 0): { day: number; hour: number } {
  const at = new Date(Date.now() + days * 86_400_000);
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: "Asia/Kuwait",
    weekday: "short",
    hour: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return {
    day: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(part("weekday")),
    hour: Number(part("hour")),
  };
}
const hhmm = (hour: number) => `${String(hour % 24).padStart(2, "0")}:00`;

async function setHours(opening_hours: { day: number; open: string; close: string }[]) {
  const response = await fetch(`${stack.sandbox.url}/sandbox/store-hours?slug=${SLUG}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ opening_hours }),
  });
  expect(response.status).toBe(200);
}

describe("the cart of a branch closed now", () => {
  it("leads on to schedule while there is a delivery time, else says when the branch opens", async () => {
    const store = storeSchema.parse(await (await fetch(`${stack.sandbox.url}/v5/web/customer/stores/${SLUG}`)).json());
    const menu = store.menus.find((m) => m.info.purpose === "delivery")!;
    const plate = menu.categories.flatMap((c) => c.products).find((p) => p.name === "Mixed Shawarma Plate")!;
    const customer = new Browserless(stack.storefront.url);
    // A location the branch serves (its own street): without one, choosing it comes first (decision 105).
    expect(
      (
        await customer.post("/en-kw/location", {
          lat: "29.3759",
          lng: "47.9774",
          address: "Kuwait City",
          field_1: "Kuwait City",
          redirectTo: "/en-kw",
        })
      ).status,
    ).toBe(303);
    expect(
      (
        await customer.post(`/en-kw/store/${SLUG}/product/${plate.id}?menu=${menu.info.id}`, {
          intent: "add",
          quantity: "1",
        })
      ).status,
    ).toBe(303);
    const cartPage = async (lang = "en") => {
      const response = await customer.get(`/${lang}-kw/cart`);
      expect(response.status).toBe(200);
      return response.text();
    };

    // Open from three hours ahead, every day: closed now, slots later.
    const { hour } = kuwait();
    await setHours([0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: hhmm(hour + 3), close: hhmm(hour + 5) })));
    let html = await cartPage();
    expect(html).toContain('data-way="schedule"');
    expect(html).toContain("Schedule your order");
    expect(html).not.toContain('data-testid="order-error"');
    expect(await cartPage("ar")).toContain("جدول طلبك");
    const storePage = await (await customer.get(`/en-kw/store/${SLUG}`)).text();
    expect(/<a [^>]*data-testid="basket-bar-link"[^>]*>/.exec(storePage)?.[0]).toContain(
      `href="/en-kw/store/${SLUG}/checkout"`,
    );

    // Open only five days from now: beyond the three days of slots, so no order for later.
    const later = kuwait(5);
    await setHours([{ day: later.day, open: "10:00", close: "22:00" }]);
    html = await cartPage();
    expect(html).not.toContain('data-testid="checkout-link"');
    expect(html).toMatch(/The store is closed now and takes no orders for later\. It opens \w{3} 10:00\s?AM\./);
    expect(await cartPage("ar")).toContain("المتجر مغلق الآن ولا يستقبل طلبات لوقت لاحق. يفتح");

    // No hours at all: it never opens.
    await setHours([]);
    expect(await cartPage()).toContain("The store is closed now and takes no orders for later.</p>");
  });
});
