// Saved cards of the URL's country: brand and last digits; deleting asks first.
import type { I18nHandle } from "~/i18n/namespaces";
import { withNamespaces } from "~/i18n/client-translations";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation, Link } from "@remix-run/react";
import { customerLoad, requireCustomer } from "~/server/sign-in";
import { listSavedCards, removeSavedCard } from "~/server/account";
import { requireKnownLocale, readForm } from "~/server/request";
import { formFailure } from "~/forms/form-failure";
import { useI18n } from "~/i18n/react";
import { BackToAccount } from "~/components/account-nav";
import { Confirm } from "~/components/confirm";
import { Isolated, ltrText } from "~/components/isolated";
import { pageMeta } from "~/utils/meta";

/** The translation namespaces this page uses besides common (app/i18n/namespaces.ts). */
const NAMESPACES = ["account", "checkout"] as const;
export const handle: I18nHandle = { i18n: NAMESPACES };
export const clientLoader = withNamespaces(NAMESPACES);

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  requireKnownLocale(params);
  const country = context.locale.country.toUpperCase();
  const cards = await customerLoad(context, request, () => listSavedCards(context, country));
  return { cards: cards.data, meta: { title: context.t("account.cards.title") } };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  requireKnownLocale(params);
  requireCustomer(context, request);
  return removeSavedCard(context, request, await readForm(request));
}

export default function SavedCards() {
  const { cards } = useLoaderData<typeof loader>();
  const failure = formFailure(useActionData<typeof action>());
  const { t } = useI18n();
  const location = useLocation();
  const deleting = cards.find((card) => String(card.id) === new URLSearchParams(location.search).get("delete"));
  const label = (card: (typeof cards)[number]) =>
    t("account.cards.endingIn", { brand: ltrText(card.brand), digits: ltrText(card.last_four) });
  return (
    <div className="container-page max-w-2xl py-8 lg:max-w-5xl">
      <BackToAccount />
      <h1 className="mt-2 text-2xl font-bold">{t("account.cards.title")}</h1>
      {failure?.formError ? (
        <p role="alert" className="mt-4 text-red-800">
          {failure.formError}
        </p>
      ) : null}
      {deleting ? (
        <div className="mt-4">
          <Confirm
            title={t("account.cards.deleteTitle")}
            body={t("account.cards.deleteBody", { card: label(deleting) })}
            confirmLabel={t("account.cards.confirmDelete")}
            fields={{ intent: "delete", id: String(deleting.id) }}
            cancelHref={location.pathname}
          />
        </div>
      ) : null}
      {cards.length === 0 ? (
        <p className="mt-4 text-gray-700">{t("account.cards.empty")}</p>
      ) : (
        <ul className="mt-4 grid gap-3 lg:grid-cols-2" data-testid="card-list">
          {cards.map((card) => (
            <li key={card.id} className="card flex items-center gap-4" data-testid="saved-card">
              <span className="rounded bg-gray-900 px-2 py-1 text-xs font-bold text-white">{card.brand}</span>
              <div className="flex-1">
                <p className="font-medium" data-testid="card-label">
                  <Isolated k="account.cards.endingIn" ltr={{ brand: card.brand, digits: card.last_four }} />
                </p>
                <p className="text-sm text-gray-700">{t("account.cards.expires", { expiry: card.expiry })}</p>
              </div>
              <Link to={`?delete=${card.id}`} className="btn-secondary" preventScrollReset>
                {t("account.cards.delete")}
                <span className="sr-only">: {label(card)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
