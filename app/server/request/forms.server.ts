// A refused form, built one way (decision 21): `invalid` for our own checks, `apiFailure` for a
// platform refusal, `refused` for a form refused as a whole, `failure` for a body answered elsewhere;
// and server-side validation with zod: values back to the form, one translated message per field.
import { json, type TypedResponse } from "@remix-run/node";
import { z } from "zod";
import type { TFunction } from "~/i18n/translate";
import { apiMessage, type ApiError } from "../platform";
import { apiErrorInit } from "../ops";

import type { FieldErrors, FormFailure } from "~/forms/form-failure";

export function formValues(form: FormData | null, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, String(form?.get(name) ?? "").slice(0, 2048)]));
}

/** The first issue of each field as a translated message (`forms.<code>`, with the limits). */
export function zodFieldErrors(error: z.ZodError, t: TFunction): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    if (errors[field]) continue;
    if (issue.code === "too_big" && issue.type === "string")
      errors[field] = t("common.forms.tooLong", { max: Number(issue.maximum) });
    else if (issue.code === "too_small" && issue.type === "string" && Number(issue.minimum) <= 1)
      errors[field] = t("common.forms.required");
    else if (issue.code === "invalid_string" && issue.validation === "email") errors[field] = t("common.forms.email");
    else errors[field] = t("common.forms.invalid");
  }
  return errors;
}

/**
 * The platform's field errors on the form's own fields (the keys of `values`) go next to them; any
 * other error (a field the form does not show, or none) becomes the form's message, so nothing the
 * platform said is lost. `formError`: what the caller read of the refusal's own body (the checkout's
 * errors), said first.
 */
export function apiFailure(
  error: ApiError,
  values: Record<string, string>,
  t: TFunction,
  { status = error.status, formError: said = null }: { status?: number; formError?: string | null } = {},
): TypedResponse<FormFailure> {
  const fieldErrors: FieldErrors = {};
  const others: string[] = said ? [said] : [];
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if (!messages[0]) continue;
    if (field in values) fieldErrors[field] = messages[0];
    else if (!others.includes(messages[0])) others.push(messages[0]);
  }
  const formError = others.length ? others.join(" ") : Object.keys(fieldErrors).length ? null : apiMessage(error, t);
  return invalid(
    values,
    fieldErrors,
    formError,
    apiErrorInit({ status, isOutage: false, retryAfter: error.retryAfter }),
  );
}

/** The body of a refused form, for an answer built elsewhere (a 429 through `tooManyRequests`). */
export function failure(
  values: Record<string, string>,
  fieldErrors: FieldErrors = {},
  formError: string | null = null,
): FormFailure {
  return { ok: false, values, fieldErrors, formError };
}

/** A form refused as a whole: its message, with the status (or the whole init) to answer with. */
export function refused(formError: string, init: number | ResponseInit = 400): TypedResponse<FormFailure> {
  return invalid({}, {}, formError, init);
}

/** A refused form: what was typed, the fields' messages and the form's, with the status (or the whole init). */
export function invalid(
  values: Record<string, string>,
  fieldErrors: FieldErrors,
  formError: string | null = null,
  init: number | ResponseInit = 400,
): TypedResponse<FormFailure> {
  return json(failure(values, fieldErrors, formError), typeof init === "number" ? { status: init } : init);
}

const idSchema = z.coerce.number().int().positive().max(999_999_999);
const pageSchema = z.coerce.number().int().min(1).max(10_000).catch(1);

/** A positive id from a form or query value, or null. */
export function parseId(value: FormDataEntryValue | string | null | undefined): number | null {
  const parsed = idSchema.safeParse(typeof value === "string" ? value : undefined);
  return parsed.success ? parsed.data : null;
}

/** A page number (1 when missing or nonsense). */
export function parsePage(value: string | null): number {
  return pageSchema.parse(value ?? 1);
}
