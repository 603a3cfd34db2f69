// The language of a first visit (no stored language, no locale in the URL): the one the browser's
// `Accept-Language` ranks highest among ours (any `ar-*` is Arabic, any `en-*` English), by q-value
// and then by order; English when it names neither (decision 0107).
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "./locale";

/** A header this long is no browser's: read no further than this. */
const MAX_HEADER = 1000;

export function preferredLanguage(header: string | null | undefined): Language {
  let best: { lang: Language; q: number } | null = null;
  for (const part of (header ?? "").slice(0, MAX_HEADER).split(",")) {
    const [range = "", ...params] = part.trim().split(";");
    const lang = range.trim().toLowerCase().split("-")[0];
    if (!isLanguage(lang)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => /^q=/i.test(p));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    if (!best || q > best.q) best = { lang, q };
  }
  return best?.lang ?? DEFAULT_LANGUAGE;
}
