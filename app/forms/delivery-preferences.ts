// A customer's delivery preferences ("Leave at the door", "No cutlery, please"): two boxes of the
// checkout form, sent to the platform in the order's notes (the platform has no field of its own
// for them, decision 0113) and read back from the notes the order comes with. The notes are for the
// vendor's staff: one line per preference in the order's language, then the customer's directions.
// Pure: the words come from the caller's translations.
import type { TFunction } from "~/i18n/translate";

/** The preferences the checkout offers; each is also the name of its box in the checkout form. */
export const DELIVERY_PREFERENCES = ["leave_at_door", "no_cutlery"] as const;
export type DeliveryPreference = (typeof DELIVERY_PREFERENCES)[number];

/** What each preference says in one language (`checkout.preferences.*`). */
export type PreferenceWords = Record<DeliveryPreference, string>;

/** The preferences' words in the language of `t`. */
export function preferenceWords(t: TFunction): PreferenceWords {
  return { leave_at_door: t("checkout.preferences.leave_at_door"), no_cutlery: t("checkout.preferences.no_cutlery") };
}

/** The preferences a posted checkout form chose (a ticked box sends "1"; its hidden twin "0"). */
export function chosenPreferences(values: Partial<Record<string, string>>): DeliveryPreference[] {
  return DELIVERY_PREFERENCES.filter((preference) => values[preference] === "1");
}

/**
 * The order's notes: a line for each chosen preference, in the order's language (`words`), then the
 * customer's directions as they typed them; null when there is neither.
 */
export function orderNotes(
  chosen: readonly DeliveryPreference[],
  directions: string | null,
  words: PreferenceWords,
): string | null {
  const lines = DELIVERY_PREFERENCES.filter((preference) => chosen.includes(preference)).map(
    (preference) => words[preference],
  );
  const rest = directions?.trim();
  if (rest) lines.push(rest);
  return lines.length ? lines.join("\n") : null;
}

/** A line as compared: trimmed, spaces collapsed, case folded. */
const comparable = (line: string) => line.trim().replace(/\s+/g, " ").toLocaleLowerCase();

/**
 * An order's notes read back: the preferences its first lines state, in any of the languages given
 * (an order placed in Arabic shows its preferences on the English page too), and the directions
 * that follow them (null when none).
 */
export function readOrderNotes(
  notes: string | null,
  languages: readonly PreferenceWords[],
): { preferences: DeliveryPreference[]; directions: string | null } {
  const lines = (notes ?? "").split(/\r?\n/);
  const found = new Set<DeliveryPreference>();
  let taken = 0;
  for (const line of lines) {
    const said = comparable(line);
    const preference = DELIVERY_PREFERENCES.find((p) => languages.some((words) => comparable(words[p]) === said));
    if (!preference) break;
    found.add(preference);
    taken += 1;
  }
  const directions = lines.slice(taken).join("\n").trim();
  return { preferences: DELIVERY_PREFERENCES.filter((p) => found.has(p)), directions: directions || null };
}
