// The address book: a page of addresses (sort_by id, order_by ASC, 10 a page), add (?new=1),
// edit (?edit=ID) and delete (?delete=ID, confirmed). The place comes from the delivery location
// picker (the location page returns here) or typed coordinates.
import type { I18nHandle } from "~/i18n/namespaces";
import { withNamespaces } from "~/i18n/client-translations";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation, Link } from "@remix-run/react";
import type { Address } from "~/contract";
import { AddressForm } from "~/components/address/address-form";
import { requireCustomer } from "~/server/sign-in";
import { requireKnownLocale, readForm, parseId, parsePage } from "~/server/request";
import { formFailure } from "~/forms/form-failure";
import { addressBookPage, updateAddressBook } from "~/server/account";
import { useI18n } from "~/i18n/react";
import { BackToAccount } from "~/components/account-nav";
import { Confirm } from "~/components/confirm";
import { Pagination } from "~/components/pagination";
import { pageMeta } from "~/utils/meta";
import { addressLines } from "~/location/address-text";
import type { TFunction } from "~/i18n/translate";

/** The translation namespaces this page uses besides common (app/i18n/namespaces.ts). */
const NAMESPACES = ["account", "address", "checkout"] as const;
export const handle: I18nHandle = { i18n: NAMESPACES };
export const clientLoader = withNamespaces(NAMESPACES);

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  requireKnownLocale(params);
  const url = new URL(request.url);
  const page = parsePage(url.searchParams.get("page"));
  const editId = parseId(url.searchParams.get("edit"));
  return await addressBookPage(context, request, { page, editId });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  requireKnownLocale(params);
  requireCustomer(context, request);
  return updateAddressBook(context, request, await readForm(request));
}

/** One line naming an address (for confirmations and screen readers): its label, place and details. */
function describeAddress(address: Address, t: TFunction): string {
  return [address.name ?? t(`address.kinds.${address.kind}`), ...addressLines({ ...address, notes: null }, t)].join(
    t("common.listSeparator"),
  );
}

export default function Addresses() {
  const { addresses, page, pages, editing, location } = useLoaderData<typeof loader>();
  const failure = formFailure(useActionData<typeof action>());
  const { t } = useI18n();
  const here = useLocation();
  const search = new URLSearchParams(here.search);
  const deleting = addresses.find((a) => String(a.id) === search.get("delete"));
  const creating = search.get("new") === "1";
  return (
    <div className="container-page max-w-2xl py-8 lg:max-w-5xl">
      <BackToAccount />
      <div className="mt-2 flex items-center gap-4">
        <h1 className="flex-1 text-2xl font-bold">{t("address.title")}</h1>
        <Link to="?new=1" className="btn-primary" data-testid="add-address">
          {t("address.add")}
        </Link>
      </div>
      {failure?.formError && !creating && !editing ? (
        <p role="alert" className="mt-4 text-red-800">
          {failure.formError}
        </p>
      ) : null}
      {creating || editing ? <AddressForm editing={editing} location={location} /> : null}
      {deleting ? (
        <div className="mt-4">
          <Confirm
            title={t("address.deleteTitle")}
            body={t("address.deleteBody", { address: describeAddress(deleting, t) })}
            confirmLabel={t("address.confirmDelete")}
            fields={{ intent: "delete", id: String(deleting.id) }}
            cancelHref={here.pathname}
          />
        </div>
      ) : null}
      <AddressList addresses={addresses} />
      <Pagination page={page} pages={pages} label={t("address.title")} />
    </div>
  );
}

/** The page's addresses, each with "Edit" and "Delete" (named for screen readers), or a line saying there are none. */
function AddressList({ addresses }: { addresses: Address[] }) {
  const { t } = useI18n();
  if (addresses.length === 0) return <p className="mt-4 text-gray-700">{t("address.empty")}</p>;
  return (
    <ul className="mt-4 grid gap-3 lg:grid-cols-2" data-testid="address-list">
      {addresses.map((address) => (
        <li key={address.id} className="card flex flex-wrap items-center gap-3" data-testid="address">
          <div className="min-w-0 flex-1">
            <p className="font-medium">{address.name ?? t(`address.kinds.${address.kind}`)}</p>
            {addressLines(address, t).map((line) => (
              <p key={line} className="text-sm text-gray-700">
                {line}
              </p>
            ))}
          </div>
          <Link to={`?edit=${address.id}`} className="btn-secondary">
            {t("address.edit")}
            <span className="sr-only">: {describeAddress(address, t)}</span>
          </Link>
          <Link to={`?delete=${address.id}`} className="btn-secondary" preventScrollReset>
            {t("address.delete")}
            <span className="sr-only">: {describeAddress(address, t)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
