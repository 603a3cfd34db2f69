// The delivery location without JavaScript (and when the map cannot load): a text search answered
// on the server, results as choices; choosing saves the place and goes back. The map dialog posts
// its confirmed place to the same action, as data (decision 21).
import type { I18nHandle } from "~/i18n/namespaces";
import { withNamespaces } from "~/i18n/client-translations";
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, Link } from "@remix-run/react";
import { requireKnownLocale, readForm } from "~/server/request";
import { chooseLocation, locationPage } from "~/server/location";
import { ChoosePlace, SavedAddresses } from "~/components/location/saved-places";
import { savedPlaces } from "~/server/account";
import { SEARCH_QUERY_MAX } from "~/location/search-query";
import { keepRetryAfter } from "~/server/ops";
import { useI18n } from "~/i18n/react";
import { localePath } from "~/i18n/locale";
import { safeRedirectPath } from "~/utils/redirect";
import { pageMeta } from "~/utils/meta";
import { formFailure } from "~/forms/form-failure";
import type { Place } from "~/location/address";

/** The translation namespaces this page uses besides common (app/i18n/namespaces.ts). */
const NAMESPACES = ["location"] as const;
export const handle: I18nHandle = { i18n: NAMESPACES };
export const clientLoader = withNamespaces(NAMESPACES);

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data);

/** A search or lookup past the client's geocoding limit answers 429 with `Retry-After` (app/server/location/search.server.ts). */
export const headers: HeadersFunction = keepRetryAfter;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  requireKnownLocale(params);
  const url = new URL(request.url);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"), localePath(context.locale, "/"));
  return locationPage(context, { q: url.searchParams.get("q"), redirectTo, saved: await savedPlaces(context) });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  requireKnownLocale(params);
  return chooseLocation(context, await readForm(request));
}

export default function LocationPage() {
  const { query, results, error, redirectTo, current, saved } = useLoaderData<typeof loader>();
  const failure = formFailure(useActionData<typeof action>());
  const { t } = useI18n();
  const problem = error ?? failure?.formError ?? null;
  return (
    <div className="container-page max-w-xl py-8">
      <Link to={redirectTo} className="btn-link text-sm">
        {t("location.back")}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">{t("common.location.title")}</h1>
      <p className="mt-1 text-gray-700" data-testid="current-location">
        {current ? t("location.current", { address: current }) : saved.length ? null : t("location.none")}
      </p>
      {saved.length ? <SavedAddresses saved={saved} redirectTo={redirectTo} /> : null}
      <SearchForm query={query} redirectTo={redirectTo} problem={problem} />
      {results ? <SearchResults results={results} query={query} redirectTo={redirectTo} /> : null}
    </div>
  );
}

/** The text search, a GET form answered by this page's loader. */
function SearchForm({ query, redirectTo, problem }: { query: string; redirectTo: string; problem: string | null }) {
  const { t } = useI18n();
  return (
    <Form method="get" className="mt-6" role="search" data-testid="location-search">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <label htmlFor="location-q" className="label">
        {t("common.location.searchLabel")}
      </label>
      <div className="flex gap-2">
        <input
          id="location-q"
          name="q"
          type="search"
          defaultValue={query}
          maxLength={SEARCH_QUERY_MAX}
          placeholder={t("common.location.searchPlaceholder")}
          className="input"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? "location-error" : undefined}
        />
        <button type="submit" className="btn-primary">
          {t("common.location.search")}
        </button>
      </div>
      {problem ? (
        <p id="location-error" className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
    </Form>
  );
}

/** The search's places, each chosen in one tap, or a line saying there are none. */
function SearchResults({ results, query, redirectTo }: { results: Place[]; query: string; redirectTo: string }) {
  const { t } = useI18n();
  if (results.length === 0) {
    return (
      <p className="mt-6 text-gray-700" data-testid="no-results">
        {t("location.noResults", { query })}
      </p>
    );
  }
  return (
    <section className="mt-6" aria-labelledby="results-heading">
      <h2 id="results-heading" className="text-lg font-semibold">
        {t("location.results")}
      </h2>
      <ul className="mt-2 flex flex-col gap-2" data-testid="location-results">
        {results.map((place) => (
          <li key={`${place.lat},${place.lng}`} className="card">
            {/* A plain post even with JS: back where the customer came from, with the toast (and that page's own CSP). */}
            <ChoosePlace place={place} redirectTo={redirectTo} testId="choose-place">
              <span className="flex-1">{place.address}</span>
            </ChoosePlace>
          </li>
        ))}
      </ul>
    </section>
  );
}
