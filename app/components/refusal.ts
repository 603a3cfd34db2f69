// Where a refused form takes the customer: to the form's own message, else to the
// first field in error, scrolled into view and focused, so a refusal is never out of sight with focus
// left on the body. Without JS the page is rendered anew with `autofocus` on that element (the
// browser focuses and scrolls to it on load); with JS the answer comes as data and `useRefusal`
// moves focus there once per answer. The messages themselves are `role="alert"`, so they are
// announced as they appear; the focused field names its message through `aria-describedby`.
import { useEffect, useMemo } from "react";
import { formFailure, type FormFailure } from "~/forms/form-failure";

/** The name `firstRefused` gives the form's own message (no field of the form is called that). */
export const FORM_MESSAGE = "form";

/**
 * Which message of a refusal the customer is taken to: the form's own, else the first field in
 * error in `order` (the order the form shows its fields; fields not listed come after, as answered).
 */
export function firstRefused(failure: FormFailure | undefined, order: readonly string[] = []): string | null {
  if (!failure) return null;
  if (failure.formError) return FORM_MESSAGE;
  const fields = Object.keys(failure.fieldErrors);
  return order.find((field) => fields.includes(field)) ?? fields[0] ?? null;
}

/** The props of the element that receives focus when `name` is the refusal's first (spread them on it). */
export function refusalTarget(first: string | null, name: string): { autoFocus?: true; "data-refused"?: "" } {
  return first === name ? { autoFocus: true, "data-refused": "" } : {};
}

/** Focus (and scroll to) the element a refusal marked, else the first invalid field on the page. */
function focusRefusal() {
  const target =
    document.querySelector<HTMLElement>("[data-refused]") ??
    document.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!target) return;
  target.scrollIntoView({ block: "center" });
  target.focus({ preventScroll: true });
}

/**
 * The refused form in an action's (or a fetcher's) answer, taking the customer to it once per answer.
 * `data` must be the answer as Remix keeps it (`useActionData()`, `fetcher.data`): a new answer, even
 * the same refusal again, is a new object.
 */
export function useRefusal(data: unknown): FormFailure | undefined {
  const failure = useMemo(() => formFailure(data), [data]);
  useEffect(() => {
    if (failure) focusRefusal();
  }, [failure]);
  return failure;
}
