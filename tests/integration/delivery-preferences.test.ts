// Delivery preferences through the storefront and the sandbox platform (no JS, plain forms;
// decision 0113): the boxes survive the checkout's re-renders (a re-price, a refused order), travel
// in the order's notes with an address of the book or the delivery location, and the order page
// reads them back from the order the platform returns, in either language; the address book and the
// directions stay the customer's own.
import { describe, expect, it } from "vitest";
import { testStack } from "../support/stack";
import { Browserless } from "../support/http-client";
import { signInThroughForms } from "../support/sign-in";

const STORE = "burger-bay-salmiya";
const CHECKOUT = (lang: string) => `/${lang}-kw/store/${STORE}/checkout`;
const PRODUCT = `/en-kw/store/${STORE}/product/8?menu=1`; // Loaded Fries: no required choices
const SALMIYA = { lat: "29.3339", lng: "48.0758", field_1: "Salmiya" };

const stack = testStack({ sandbox: { SANDBOX_OTP_RESEND_SECONDS: "0" } });

/** Signed in, two portions in the cart, and (unless `book` is false) a house in the address book with the driver's directions. */
async function customerWithCart(phone: string, book = true): Promise<Browserless> {
  const customer = new Browserless(stack.base);
  await signInThroughForms(customer, stack.sandbox.url, phone);
  expect((await customer.post(PRODUCT, { intent: "add", quantity: "2" })).status).toBe(303);
  if (book) {
    const address = {
      intent: "create",
      kind: "house",
      ...SALMIYA,
      field_4: "10",
      field_3: "Salem St",
      field_5: "7",
      notes: "Ring twice",
    };
    expect((await customer.post("/en-kw/account/addresses?new=1", address)).status).toBe(303);
  }
  return customer;
}

/** The checkout page's chosen address and its attempt key. */
async function checkoutForm(customer: Browserless, lang = "en"): Promise<{ address: string; attempt: string }> {
  const html = await (await customer.get(CHECKOUT(lang))).text();
  return {
    address: /name="address"[^>]*value="(\d+|location)"/.exec(html)![1]!,
    attempt: /name="attempt"[^>]*value="([A-Za-z0-9_-]+)"/.exec(html)![1]!,
  };
}

/** Whether the page's box for `preference` is ticked. */
function ticked(html: string, preference: string): boolean {
  const box = new RegExp(`<input[^>]*type="checkbox"[^>]*name="${preference}"[^>]*>`).exec(html);
  expect(box, `a box named ${preference}`).not.toBeNull();
  return /\schecked(="")?[\s/>]/.test(box![0]);
}

/** The text of the element with this test id (tags dropped). */
function testIdText(html: string, id: string): string | null {
  const found = new RegExp(`data-testid="${id}"[^>]*>([\\s\\S]*?)</(p|ul)>`).exec(html);
  return found
    ? found[1]!
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ")
        .trim()
    : null;
}

/** Places the checkout's order with cash: the order page's path. */
async function place(customer: Browserless, lang: string, fields: Record<string, string>): Promise<string> {
  const placed = await customer.post(CHECKOUT(lang), {
    ...(await checkoutForm(customer, lang)),
    timing: "instant",
    payment_method: "cash",
    ...fields,
  });
  expect(placed.status, await placed.clone().text()).toBe(303);
  const target = placed.headers.get("location")!;
  expect(target).toMatch(new RegExp(`^/${lang}-kw/order/[A-Z0-9-]+$`));
  return target;
}

describe("delivery preferences", () => {
  it("keeps the boxes through a re-price and a refused order, and sends them with an address of the book", async () => {
    const customer = await customerWithCart("63100001");
    const form = await checkoutForm(customer);
    // "Update the total" (JS off) with one box ticked: the next page shows it ticked, the other not.
    expect(
      (
        await customer.post(CHECKOUT("en"), {
          ...form,
          intent: "price",
          timing: "instant",
          leave_at_door: "1",
          no_cutlery: "0",
        })
      ).status,
    ).toBe(200);
    const repriced = await (await customer.get(CHECKOUT("en"))).text();
    expect(ticked(repriced, "leave_at_door")).toBe(true);
    expect(ticked(repriced, "no_cutlery")).toBe(false);
    // A refused order (no payment method) comes back with both as posted.
    const refused = await customer.post(CHECKOUT("en"), {
      ...form,
      timing: "instant",
      leave_at_door: "1",
      no_cutlery: "1",
    });
    expect(refused.status).toBe(400);
    const again = await (await customer.get(CHECKOUT("en"))).text();
    expect(ticked(again, "leave_at_door")).toBe(true);
    expect(ticked(again, "no_cutlery")).toBe(true);

    const order = await (
      await customer.get(await place(customer, "en", { leave_at_door: "1", no_cutlery: "1" }))
    ).text();
    expect(testIdText(order, "order-preferences")).toBe("Leave at the door No cutlery, please");
    // The address's own directions follow, without the preferences' lines.
    const address = testIdText(order, "order-address")!;
    expect(address).toContain("Directions: Ring twice");
    expect(address).not.toContain("Leave at the door");
    // The book's address is left as it was.
    const book = await (await customer.get("/en-kw/account/addresses")).text();
    expect(book).toContain("Ring twice");
    expect(book).not.toContain("Leave at the door");
  });

  it("sends an Arabic order's preferences in Arabic, read back in English on the English page", async () => {
    const customer = await customerWithCart("63100002");
    const code = (await place(customer, "ar", { leave_at_door: "0", no_cutlery: "1" })).split("/").pop()!;
    const arabic = await (await customer.get(`/ar-kw/order/${code}`)).text();
    expect(testIdText(arabic, "order-preferences")).toBe("بدون أدوات مائدة، من فضلك");
    const english = await (await customer.get(`/en-kw/order/${code}`)).text();
    expect(testIdText(english, "order-preferences")).toBe("No cutlery, please");
    expect(testIdText(english, "order-address")).toContain("Directions: Ring twice");
  });

  it("sends them with the delivery location's directions, saves only the directions, and refuses notes too long together", async () => {
    const customer = await customerWithCart("63100003", false);
    expect(
      (
        await customer.post("/en-kw/location", {
          ...SALMIYA,
          address: "Salmiya, Kuwait",
          redirectTo: `/en-kw/store/${STORE}`,
        })
      ).status,
    ).toBe(303);
    const details = { address: "location", kind: "house", field_4: "10", field_3: "Salem St", field_5: "7" };
    // Directions that fit alone but not with the preferences: the form says how long they may be.
    const long = await customer.post(CHECKOUT("en"), {
      ...(await checkoutForm(customer)),
      ...details,
      timing: "instant",
      payment_method: "cash",
      notes: "x".repeat(480),
      leave_at_door: "1",
      no_cutlery: "1",
    });
    expect(long.status).toBe(400);
    expect(await long.text()).toContain("Shorten the directions to 463 characters");
    const order = await (
      await customer.get(
        await place(customer, "en", { ...details, notes: "Blue gate", leave_at_door: "1", no_cutlery: "0" }),
      )
    ).text();
    expect(testIdText(order, "order-preferences")).toBe("Leave at the door");
    expect(testIdText(order, "order-address")).toContain("Directions: Blue gate");
    // Saved to the book with the order: the directions, not the preferences.
    const book = await (await customer.get("/en-kw/account/addresses")).text();
    expect(book).toContain("Blue gate");
    expect(book).not.toContain("Leave at the door");
  });
});
