// The platform's summary lines (items_total … tax_info), each with its font and colour. Money taken
// off (discounts, wallet credits) reads with a minus sign in the default colour, never red, and
// "To pay" is left out where it repeats the total (no wallet credits used).
import type { SummaryLine } from "~/contract";

const FONT = { bold: "font-semibold", italic: "italic", normal: "" } as const;
const COLOR = { default: "text-gray-900", grey: "text-gray-700", red: "text-gray-900" } as const;
const SUBTRACTED = new Set<SummaryLine["key"]>(["promotion_discount", "store_discount", "wallet_complement"]);

export function visibleSummaryLines(lines: SummaryLine[]): SummaryLine[] {
  const total = lines.find((l) => l.key === "grand_total");
  return lines.filter((l) => !(l.key === "customer_to_pay" && total && total.value === l.value));
}

export function CheckoutSummary({ lines, money }: { lines: SummaryLine[]; money: (minor: number) => string }) {
  if (lines.length === 0) return null;
  return (
    <dl className="mt-4 space-y-1 border-t border-gray-200 pt-3" data-testid="checkout-summary">
      {visibleSummaryLines(lines).map((line) => (
        <div
          key={line.key}
          className={`flex justify-between gap-4 text-sm ${FONT[line.font]} ${COLOR[line.color]}`}
          data-summary-key={line.key}
        >
          <dt>{line.label}</dt>
          <dd className="tabular-nums">
            {SUBTRACTED.has(line.key) && line.value > 0 ? money(-line.value) : money(line.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
