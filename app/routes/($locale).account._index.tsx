// The account: the profile (fetched only when an access token is stored) and links.
import type { I18nHandle } from "~/i18n/namespaces";
import { withNamespaces } from "~/i18n/client-translations";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, Link } from "@remix-run/react";
import { customerLoad } from "~/server/sign-in";
import { getProfile } from "~/server/account";
import { requireKnownLocale } from "~/server/request";
import { useI18n } from "~/i18n/react";
import { BackLink } from "~/components/back-link";
import { localePath } from "~/i18n/locale";
import { useMoney } from "~/components/money";
import { countryFromIso2 } from "~/i18n/countries";
import { countrySettings } from "~/server/catalogue";
import { pageMeta } from "~/utils/meta";

/** The translation namespaces this page uses besides common (app/i18n/namespaces.ts). */
const NAMESPACES = ["account", "checkout"] as const;
export const handle: I18nHandle = { i18n: NAMESPACES };
export const clientLoader = withNamespaces(NAMESPACES);

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  requireKnownLocale(params);
  const user = await customerLoad(context, request, () => getProfile(context));
  const country = await countrySettings(context, countryFromIso2(user.country_iso_code) ?? context.locale.country);
  return {
    user,
    currency: country.currency,
    meta: { title: context.t("account.account.title") },
  };
}

export default function AccountPage() {
  const { user, currency } = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  const money = useMoney(currency);
  const links = [
    { to: "/account/edit-profile", label: t("account.account.editProfile") },
    { to: "/account/addresses", label: t("account.account.addresses") },
    { to: "/account/saved-cards", label: t("account.account.savedCards") },
    { to: "/account/orders", label: t("account.account.orders") },
  ];
  return (
    <div className="container-page max-w-2xl py-6 lg:max-w-5xl">
      <BackLink />
      <h1 className="mt-2 text-2xl font-bold">{t("account.account.title")}</h1>
      {/* From the large breakpoint the profile and the links sit side by side (decision 44). */}
      <div className="lg:mt-4 lg:grid lg:grid-cols-2 lg:items-start lg:gap-6">
        <dl className="card mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 lg:mt-0" data-testid="profile">
          <dt className="text-gray-700">{t("account.signIn.name")}</dt>
          <dd data-testid="profile-name">{user.name}</dd>
          <dt className="text-gray-700">{t("account.account.phone")}</dt>
          <dd dir="ltr" className="text-start">
            {user.phone_code} {user.phone}
          </dd>
          <dt className="text-gray-700">{t("account.account.email")}</dt>
          <dd data-testid="profile-email">{user.email ?? t("account.account.noEmail")}</dd>
          <dt className="text-gray-700">{t("account.account.wallet")}</dt>
          <dd>{money(user.wallet_balance)}</dd>
        </dl>
        <ul className="mt-6 grid gap-2 sm:grid-cols-2 lg:mt-0" data-testid="account-links">
          {links.map((link) => (
            <li key={link.to}>
              <Link to={localePath(locale, link.to)} className="card block font-medium hover:border-brand-600">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <Form method="post" action={localePath(locale, "/logout")} className="mt-8">
        <input type="hidden" name="redirectTo" value={localePath(locale, "/")} />
        <button type="submit" className="btn-secondary" data-testid="logout">
          {t("account.account.logout")}
        </button>
      </Form>
    </div>
  );
}
