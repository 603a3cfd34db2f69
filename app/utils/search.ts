// Menu search: a query matches a text when every word of it appears in the text, compared without
// case, Latin accents, Arabic diacritics (tashkeel, tatweel) and the usual Arabic spelling variants
// (hamza forms of alef, alef maqsura / yaa, taa marbuta / haa). The server and the browser use the
// same function, so the page a search returns without JS is the list JS filters to as you type.

export const SEARCH_MAX_LENGTH = 100;

export function normalizeForSearch(text: string): string {
  return text
    .normalize("NFKD")
    .toLocaleLowerCase()
    .replace(/[\u0300-\u036f\u0610-\u061a\u064b-\u065f\u0670\u0640]/g, "")
    .replace(/[أإآٱ]/g, "ا")
    .replace(/ى/g, "ي")
    .replace(/ة/g, "ه")
    .replace(/ؤ/g, "و")
    .replace(/ئ/g, "ي")
    .replace(/\s+/g, " ")
    .trim();
}

/** The query's words, normalised; empty when there is nothing to search for. */
export function queryWords(query: string): string[] {
  return normalizeForSearch(query.slice(0, SEARCH_MAX_LENGTH)).split(" ").filter(Boolean);
}

export function matchesWords(words: string[], ...texts: string[]): boolean {
  if (words.length === 0) return true;
  const haystack = normalizeForSearch(texts.join(" "));
  return words.every((word) => haystack.includes(word));
}
