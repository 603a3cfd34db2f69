// Sign-in by one-time code: phone and channel → the 6-digit code (resend timer in the session) →
// name and optional email for a new phone. A new session id on success; back to `redirectTo`.
import type { I18nHandle } from "~/i18n/namespaces";
import { withNamespaces } from "~/i18n/client-translations";
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { SignInSteps } from "~/components/sign-in/sign-in-steps";
import { requireKnownLocale, readForm } from "~/server/request";
import { useRefusal } from "~/components/refusal";
import { useFollowDone } from "~/components/follow-done";
import { signInPage, signInStep } from "~/server/sign-in";
import { keepRetryAfter } from "~/server/ops";
import { useI18n } from "~/i18n/react";
import { BackLink } from "~/components/back-link";
import { pageMeta } from "~/utils/meta";

/** The translation namespaces this page uses besides common (app/i18n/namespaces.ts). */
const NAMESPACES = ["account"] as const;
export const handle: I18nHandle = { i18n: NAMESPACES };
export const clientLoader = withNamespaces(NAMESPACES);

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data);

/** A 429 (or a locked phone) keeps its Retry-After on the page. */
export const headers: HeadersFunction = keepRetryAfter;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  requireKnownLocale(params);
  return await signInPage(context, request);
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  requireKnownLocale(params);
  return signInStep(context, request, await readForm(request));
}

export default function SignInPage() {
  const { t } = useI18n();
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  // With JS this page's forms post data: past the last step it goes where a plain form is sent.
  useFollowDone(answer);
  const refusal = useRefusal(answer);
  const busy = useNavigation().state === "submitting";
  return (
    <div className="container-page max-w-md py-6">
      <BackLink />
      <h1 className="mb-6 text-2xl font-bold">{t("account.signIn.title")}</h1>
      <SignInSteps data={data} failure={refusal} busy={busy} FormComponent={Form} />
    </div>
  );
}
