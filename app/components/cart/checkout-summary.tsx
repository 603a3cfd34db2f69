// The platform's summary lines (items_total … tax_info), each with its font and colour.
import type { SummaryLine } from "~/contract";

const FONT = { bold: "font-semibold", italic: "italic", normal: "" } as const;
const COLOR = { default: "text-gray-900", grey: "text-gray-700", red: "text-red-800" } as const;

export function CheckoutSummary({ lines, money }: { lines: SummaryLine[]; money: (minor: number) => string }) {
  if (lines.length === 0) return null;
  return (
    <dl className="mt-4 space-y-1 border-t border-gray-200 pt-3" data-testid="checkout-summary">
      {lines.map((line) => (
        <div key={line.key} className={`flex justify-between gap-4 text-sm ${FONT[line.font]} ${COLOR[line.color]}`} data-summary-key={line.key}>
          <dt>{line.label}</dt>
          <dd className="tabular-nums">{money(line.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
