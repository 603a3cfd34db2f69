// The product choice form: variants, option groups (single/multi, min/max, nested, quantities),
// special request, quantity and the running price. Plain inputs, so it posts without JS; with JS
// the price follows every change (priceChoice, the same rules the server applies).
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { Option, OptionGroup, Product } from "~/contract";
import { choiceErrorField, groupField, parseChoiceForm, priceChoice, SPECIAL_REQUEST_MAX } from "~/cart/selection";
import { MAX_LINE_QUANTITY } from "~/cart/cart";
import type { FieldErrors, FormFailure } from "~/forms/form-failure";
import { useI18n } from "~/i18n/react";
import type { TFunction } from "~/i18n/translate";
import { firstRefused, FORM_MESSAGE, refusalTarget } from "~/components/refusal";
import { RequiredMark } from "~/components/required-mark";
import { imageAt, srcSet } from "~/utils/images";
import { cappedSizes, pictureWidths } from "~/utils/picture-sizes";
import { ProductFacts, VariantCalories } from "./product-facts";

/** The photo's widest box: the product page's column (max-w-2xl less its padding). */
const PHOTO_MAX_PX = 640;
const PHOTO_WIDTHS = pictureWidths(PHOTO_MAX_PX);

/**
 * The product's photo at the top of the sheet and the page: a fixed box (no shift), at the size it is
 * drawn. On the product page it is the largest paint (`lead`): fetched at once, first (React 18 knows
 * no fetchPriority prop: the attribute is passed as written); in the sheet, lazily.
 */
export function ProductPhoto({ image, lead = false }: { image: string | null; lead?: boolean }) {
  if (!image) return null;
  return (
    <img
      {...(lead ? { fetchpriority: "high" } : { loading: "lazy" as const })}
      src={imageAt(image, 720)}
      srcSet={srcSet(image, PHOTO_WIDTHS)}
      sizes={cappedSizes("calc(100vw - 2rem)", `(min-width: 672px) ${PHOTO_MAX_PX}px`)}
      alt=""
      width={480}
      height={360}
      decoding={lead ? undefined : "async"}
      className="h-44 w-full rounded-lg bg-gray-100 object-cover sm:h-56"
      data-testid="product-photo"
    />
  );
}

/** One more or one fewer in a number field, within its bounds; the form's price follows (the `input` event it sends). */
function stepField(input: HTMLInputElement | null, delta: number) {
  if (!input) return;
  const min = Number(input.min || 0);
  const max = Number(input.max || Number.MAX_SAFE_INTEGER);
  const current = Number(input.value);
  const next = String(Math.min(max, Math.max(min, (Number.isSafeInteger(current) ? current : min) + delta)));
  // Through the native setter, so React's onChange sees the input event as the customer's own.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, next);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * A number field with − and + beside it (44 px each). Without JS it is the number
 * field alone (typed in, posted with the form); the buttons come with JS (decision 0060).
 */
function Stepper({
  id,
  name,
  min,
  max,
  defaultValue,
  disabled,
  label,
  lessLabel,
  moreLabel,
  testId,
  invalid,
  describedBy,
  refusal,
}: {
  id: string;
  name: string;
  min: number;
  max: number;
  defaultValue: string | number;
  disabled?: boolean;
  label?: string;
  lessLabel: string;
  moreLabel: string;
  testId: string;
  invalid?: boolean;
  describedBy?: string;
  refusal?: ReturnType<typeof refusalTarget>;
}) {
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="flex flex-none items-center gap-1" data-testid={testId}>
      {hydrated ? (
        <button type="button" className="btn-secondary h-11 w-11 flex-none p-0 text-lg" onClick={() => stepField(input.current, -1)} aria-label={lessLabel} disabled={disabled} data-testid={`${testId}-less`}>
          −
        </button>
      ) : null}
      <input
        ref={input}
        id={id}
        type="number"
        name={name}
        min={min}
        max={max}
        defaultValue={defaultValue}
        disabled={disabled}
        inputMode="numeric"
        className={`input min-h-11 text-center ${hydrated ? "w-14" : "w-20"}`}
        aria-label={label}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        {...refusal}
      />
      {hydrated ? (
        <button type="button" className="btn-secondary h-11 w-11 flex-none p-0 text-lg" onClick={() => stepField(input.current, 1)} aria-label={moreLabel} disabled={disabled} data-testid={`${testId}-more`}>
          +
        </button>
      ) : null}
    </div>
  );
}

function groupHint(t: TFunction, group: OptionGroup): string {
  if (group.selection === "single") return t("product.chooseOne");
  if (group.min > 0) return t("product.chooseRange", { min: group.min, max: group.max });
  return t("product.chooseUpTo", { max: group.max });
}

/** What a refused submit posted, shown again: chosen options, quantities, variant, quantity, request. */
type Values = FormFailure["values"];

function submittedValue(values: Values | undefined, name: string): string | undefined {
  return values?.[name];
}

/** A group's field posted more than once (checkboxes) comes back with its option ids joined with commas. */
function wasChosen(values: Values | undefined, name: string, value: string): boolean {
  return Boolean(values?.[name]?.split(",").includes(value));
}

function OptionInput({ group, option, money, values }: { group: OptionGroup; option: Option; money: (m: number) => string; values?: Values }) {
  const { t } = useI18n();
  const disabled = option.availability === "unavailable";
  const price = option.price > 0 ? ` (+${money(option.price)})` : "";
  if (option.max_quantity > 1 && group.selection === "multi") {
    const id = `q-${group.id}-${option.id}`;
    return (
      <div className={`flex min-h-11 items-center gap-3 py-1 ${disabled ? "text-gray-600" : ""}`}>
        <label htmlFor={id} className="flex-1 text-sm">
          {option.name}
          {price}
          {disabled ? <span className="ms-2">({t("product.unavailable")})</span> : null}
        </label>
        <Stepper
          id={id}
          name={`q.${group.id}.${option.id}`}
          min={0}
          max={option.max_quantity}
          defaultValue={submittedValue(values, `q.${group.id}.${option.id}`) || 0}
          disabled={disabled}
          label={t("product.optionQuantity", { name: option.name })}
          lessLabel={t("product.lessOf", { name: option.name })}
          moreLabel={t("product.moreOf", { name: option.name })}
          testId="option-stepper"
        />
      </div>
    );
  }
  return (
    <label className={`flex min-h-11 items-center gap-3 py-1 text-sm ${disabled ? "text-gray-600" : ""}`} data-testid="option-row">
      <input
        type={group.selection === "single" ? "radio" : "checkbox"}
        name={`g.${group.id}`}
        value={option.id}
        defaultChecked={wasChosen(values, `g.${group.id}`, String(option.id))}
        disabled={disabled}
        className="h-5 w-5 flex-none accent-brand-700"
      />
      <span className="flex-1">
        {option.name}
        {price}
        {disabled ? <span className="ms-2">({t("product.unavailable")})</span> : null}
      </span>
    </label>
  );
}

function groupIdsInOrder(groups: OptionGroup[]): number[] {
  return groups.flatMap((g) => [g.id, ...g.options.flatMap((o) => groupIdsInOrder(o.option_groups))]);
}

/** The fields of the form in the order it shows them (a refusal takes the customer to the first in error). */
function fieldOrder(product: Product): string[] {
  return ["variant", ...groupIdsInOrder(product.option_groups).map(groupField), "specialRequest", "quantity"];
}

/** A price that options or sizes can change: the form without JS says "from". */
function hasPricedChoices(groups: OptionGroup[]): boolean {
  return groups.some((g) => g.options.some((o) => o.price > 0 || hasPricedChoices(o.option_groups)));
}

function Groups({
  groups,
  money,
  errors,
  values,
  first,
  depth = 0,
}: {
  groups: OptionGroup[];
  money: (m: number) => string;
  errors: FieldErrors;
  values?: Values;
  first: string | null;
  depth?: number;
}) {
  const { t } = useI18n();
  return (
    <>
      {groups.map((group) => {
        const field = groupField(group.id);
        const groupError = errors[field];
        const errorId = `group-error-${group.id}`;
        return (
          <fieldset
            key={group.id}
            tabIndex={groupError ? -1 : undefined}
            {...refusalTarget(first, field)}
            className={`mt-4 scroll-mt-4 ${depth > 0 ? "border-s-2 border-gray-200 ps-3" : ""}`}
            aria-describedby={groupError ? errorId : undefined}
            data-testid="option-group"
          >
            <legend className="font-semibold">
              {group.name}{" "}
              <span className="text-sm font-normal text-gray-700">
                · {groupHint(t, group)}
              </span>
              {group.min > 0 ? <RequiredMark /> : null}
            </legend>
            {groupError ? (
              <p id={errorId} className="field-error" role="alert">{groupError}</p>
            ) : null}
            {group.selection === "single" && group.min === 0 ? (
              // An optional single choice can be undone: "None" posts nothing for the group.
              <label className="flex min-h-11 items-center gap-3 py-1 text-sm" data-testid="option-row">
                <input
                  type="radio"
                  name={`g.${group.id}`}
                  value=""
                  defaultChecked={!group.options.some((o) => wasChosen(values, `g.${group.id}`, String(o.id)))}
                  className="h-5 w-5 flex-none accent-brand-700"
                  data-testid="option-none"
                />
                <span className="flex-1">{t("product.none")}</span>
              </label>
            ) : null}
            {group.options.map((option) => (
              // An option's own groups appear (and count) only once it is chosen: CSS `:has(:checked)`,
              // so it works without JS too; the server checks them only under chosen options.
              <div key={option.id} data-option>
                <OptionInput group={group} option={option} money={money} values={values} />
                {option.option_groups.length ? (
                  <div className="ms-6" data-nested={option.max_quantity > 1 && group.selection === "multi" ? "always" : "chosen"}>
                    <p className="text-xs text-gray-700">{t("product.withOption", { option: option.name })}</p>
                    <Groups groups={option.option_groups} money={money} errors={errors} values={values} first={first} depth={depth + 1} />
                  </div>
                ) : null}
              </div>
            ))}
          </fieldset>
        );
      })}
    </>
  );
}

export interface ProductFormProps {
  product: Product;
  money: (minor: number) => string;
  /** A refused add: the messages, and what was posted, shown again (without JS the page is rendered afresh). */
  failure: FormFailure | undefined;
  /** Hidden fields: intent, storeSlug, menuId, productId, redirectTo. */
  hidden: Record<string, string>;
  /** Why nothing can be added (the store does not deliver to the chosen location): the button is disabled and says it. */
  addOff?: string | null;
}

/** The id of the reason beside a disabled "Add to cart" (its accessible description). */
const ADD_OFF_REASON_ID = "add-off-reason";

/** The fields and the submit button; the caller supplies the <Form> (page) or <fetcher.Form> (dialog). */
export function ProductFields({ product, money, failure, hidden, addOff = null }: ProductFormProps) {
  const { t } = useI18n();
  const [price, setPrice] = useState<number | null>(null);
  // The size chosen since the form was shown (JS): the facts' calories follow it.
  const [chosenVariant, setChosenVariant] = useState<number | null>(null);
  // The fields still refused after the customer's changes (null: as answered). A group's or the
  // size's message goes once the choice satisfies it (the same rules the server applies).
  const [stillRefused, setStillRefused] = useState<Set<string> | null>(null);
  const base = product.variants.length ? Math.min(...product.variants.map((v) => v.price_after_discount)) : product.price_after_discount;
  const orderable = product.availability === "available";
  const answered = failure?.fieldErrors ?? {};
  const errors = stillRefused
    ? Object.fromEntries(Object.entries(answered).filter(([field]) => !(field === "variant" || field.startsWith("g.")) || stillRefused.has(field)))
    : answered;
  const values = failure?.values;
  const formError = failure?.formError;
  const variantError = errors.variant;
  const quantityError = errors.quantity;
  const specialError = errors.specialRequest;

  // Where a refusal takes the customer (app/components/refusal.ts): autofocus without JS, useRefusal with it.
  const first = firstRefused(failure, fieldOrder(product));
  const hydrated = useHydrated();
  const maxQuantity = Math.min(product.max_quantity ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY);
  const quantityInput = useRef<HTMLInputElement>(null);

  useEffect(() => setStillRefused(null), [failure]);
  // The size the facts' calories are for: the one chosen, else the one a refused post chose (server-rendered).
  const submittedVariant = Number(submittedValue(values, "variant"));
  const factsVariant = chosenVariant ?? (Number.isSafeInteger(submittedVariant) && submittedVariant > 0 ? submittedVariant : null);
  const facts = <ProductFacts product={product} variantId={factsVariant} />;

  function recompute(event: FormEvent<HTMLDivElement>) {
    const form = (event.target as HTMLInputElement).form;
    if (form) recomputeForm(form);
  }

  function recomputeForm(form: HTMLFormElement) {
    const input = parseChoiceForm(new FormData(form));
    if (!input) return;
    setChosenVariant(input.variantId);
    const priced = priceChoice(product, { ...input, quantity: Math.max(1, input.quantity || 1) });
    setPrice(priced.unitPriceAfterDiscount * Math.max(1, Number.isSafeInteger(input.quantity) ? input.quantity : 1));
    if (failure) setStillRefused(new Set(priced.errors.map(choiceErrorField).filter((field): field is string => field !== null)));
  }

  if (!orderable) {
    // Nothing to choose: the product says it is unavailable, and its button is short and disabled.
    return (
      <div>
        {facts}
        <p className="mt-4 rounded-md bg-gray-100 p-3 text-sm text-gray-800" data-testid="product-unavailable">{t("product.notOrderable")}</p>
        <div className="mt-4 flex justify-end">
          <button type="submit" className="btn-primary min-h-11 px-6" disabled data-testid="add-to-cart">
            {t("product.unavailable")}
          </button>
        </div>
      </div>
    );
  }

  return (
    <div onChange={recompute}>
      {facts}
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {formError ? (
        <p tabIndex={-1} {...refusalTarget(first, FORM_MESSAGE)} className="rounded-md border border-red-700 bg-red-50 p-3 text-sm text-red-900" role="alert">
          {formError}
        </p>
      ) : null}
      {product.variants.length ? (
        <fieldset
          className="mt-4 scroll-mt-4"
          tabIndex={variantError ? -1 : undefined}
          {...refusalTarget(first, "variant")}
          aria-describedby={variantError ? "variant-error" : undefined}
        >
          <legend className="font-semibold">
            {t("product.variant")}
            <RequiredMark />
          </legend>
          {variantError ? <p id="variant-error" className="field-error" role="alert">{variantError}</p> : null}
          {product.variants.map((variant) => (
            <label key={variant.id} className={`flex min-h-11 items-center gap-3 py-1 text-sm ${variant.availability === "unavailable" ? "text-gray-600" : ""}`} data-testid="option-row">
              <input
                type="radio"
                name="variant"
                value={variant.id}
                defaultChecked={submittedValue(values, "variant") === String(variant.id)}
                disabled={variant.availability === "unavailable"}
                className="h-5 w-5 flex-none accent-brand-700"
              />
              <span className="flex-1">
                {variant.name}
                <VariantCalories product={product} variantId={variant.id} />
              </span>
              <span>{money(variant.price_after_discount)}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <Groups groups={product.option_groups} money={money} errors={errors} values={values} first={first} />
      <div className="mt-4">
        <label htmlFor="special-request" className="label">{t("product.specialRequest")}</label>
        <textarea
          id="special-request"
          name="specialRequest"
          maxLength={SPECIAL_REQUEST_MAX}
          rows={2}
          className="input"
          defaultValue={submittedValue(values, "specialRequest")}
          aria-describedby="special-request-hint"
          aria-invalid={specialError ? true : undefined}
          {...refusalTarget(first, "specialRequest")}
        />
        <p id="special-request-hint" className="mt-1 text-xs text-gray-700">{t("product.specialRequestHint")}</p>
        {specialError ? <p className="field-error" role="alert">{specialError}</p> : null}
      </div>
      {/* Quantity and Add stay at the bottom of the sheet (and of the screen on the product page). */}
      <div className="sticky bottom-0 z-10 -mx-4 mt-4 flex items-end gap-3 border-t border-gray-200 bg-white px-4 py-3">
        <div>
          <label htmlFor="quantity" className="label">{t("cart.quantity")}</label>
          <div className="flex items-center gap-1">
            {hydrated ? (
              <button type="button" className="btn-secondary h-11 w-11 flex-none p-0 text-lg" onClick={() => stepField(quantityInput.current, -1)} aria-label={t("product.less")} data-testid="quantity-less">
                −
              </button>
            ) : null}
            <input
              ref={quantityInput}
              id="quantity"
              type="number"
              name="quantity"
              min={1}
              max={maxQuantity}
              defaultValue={submittedValue(values, "quantity") || 1}
              inputMode="numeric"
              className={`input min-h-11 text-center ${hydrated ? "w-14" : "w-20"}`}
              aria-invalid={quantityError ? true : undefined}
              aria-describedby={quantityError ? "quantity-error" : undefined}
              {...refusalTarget(first, "quantity")}
            />
            {hydrated ? (
              <button type="button" className="btn-secondary h-11 w-11 flex-none p-0 text-lg" onClick={() => stepField(quantityInput.current, 1)} aria-label={t("product.more")} data-testid="quantity-more">
                +
              </button>
            ) : null}
          </div>
        </div>
        <div className="flex flex-1 flex-col gap-1">
          {/* Without JS nothing re-prices the choice before it is posted: the button names no price, and
              the price beside it is the product's own, said as "from" when choices can change it
              (decision 0061). With JS the button carries the running price. */}
          {hydrated ? null : (
            <p className="text-sm text-gray-700" data-testid="price-from">
              {product.variants.length || hasPricedChoices(product.option_groups) ? t("product.priceFrom", { price: money(base) }) : t("product.priceEach", { price: money(base) })}
            </p>
          )}
          {addOff ? <p id={ADD_OFF_REASON_ID} className="text-sm font-semibold text-red-800" data-testid="add-off-reason">{addOff}</p> : null}
          <button type="submit" className="btn-primary min-h-11 w-full text-base" disabled={addOff !== null} aria-describedby={addOff ? ADD_OFF_REASON_ID : undefined} data-testid="add-to-cart">
            {hydrated ? t("product.add", { price: money(price ?? base) }) : t("product.addPlain")}
          </button>
        </div>
      </div>
      {quantityError ? <p id="quantity-error" className="field-error" role="alert">{quantityError}</p> : null}
    </div>
  );
}
