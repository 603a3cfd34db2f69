// The product choice form: variants, option groups (single/multi, min/max, nested, quantities),
// special request, quantity and the running price. Plain inputs, so it posts without JS; with JS
// the price follows every change (priceChoice, the same rules the server applies).
import type { ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { Product } from "~/contract";
import { SPECIAL_REQUEST_MAX } from "~/cart/selection";
import { MAX_LINE_QUANTITY } from "~/cart/cart";
import type { FormFailure } from "~/forms/form-failure";
import { useI18n } from "~/i18n/react";
import { firstRefused, FORM_MESSAGE, refusalTarget } from "~/components/refusal";
import { imageAt, srcSet } from "~/utils/images";
import { cappedSizes, pictureWidths } from "~/utils/picture-sizes";
import { ProductFacts } from "./product-facts";
import { fieldOrder, Groups, hasPricedChoices, submittedValue, Variants } from "./product-options";
import { Stepper } from "./stepper";
import { useRunningChoice } from "./use-running-choice";

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
  const { price, chosenVariant, errors, recompute } = useRunningChoice(product, failure);
  const values = failure?.values;
  // Where a refusal takes the customer (app/components/refusal.ts): autofocus without JS, useRefusal with it.
  const first = firstRefused(failure, fieldOrder(product));
  // The size the facts' calories are for: the one chosen, else the one a refused post chose (server-rendered).
  const facts = <ProductFacts product={product} variantId={chosenVariant ?? submittedVariant(values)} />;

  if (product.availability !== "available") return <UnavailableFields facts={facts} />;

  return (
    <div onChange={recompute}>
      {facts}
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {failure?.formError ? <FormMessage message={failure.formError} first={first} /> : null}
      {product.variants.length ? (
        <Variants product={product} money={money} error={errors.variant} values={values} first={first} />
      ) : null}
      <Groups groups={product.option_groups} money={money} errors={errors} values={values} first={first} />
      <SpecialRequest values={values} error={errors.specialRequest} first={first} />
      <AddBar
        product={product}
        money={money}
        price={price}
        values={values}
        quantityError={errors.quantity}
        first={first}
        addOff={addOff}
      />
      {errors.quantity ? (
        <p id="quantity-error" className="field-error" role="alert">
          {errors.quantity}
        </p>
      ) : null}
    </div>
  );
}

/** The size a refused post chose, shown again; null when none (or not a size's id). */
function submittedVariant(values: FormFailure["values"] | undefined): number | null {
  const id = Number(submittedValue(values, "variant"));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** A refused add's message for the whole form, at the top (where a refusal of no field takes the customer). */
function FormMessage({ message, first }: { message: string; first: string | null }) {
  return (
    <p
      tabIndex={-1}
      {...refusalTarget(first, FORM_MESSAGE)}
      className="rounded-md border border-red-700 bg-red-50 p-3 text-sm text-red-900"
      role="alert"
    >
      {message}
    </p>
  );
}

/** Nothing to choose: the product says it is unavailable, and its button is short and disabled. */
function UnavailableFields({ facts }: { facts: ReactNode }) {
  const { t } = useI18n();
  return (
    <div>
      {facts}
      <p className="mt-4 rounded-md bg-gray-100 p-3 text-sm text-gray-800" data-testid="product-unavailable">
        {t("product.notOrderable")}
      </p>
      <div className="mt-4 flex justify-end">
        <button type="submit" className="btn-primary min-h-11 px-6" disabled data-testid="add-to-cart">
          {t("product.unavailable")}
        </button>
      </div>
    </div>
  );
}

/** The special request: a short note for the kitchen. */
function SpecialRequest({
  values,
  error: specialError,
  first,
}: {
  values?: FormFailure["values"];
  error?: string;
  first: string | null;
}) {
  const { t } = useI18n();
  return (
    <div className="mt-4">
      <label htmlFor="special-request" className="label">
        {t("product.specialRequest")}
      </label>
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
      <p id="special-request-hint" className="mt-1 text-xs text-gray-700">
        {t("product.specialRequestHint")}
      </p>
      {specialError ? (
        <p className="field-error" role="alert">
          {specialError}
        </p>
      ) : null}
    </div>
  );
}

/** Quantity and Add, at the bottom of the sheet (and of the screen on the product page), with the price. */
function AddBar({
  product,
  money,
  price,
  values,
  quantityError,
  first,
  addOff,
}: Pick<ProductFormProps, "product" | "money"> & {
  price: number | null;
  values?: FormFailure["values"];
  quantityError?: string;
  first: string | null;
  addOff: string | null;
}) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 mt-4 flex items-end gap-3 border-t border-gray-200 bg-white px-4 py-3">
      <QuantityField product={product} values={values} error={quantityError} first={first} />
      <AddButton product={product} money={money} price={price} addOff={addOff} />
    </div>
  );
}

/** The line's quantity: a stepper up to the product's (and any line's) maximum. */
function QuantityField({
  product,
  values,
  error,
  first,
}: {
  product: Product;
  values?: FormFailure["values"];
  error?: string;
  first: string | null;
}) {
  const { t } = useI18n();
  const maxQuantity = Math.min(product.max_quantity ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY);
  return (
    <div>
      <label htmlFor="quantity" className="label">
        {t("cart.quantity")}
      </label>
      <Stepper
        id="quantity"
        name="quantity"
        min={1}
        max={maxQuantity}
        defaultValue={submittedValue(values, "quantity") || 1}
        lessLabel={t("product.less")}
        moreLabel={t("product.more")}
        testId="quantity"
        invalid={Boolean(error)}
        describedBy={error ? "quantity-error" : undefined}
        refusal={refusalTarget(first, "quantity")}
      />
    </div>
  );
}

/** "Add to cart" with the price it adds (or, without JS, the product's own beside it), or why nothing can be added. */
function AddButton({
  product,
  money,
  price,
  addOff,
}: Pick<ProductFormProps, "product" | "money"> & { price: number | null; addOff: string | null }) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const base = product.variants.length
    ? Math.min(...product.variants.map((v) => v.price_after_discount))
    : product.price_after_discount;
  return (
    <div className="flex flex-1 flex-col gap-1">
      {/* Without JS nothing re-prices the choice before it is posted: the button names no price, and
          the price beside it is the product's own, said as "from" when choices can change it
          (decision 0061). With JS the button carries the running price. */}
      {hydrated ? null : (
        <p className="text-sm text-gray-700" data-testid="price-from">
          {product.variants.length || hasPricedChoices(product.option_groups)
            ? t("product.priceFrom", { price: money(base) })
            : t("product.priceEach", { price: money(base) })}
        </p>
      )}
      {addOff ? (
        <p id={ADD_OFF_REASON_ID} className="text-sm font-semibold text-red-800" data-testid="add-off-reason">
          {addOff}
        </p>
      ) : null}
      <button
        type="submit"
        className="btn-primary min-h-11 w-full text-base"
        disabled={addOff !== null}
        aria-describedby={addOff ? ADD_OFF_REASON_ID : undefined}
        data-testid="add-to-cart"
      >
        {hydrated ? t("product.add", { price: money(price ?? base) }) : t("product.addPlain")}
      </button>
    </div>
  );
}
