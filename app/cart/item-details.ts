// What an item's choices read as, the same on every screen that shows an item: the cart, the
// checkout, the order page, the order history, and the cart an "Order again" fills (decision 0054).
// "Sesame bun, 2× Cheddar cheese, Meal (Cola, Fries)": the variant first, then each option with
// its quantity when more than one, an option's own choices in brackets after it; joined through the
// page's list format (the Arabic comma on Arabic pages).
import type { LocalSelectedOptionGroup } from "~/contract";
import { formatList, formatNumber } from "~/i18n/format";
import type { Language } from "~/i18n/locale";

/** A chosen option as an order line has it: flattened depth-first, `depth` 0 for a top-level group. */
export interface ChosenOption {
  name: string;
  quantity: number;
  depth: number;
}

/** The cart's nested choices flattened depth-first, as the platform's order read answers them. `nameOf`: the name in the page's language. */
export function flattenChoices(
  groups: LocalSelectedOptionGroup[],
  nameOf: (id: number, fallback: string) => string,
  depth = 0,
): ChosenOption[] {
  return groups.flatMap((g) =>
    g.options.flatMap((o) => [
      { name: nameOf(o.id, o.name), quantity: o.quantity, depth },
      ...flattenChoices(o.option_groups, nameOf, depth + 1),
    ]),
  );
}

/** The options from `start` at `depth` (until one shallower), each with its own choices after it in brackets. */
function describeLevel(
  lang: Language,
  options: readonly ChosenOption[],
  start: number,
  depth: number,
): { parts: string[]; next: number } {
  const parts: string[] = [];
  let i = start;
  while (i < options.length && options[i]!.depth >= depth) {
    const option = options[i]!;
    i += 1;
    const inner = describeLevel(lang, options, i, option.depth + 1);
    i = inner.next;
    const label = `${option.quantity > 1 ? `${formatNumber(lang, option.quantity)}× ` : ""}${option.name}`;
    parts.push(inner.parts.length ? `${label} (${formatList(lang, inner.parts)})` : label);
  }
  return { parts, next: i };
}

/** "Sesame bun, 2× Cheddar cheese, Meal (Cola, Fries)"; "" when nothing was chosen. */
export function itemDetails(
  lang: Language,
  item: { variant: string | null; options: readonly ChosenOption[] },
): string {
  const parts = describeLevel(lang, item.options, 0, 0).parts;
  return formatList(lang, item.variant ? [item.variant, ...parts] : parts);
}
