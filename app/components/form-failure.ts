// The one shape of a refused form, as actions answer it and forms show it (types only: the server
// builds it in app/server/forms.server.ts).
export type FieldErrors = Record<string, string>;

export interface FormFailure {
  ok: false;
  /** What the customer typed, so the form shows it again. */
  values: Record<string, string>;
  /** One message per field, next to it. */
  fieldErrors: FieldErrors;
  /** The message for the whole form (nothing a field of this form can show), or null. */
  formError: string | null;
}

/** The refused form in an action's answer, if that is what it is (answers that are not failures give undefined). */
export function formFailure(data: unknown): FormFailure | undefined {
  if (!data || typeof data !== "object") return undefined;
  const { ok, values, fieldErrors, formError } = data as Partial<Record<keyof FormFailure, unknown>>;
  if (ok !== false || typeof fieldErrors !== "object" || fieldErrors === null) return undefined;
  return {
    ok: false,
    values: values && typeof values === "object" ? (values as Record<string, string>) : {},
    fieldErrors: fieldErrors as Record<string, string>,
    formError: typeof formError === "string" ? formError : null,
  };
}
