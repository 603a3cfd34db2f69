// The ways a declined order is offered to be paid again (decision 106): the method it was placed
// with first ("Try again"), then every other the store takes, a card as each saved card and a new
// one, never the wallet; and a twice-declined order's steps show its end once.
import { describe, expect, it } from "vitest";
import { payChoices } from "~/server/checkout";
import { orderSteps } from "~/components/order/order-steps";

const CARDS = [
  { id: 7, brand: "Visa", last_four: "4242" },
  { id: 8, brand: "Master", last_four: "5454" },
];
const values = (choices: ReturnType<typeof payChoices>) => choices.map((c) => c.value);

describe("payChoices", () => {
  it("a saved card first, then cash, the other card, a new card and KNET; no wallet", () => {
    const order = {
      payment_method: "credit_card" as const,
      saved_card: { brand: "Master" as const, last_four: "5454" },
    };
    expect(values(payChoices(order, ["cash", "knet", "credit_card", "wallet"], CARDS))).toEqual([
      "credit_card:8",
      "cash",
      "knet",
      "credit_card:7",
      "credit_card:new",
    ]);
  });

  it("a new card first when the order was paid with one", () => {
    expect(
      values(payChoices({ payment_method: "credit_card", saved_card: null }, ["cash", "credit_card"], CARDS)),
    ).toEqual(["credit_card:new", "cash", "credit_card:7", "credit_card:8"]);
  });

  it("KNET first; a store that takes no cash offers none", () => {
    expect(values(payChoices({ payment_method: "knet", saved_card: null }, ["knet", "credit_card"], []))).toEqual([
      "knet",
      "credit_card:new",
    ]);
  });

  it("a method the store no longer takes is not offered as Try again", () => {
    expect(values(payChoices({ payment_method: "knet", saved_card: null }, ["cash"], []))).toEqual(["cash"]);
  });
});

describe("orderSteps of a payment declined twice", () => {
  it("shows the end once, at its last time", () => {
    const at = (minute: number) => `2026-11-27T10:0${minute}:00.000Z`;
    const history = [
      { status: "awaiting_payment" as const, at: at(0) },
      { status: "payment_failed" as const, at: at(1) },
      { status: "awaiting_payment" as const, at: at(2) },
      { status: "payment_failed" as const, at: at(3) },
    ];
    expect(orderSteps({ status: "payment_failed", status_history: history })).toEqual([
      { status: "payment_failed", at: at(3) },
    ]);
  });
});
