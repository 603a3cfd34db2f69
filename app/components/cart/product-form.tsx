// The product choice form: variants, option groups (single/multi, min/max, nested, quantities),
// special request, quantity and the running price. Plain inputs, so it posts without JS; with JS
// the price follows every change (priceChoice, the same rules the server applies).
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { Option, OptionGroup, Product } from "~/contract";
import { groupField, parseChoiceForm, priceChoice, SPECIAL_REQUEST_MAX } from "~/cart/selection";
import { MAX_LINE_QUANTITY } from "~/cart/cart";
import type { FieldErrors, FormFailure } from "~/forms/form-failure";
import { useI18n } from "~/i18n/react";
import type { TFunction } from "~/i18n/translate";

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
      <div className="flex items-center gap-3 py-1">
        <label htmlFor={id} className="flex-1 text-sm">
          {option.name}
          {price}
          {disabled ? <span className="ms-2 text-gray-600">({t("product.unavailable")})</span> : null}
        </label>
        <input
          id={id}
          type="number"
          name={`q.${group.id}.${option.id}`}
          min={0}
          max={option.max_quantity}
          defaultValue={submittedValue(values, `q.${group.id}.${option.id}`) || 0}
          disabled={disabled}
          inputMode="numeric"
          className="input w-20"
          aria-label={t("product.optionQuantity", { name: option.name })}
        />
      </div>
    );
  }
  return (
    <label className={`flex items-center gap-3 py-1 text-sm ${disabled ? "text-gray-600" : ""}`}>
      <input
        type={group.selection === "single" ? "radio" : "checkbox"}
        name={`g.${group.id}`}
        value={option.id}
        defaultChecked={wasChosen(values, `g.${group.id}`, String(option.id))}
        disabled={disabled}
        className="h-4 w-4 accent-brand-700"
      />
      <span className="flex-1">
        {option.name}
        {price}
        {disabled ? <span className="ms-2">({t("product.unavailable")})</span> : null}
      </span>
    </label>
  );
}

/** The id of the first field in error, in the order the form shows them (a no-JS post lands on it). */
export const FIRST_ERROR_ID = "first-error";

function groupIdsInOrder(groups: OptionGroup[]): number[] {
  return groups.flatMap((g) => [g.id, ...g.options.flatMap((o) => groupIdsInOrder(o.option_groups))]);
}

/** The first message of a refused add, in the order the form shows them: "form" for the form's own. */
function firstErrorField(product: Product, failure: FormFailure | undefined): string | null {
  if (!failure) return null;
  if (failure.formError) return "form";
  const fields = ["variant", ...groupIdsInOrder(product.option_groups).map(groupField), "specialRequest", "quantity"];
  return fields.find((field) => failure.fieldErrors[field]) ?? null;
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
            id={first === field ? FIRST_ERROR_ID : undefined}
            tabIndex={groupError ? -1 : undefined}
            data-choice-error={groupError ? true : undefined}
            className={`mt-4 scroll-mt-4 ${depth > 0 ? "border-s-2 border-gray-200 ps-3" : ""}`}
            aria-describedby={groupError ? errorId : undefined}
            data-testid="option-group"
          >
            <legend className="font-semibold">
              {group.name}{" "}
              <span className="text-sm font-normal text-gray-700">
                · {groupHint(t, group)}
                {group.min > 0 ? ` · ${t("product.required")}` : ""}
              </span>
            </legend>
            {groupError ? (
              <p id={errorId} className="field-error" role="alert">{groupError}</p>
            ) : null}
            {group.selection === "single" && group.min === 0 ? (
              // An optional single choice can be undone: "None" posts nothing for the group.
              <label className="flex items-center gap-3 py-1 text-sm">
                <input
                  type="radio"
                  name={`g.${group.id}`}
                  value=""
                  defaultChecked={!group.options.some((o) => wasChosen(values, `g.${group.id}`, String(o.id)))}
                  className="h-4 w-4 accent-brand-700"
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
}

/** The fields and the submit button; the caller supplies the <Form> (page) or <fetcher.Form> (dialog). */
export function ProductFields({ product, money, failure, hidden }: ProductFormProps) {
  const { t } = useI18n();
  const [price, setPrice] = useState<number | null>(null);
  const base = product.variants.length ? Math.min(...product.variants.map((v) => v.price_after_discount)) : product.price_after_discount;
  const orderable = product.availability === "available";
  const errors = failure?.fieldErrors ?? {};
  const values = failure?.values;
  const formError = failure?.formError;
  const variantError = errors.variant;
  const quantityError = errors.quantity;
  const specialError = errors.specialRequest;

  const first = firstErrorField(product, failure);
  const root = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const maxQuantity = Math.min(product.max_quantity ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY);

  // A failed add brings the first field in error into view and focus (once per answer).
  useEffect(() => {
    if (!first) return;
    const target = root.current?.querySelector<HTMLElement>("[data-choice-error]");
    if (!target) return;
    target.scrollIntoView({ block: "center" });
    target.focus({ preventScroll: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per refused add
  }, [failure]);

  function recompute(event: FormEvent<HTMLDivElement>) {
    const form = (event.target as HTMLInputElement).form;
    if (form) recomputeForm(form);
  }

  function step(delta: number) {
    const input = root.current?.querySelector<HTMLInputElement>('input[name="quantity"]');
    if (!input) return;
    const current = Number(input.value);
    input.value = String(Math.min(maxQuantity, Math.max(1, (Number.isSafeInteger(current) ? current : 1) + delta)));
    if (input.form) recomputeForm(input.form);
  }

  function recomputeForm(form: HTMLFormElement) {
    const input = parseChoiceForm(new FormData(form));
    if (!input) return;
    const priced = priceChoice(product, { ...input, quantity: Math.max(1, input.quantity || 1) });
    setPrice(priced.unitPriceAfterDiscount * Math.max(1, Number.isSafeInteger(input.quantity) ? input.quantity : 1));
  }

  return (
    <div onChange={recompute} ref={root}>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {formError ? (
        <p id={first === "form" ? FIRST_ERROR_ID : undefined} tabIndex={-1} data-choice-error className="rounded-md border border-red-700 bg-red-50 p-3 text-sm text-red-900" role="alert">
          {formError}
        </p>
      ) : null}
      {product.variants.length ? (
        <fieldset
          className="mt-4 scroll-mt-4"
          id={first === "variant" ? FIRST_ERROR_ID : undefined}
          tabIndex={variantError ? -1 : undefined}
          data-choice-error={variantError ? true : undefined}
          aria-describedby={variantError ? "variant-error" : undefined}
        >
          <legend className="font-semibold">
            {t("product.variant")} <span className="text-sm font-normal text-gray-700">· {t("product.required")}</span>
          </legend>
          {variantError ? <p id="variant-error" className="field-error" role="alert">{variantError}</p> : null}
          {product.variants.map((variant) => (
            <label key={variant.id} className={`flex items-center gap-3 py-1 text-sm ${variant.availability === "unavailable" ? "text-gray-600" : ""}`}>
              <input
                type="radio"
                name="variant"
                value={variant.id}
                defaultChecked={submittedValue(values, "variant") === String(variant.id)}
                disabled={variant.availability === "unavailable"}
                className="h-4 w-4 accent-brand-700"
              />
              <span className="flex-1">{variant.name}</span>
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
          data-choice-error={specialError ? true : undefined}
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
              <button type="button" className="btn-secondary h-11 w-11 flex-none p-0 text-lg" onClick={() => step(-1)} aria-label={t("product.less")} data-testid="quantity-less">
                −
              </button>
            ) : null}
            <input
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
              data-choice-error={quantityError ? true : undefined}
            />
            {hydrated ? (
              <button type="button" className="btn-secondary h-11 w-11 flex-none p-0 text-lg" onClick={() => step(1)} aria-label={t("product.more")} data-testid="quantity-more">
                +
              </button>
            ) : null}
          </div>
        </div>
        <button type="submit" className="btn-primary min-h-11 flex-1 text-base" disabled={!orderable} data-testid="add-to-cart">
          {orderable ? t("product.add", { price: money(price ?? base) }) : t("product.notOrderable")}
        </button>
      </div>
      {quantityError ? <p id="quantity-error" className="field-error" role="alert">{quantityError}</p> : null}
    </div>
  );
}
