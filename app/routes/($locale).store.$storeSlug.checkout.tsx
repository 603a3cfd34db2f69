// Checkout: where (the delivery location or an address of the book), when (now or a slot the
// platform computed), how to pay (the methods the store offers, saved cards), promo and wallet
// (the cart's own forms), the summary, and placing the order with an idempotency key.
import type { I18nHandle } from "~/i18n/namespaces";
import { withNamespaces } from "~/i18n/client-translations";
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useLocation, useNavigate, useNavigation, useSubmit, Link } from "@remix-run/react";
import { useEffect, useState, type ChangeEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { estimateText } from "~/components/store/store-facts";
import type { OrderTiming } from "~/contract";
import { AddressDetails } from "~/components/address/address-details";
import { requireCustomer } from "~/server/auth.server";
import { requireKnownLocale, requireSlug } from "~/server/route-params.server";
import { loadCheckout, placeCheckout, type CHECKOUT_FORM_FIELDS } from "~/server/checkout.server";
import { readForm } from "~/server/respond.server";
import { keepRetryAfter } from "~/server/too-many-requests.server";
import { firstRefused, FORM_MESSAGE, refusalTarget, useRefusal } from "~/components/refusal";
import { CartPanel } from "~/components/cart/cart-panel";
import { Isolated } from "~/components/isolated";
import { useMoney } from "~/components/money";
import { useI18n } from "~/i18n/react";
import { localePath } from "~/i18n/locale";
import { addressLines } from "~/location/address-text";
import { pageMeta } from "~/utils/meta";

/** The translation namespaces this page uses besides common (app/i18n/namespaces.ts). */
const NAMESPACES = ["cart", "checkout", "account"] as const;
export const handle: I18nHandle = { i18n: NAMESPACES };
export const clientLoader = withNamespaces(NAMESPACES);

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data);

const CHECKOUT_FORM_ID = "checkout-form";
/** The checkout form's posts that come back to it (the page again, every field as posted), besides a cart line's (`cart_line`). */
const RE_RENDERS = new Set(["price", "promo", "promo-remove", "wallet"]);

/** A 429 keeps its Retry-After on the page. */
export const headers: HeadersFunction = keepRetryAfter;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  requireKnownLocale(params);
  const storeSlug = requireSlug(params.storeSlug);
  requireCustomer(context, request);
  return await loadCheckout(context, { request, storeSlug });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  requireKnownLocale(params);
  const storeSlug = requireSlug(params.storeSlug);
  requireCustomer(context, request);
  return placeCheckout(context, { request, storeSlug, form: await readForm(request) });
}

export default function Checkout() {
  const data = useLoaderData<typeof loader>();
  const failure = useRefusal(useActionData<typeof action>());
  const first = firstRefused(failure, ["address", "kind", "field_4", "field_3", "field_5", "building", "floor", "apartment_no", "scheduled_at", "payment_method", "saved_card_id"]);
  const { t, locale } = useI18n();
  const money = useMoney(data.cart.currency);
  const here = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  // Placing, not a re-render for a new total, code or wallet choice (posts of the same form).
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && !RE_RENDERS.has(String(navigation.formData?.get("intent"))) && !navigation.formData?.has("cart_line");
  const errors = failure?.fieldErrors ?? {};
  // Every render shows the form as last posted: after a refused submit what was typed and chosen,
  // else this checkout's draft (kept by every post, decision 44); the address is the priced one.
  const values: Partial<Record<(typeof CHECKOUT_FORM_FIELDS)[number], string>> = failure?.values ?? data.values;
  const defaultAddress = data.address ?? "";
  const chosenMethod = values.payment_method && data.methods.includes(values.payment_method as never) ? values.payment_method : data.methods[0];
  const chosenCard = values.saved_card_id || (data.cards[0] ? String(data.cards[0].id) : "new");
  const submit = useSubmit();
  /** With JS, choosing another address reprices at once (the same form, intent "price"). */
  const repriceOnChange = (event: ChangeEvent<HTMLInputElement>) => {
    const form = event.currentTarget.form;
    if (!form) return;
    const body = new FormData(form);
    body.set("intent", "price");
    submit(body, { method: "post", preventScrollReset: true });
  };
  // With JS the slots show the moment "Schedule for later" is chosen, and the summary is repriced
  // for that timing in the background; without JS the slot list is always there under it.
  const [timing, setTiming] = useState(data.timing);
  useEffect(() => setTiming(data.timing), [data.timing]);
  const chooseTiming = (next: OrderTiming) => {
    setTiming(next);
    navigate(`?timing=${next}`, { replace: true, preventScrollReset: true });
  };
  const showSlots = !hydrated || timing === "scheduled";

  return (
    <div className="container-page max-w-2xl py-6 lg:max-w-6xl">
      <Link to={localePath(locale, `/store/${data.storeSlug}`)} className="btn-link inline-flex min-h-6 items-center text-sm" data-testid="back-to-store">
        {t("checkout.backToStore")}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">{t("checkout.title")}</h1>
      {failure?.formError ? (
        <p role="alert" tabIndex={-1} {...refusalTarget(first, FORM_MESSAGE)} className="mt-4 rounded-md border border-red-700 bg-red-50 p-3 text-red-900" data-testid="checkout-error">
          {failure.formError}
        </p>
      ) : null}
      {data.pendingCode ? (
        <p className="mt-4 rounded-md border border-amber-600 bg-amber-50 p-3 text-amber-950" data-testid="pending-payment">
          {t(data.paying ? "checkout.pendingRepeat" : "checkout.pending", { code: data.pendingCode })}{" "}
          <Link to={localePath(locale, `/order/${data.pendingCode}`)} className="btn-link">{t("checkout.pendingLink", { code: data.pendingCode })}</Link>
        </p>
      ) : null}

      {/* Top to bottom on a phone: address, time, payment, then the cart's promo code and summary, then
          Place order; from the large breakpoint the summary and Place order stay beside the form (decision 44). */}
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start lg:gap-8">
      <Form method="post" id={CHECKOUT_FORM_ID} className="mt-6 flex min-w-0 flex-col gap-6" data-testid="checkout-form" key={defaultAddress}>
        <input type="hidden" name="attempt" value={data.attempt} />
        <input type="hidden" name="priced_address" value={data.pricedFor ?? ""} />
          <fieldset aria-describedby={errors.address ? "address-error" : undefined}>
            <legend className="text-lg font-semibold">{t("checkout.address")}</legend>
            {errors.address ? <p id="address-error" className="field-error" role="alert" tabIndex={-1} {...refusalTarget(first, "address")}>{errors.address}</p> : null}
            <div className="mt-2 flex flex-col gap-2">
              {data.addresses.map((address) => (
                <label key={address.id} className="card flex items-start gap-3">
                  <input type="radio" name="address" value={address.id} defaultChecked={defaultAddress === String(address.id)} onChange={repriceOnChange} className="mt-1 accent-brand-700" />
                  <span>
                    <span className="font-medium">{address.name ?? t(`account.addresses.kinds.${address.kind}`)}</span>
                    {addressLines(address, t).map((line) => (
                      <span key={line} className="block text-sm text-gray-700">{line}</span>
                    ))}
                  </span>
                </label>
              ))}
              {data.location ? (
                <div className="card">
                  <label className="flex items-start gap-3">
                    <input type="radio" name="address" value="location" defaultChecked={defaultAddress === "location"} onChange={repriceOnChange} className="mt-1 accent-brand-700" />
                    <span>{t("checkout.useLocation", { address: data.location.address })}</span>
                  </label>
                  <details className="mt-2 ps-7" open>
                    <summary className="cursor-pointer text-sm text-brand-700">{t("checkout.locationDetails")}</summary>
                    <div className="mt-2">
                      <AddressDetails idPrefix="" values={values} errors={errors} country={data.country} first={first} />
                    </div>
                  </details>
                </div>
              ) : (
                <p className="text-gray-700">{t("checkout.noLocation")}</p>
              )}
              <div className="flex flex-wrap items-center gap-3 text-sm">
                <Link to={`${localePath(locale, "/location")}?redirectTo=${encodeURIComponent(here.pathname + here.search)}`} className="btn-link">
                  {data.location ? t("checkout.changeLocation") : t("checkout.chooseLocation")}
                </Link>
                <Link to={`${localePath(locale, "/account/addresses")}?new=1`} className="btn-link">{t("checkout.addAddress")}</Link>
              </div>
            </div>
          </fieldset>

          <fieldset data-testid="timing">
            <legend className="text-lg font-semibold">{t("checkout.timing")}</legend>
            {!data.storeOpen ? (
              <p className="mt-2 rounded-md border border-warning-500 bg-warning-50 p-3 text-sm text-warning-800" data-testid="checkout-closed">{t("checkout.closedScheduleOnly")}</p>
            ) : null}
            <div className="mt-2 flex flex-col gap-2">
              {(data.storeOpen ? (["instant", "scheduled"] as const) : (["scheduled"] as const)).map((option) => (
                <label key={option} className="card flex min-h-11 items-center gap-3 has-[:checked]:border-brand-700">
                  <input
                    type="radio"
                    name="timing"
                    value={option}
                    checked={hydrated ? timing === option : undefined}
                    defaultChecked={hydrated ? undefined : data.timing === option}
                    onChange={() => chooseTiming(option)}
                    className="accent-brand-700"
                    data-testid={`timing-${option}`}
                  />
                  <span className="flex-1">{t(`checkout.${option}`)}</span>
                  {option === "instant" && data.estimate ? (
                    <span className="text-sm text-gray-700" data-testid="asap-estimate" data-max-minutes={data.estimate.max_minutes}>{estimateText(t, data.estimate, locale.lang)}</span>
                  ) : null}
                </label>
              ))}
            </div>
            {showSlots ? (
              <div className="mt-3">
                <label htmlFor="scheduled_at" className="label">{t("checkout.slot")}</label>
                {data.slotDays.length ? (
                  <select id="scheduled_at" name="scheduled_at" className="input min-h-11" defaultValue={values.scheduled_at} aria-invalid={errors.scheduled_at ? true : undefined} {...refusalTarget(first, "scheduled_at")}>
                    {data.slotDays.map((day) => (
                      <optgroup key={day.label} label={day.label}>
                        {day.slots.map((slot) => (
                          <option key={slot.starts_at} value={slot.starts_at}>{slot.label}</option>
                        ))}
                      </optgroup>
                    ))}
                  </select>
                ) : (
                  <p className="text-gray-700">{t("checkout.noSlots")}</p>
                )}
                {errors.scheduled_at ? <p className="field-error" role="alert">{errors.scheduled_at}</p> : null}
              </div>
            ) : null}
          </fieldset>

          {/* Another address or timing is priced before it can be placed: with JS on choosing it, without by this button (decision 44). */}
          {hydrated ? null : (
            <button type="submit" name="intent" value="price" className="btn-secondary self-start text-sm" data-testid="reprice" formNoValidate>
              {t("checkout.reprice")}
            </button>
          )}

          <fieldset aria-describedby={errors.payment_method ? "method-error" : undefined}>
            <legend className="text-lg font-semibold">{t("checkout.payment")}</legend>
            {errors.payment_method ? <p id="method-error" className="field-error" role="alert" tabIndex={-1} {...refusalTarget(first, "payment_method")}>{errors.payment_method}</p> : null}
            <div className="mt-2 flex flex-col gap-2">
              {data.methods.map((method) => (
                <div key={method} className="card group has-[[data-payment]:checked]:border-brand-700 has-[[data-payment]:checked]:ring-1 has-[[data-payment]:checked]:ring-brand-700">
                  <label className="flex min-h-6 items-center gap-3">
                    <input type="radio" name="payment_method" data-payment value={method} defaultChecked={method === chosenMethod} className="accent-brand-700" data-testid={`method-${method}`} />
                    {t(`checkout.methods.${method}`)}
                  </label>
                  {method === "credit_card" ? (
                    // Saved cards show under the card method only while it is the chosen one (CSS, so without JS too).
                    <fieldset className="mt-2 hidden flex-col gap-1 ps-7 group-has-[[data-payment]:checked]:flex" aria-label={t("checkout.methods.credit_card")}>
                      {data.cards.map((card) => (
                        <label key={card.id} className="flex min-h-6 items-center gap-2 text-sm">
                          <input type="radio" name="saved_card_id" value={card.id} defaultChecked={chosenCard === String(card.id)} className="accent-brand-700" />
                          <span><Isolated k="checkout.card" ltr={{ brand: card.brand, digits: card.last_four }} /></span>
                        </label>
                      ))}
                      <label className="flex min-h-6 items-center gap-2 text-sm">
                        <input type="radio" name="saved_card_id" value="new" defaultChecked={chosenCard === "new"} className="accent-brand-700" />
                        {t("checkout.newCard")}
                      </label>
                      {errors.saved_card_id ? <p className="field-error" role="alert" tabIndex={-1} {...refusalTarget(first, "saved_card_id")}>{errors.saved_card_id}</p> : null}
                    </fieldset>
                  ) : null}
                </div>
              ))}
            </div>
          </fieldset>

      </Form>

      <div className="lg:sticky lg:top-4 lg:mt-6" data-testid="checkout-aside">
      <section className="card mt-6 lg:mt-0" aria-labelledby="checkout-cart-heading">
        <h2 id="checkout-cart-heading" className="text-lg font-semibold">{t("checkout.yourOrder")}</h2>
        <CartPanel cart={data.cart} signedIn wallet={data.wallet} atCheckout checkoutForm={CHECKOUT_FORM_ID} heading={false} />
      </section>

      <button
        type="submit"
        form={CHECKOUT_FORM_ID}
        name="intent"
        value="place"
        className="btn-primary mt-6 min-h-12 w-full text-base"
        disabled={busy || !data.cart.canCheckout}
        data-testid="place-order"
      >
        {busy
          ? t("checkout.placing")
          : data.paying
            ? t("checkout.continuePayment", { code: data.pendingCode ?? "" })
            : t("checkout.place", { amount: data.toPay === null ? t("common.placeholder") : money(data.toPay) })}
      </button>
      </div>
      </div>
    </div>
  );
}
