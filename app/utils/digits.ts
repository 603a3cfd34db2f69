// Digits as customers type them: Arabic keyboards give Arabic-Indic (٠١٢…) or Extended
// Arabic-Indic (۰۱۲…) digits and the Arabic decimal separator (٫). Phones, codes and coordinates
// are read as Latin digits on the server, and a pasted code is cleaned in the browser.

/** Arabic-Indic and Extended Arabic-Indic digits → 0-9; the Arabic decimal separator → ".". */
export function toLatinDigits(value: string): string {
  return value
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, ".");
}

/**
 * A 6-digit one-time code from pasted text ("123 456", "123-456", "Your code is ١٢٣٤٥٦, valid for
 * 5 minutes"): the first group of six digits (a space or dash may split it in the middle), else
 * every digit, at most six.
 */
export function codeDigits(value: string): string {
  const latin = toLatinDigits(value);
  const group = /(?<!\d)(\d{3})[ -]?(\d{3})(?!\d)/.exec(latin);
  if (group) return group[1]! + group[2]!;
  return latin.replace(/\D/g, "").slice(0, 6);
}
