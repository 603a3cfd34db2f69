// A refused add to cart in the one failure shape (decision 21): each choice error in the
// customer's language under the product form's field it belongs to (`variant`, `g.<group>`,
// `specialRequest`, `quantity`; the product or an unknown option is the form's message), and what
// was posted, so the form shows every choice again.
import type { TypedResponse } from "@remix-run/node";
import { choiceErrorField, type ChoiceError } from "~/cart/selection";
import type { FieldErrors, FormFailure } from "~/forms/form-failure";
import type { TFunction } from "~/i18n/translate";
import { invalid } from "../request";

/** The product form's fields a refused add shows again. */
const CHOICE_FIELD = /^(variant|quantity|specialRequest|[gq]\.[\d.]+)$/;

/**
 * What a product form posted (bounded), as the form's values: a field posted more than once (a
 * group's checkboxes) has its values joined with commas (option ids, which have none).
 */
export function submittedChoice(form: FormData | null): Record<string, string> {
  const values: Record<string, string> = {};
  const entries = [...(form?.entries() ?? [])]
    .filter((entry): entry is [string, string] => typeof entry[1] === "string" && CHOICE_FIELD.test(entry[0]))
    .slice(0, 500);
  for (const [name, value] of entries) {
    const shown = value.slice(0, 600);
    values[name] = name in values ? `${values[name]},${shown}` : shown;
  }
  return values;
}

function choiceErrorMessage(t: TFunction, error: ChoiceError): string {
  switch (error.code) {
    case "unavailable":
      return error.field === "product"
        ? t("product.errors.product")
        : error.field === "variant"
          ? t("product.errors.variantUnavailable")
          : t("product.errors.unavailableOption");
    case "required":
      return t("product.errors.variantRequired");
    case "unknown":
      return error.field === "variant" ? t("product.errors.variantUnknown") : t("product.errors.unknown");
    case "range":
      return t("product.errors.quantity", { max: error.max });
    case "inCart":
      return t("product.errors.inCart", { count: error.inCart, max: error.max });
    case "tooLong":
      return t("product.errors.specialRequest", { max: error.max });
    case "min":
      return t("product.errors.min", { min: error.min });
    case "max":
      return t("product.errors.max", { max: error.max });
    case "single":
      return t("product.errors.single");
    case "optionMax":
      return t("product.errors.optionMax", { max: error.max });
  }
}

/**
 * A 400 with the refused add (the product page renders it without JS; the dialog reads it as data):
 * the first error of each field next to it, the first about the whole form as its message.
 */
export function choiceFailure(
  t: TFunction,
  errors: ChoiceError[],
  values: Record<string, string>,
): TypedResponse<FormFailure> {
  const fieldErrors: FieldErrors = {};
  let formError: string | null = null;
  for (const error of errors) {
    const field = choiceErrorField(error);
    if (field === null) formError ??= choiceErrorMessage(t, error);
    else fieldErrors[field] ??= choiceErrorMessage(t, error);
  }
  return invalid(values, fieldErrors, formError);
}
