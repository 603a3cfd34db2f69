// Checkout: where (the delivery location or an address of the book), when (now or a slot the
// platform computed), how to pay (the methods the store offers, saved cards), the promo code,
// delivery preferences (sent in the order's notes), the wallet (the cart's own form), the summary,
// and placing the order with an idempotency key. Each section is a component of
// app/components/checkout; this route loads, answers the form and composes them.
import type { I18nHandle } from "~/i18n/namespaces";
import { withNamespaces } from "~/i18n/client-translations";
import type {
  ActionFunctionArgs,
  HeadersFunction,
  LoaderFunctionArgs,
  MetaFunction,
  SerializeFrom,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData, Link } from "@remix-run/react";
import { requireCustomer } from "~/server/sign-in";
import { requireKnownLocale, requireSlug, readForm } from "~/server/request";
import { loadCheckout, placeCheckout, type CHECKOUT_FORM_FIELDS, takeOrderAgainChanges } from "~/server/checkout";
import { OrderAgainChanges } from "~/components/checkout/order-again-changes";
import { keepRetryAfter } from "~/server/ops";
import { firstRefused, FORM_MESSAGE, refusalTarget, useRefusal } from "~/components/refusal";
import { DeliveryAddress } from "~/components/checkout/delivery-address";
import { DeliveryTiming } from "~/components/checkout/delivery-timing";
import { PaymentMethods } from "~/components/checkout/payment-methods";
import { DeliveryPreferences } from "~/components/checkout/delivery-preferences";
import { PlaceOrder, RepriceButton } from "~/components/checkout/place-order";
import { PromoForm } from "~/components/cart/promo-form";
import { useI18n } from "~/i18n/react";
import { localePath } from "~/i18n/locale";
import { pageMeta } from "~/utils/meta";
import type { FieldErrors } from "~/forms/form-failure";

/** The translation namespaces this page uses besides common (app/i18n/namespaces.ts). */
const NAMESPACES = ["cart", "checkout", "address"] as const;
export const handle: I18nHandle = { i18n: NAMESPACES };
export const clientLoader = withNamespaces(NAMESPACES);

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data);

const CHECKOUT_FORM_ID = "checkout-form";

/** A 429 keeps its Retry-After on the page. */
export const headers: HeadersFunction = keepRetryAfter;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  requireKnownLocale(params);
  const storeSlug = requireSlug(params.storeSlug);
  requireCustomer(context, request);
  return {
    ...(await loadCheckout(context, { request, storeSlug })),
    againChanges: takeOrderAgainChanges(context, storeSlug),
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  requireKnownLocale(params);
  const storeSlug = requireSlug(params.storeSlug);
  requireCustomer(context, request);
  return placeCheckout(context, { request, storeSlug, form: await readForm(request) });
}

/** The checkout's fields in the order the form shows them: a refusal takes the customer to the first. */
const FIELD_ORDER = [
  "address",
  "kind",
  "field_4",
  "field_3",
  "field_5",
  "building",
  "floor",
  "apartment_no",
  "schedule_time",
  "payment_method",
  "saved_card_id",
];

type CheckoutData = SerializeFrom<typeof loader>;
type FieldValues = Partial<Record<(typeof CHECKOUT_FORM_FIELDS)[number], string>>;

export default function Checkout() {
  const data = useLoaderData<typeof loader>();
  const failure = useRefusal(useActionData<typeof action>());
  const first = firstRefused(failure, FIELD_ORDER);
  const { t, locale } = useI18n();

  return (
    // Whatever a refusal or a link scrolls to stays clear of the pinned Place order bar.
    <div className="container-page max-w-2xl py-4 lg:max-w-6xl lg:py-6 [&_*]:scroll-mb-24">
      <Link
        to={localePath(locale, `/store/${data.storeSlug}`)}
        className="btn-link text-sm"
        data-testid="back-to-store"
      >
        {t("checkout.backToStore")}
      </Link>
      <h1 className="mt-1 text-2xl font-bold">{t("checkout.title")}</h1>
      <OrderAgainChanges changes={data.againChanges} />
      {failure?.formError ? <CheckoutError message={failure.formError} first={first} /> : null}
      {data.pendingCode ? <PendingPayment code={data.pendingCode} paying={data.paying} /> : null}

      {/* Top to bottom on a phone: address, then rows that open in place (time, payment, promo code),
          preferences, then the cart and its summary, then Place order pinned to the bottom
          (decision 118); from the large breakpoint the summary and Place order stay beside the form
          (decision 44). */}
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start lg:gap-8">
        <CheckoutForm
          data={data}
          // Every render shows the form as last posted: after a refused submit what was typed and chosen,
          // else this checkout's draft (kept by every post, decision 44); the address is the priced one.
          values={failure?.values ?? data.values}
          errors={failure?.fieldErrors ?? {}}
          first={first}
          // The button the last post was sent with (the form's answer carries it): the row it changed opens.
          posted={failure?.values.intent}
        />
        <PlaceOrder
          cart={data.cart}
          wallet={data.wallet}
          form={CHECKOUT_FORM_ID}
          toPay={data.toPay}
          paying={data.paying}
          pendingCode={data.pendingCode}
          opensAt={data.opensAt}
        />
      </div>
    </div>
  );
}

/** Why the last post was refused as a whole (not one field's). */
function CheckoutError({ message, first }: { message: string; first: string | null }) {
  return (
    <p
      role="alert"
      tabIndex={-1}
      {...refusalTarget(first, FORM_MESSAGE)}
      className="mt-4 rounded-md border border-red-700 bg-red-50 p-3 text-red-900"
      data-testid="checkout-error"
    >
      {message}
    </p>
  );
}

/** An order of this checkout still waits for its payment: a link to it. */
function PendingPayment({ code, paying }: { code: string; paying: boolean }) {
  const { t, locale } = useI18n();
  return (
    <p className="mt-4 rounded-md border border-amber-600 bg-amber-50 p-3 text-amber-950" data-testid="pending-payment">
      {t(paying ? "checkout.pendingRepeat" : "checkout.pending", { code })}{" "}
      <Link to={localePath(locale, `/order/${code}`)} className="btn-link">
        {t("checkout.pendingLink", { code })}
      </Link>
    </p>
  );
}

/** The form Place order submits: where, when, how to pay, the promo code and the preferences. */
function CheckoutForm({
  data,
  values,
  errors,
  first,
  posted,
}: {
  data: CheckoutData;
  values: FieldValues;
  errors: FieldErrors;
  first: string | null;
  posted: string | undefined;
}) {
  const defaultAddress = data.address ?? "";
  return (
    <Form
      method="post"
      id={CHECKOUT_FORM_ID}
      className="mt-4 flex min-w-0 flex-col gap-3 lg:mt-6 lg:gap-6"
      data-testid="checkout-form"
      key={defaultAddress}
    >
      <input type="hidden" name="attempt" value={data.attempt} />
      <input type="hidden" name="priced_address" value={data.pricedFor ?? ""} />
      <DeliveryAddress
        addresses={data.addresses}
        location={data.location}
        outOfArea={data.outOfArea}
        country={data.country}
        chosen={defaultAddress}
        values={values}
        errors={errors}
        first={first}
      />
      <DeliveryTiming
        timing={data.timing}
        storeOpen={data.storeOpen}
        estimate={data.estimate}
        scheduleDays={data.scheduleDays}
        day={values.schedule_day}
        time={values.schedule_time}
        error={errors.schedule_time ?? errors.scheduled_at}
        first={first}
      />
      <RepriceButton />
      <PaymentMethods methods={data.methods} cards={data.cards} values={values} errors={errors} first={first} />
      {data.cart.lines.length ? (
        <PromoForm
          cart={data.cart}
          checkoutForm={CHECKOUT_FORM_ID}
          open={posted === "promo" || posted === "promo-remove"}
        />
      ) : null}
      <DeliveryPreferences values={values} />
    </Form>
  );
}
