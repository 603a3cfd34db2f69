// A declined payment: nothing was charged, the cart is as it was, and the order is kept to be paid
// again — "Try again" with the same method, or "Pay another way" (cash where the branch takes it,
// another saved card, …): server-rendered forms that work with JS and without (decision 106).
import type { I18nHandle } from "~/i18n/namespaces";
import { withNamespaces } from "~/i18n/client-translations";
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, Link } from "@remix-run/react";
import { requireKnownLocale, requireSlug, readForm } from "~/server/request";
import { requireCustomer } from "~/server/sign-in";
import { failedPage, payAgain, type PayChoice } from "~/server/checkout";
import { keepRetryAfter } from "~/server/ops";
import { formFailure } from "~/forms/form-failure";
import { Isolated } from "~/components/isolated";
import { useI18n } from "~/i18n/react";
import { localePath } from "~/i18n/locale";
import { pageMeta } from "~/utils/meta";

/** The translation namespaces this page uses besides common (app/i18n/namespaces.ts). */
const NAMESPACES = ["cart", "checkout"] as const;
export const handle: I18nHandle = { i18n: NAMESPACES };
export const clientLoader = withNamespaces(NAMESPACES);

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data);

/** A 429 keeps its Retry-After on the page. */
export const headers: HeadersFunction = keepRetryAfter;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  requireKnownLocale(params);
  const slug = requireSlug(params.storeSlug);
  requireCustomer(context, request);
  return await failedPage(context, request, slug);
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  requireKnownLocale(params);
  const slug = requireSlug(params.storeSlug);
  requireCustomer(context, request);
  return payAgain(context, request, slug, await readForm(request));
}

/** A way to pay as read: the method, or a saved card's brand and last digits. */
function ChoiceName({ choice }: { choice: PayChoice }) {
  const { t } = useI18n();
  if (choice.card)
    return <Isolated k="checkout.card" ltr={{ brand: choice.card.brand, digits: choice.card.last_four }} />;
  return <>{t(choice.method === "credit_card" ? "checkout.failed.newCard" : `checkout.methods.${choice.method}`)}</>;
}

export default function PaymentFailed() {
  const { slug, code, choices, notOffered } = useLoaderData<typeof loader>();
  const failure = formFailure(useActionData<typeof action>());
  const { t, locale } = useI18n();
  const [same, ...others] = choices;
  return (
    <div className="container-page max-w-md py-10" data-testid="payment-failed">
      <h1 className="text-2xl font-bold text-red-800">{t("checkout.failed.title")}</h1>
      <p className="mt-2 text-gray-800">{t("checkout.failed.body")}</p>
      {failure?.formError ? (
        <p
          role="alert"
          className="mt-4 rounded-md border border-red-700 bg-red-50 p-3 text-red-900"
          data-testid="pay-again-error"
        >
          {failure.formError}
        </p>
      ) : null}
      {same && code ? (
        <>
          <p className="mt-2 text-gray-800" data-testid="kept-order">
            <Isolated k="checkout.failed.kept" ltr={{ code }} />
          </p>
          <TryAgain code={code} same={same} />
          {others.length ? <PayAnotherWay code={code} others={others} /> : null}
        </>
      ) : notOffered ? (
        <p className="mt-4 rounded-md border border-amber-600 bg-amber-50 p-3 text-amber-950" data-testid="not-offered">
          {t(`checkout.failed.${notOffered}`)}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-center gap-x-6">
        <Link to={localePath(locale, `/store/${slug}/checkout`)} className="btn-link">
          {t("checkout.failed.retry")}
        </Link>
        <Link to={localePath(locale, `/store/${slug}`)} className="btn-link">
          {t("checkout.failed.cart")}
        </Link>
      </div>
    </div>
  );
}

/** "Try again": the order paid again the same way. */
function TryAgain({ code, same }: { code: string; same: PayChoice }) {
  const { t } = useI18n();
  return (
    <Form method="post" className="mt-6" data-testid="try-again-form">
      <input type="hidden" name="order" value={code} />
      <input type="hidden" name="choice" value={same.value} />
      <button type="submit" className="btn-primary w-full" data-testid="try-again" aria-describedby="try-again-with">
        {t("checkout.failed.tryAgain")}
      </button>
      <p id="try-again-with" className="mt-1 text-center text-sm text-gray-700">
        {same.method === "credit_card" && !same.card ? (
          t("checkout.failed.withNewCard")
        ) : (
          <>
            {t("checkout.failed.with")} <ChoiceName choice={same} />
          </>
        )}
      </p>
    </Form>
  );
}

/** "Pay another way": the other ways this order can be paid, the first chosen. */
function PayAnotherWay({ code, others }: { code: string; others: PayChoice[] }) {
  const { t } = useI18n();
  return (
    <Form method="post" className="mt-6" data-testid="pay-another-way">
      <input type="hidden" name="order" value={code} />
      <fieldset>
        <legend className="text-lg font-semibold">{t("checkout.failed.another")}</legend>
        <div className="mt-2 flex flex-col gap-2">
          {others.map((choice, i) => (
            <label
              key={choice.value}
              className="card flex min-h-11 cursor-pointer items-center gap-3 has-[:checked]:border-brand-700 has-[:checked]:ring-1 has-[:checked]:ring-brand-700"
            >
              <input
                type="radio"
                name="choice"
                value={choice.value}
                defaultChecked={i === 0}
                className="accent-brand-700"
                data-testid={`choice-${choice.value}`}
              />
              <span>
                <ChoiceName choice={choice} />
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className="btn-secondary mt-3 w-full" data-testid="pay-another">
        {t("checkout.failed.payThisWay")}
      </button>
    </Form>
  );
}
