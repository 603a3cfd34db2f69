// The choices of a product form: its option groups (single or multi, min and max, nested under a
// chosen option, counted with a stepper), as plain inputs that post without JS, and what a refused
// post chose, shown again.
import type { Option, OptionGroup, Product } from "~/contract";
import { groupField } from "~/cart/selection";
import type { FieldErrors, FormFailure } from "~/forms/form-failure";
import { useI18n } from "~/i18n/react";
import type { TFunction } from "~/i18n/translate";
import { refusalTarget } from "~/components/refusal";
import { RequiredMark } from "~/components/required-mark";
import { VariantCalories } from "./product-facts";
import { Stepper } from "./stepper";

function groupHint(t: TFunction, group: OptionGroup): string {
  if (group.selection === "single") return t("product.chooseOne");
  if (group.min > 0) return t("product.chooseRange", { min: group.min, max: group.max });
  return t("product.chooseUpTo", { max: group.max });
}

/** What a refused submit posted, shown again: chosen options, quantities, variant, quantity, request. */
export type Values = FormFailure["values"];

export function submittedValue(values: Values | undefined, name: string): string | undefined {
  return values?.[name];
}

/** A group's field posted more than once (checkboxes) comes back with its option ids joined with commas. */
function wasChosen(values: Values | undefined, name: string, value: string): boolean {
  return Boolean(values?.[name]?.split(",").includes(value));
}

function OptionInput({
  group,
  option,
  money,
  values,
}: {
  group: OptionGroup;
  option: Option;
  money: (m: number) => string;
  values?: Values;
}) {
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
    <label
      className={`flex min-h-11 items-center gap-3 py-1 text-sm ${disabled ? "text-gray-600" : ""}`}
      data-testid="option-row"
    >
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
export function fieldOrder(product: Product): string[] {
  return ["variant", ...groupIdsInOrder(product.option_groups).map(groupField), "specialRequest", "quantity"];
}

/** A price that options or sizes can change: the form without JS says "from". */
export function hasPricedChoices(groups: OptionGroup[]): boolean {
  return groups.some((g) => g.options.some((o) => o.price > 0 || hasPricedChoices(o.option_groups)));
}

/** Option groups (an option's own groups nested under it, one level deeper). */
interface GroupsProps {
  groups: OptionGroup[];
  money: (m: number) => string;
  errors: FieldErrors;
  values?: Values;
  first: string | null;
  depth?: number;
}

export function Groups({ groups, ...rest }: GroupsProps) {
  return (
    <>
      {groups.map((group) => (
        <Group key={group.id} group={group} {...rest} />
      ))}
    </>
  );
}

/** One group: its name and rule, its error, "None" when optional, and its options. */
function Group({
  group,
  money,
  errors,
  values,
  first,
  depth = 0,
}: Omit<GroupsProps, "groups"> & { group: OptionGroup }) {
  const { t } = useI18n();
  const field = groupField(group.id);
  const groupError = errors[field];
  const errorId = `group-error-${group.id}`;
  return (
    <fieldset
      tabIndex={groupError ? -1 : undefined}
      {...refusalTarget(first, field)}
      className={`mt-4 scroll-mt-4 ${depth > 0 ? "border-s-2 border-gray-200 ps-3" : ""}`}
      aria-describedby={groupError ? errorId : undefined}
      data-testid="option-group"
    >
      <legend className="font-semibold">
        {group.name} <span className="text-sm font-normal text-gray-700">· {groupHint(t, group)}</span>
        {group.min > 0 ? <RequiredMark /> : null}
      </legend>
      {groupError ? (
        <p id={errorId} className="field-error" role="alert">
          {groupError}
        </p>
      ) : null}
      {group.selection === "single" && group.min === 0 ? <NoneRow group={group} values={values} /> : null}
      {group.options.map((option) => (
        // An option's own groups appear (and count) only once it is chosen: CSS `:has(:checked)`,
        // so it works without JS too; the server checks them only under chosen options.
        <div key={option.id} data-option>
          <OptionInput group={group} option={option} money={money} values={values} />
          {option.option_groups.length ? (
            <div
              className="ms-6"
              data-nested={option.max_quantity > 1 && group.selection === "multi" ? "always" : "chosen"}
            >
              <p className="text-xs text-gray-700">{t("product.withOption", { option: option.name })}</p>
              <Groups
                groups={option.option_groups}
                money={money}
                errors={errors}
                values={values}
                first={first}
                depth={depth + 1}
              />
            </div>
          ) : null}
        </div>
      ))}
    </fieldset>
  );
}

/** An optional single choice can be undone: "None" posts nothing for the group. */
function NoneRow({ group, values }: { group: OptionGroup; values?: Values }) {
  const { t } = useI18n();
  return (
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
  );
}

/** The sizes: one to choose, each with its calories and price. */
export function Variants({
  product,
  money,
  error,
  values,
  first,
}: {
  product: Product;
  money: (m: number) => string;
  error?: string;
  values?: Values;
  first: string | null;
}) {
  const { t } = useI18n();
  return (
    <fieldset
      className="mt-4 scroll-mt-4"
      tabIndex={error ? -1 : undefined}
      {...refusalTarget(first, "variant")}
      aria-describedby={error ? "variant-error" : undefined}
    >
      <legend className="font-semibold">
        {t("product.variant")}
        <RequiredMark />
      </legend>
      {error ? (
        <p id="variant-error" className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {product.variants.map((variant) => (
        <label
          key={variant.id}
          className={`flex min-h-11 items-center gap-3 py-1 text-sm ${variant.availability === "unavailable" ? "text-gray-600" : ""}`}
          data-testid="option-row"
        >
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
  );
}
