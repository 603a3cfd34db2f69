// The checkout's payment row names the checked method by CSS alone (decision 118): for every method
// the stylesheet must hold a rule whose selector matches the value the radio carries.
import { readFileSync } from "node:fs";
import path from "node:path";
import postcss from "postcss";
import tailwindcss from "tailwindcss";
import { describe, expect, it } from "vitest";
import config from "../../tailwind.config";
import { paymentMethodSchema } from "~/contract";
import { paymentAttr } from "~/components/checkout/payment-methods";

const source = readFileSync(
  path.resolve(import.meta.dirname, "../../app/components/checkout/payment-methods.tsx"),
  "utf8",
);

describe("the payment row's summary", () => {
  it("has a rule for every method, on the radio's own data-payment value", async () => {
    const { css } = await postcss([tailwindcss({ ...config, content: [{ raw: source, extension: "tsx" }] })]).process(
      "@tailwind utilities;",
      { from: undefined },
    );
    for (const method of paymentMethodSchema.options) {
      expect(css, method).toContain(`[data-payment=${paymentAttr(method)}]:checked`);
    }
    // What Tailwind makes of an underscore in brackets: a space, and no selector a browser keeps.
    expect(css).not.toMatch(/\[data-payment=[a-z]+ [a-z ]+\]/);
  });
});
