// Money is an integer in the currency's minor unit (10^-decimals). Formatting inserts the decimal
// point as text, so no floating point touches an amount. How a locale writes an amount (its currency
// sign, separators and where the minus goes) is read from Intl once, on the server, as a MoneyStyle;
// the server and the browser then write every amount from that style without Intl. The browser gets
// the page's style with the root's data, so it renders exactly the server's text and never pays for a
// NumberFormat in hydration (a tab's first one sets up ICU's number data: ~30 ms; decision 0069).
import { formatterFor } from "./format";
import { intlTag, type Locale } from "./locale";

export function minorToDecimalString(minor: number, decimals: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`not an integer amount: ${minor}`);
  const negative = minor < 0;
  const digits = String(Math.abs(minor)).padStart(decimals + 1, "0");
  const whole = decimals === 0 ? digits : digits.slice(0, -decimals);
  const fraction = decimals === 0 ? "" : `.${digits.slice(-decimals)}`;
  return `${negative ? "-" : ""}${whole}${fraction}`;
}

/** How one locale writes amounts of one currency with a number of decimals (plain data: it travels in loader data). */
export interface MoneyStyle {
  /** `intlTag|currency|decimals`: the amounts it writes. */
  key: string;
  decimals: number;
  /** Text before and after the digits of an amount ≥ 0, and of one below 0. */
  positive: [string, string];
  negative: [string, string];
  group: string;
  decimal: string;
  /** Digits the whole part needs beyond a group of three before it is grouped (1: "1,234"; 2: "1234", "12,345"). */
  minimumGrouping: number;
}

const styleKey = (locale: Locale, currency: string, decimals: number) => `${intlTag(locale)}|${currency}|${decimals}`;

/** Writes an amount in a style: the same text Intl writes (checked when the style is read). */
export function formatMoneyIn(style: MoneyStyle, minor: number): string {
  const { decimals } = style;
  const text = minorToDecimalString(minor, decimals);
  const unsigned = minor < 0 ? text.slice(1) : text;
  const point = decimals === 0 ? unsigned.length : unsigned.length - decimals - 1;
  let whole = unsigned.slice(0, point);
  if (whole.length >= 3 + style.minimumGrouping) {
    let grouped = whole.slice(-3);
    for (let end = whole.length - 3; end > 0; end -= 3)
      grouped = `${whole.slice(Math.max(0, end - 3), end)}${style.group}${grouped}`;
    whole = grouped;
  }
  const [before, after] = minor < 0 ? style.negative : style.positive;
  return `${before}${whole}${decimals === 0 ? "" : `${style.decimal}${unsigned.slice(point + 1)}`}${after}`;
}

/** Amounts a style is checked against when read: each length of whole part, both signs, and zero. */
const PROBES = [0, 1, 12, 123, 1234, 12345, 123456, 1234567, 123456789012].flatMap((n) => [n, -n]);

/** The parts of an amount Intl writes: text before the digits, the whole part's groups, the separators, text after. */
function partsOf(format: Intl.NumberFormat, decimal: string) {
  const parts = format.formatToParts(decimal as unknown as number); // decimal strings are exact (ES2023)
  const first = parts.findIndex((p) => p.type === "integer");
  let last = parts.length - 1;
  while (last > first && parts[last]!.type !== "integer" && parts[last]!.type !== "fraction") last--;
  const text = (from: number, to: number) =>
    parts
      .slice(from, to)
      .map((p) => p.value)
      .join("");
  return {
    before: text(0, first),
    after: text(last + 1, parts.length),
    groups: parts.filter((p) => p.type === "integer").map((p) => p.value),
    group: parts.find((p) => p.type === "group")?.value,
    decimal: parts.find((p) => p.type === "decimal")?.value ?? "",
  };
}

const styles = new Map<string, MoneyStyle | null>();
const formats = new Map<string, Intl.NumberFormat>();

const numberFormat = (locale: Locale, currency: string, decimals: number) =>
  formatterFor(
    formats,
    styleKey(locale, currency, decimals),
    () =>
      new Intl.NumberFormat(intlTag(locale), {
        style: "currency",
        currency,
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      }),
  );

/**
 * The style Intl writes a locale's amounts of a currency in, read once; null if Intl writes them in a
 * way a style cannot say (other digits, groups other than threes), and then Intl writes each amount.
 */
export function moneyStyle(locale: Locale, currency: string, decimals: number): MoneyStyle | null {
  const key = styleKey(locale, currency, decimals);
  let style = styles.get(key);
  if (style !== undefined) return style;
  const format = numberFormat(locale, currency, decimals);
  const sample = (n: number) => minorToDecimalString(n * 10 ** decimals + (decimals ? 1 : 0), decimals);
  const positive = partsOf(format, sample(1234567));
  const negative = partsOf(format, sample(-1234567));
  const short = partsOf(format, sample(1234));
  style =
    positive.group !== undefined && positive.groups.join() === "1,234,567"
      ? {
          key,
          decimals,
          positive: [positive.before, positive.after],
          negative: [negative.before, negative.after],
          group: positive.group,
          decimal: positive.decimal,
          minimumGrouping: short.groups.length === 2 ? 1 : 2,
        }
      : null;
  if (
    style &&
    PROBES.some(
      (minor) =>
        formatMoneyIn(style!, minor) !== format.format(minorToDecimalString(minor, decimals) as unknown as number),
    )
  )
    style = null;
  styles.set(key, style);
  return style;
}

/** An amount in the country's currency and decimals, in the page's language: `style` is the page's, when it is this one. */
export function formatMoney(
  minor: number,
  currency: string,
  decimals: number,
  locale: Locale,
  style?: MoneyStyle | null,
): string {
  const key = styleKey(locale, currency, decimals);
  const known = style?.key === key ? style : moneyStyle(locale, currency, decimals);
  if (known) return formatMoneyIn(known, minor);
  return numberFormat(locale, currency, decimals).format(minorToDecimalString(minor, decimals) as unknown as number);
}
