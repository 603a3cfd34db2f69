// The two answers an action gives a form, as actions answer them and forms read them (types and
// checked readers only: the server builds them in app/server/request/forms.server.ts and
// app/server/request/respond.server.ts; decision 21).
export type FieldErrors = Record<string, string>;

export interface FormFailure {
  ok: false;
  /** What the customer typed, so the form shows it again (a field posted more than once: its values joined with commas). */
  values: Record<string, string>;
  /** One message per field, next to it (keyed by the field's name in the form). */
  fieldErrors: FieldErrors;
  /** The message for the whole form (nothing a field of this form can show), or null. */
  formError: string | null;
}

/**
 * A form's success as data (what a fetcher, or a page's form with JS, gets where a plain form gets a
 * 303 to `redirectTo`), with what the action adds for whoever posted it.
 */
export type Done<T extends object = Record<never, never>> = { ok: true; redirectTo: string } & T;

/** A record of strings (anything else in it left out), or undefined when `value` is not an object. */
function strings(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

/** The refused form in an action's answer, if that is what it is (answers that are not failures give undefined). */
export function formFailure(data: unknown): FormFailure | undefined {
  if (!data || typeof data !== "object" || !("ok" in data) || data.ok !== false) return undefined;
  const fieldErrors = "fieldErrors" in data ? strings(data.fieldErrors) : undefined;
  if (!fieldErrors) return undefined;
  return {
    ok: false,
    values: ("values" in data ? strings(data.values) : undefined) ?? {},
    fieldErrors,
    formError: "formError" in data && typeof data.formError === "string" ? data.formError : null,
  };
}

/** The success in an action's answer, if that is what it is. */
export function formDone(data: unknown): Done | undefined {
  if (!data || typeof data !== "object" || !("ok" in data) || data.ok !== true) return undefined;
  return "redirectTo" in data && typeof data.redirectTo === "string"
    ? { ok: true, redirectTo: data.redirectTo }
    : undefined;
}
