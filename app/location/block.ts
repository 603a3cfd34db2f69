// Kuwait's addresses are found by area and block ("Block 10 Salmiya", "Salmiya, block 10",
// "قطعة 10 السالمية", "ق 10"): one rule reads the block number out of a search, for the offline
// gazetteer and Google's search on the server alike; the block then fills the address's block.

const BLOCK =
  /(?:^|[\s,،])(?:block|blk|bl\.?|قطعة|قطعه|ق)\s*(?:no\.?|#|رقم)?\s*([0-9\u0660-\u0669]{1,3})(?=$|[\s,،])/iu;

/** The block a search names (Latin digits) and the rest of the search, or no block. */
export function splitBlock(query: string): { block: string | null; rest: string } {
  const match = BLOCK.exec(query);
  if (!match) return { block: null, rest: query.trim() };
  const block = match[1]!.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660));
  const rest = `${query.slice(0, match.index)} ${query.slice(match.index + match[0].length)}`
    .replace(/[\s,،]+/g, " ")
    .trim();
  return { block: String(Number(block)), rest };
}

/** "Block 10" / "قطعة 10" in the page's language. */
export function blockName(block: string, lang: "en" | "ar"): string {
  return lang === "ar" ? `قطعة ${block}` : `Block ${block}`;
}
