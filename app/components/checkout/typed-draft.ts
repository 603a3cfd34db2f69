// With JS, what the customer types in the checkout's address details, and the preferences they
// tick, is kept in this tab's sessionStorage as they type, and put back when the page is loaded
// again (a reload, a crash of the tab's page), so nothing typed but not yet posted is lost. The
// draft belongs to one checkout attempt: once an order is placed the page has a new attempt and
// the old draft is dropped, and a signed-out page drops them all (app/utils/checkout-draft-storage.ts).
import { useEffect, type RefObject } from "react";
import { ADDRESS_DETAIL_FIELDS } from "~/contract/address-kinds";
import { DELIVERY_PREFERENCES } from "~/forms/delivery-preferences";
import { draftKey } from "~/utils/checkout-draft-storage";

/**
 * The fields kept: the location's details, the driver's directions, whether and how to save the
 * address, and the delivery preferences (boxes that post "1" or "0", as "save_address").
 */
const KEPT = [
  "kind",
  ...ADDRESS_DETAIL_FIELDS,
  "notes",
  "address_name",
  "save_address",
  ...DELIVERY_PREFERENCES,
] as const;

interface Stored {
  attempt: string;
  values: Record<string, string>;
}

function attemptOf(form: HTMLFormElement): string {
  const input = form.elements.namedItem("attempt");
  return input instanceof HTMLInputElement ? input.value : "";
}

/** The kept fields as the form holds them now ("save_address" is the checkbox's state). */
function read(form: HTMLFormElement): Record<string, string> {
  const data = new FormData(form);
  return Object.fromEntries(KEPT.map((name) => [name, String(data.get(name) ?? "")]));
}

/** Puts a stored value back into the form's field(s) of that name. */
function write(form: HTMLFormElement, name: string, value: string): void {
  const field = form.elements.namedItem(name);
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
    field.value = value;
    return;
  }
  if (!(field instanceof RadioNodeList)) return;
  for (const element of Array.from(field)) {
    if (!(element instanceof HTMLInputElement)) continue;
    if (element.type === "radio") element.checked = element.value === value;
    if (element.type === "checkbox") element.checked = value !== "0";
  }
}

function load(storeSlug: string): Stored | null {
  try {
    const raw = sessionStorage.getItem(draftKey(storeSlug));
    return raw ? (JSON.parse(raw) as Stored) : null;
  } catch {
    return null;
  }
}

function save(storeSlug: string, stored: Stored): void {
  try {
    sessionStorage.setItem(draftKey(storeSlug), JSON.stringify(stored));
  } catch {
    // No storage (private mode, quota): the server's draft still keeps what was posted.
  }
}

/**
 * Keeps the address details of the form around `anchor` across a reload of the page (see above).
 * Only fields present in the form are put back, and only from this attempt's draft.
 */
export function useTypedDraft(anchor: RefObject<HTMLElement>, storeSlug: string | undefined): void {
  useEffect(() => {
    const form = anchor.current?.closest("form");
    if (!form || !storeSlug) return;
    const attempt = attemptOf(form);
    const stored = load(storeSlug);
    if (stored && stored.attempt === attempt) {
      for (const name of KEPT)
        if (typeof stored.values[name] === "string" && stored.values[name] !== "")
          write(form, name, stored.values[name]);
    } else if (stored) {
      try {
        sessionStorage.removeItem(draftKey(storeSlug));
      } catch {
        // nothing to drop
      }
    }
    const keep = () => save(storeSlug, { attempt, values: read(form) });
    form.addEventListener("input", keep);
    form.addEventListener("change", keep);
    return () => {
      form.removeEventListener("input", keep);
      form.removeEventListener("change", keep);
    };
  }, [anchor, storeSlug]);
}
