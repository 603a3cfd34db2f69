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
