// Money is an integer in the currency's minor unit (10^-decimals). Formatting inserts the decimal
// point as text and hands Intl an exact decimal string, so no floating point touches an amount.
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

const formatters = new Map<string, Intl.NumberFormat>();
/** Amounts already formatted: a menu repeats a few prices hundreds of times, and Intl is slow at it. */
const formatted = new Map<string, string>();
const FORMATTED_MAX = 5000;

export function formatMoney(minor: number, currency: string, decimals: number, locale: Locale): string {
  const key = `${intlTag(locale)}|${currency}|${decimals}`;
  const amountKey = `${key}|${minor}`;
  let text = formatted.get(amountKey);
  if (text === undefined) {
    const formatter = formatterFor(formatters, key, () =>
      new Intl.NumberFormat(intlTag(locale), { style: "currency", currency, minimumFractionDigits: decimals, maximumFractionDigits: decimals }),
    );
    // Intl.NumberFormat formats decimal strings exactly (ES2023).
    text = formatter.format(minorToDecimalString(minor, decimals) as unknown as number);
    if (formatted.size >= FORMATTED_MAX) formatted.clear();
    formatted.set(amountKey, text);
  }
  return text;
}
