// The product form's state with JS: the running price, the size chosen and the refusals still
// standing, recomputed on every change by the same rules the server applies (priceChoice).
import { useEffect, useState, type FormEvent } from "react";
import type { Product } from "~/contract";
import { choiceErrorField, parseChoiceForm, priceChoice } from "~/cart/selection";
import type { FieldErrors, FormFailure } from "~/forms/form-failure";

/** A refused add's messages, less those of the size and groups the customer has since put right. */
function standingErrors(answered: FieldErrors, stillRefused: Set<string> | null): FieldErrors {
  if (!stillRefused) return answered;
  return Object.fromEntries(
    Object.entries(answered).filter(
      ([field]) => !(field === "variant" || field.startsWith("g.")) || stillRefused.has(field),
    ),
  );
}

/** The form's running choice; `recompute` goes on the fields' container as its change handler. */
export function useRunningChoice(product: Product, failure: FormFailure | undefined) {
  const [price, setPrice] = useState<number | null>(null);
  // The size chosen since the form was shown (JS): the facts' calories follow it.
  const [chosenVariant, setChosenVariant] = useState<number | null>(null);
  // The fields still refused after the customer's changes (null: as answered). A group's or the
  // size's message goes once the choice satisfies it (the same rules the server applies).
  const [stillRefused, setStillRefused] = useState<Set<string> | null>(null);
  useEffect(() => setStillRefused(null), [failure]);

  function recompute(event: FormEvent<HTMLDivElement>) {
    const form = (event.target as HTMLInputElement).form;
    const input = form ? parseChoiceForm(new FormData(form)) : null;
    if (!input) return;
    setChosenVariant(input.variantId);
    const priced = priceChoice(product, { ...input, quantity: Math.max(1, input.quantity || 1) });
    setPrice(priced.unitPriceAfterDiscount * Math.max(1, Number.isSafeInteger(input.quantity) ? input.quantity : 1));
    if (failure)
      setStillRefused(new Set(priced.errors.map(choiceErrorField).filter((field): field is string => field !== null)));
  }

  return { price, chosenVariant, errors: standingErrors(failure?.fieldErrors ?? {}, stillRefused), recompute };
}
