// Placing a cash order through the storefront's own forms (no JS), for tests that need an order.
import type { Browserless } from "./http-client";

/** Loaded Fries at Burger Bay Salmiya: no required choices. */
export const SIMPLE_PRODUCT = { store: "burger-bay-salmiya", path: "/en-kw/store/burger-bay-salmiya/product/8?menu=1" };

/** Two of the simple product, a house in Salmiya, cash on delivery, now: answers the order's code. */
export async function placeCashOrder(customer: Browserless): Promise<string> {
  const { store, path } = SIMPLE_PRODUCT;
  const expect303 = (what: string, response: Response) => {
    if (response.status !== 303) throw new Error(`${what} answered ${response.status}`);
    return response;
  };
  expect303("adding to the cart", await customer.post(path, { intent: "add", quantity: "2" }));
  expect303(
    "adding an address",
    await customer.post("/en-kw/account/addresses?new=1", {
      intent: "create",
      kind: "house",
      lat: "29.3339",
      lng: "48.0758",
      field_4: "10",
      field_3: "Salem St",
      field_5: "7",
      field_1: "Salmiya",
    }),
  );
  const html = await (await customer.get(`/en-kw/store/${store}/checkout`)).text();
  const placed = expect303(
    "placing the order",
    await customer.post(`/en-kw/store/${store}/checkout`, {
      address: /name="address"[^>]*value="(\d+)"/.exec(html)![1]!,
      attempt: /name="attempt"[^>]*value="([A-Za-z0-9_-]+)"/.exec(html)![1]!,
      timing: "instant",
      payment_method: "cash",
    }),
  );
  return /\/order\/([A-Z0-9-]+)$/.exec(placed.headers.get("location") ?? "")![1]!;
}
