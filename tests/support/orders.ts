// Placing a cash order through the storefront's own forms (no JS), for tests that need an order.
import type { Browserless } from "./http-client";

/** Loaded Fries at Burger Bay Salmiya: no required choices. */
export const SIMPLE_PRODUCT = { store: "burger-bay-salmiya", path: "/en-kw/store/burger-bay-salmiya/product/8?menu=1" };

/** A house in Salmiya, as the new-address form posts it. */
const SALMIYA_HOUSE = {
  intent: "create",
  kind: "house",
  lat: "29.3339",
  lng: "48.0758",
  field_4: "10",
  field_3: "Salem St",
  field_5: "7",
  field_1: "Salmiya",
};

/** The response when it is the 303 a form post answers; otherwise an error quoting the end of the page. */
export async function expect303(what: string, response: Response): Promise<Response> {
  if (response.status === 303) return response;
  const text = (await response.text()).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
  throw new Error(`${what} answered ${response.status}: ${text.slice(-600)}`);
}

/** Adds a house in Salmiya to the signed-in customer's address book: the new-address form's answer. */
export function addSalmiyaHouse(customer: Browserless): Promise<Response> {
  return customer.post("/en-kw/account/addresses?new=1", SALMIYA_HOUSE);
}

/** The checkout page's first address of the book and the attempt (idempotency) key it carries. */
export async function checkoutForm(
  customer: Browserless,
  store = SIMPLE_PRODUCT.store,
): Promise<{ address: string; attempt: string }> {
  const html = await (await customer.get(`/en-kw/store/${store}/checkout`)).text();
  return {
    address: /name="address"[^>]*value="(\d+)"/.exec(html)![1]!,
    attempt: /name="attempt"[^>]*value="([A-Za-z0-9_-]+)"/.exec(html)![1]!,
  };
}

/** Two of the simple product, a house in Salmiya, cash on delivery, now: answers the order's code. */
export async function placeCashOrder(customer: Browserless): Promise<string> {
  const { store, path } = SIMPLE_PRODUCT;
  await expect303("adding to the cart", await customer.post(path, { intent: "add", quantity: "2" }));
  await expect303("adding an address", await addSalmiyaHouse(customer));
  const placed = await expect303(
    "placing the order",
    await customer.post(`/en-kw/store/${store}/checkout`, {
      ...(await checkoutForm(customer, store)),
      timing: "instant",
      payment_method: "cash",
    }),
  );
  return /\/order\/([A-Z0-9-]+)$/.exec(placed.headers.get("location") ?? "")![1]!;
}
