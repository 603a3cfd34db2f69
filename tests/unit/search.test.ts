import { describe, expect, it } from "vitest";
import { matchesWords, normalizeForSearch, queryWords } from "~/utils/search";

describe("menu search", () => {
  it("ignores case, accents and extra spaces", () => {
    expect(normalizeForSearch("  Crème   BRÛLÉE ")).toBe("creme brulee");
    expect(matchesWords(queryWords("brulee"), "Crème brûlée")).toBe(true);
  });

  it("matches Arabic without diacritics or spelling variants", () => {
    expect(matchesWords(queryWords("بطاطس"), "بَطَاطِس محمّلة")).toBe(true);
    expect(matchesWords(queryWords("احمد"), "أحمد")).toBe(true);
    expect(matchesWords(queryWords("قهوه"), "قهوة عربية")).toBe(true);
    expect(matchesWords(queryWords("مستشفي"), "مستشفى")).toBe(true);
  });

  it("needs every word, in the name or the description", () => {
    const words = queryWords("beef cheddar");
    expect(matchesWords(words, "Classic Burger", "Beef patty, cheddar, lettuce")).toBe(true);
    expect(matchesWords(words, "Chicken Burger", "Crispy chicken, cheddar")).toBe(false);
  });

  it("an empty query matches everything", () => {
    expect(queryWords("   ")).toEqual([]);
    expect(matchesWords([], "anything")).toBe(true);
  });
});
