// Delivery preferences in an order's notes (decision 0113): written for the vendor's staff in the
// order's language before the customer's directions, and read back from the notes the platform
// returns, in either language.
import { describe, expect, it } from "vitest";
import { RESOURCES } from "~/locales";
import { createT } from "~/i18n/translate";
import { addressInputSchema } from "~/contract";
import { chosenPreferences, orderNotes, preferenceWords, readOrderNotes } from "~/forms/delivery-preferences";

const EN = preferenceWords(createT(RESOURCES.en, "en"));
const AR = preferenceWords(createT(RESOURCES.ar, "ar"));
const BOTH = [EN, AR];

describe("delivery preferences in the order's notes", () => {
  it("reads the boxes a form posted: a ticked box's 1, not its hidden 0", () => {
    expect(chosenPreferences({ leave_at_door: "1", no_cutlery: "0" })).toEqual(["leave_at_door"]);
    expect(chosenPreferences({ no_cutlery: "1", leave_at_door: "1" })).toEqual(["leave_at_door", "no_cutlery"]);
    expect(chosenPreferences({ leave_at_door: "on", no_cutlery: "" })).toEqual([]);
  });

  it("writes one line per preference in the order's language, then the directions", () => {
    expect(orderNotes(["no_cutlery", "leave_at_door"], " Ring twice ", EN)).toBe(
      "Leave at the door\nNo cutlery, please\nRing twice",
    );
    expect(orderNotes(["leave_at_door"], null, AR)).toBe("اترك الطلب عند الباب");
    expect(orderNotes([], "Gate 3", EN)).toBe("Gate 3");
    expect(orderNotes([], "  ", EN)).toBeNull();
  });

  it("reads back what it wrote, in either language, whatever the page's language", () => {
    for (const words of BOTH) {
      const notes = orderNotes(["leave_at_door", "no_cutlery"], "Second floor,\nblue door", words);
      expect(readOrderNotes(notes, BOTH)).toEqual({
        preferences: ["leave_at_door", "no_cutlery"],
        directions: "Second floor,\nblue door",
      });
    }
    expect(readOrderNotes(orderNotes(["no_cutlery"], null, AR), BOTH)).toEqual({
      preferences: ["no_cutlery"],
      directions: null,
    });
  });

  it("takes only the leading lines as preferences, as the platform may have trimmed or cased them", () => {
    expect(readOrderNotes("  leave AT the  door \r\nRing twice\nNo cutlery, please", BOTH)).toEqual({
      preferences: ["leave_at_door"],
      directions: "Ring twice\nNo cutlery, please",
    });
    expect(readOrderNotes("Ring twice", BOTH)).toEqual({ preferences: [], directions: "Ring twice" });
    expect(readOrderNotes(null, BOTH)).toEqual({ preferences: [], directions: null });
  });

  it("fits the contract's notes with both preferences and room for directions, in both languages", () => {
    for (const words of BOTH) {
      const notes = orderNotes(["leave_at_door", "no_cutlery"], "x".repeat(400), words)!;
      const parsed = addressInputSchema.safeParse({
        kind: "house",
        lat: 29.3,
        lng: 48,
        field_3: "St",
        field_4: "1",
        field_5: "2",
        notes,
        country_iso_code: "KW",
      });
      expect(parsed.success).toBe(true);
      expect(parsed.success && parsed.data.notes).toBe(notes);
    }
  });
});
