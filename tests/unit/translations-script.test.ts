// A document's translations travel as a script of their own (docs/decisions/0084): its URL names the
// language, the namespaces and a version of the texts; the script sets what the browser reads.
import { describe, expect, it } from "vitest";
import { translationsScriptSrc, translationsVersion, type Translations } from "~/i18n/react";
import { translationsFor, translationsScript } from "~/i18n/translations.server";

function run(body: string): Translations {
  const window: { __translations?: Translations } = {};
  new Function("window", body)(window);
  return window.__translations!;
}

describe("translations script", () => {
  it("names the document's language, namespaces and version, and sets exactly its translations", () => {
    const translations = translationsFor("ar", ["common", "cart"]);
    const src = new URL(translationsScriptSrc(translations), "http://x");
    expect(src.pathname).toBe("/resources/translations.js");
    expect(src.searchParams.get("lang")).toBe("ar");
    expect(src.searchParams.get("ns")).toBe("common,cart");
    const { body, immutable } = translationsScript(
      "ar",
      src.searchParams.get("ns")!.split(",") as ["common", "cart"],
      src.searchParams.get("v"),
    );
    expect(immutable).toBe(true);
    expect(run(body)).toEqual(translations);
  });

  it("changes its version with the texts, and answers an old version with today's texts, not cached for long", () => {
    const en = translationsFor("en", ["common"]);
    expect(translationsVersion(en)).not.toBe(translationsVersion(translationsFor("ar", ["common"])));
    expect(translationsVersion({ ...en, resources: { common: { x: "y" } } })).not.toBe(translationsVersion(en));
    const old = translationsScript("en", ["common"], "old");
    expect(old.immutable).toBe(false);
    expect(run(old.body)).toEqual(en);
  });

  it("keeps a stable order of namespaces, whatever the URL's", () => {
    expect(run(translationsScript("en", ["cart", "common"], null).body)).toEqual(
      translationsFor("en", ["common", "cart"]),
    );
  });
});
